#!/usr/bin/env bash
# Installs what the team directory's browser check needs on a fresh Debian or Ubuntu machine: headless Chromium,
# and small fonts for Han, Kana, Hangul and Devanagari so the screenshot shows the names (DejaVu covers the rest).
# /usr/bin/python3 with html5lib, which the check parses the DOM with, comes from the root's .ci/setup.
set -euo pipefail

missing=()
for package in chromium fonts-wqy-microhei fonts-lohit-deva; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done

if [ "${#missing[@]}" -gt 0 ]; then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    echo "Installing ${missing[*]}" >&2
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
