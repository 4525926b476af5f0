#!/usr/bin/env bash
# A swift-mustache template with 50 names through the Mustache trait, beside its baseline in the same run: the same
# template given the same names already formatted as strings (Tools/TemplateLoop: 400 contexts of 50 distinct names
# by default, half of them full names from parts, for a viewer who sees full names; the two cases in turn, round after
# round, the best round of each). Issue 54's goal is at most 1.5 times the baseline.
#
# Prints both times and their ratio; nothing is gated (wall-clock time on a shared machine).
#
# Usage: bash Benchmarks/template-compare.sh [RENDERS] [CONTEXTS]
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=Benchmarks/scratch.sh
source Benchmarks/scratch.sh
echo "building TemplateLoop (release, in the Benchmarks package)"
benchmarks_swift build -c release --product TemplateLoop >/dev/null
"$(benchmarks_swift build -c release --show-bin-path)/TemplateLoop" "$@"
