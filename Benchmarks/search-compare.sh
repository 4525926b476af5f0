#!/usr/bin/env bash
# `namefmt search` beside its baseline, `namefmt format` of the same lines for the same viewer, in one run on one
# machine: search formats each name as the viewer sees it, as format does, then looks for the query in it with the
# viewer's collation (ICU's usearch at primary strength), and in the fields the viewer does not see when that
# finds nothing. The difference is what searching costs.
#
# LINES lines (default 200,000) of users with a display name and a full name, a third of them with a person name in
# parts instead (given, surname, a locale), in several scripts, searched for "ro" (found in one name in six, some
# only in a hidden field) and for "zq" (in none: every field of every name is searched, nothing is printed), as a
# viewer who sees full names (en-x-linearf), plain and with --json. Each time is the best of three runs of the whole
# process, on one thread (search has one; format is given --jobs 1) (Benchmarks/timing.sh). The script first checks
# the printed names: each line search prints is one that format prints, and --json gives as many lines.
#
# Prints each time, its ratio to the baseline's and the time per line; nothing is gated (wall-clock time on a shared
# machine).
#
# Usage: bash Benchmarks/search-compare.sh [LINES]
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=Benchmarks/scratch.sh
source Benchmarks/scratch.sh

lines="${1:-200000}"
case "$lines" in '' | *[!0-9]*)
    echo "search-compare.sh: LINES must be a positive number, got '$lines'" >&2
    exit 64
    ;;
esac

bash .ci/setup
echo "building namefmt (release, in the Benchmarks package)"
benchmarks_swift build -c release --product namefmt >/dev/null
namefmt="$(benchmarks_swift build -c release --show-bin-path)/namefmt"

# shellcheck source=/dev/null
source Benchmarks/timing.sh

data_dir="Benchmarks/data"
mkdir -p "$data_dir"
input="$data_dir/search-users-$lines.jsonl"
if [ ! -s "$input" ]; then
    awk -v n="$lines" 'BEGIN {
        split("robb anna_k kenji maria.g obrien zoe ali-h yamada yulia nguyen", handles, " ")
        split("Robb Böhnke|Anna Karenina|Kenji Tanaka|María José García|Conor O\\u2019Brien|Zoë Saldaña|Ali Hassan|山田太郎|Юлия Иванова|Nguyễn Văn An", fulls, "|")
        split("İrem|Jürgen|Rosa|Dmitri|Ana|Søren|Raúl|Ōta|Aroha|Lior", given, "|")
        split("Yılmaz|Böhnke|Romero|Petrov|Novak|Kierkegaard|Ortiz|Hiroshi|Ngata|Cohen", surname, "|")
        split("tr de es ru sl da es ja mi he", locale, " ")
        for (i = 0; i < n; i++) {
            k = i % 10 + 1
            if (i % 3 == 0) {
                printf "{\"displayName\":\"%s%d\",\"given\":\"%s\",\"surname\":\"%s\",\"locale\":\"%s\"}\n", handles[k], i, given[k], surname[(i / 10) % 10 + 1], locale[k]
            } else {
                printf "{\"displayName\":\"%s%d\",\"fullName\":\"%s\"}\n", handles[k], i, fulls[k]
            }
        }
    }' >"$input"
fi

# search runs on one thread; format is given one job too.
viewer=(--locale en-x-linearf)
# The printed names are names format prints, and --json prints one line for each.
formatted="$data_dir/search-formatted-$lines.txt"
found="$data_dir/search-found-$lines.txt"
"$namefmt" "${viewer[@]}" --jobs 1 "$input" | LC_ALL=C sort -u >"$formatted"
"$namefmt" search ro "${viewer[@]}" "$input" >"$found" || true
if [ ! -s "$found" ] || [ -n "$(LC_ALL=C sort -u "$found" | LC_ALL=C comm -23 - "$formatted")" ]; then
    echo "search-compare.sh: namefmt search printed no names, or names that format does not print" >&2
    exit 1
fi
json_lines=$("$namefmt" search ro --json "${viewer[@]}" "$input" | wc -l) || true
if [ "$json_lines" -ne "$(wc -l <"$found")" ]; then
    echo "search-compare.sh: --json printed $json_lines lines, plain $(wc -l <"$found")" >&2
    exit 1
fi
echo "namefmt search ro finds $(wc -l <"$found") of $lines names"

# search exits 1 when nothing matched, as grep does: "zq" is timed through a wrapper that accepts that.
search_none() { "$namefmt" search zq "$@" || [ $? -eq 1 ]; }

baseline_ms=$(best_ms "$namefmt" "${viewer[@]}" --jobs 1 "$input")
report() {
    local label=$1 ms=$2
    awk -v l="$label" -v ms="$ms" -v b="$baseline_ms" -v n="$lines" \
        'BEGIN { printf "%-44s %7d ms  %5.2fx the baseline  %6.2f µs a line\n", l, ms, ms / (b > 0 ? b : 1), ms * 1000 / n }'
}
echo
echo "$lines lines, viewer en-x-linearf, one job, best of 3 (whole process):"
report "namefmt format (the baseline)" "$baseline_ms"
report "namefmt search ro" "$(best_ms "$namefmt" search ro "${viewer[@]}" "$input")"
report "namefmt search ro --json" "$(best_ms "$namefmt" search ro --json "${viewer[@]}" "$input")"
report "namefmt search zq (no match: every field)" "$(best_ms search_none "${viewer[@]}" "$input")"
