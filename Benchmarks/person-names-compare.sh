#!/usr/bin/env bash
# CLDR person-name formatting: this package against ICU4J 72's warmed-up PersonNameFormatter.formatToString, on the
# same names and options, in one run on one machine.
#
# Runs the `PersonName.format.*` benchmarks of this package and `icu4j-bench.sh`, and compares like with like: the
# best sample on each side (ours: the fastest sample, each the mean of 1,000 formats with a cached style; ICU4J:
# the fastest batch after warm-up, its mean per call). It prints one line per case with both figures, our p50
# beside them, and the ratio ICU4J / namefmt. The target is at least 2x for en.medium.referring.formal.de and
# ja.medium.referring.formal.ja. Wall-clock figures on a shared machine are noisy, so the script reports and never
# fails on a ratio; pass --check to exit non-zero when a target case is under 2x.
#
# Usage: bash Benchmarks/person-names-compare.sh [--quick] [--check]
set -euo pipefail
cd "$(dirname "$0")"

quick=""
check=0
for argument in "$@"; do
    case "$argument" in
    --quick) quick="--quick" ;;
    --check) check=1 ;;
    *)
        echo "usage: $0 [--quick] [--check]" >&2
        exit 64
        ;;
    esac
done

echo "== ICU4J 72 (JVM, warmed up)" >&2
icu4j="$(bash icu4j-bench.sh $quick)"

echo "== swift-namefmt (PersonName.format.*)" >&2
if [ -n "$quick" ]; then export BENCHMARK_SHORT=1; fi
markdown="$(swift package --disable-sandbox benchmark --filter 'PersonName\.format\..*' --no-progress --format markdown)"

# p0 (best sample) and p50 of "Time (wall clock)" per benchmark, in ns.
ours="$(printf '%s\n' "$markdown" | awk '
    /^### PersonName\.format\./ { name = substr($2, length("PersonName.format.") + 1) }
    /^\| Time \(wall clock\)/ && name != "" {
        split($0, cells, "|")
        scale = ($0 ~ /\(μs\)/) ? 1000 : (($0 ~ /\(ms\)/) ? 1000000 : 1)
        best = cells[3]; gsub(/ /, "", best)
        median = cells[5]; gsub(/ /, "", median)
        printf "%s\t%s\t%s\n", name, best * scale, median * scale
        name = ""
    }')"

status=0
printf '\n%-38s %12s %12s %12s %8s\n' "case" "ICU4J (ns)" "namefmt (ns)" "(p50, ns)" "ratio"
while IFS=$'\t' read -r name reference; do
    mine="$(printf '%s\n' "$ours" | awk -F'\t' -v n="$name" '$1 == n { print $2 }')"
    median="$(printf '%s\n' "$ours" | awk -F'\t' -v n="$name" '$1 == n { print $3 }')"
    if [ -z "$mine" ]; then
        echo "person-names-compare.sh: no namefmt figure for $name" >&2
        exit 1
    fi
    ratio="$(awk -v r="$reference" -v m="$mine" 'BEGIN { printf "%.2f", (m > 0 ? r / m : 0) }')"
    printf '%-38s %12s %12s %12s %7sx\n' "$name" "$reference" "$mine" "$median" "$ratio"
    case "$name" in
    en.medium.referring.formal.de | ja.medium.referring.formal.ja)
        if awk -v x="$ratio" 'BEGIN { exit !(x < 2) }'; then
            echo "  under the 2x target" >&2
            [ "$check" -eq 1 ] && status=1
        fi
        ;;
    esac
done <<<"$icu4j"
exit "$status"
