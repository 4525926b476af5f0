#!/usr/bin/env bash
# namefmt against `jq -r .displayName` on the same JSON Lines file of UserNames, in one run on one machine.
#
# Generates LINES lines (default 1,000,000) into Benchmarks/data/, builds namefmt in release mode, checks that
# both tools print the same lines, times each three times (best run counts), measures namefmt's peak resident
# memory with GNU time, and prints the ratio. Exits non-zero when namefmt is slower than jq or peaks at 50 MB
# or more.
#
# Usage: bash Benchmarks/jq-compare.sh [LINES]
set -euo pipefail
cd "$(dirname "$0")/.."

lines="${1:-1000000}"
case "$lines" in '' | *[!0-9]*)
    echo "jq-compare.sh: LINES must be a positive number, got '$lines'" >&2
    exit 64
    ;;
esac
memory_limit_kb=$((50 * 1024))

bash .ci/setup

data_dir="Benchmarks/data"
mkdir -p "$data_dir"
input="$data_dir/users-$lines.jsonl"
if [ ! -s "$input" ]; then
    echo "generating $lines lines into $input"
    # Names in several scripts and lengths, some with escapes and some with one of the two names missing, so
    # both tools take their slow paths now and then.
    awk -v n="$lines" 'BEGIN {
        split("robb anna_k kenji maría.g o.brien zoë ali-h 山田 Юлия nguyen", handles, " ")
        split("Robb Böhnke|Anna Karenina|Kenji Tanaka|María José García|Conor O\\u2019Brien|Zoë Saldaña|Ali Hassan|山田太郎|Юлия Иванова|Nguyễn Văn An", fulls, "|")
        for (i = 0; i < n; i++) {
            k = i % 10 + 1
            if (i % 97 == 0) {
                printf "{\"fullName\":\"%s\",\"displayName\":\"%s%d\",\"id\":%d}\n", fulls[k], handles[k], i, i
            } else if (i % 89 == 0) {
                printf "{\"displayName\":\"%s\\u00e9%d\"}\n", handles[k], i
            } else {
                printf "{\"displayName\":\"%s%d\",\"fullName\":\"%s\"}\n", handles[k], i, fulls[k]
            }
        }
    }' >"$input.partial"
    mv "$input.partial" "$input"
fi

echo "building namefmt (release)"
swift build -c release --product namefmt >/dev/null
namefmt="$(swift build -c release --show-bin-path)/namefmt"

# The same output first: with a locale that prefers display names, namefmt prints what jq prints.
if ! cmp -s <("$namefmt" --locale en-US "$input") <(jq -r .displayName "$input"); then
    echo "jq-compare.sh: namefmt and jq printed different lines for $input" >&2
    exit 1
fi

# shellcheck source=/dev/null
source Benchmarks/timing.sh

jq_ms=$(best_ms jq -r .displayName "$input")
namefmt_ms=$(best_ms "$namefmt" --locale en-US-x-linearf "$input")
[ -n "$jq_ms" ] && [ -n "$namefmt_ms" ] || exit 1
peak_kb=$(/usr/bin/time -f %M "$namefmt" --locale en-US-x-linearf "$input" 2>&1 >/dev/null | tail -n 1)

ratio=$(awk -v j="$jq_ms" -v n="$namefmt_ms" 'BEGIN { printf "%.2f", (n > 0 ? j / n : 0) }')
echo
echo "input:                 $input ($lines lines, $(du -h "$input" | cut -f1))"
echo "jq -r .displayName:    ${jq_ms} ms (best of 3)"
echo "namefmt --locale en-US-x-linearf: ${namefmt_ms} ms (best of 3)"
echo "ratio (jq / namefmt):  ${ratio}x"
echo "namefmt peak memory:   $((peak_kb / 1024)) MB (${peak_kb} kB; the limit is 50 MB)"

status=0
if [ "$namefmt_ms" -gt "$jq_ms" ]; then
    echo "jq-compare.sh: namefmt was slower than jq" >&2
    status=1
fi
if [ "$peak_kb" -ge "$memory_limit_kb" ]; then
    echo "jq-compare.sh: namefmt used ${peak_kb} kB, the limit is ${memory_limit_kb} kB" >&2
    status=1
fi
exit "$status"
