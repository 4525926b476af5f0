#!/usr/bin/env bash
# Localized messages: this package (`Messages.warm.*` for String Catalogs, `Messages.icu.*` for ICU MessageFormat
# catalogs) against ICU4J 72's warmed-up MessageFormat.format(Map), prebuilt, on the same message (one name, one plural
# count, named arguments) in en, ru, ar and ja, over the same 1,000 distinct names and counts, in one run.
#
# Runs in rounds, each one ICU4J process and then one run of ours, so that both sides see the same stretch of the
# machine's load, and compares the best figure on each side (ours: the fastest sample, each the mean of 1,000
# messages; ICU4J: the fastest batch after an -Xbatch warm-up). Prints one line per language and catalog kind with
# both figures and the ratio ICU4J / namefmt. The target is at least 3x. Wall-clock figures on a shared machine are
# noisy: the script reports, and fails on a ratio only with --check.
#
# It also prints `hand.<language>`, section 8(a)'s hand-written Swift function (`Baseline.Messages.handWritten.*`: a
# name formatted beforehand, a plural category computed beforehand, Swift's own interpolation), beside the same ICU4J
# figure: the ratio a Swift message could reach if it cost no more than that function. It is a ceiling, not a case,
# and --check does not judge it.
#
# Usage: bash Benchmarks/messages-compare.sh [--quick] [--check] [--processes N]
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=scratch.sh
source scratch.sh

quick=""
check=0
processes=2
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

# shellcheck source=/dev/null
source ../.ci/require-icu4j.sh
JAR="$ICU4J_JAR"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
javac -encoding UTF-8 -nowarn -cp "$JAR" -d "$work" ICU4J/MessageFormatBench.java >&2

if [ -n "$quick" ]; then export BENCHMARK_SHORT=1; fi
: >"$work/icu4j"
: >"$work/ours"
for ((run = 1; run <= processes; run++)); do
    echo "-- round $run of $processes: ICU4J" >&2
    java -Xbatch -Xms256m -Xmx256m -Dfile.encoding=UTF-8 -cp "$JAR:$work" MessageFormatBench $quick >>"$work/icu4j"
    echo "-- round $run of $processes: swift-namefmt" >&2
    benchmarks_swift package benchmark --filter '(Baseline\.)?Messages\.(warm|icu|handWritten)\..*' --no-progress \
        --format markdown |
        awk '
            /^### Messages\.(warm|icu)\./ { name = substr($2, length("Messages.") + 1) }
            /^### Baseline\.Messages\.handWritten\./ { name = "hand." substr($2, length("Baseline.Messages.") + 13) }
            /^\| Time \(wall clock\)/ && name != "" {
                split($0, cells, "|")
                scale = ($0 ~ /\(μs\)/) ? 1000 : (($0 ~ /\(ms\)/) ? 1000000 : 1)
                best = cells[3]; gsub(/ /, "", best)
                printf "%s\t%s\n", name, best * scale
                name = ""
            }' >>"$work/ours"
done

status=0
printf '\n%-12s %12s %14s %8s\n' "case" "ICU4J (ns)" "namefmt (ns)" "ratio"
while IFS=$'\t' read -r name figure; do
    language="${name#*.}"
    reference="$(awk -F'\t' -v l="$language" '$1 == l && (best == "" || $2 < best) { best = $2 } END { print best }' \
        "$work/icu4j")"
    [ -n "$reference" ] || continue
    ratio="$(awk -v a="$reference" -v b="$figure" 'BEGIN { printf "%.2f", a / b }')"
    printf '%-12s %12s %14s %7sx\n' "$name" "$reference" "$figure" "$ratio"
    if [ "${name%%.*}" = hand ]; then continue; fi
    if awk -v r="$ratio" 'BEGIN { exit !(r < 3) }'; then status=1; fi
done < <(awk -F'\t' '!($1 in best) { order[++n] = $1; best[$1] = $2 } $2 < best[$1] { best[$1] = $2 }
    END { for (i = 1; i <= n; i++) printf "%s\t%s\n", order[i], best[order[i]] }' "$work/ours")
if [ "$check" = 1 ] && [ "$status" != 0 ]; then
    echo "a ratio is below the target of 3x" >&2
    exit 1
fi
