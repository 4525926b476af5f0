#!/usr/bin/env bash
# Runs every benchmark once in the short mode, stored as the baseline `ci` (in .benchmarkBaselines/, ignored by
# git); prints it; then checks that run's allocation counts against the committed p90 thresholds in Thresholds/,
# without running the benchmarks again. Exits non-zero when a benchmark fails or when any benchmark allocates more
# than its threshold allows. Wall-clock time is printed, never gated: these machines are shared and noisy.
#
# Usage: bash Benchmarks/ci-short.sh            (from anywhere)
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=scratch.sh
source scratch.sh
export BENCHMARK_SHORT=1

echo "== benchmarks (short run)"
benchmarks_swift package --allow-writing-to-package-directory benchmark baseline update ci --no-progress
benchmarks_swift package benchmark baseline read ci --no-progress --format markdown

echo "== allocation thresholds (Thresholds/, p90 of mallocCountTotal), of the same run"
status=0
benchmarks_swift package benchmark thresholds check ci --no-progress || status=$?
case "$status" in
0) echo "allocation counts equal the thresholds" ;;
4)
    # The tool's code for "better than the thresholds": not a failure, but the thresholds should follow.
    echo "allocation counts are below the thresholds; record them with:"
    echo "  BENCHMARK_SHORT=1 swift package --disable-sandbox --allow-writing-to-package-directory \\"
    echo "    benchmark thresholds update --metric mallocCountTotal"
    ;;
*)
    echo "allocation thresholds check failed (exit $status)" >&2
    exit "$status"
    ;;
esac
