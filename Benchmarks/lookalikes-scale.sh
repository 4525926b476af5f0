#!/usr/bin/env bash
# Checks 100,000 and 200,000 proposed display names against 1,000,000 existing skeletons (release build) and prints
# names/s for each, beside a plain dictionary lookup of the same skeletons in the same run; see
# Tools/ConfusableScale/main.swift. About half a minute on a shared two-core machine; not run by CI.
#
# Usage: bash Benchmarks/lookalikes-scale.sh [EXISTING] [PROPOSED]
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=scratch.sh
source scratch.sh
benchmarks_swift build -c release --product ConfusableScale >/dev/null
"$(benchmarks_swift build -c release --show-bin-path)/ConfusableScale" "$@"
