#!/usr/bin/env bash
# CLDR person-name formatting: this package against ICU4J 72's warmed-up PersonNameFormatter.formatToString, on the
# same names and options, in one run on one machine.
#
# Runs the `PersonName.format.*` benchmarks of this package and `icu4j-bench.sh`, each in several processes, and
# compares like with like: the best figure on each side over the processes (ours: the fastest sample, each the mean of
# 1,000 formats with a cached style; ICU4J: the fastest batch after an -Xbatch warm-up, its mean per call). It prints
# one line per case with both figures, our p50 (the best over the processes) beside them, and the ratio
# ICU4J / namefmt, then the geometric mean of the ratios. The targets are at least 2x in every case and a geometric
# mean of at least 3x. Wall-clock figures on a shared machine are noisy, so the script reports and never fails on a
# ratio; pass --check to exit non-zero when a target is missed.
#
# Usage: bash Benchmarks/person-names-compare.sh [--quick] [--check] [--processes N]
#   --quick: one short process a side (a smoke test; the figures mean little)
#   --processes N: processes per side (default 3)
set -euo pipefail
cd "$(dirname "$0")"

quick=""
check=0
processes=3
usage() {
    echo "usage: $0 [--quick] [--check] [--processes N]" >&2
    exit 64
}
while [ $# -gt 0 ]; do
    case "$1" in
    --quick)
        quick="--quick"
        processes=1
        ;;
    --check) check=1 ;;
    --processes)
        processes="${2:-}"
        shift
        ;;
    *) usage ;;
    esac
    shift
done
[[ "$processes" =~ ^[1-9][0-9]*$ ]] || usage

echo "== ICU4J 72 (JVM, -Xbatch, warmed up; $processes process(es))" >&2
if [ -n "$quick" ]; then
    icu4j="$(bash icu4j-bench.sh --quick)"
else
    icu4j="$(bash icu4j-bench.sh --processes "$processes")"
fi

echo "== swift-namefmt (PersonName.format.*; $processes process(es))" >&2
if [ -n "$quick" ]; then export BENCHMARK_SHORT=1; fi
ours=""
for ((run = 1; run <= processes; run++)); do
    echo "-- swift-namefmt process $run of $processes" >&2
    markdown="$(swift package --disable-sandbox benchmark --filter 'PersonName\.format\..*' --no-progress --format markdown)"
    # p0 (best sample) and p50 of "Time (wall clock)" per benchmark, in ns.
    ours+="$(printf '%s\n' "$markdown" | awk '
        /^### PersonName\.format\./ { name = substr($2, length("PersonName.format.") + 1) }
        /^\| Time \(wall clock\)/ && name != "" {
            split($0, cells, "|")
            scale = ($0 ~ /\(μs\)/) ? 1000 : (($0 ~ /\(ms\)/) ? 1000000 : 1)
            best = cells[3]; gsub(/ /, "", best)
            median = cells[5]; gsub(/ /, "", median)
            printf "%s\t%s\t%s\n", name, best * scale, median * scale
            name = ""
        }')"$'\n'
done

status=0
printf '\n%-40s %12s %12s %12s %8s\n' "case" "ICU4J (ns)" "namefmt (ns)" "(p50, ns)" "ratio"
ratios=""
while IFS=$'\t' read -r name reference; do
    mine="$(printf '%s' "$ours" | awk -F'\t' -v n="$name" '$1 == n && (best == "" || $2 < best) { best = $2 } END { print best }')"
    median="$(printf '%s' "$ours" | awk -F'\t' -v n="$name" '$1 == n && (best == "" || $3 < best) { best = $3 } END { print best }')"
    if [ -z "$mine" ]; then
        echo "person-names-compare.sh: no namefmt figure for $name" >&2
        exit 1
    fi
    ratio="$(awk -v r="$reference" -v m="$mine" 'BEGIN { printf "%.2f", (m > 0 ? r / m : 0) }')"
    printf '%-40s %12s %12s %12s %7sx\n' "$name" "$reference" "$mine" "$median" "$ratio"
    ratios+="$ratio"$'\n'
    if awk -v x="$ratio" 'BEGIN { exit !(x < 2) }'; then
        echo "  under the 2x target" >&2
        [ "$check" -eq 1 ] && status=1
    fi
done <<<"$icu4j"
geomean="$(printf '%s' "$ratios" | awk 'NF { sum += log($1); n++ } END { printf "%.2f", (n > 0 ? exp(sum / n) : 0) }')"
printf '%-40s %12s %12s %12s %7sx\n' "geometric mean" "" "" "" "$geomean"
if awk -v x="$geomean" 'BEGIN { exit !(x < 3) }'; then
    echo "  geometric mean under the 3x target" >&2
    [ "$check" -eq 1 ] && status=1
fi
exit "$status"
