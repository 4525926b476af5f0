#!/usr/bin/env bash
# CLDR person-name formatting: this package against ICU4J 72's warmed-up PersonNameFormatter.formatToString, on the
# same names and options, in one run on one machine.
#
# Runs the `PersonName.format.*` benchmarks of this package and `icu4j-bench.sh` in several rounds, each round one
# ICU4J process and then one of ours, so that both sides see the same stretch of the machine's load. It compares like
# with like: the best figure on each side over the processes (ours: the fastest sample, each the mean of 1,000
# formats with a cached style; ICU4J: the fastest batch after an -Xbatch warm-up, its mean per call). It prints one
# line per case with both figures, our p50 (the best over the processes) beside them, the ratio ICU4J / namefmt, and,
# with more than one round, the median and the lowest of the rounds' own ratios (each round's ICU4J process against
# the process of ours that ran right after it); then the geometric mean of the ratios. The targets are at least 2x in
# every case and a geometric mean of at least 3x. Wall-clock figures on a shared machine are noisy, so the script
# reports and never fails on a ratio; pass --check to exit non-zero when a target is missed.
#
# Usage: bash Benchmarks/person-names-compare.sh [--quick] [--check] [--processes N]
#   --quick: one short process a side (a smoke test; the figures mean little)
#   --processes N: rounds, each one process a side (default 3)
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=scratch.sh
source scratch.sh

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

echo "== ICU4J 72 (JVM, -Xbatch, warmed up) and swift-namefmt (PersonName.format.*), $processes round(s)" >&2
if [ -n "$quick" ]; then export BENCHMARK_SHORT=1; fi
icu4j=""
ours=""
for ((run = 1; run <= processes; run++)); do
    echo "-- round $run of $processes: ICU4J" >&2
    if [ -n "$quick" ]; then
        figures="$(bash icu4j-bench.sh --quick)"
    else
        figures="$(bash icu4j-bench.sh --processes 1)"
    fi
    icu4j+="$(printf '%s\n' "$figures" | awk -F'\t' -v r="$run" 'NF { printf "%s\t%s\t%s\n", $1, $2, r }')"$'\n'
    echo "-- round $run of $processes: swift-namefmt" >&2
    markdown="$(benchmarks_swift package benchmark --filter 'PersonName\.format\..*' --no-progress --format markdown)"
    # p0 (best sample) and p50 of "Time (wall clock)" per benchmark, in ns, and the round.
    ours+="$(printf '%s\n' "$markdown" | awk -v r="$run" '
        /^### PersonName\.format\./ { name = substr($2, length("PersonName.format.") + 1) }
        /^\| Time \(wall clock\)/ && name != "" {
            split($0, cells, "|")
            scale = ($0 ~ /\(μs\)/) ? 1000 : (($0 ~ /\(ms\)/) ? 1000000 : 1)
            best = cells[3]; gsub(/ /, "", best)
            median = cells[5]; gsub(/ /, "", median)
            printf "%s\t%s\t%s\t%s\n", name, best * scale, median * scale, r
            name = ""
        }')"$'\n'
done
# The cases in ICU4J's order, with its best figure over the rounds.
icu4j_best="$(printf '%s' "$icu4j" | awk -F'\t' '
    NF && !($1 in best) { order[++count] = $1; best[$1] = $2 }
    NF && $2 < best[$1] { best[$1] = $2 }
    END { for (i = 1; i <= count; i++) printf "%s\t%s\n", order[i], best[order[i]] }')"

status=0
printf '\n%-40s %12s %12s %12s %8s %14s %10s\n' "case" "ICU4J (ns)" "namefmt (ns)" "(p50, ns)" "ratio" \
    "rounds: median" "lowest"
ratios=""
while IFS=$'\t' read -r name reference; do
    mine="$(printf '%s' "$ours" | awk -F'\t' -v n="$name" '$1 == n && (best == "" || $2 < best) { best = $2 } END { print best }')"
    median="$(printf '%s' "$ours" | awk -F'\t' -v n="$name" '$1 == n && (best == "" || $3 < best) { best = $3 } END { print best }')"
    if [ -z "$mine" ]; then
        echo "person-names-compare.sh: no namefmt figure for $name" >&2
        exit 1
    fi
    ratio="$(awk -v r="$reference" -v m="$mine" 'BEGIN { printf "%.2f", (m > 0 ? r / m : 0) }')"
    # Each round's ICU4J figure over ours in the same round: their median and the lowest.
    paired="$( (printf '%s' "$icu4j" | awk -F'\t' -v n="$name" '$1 == n { print "J\t" $3 "\t" $2 }'
        printf '%s' "$ours" | awk -F'\t' -v n="$name" '$1 == n { print "S\t" $4 "\t" $2 }') | awk -F'\t' '
        $1 == "J" { j[$2] = $3 } $1 == "S" { s[$2] = $3 }
        END {
            n = 0
            for (r in j) if ((r in s) && s[r] > 0) ratios[++n] = j[r] / s[r]
            for (a = 1; a <= n; a++) for (b = a + 1; b <= n; b++) if (ratios[b] < ratios[a]) {
                t = ratios[a]; ratios[a] = ratios[b]; ratios[b] = t
            }
            if (n == 0) { print "-\t-"; exit }
            median = (n % 2) ? ratios[(n + 1) / 2] : (ratios[n / 2] + ratios[n / 2 + 1]) / 2
            printf "%.2fx\t%.2fx\n", median, ratios[1]
        }')"
    printf '%-40s %12s %12s %12s %7sx %14s %10s\n' "$name" "$reference" "$mine" "$median" "$ratio" \
        "$(printf '%s' "$paired" | cut -f1)" "$(printf '%s' "$paired" | cut -f2)"
    ratios+="$ratio"$'\n'
    if awk -v x="$ratio" 'BEGIN { exit !(x < 2) }'; then
        echo "  under the 2x target" >&2
        [ "$check" -eq 1 ] && status=1
    fi
done <<<"$icu4j_best"
geomean="$(printf '%s' "$ratios" | awk 'NF { sum += log($1); n++ } END { printf "%.2f", (n > 0 ? exp(sum / n) : 0) }')"
printf '%-40s %12s %12s %12s %7sx\n' "geometric mean" "" "" "" "$geomean"
if awk -v x="$geomean" 'BEGIN { exit !(x < 3) }'; then
    echo "  geometric mean under the 3x target" >&2
    [ "$check" -eq 1 ] && status=1
fi
exit "$status"
