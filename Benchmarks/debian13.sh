#!/usr/bin/env bash
# The person-name and core benchmarks on this machine's ICU (Debian 12's 72) and then on Debian 13's ICU 76, in the
# Debian 13 root that .ci/debian13 makes and mounts (its code, run through `.ci/debian13 -- CMD`), one after the
# other in one run, so that the two tables are read side by side. Not in CI: it takes minutes and gates on nothing.
#
#   bash Benchmarks/debian13.sh [FILTER]    FILTER: the benchmark plugin's --filter regex (default: the person-name
#                                           and core-path benchmarks and their baselines)
#
# Inside the root the Benchmarks package builds in .build/benchmarks of the clone, which .ci/debian13 mounts from
# the root's own build folder, so neither build touches the other's. NAMEFMT_BENCHMARKS_OTHER_CLDR tells the
# person-name benchmarks that their expected strings, CLDR 42's, do not hold on ICU 76's data.
set -euo pipefail
cd "$(dirname "$0")/.."
filter=${1:-'PersonName\..*|Format\..*|Interpolation\..*|Baseline\..*|Resolve\..*|LocaleTag\..*|Context\..*'}

# shellcheck source=scratch.sh
source Benchmarks/scratch.sh
echo "== this machine: ICU $(pkg-config --modversion icu-uc 2>/dev/null || echo unknown)"
benchmarks_swift package benchmark --filter "$filter" --no-progress

echo "== Debian 13 root (bash .ci/debian13)"
bash .ci/debian13 -- env NAMEFMT_BENCHMARKS_SCRATCH="$PWD/.build/benchmarks" NAMEFMT_BENCHMARKS_OTHER_CLDR=1 bash -c \
    'source Benchmarks/scratch.sh && echo "ICU $(pkg-config --modversion icu-uc)" &&
     benchmarks_swift package benchmark --filter "$1" --no-progress' bash "$filter" </dev/null
