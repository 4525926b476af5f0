#!/usr/bin/env bash
# `namefmt message` against jq on the same jobs, in one run on one machine: LINES jobs (default 1,000,000) of
# {"key": "Update: %@ assigned you %lld issues", "args": [{"displayName": …}, N]}, rendered by namefmt from a String
# Catalog (English, with its plural variants) against jq building the same English text naively
# (`"Update: \(.args[0].displayName) assigned you \(.args[1]) issue(s)"`, the plural by `== 1`). Counts stay below
# 1,000, so that namefmt's grouping separators do not differ from jq's bare numbers, and the name follows
# left-to-right text and begins and ends with a letter (`u42x`), so that namefmt leaves it unisolated: the script
# first checks that both print the same lines.
#
# Each time is the best of three runs (Benchmarks/timing.sh); namefmt runs with one job and with one per core. The
# target is at most 0.5x jq's time (printed; with --check, the single-job ratio fails the run).
#
# Usage: bash Benchmarks/message-jq-compare.sh [LINES] [--check]
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=Benchmarks/scratch.sh
source Benchmarks/scratch.sh

lines=1000000
check=0
for argument in "$@"; do
    case "$argument" in
    --check) check=1 ;;
    '' | *[!0-9]*)
        echo "message-jq-compare.sh: LINES must be a positive number, got '$argument'" >&2
        exit 64
        ;;
    *) lines="$argument" ;;
    esac
done

bash .ci/setup
data_dir="Benchmarks/data"
mkdir -p "$data_dir"
catalog="$data_dir/Messages.xcstrings"
cat >"$catalog" <<'JSON'
{"sourceLanguage": "en", "strings": {"Update: %@ assigned you %lld issues": {"localizations": {
  "en": {"variations": {"plural": {
    "one": {"stringUnit": {"state": "translated", "value": "Update: %@ assigned you %lld issue"}},
    "other": {"stringUnit": {"state": "translated", "value": "Update: %@ assigned you %lld issues"}}}}},
  "de": {"variations": {"plural": {
    "one": {"stringUnit": {"state": "translated", "value": "Neu: %@ hat dir %lld Issue zugewiesen"}},
    "other": {"stringUnit": {"state": "translated", "value": "Neu: %@ hat dir %lld Issues zugewiesen"}}}}}}}},
 "version": "1.0"}
JSON
jobs="$data_dir/message-jobs-v2-$lines.jsonl"
if [ ! -s "$jobs" ]; then
    echo "generating $lines jobs into $jobs" >&2
    awk -v n="$lines" 'BEGIN {
        for (i = 0; i < n; i++)
            printf "{\"key\":\"Update: %%@ assigned you %%lld issues\",\"args\":[{\"displayName\":\"u%dx\"},%d]}\n", i, i % 997
    }' >"$jobs.partial"
    mv "$jobs.partial" "$jobs"
fi

echo "building namefmt (release, in the Benchmarks package)"
benchmarks_swift build -c release --product namefmt >/dev/null
namefmt="$(benchmarks_swift build -c release --show-bin-path)/namefmt"
cores=$(nproc)
# shellcheck source=/dev/null
source Benchmarks/timing.sh

filter='"Update: \(.args[0].displayName) assigned you \(.args[1]) issue\(if .args[1] == 1 then "" else "s" end)"'
ours=(message --catalog "$catalog" --locale en-US)
if ! cmp -s <("$namefmt" "${ours[@]}" --jobs 1 "$jobs") <(jq -r "$filter" "$jobs"); then
    echo "message-jq-compare.sh: namefmt message and jq printed different lines" >&2
    diff <("$namefmt" "${ours[@]}" --jobs 1 "$jobs" | head -5) <(jq -r "$filter" "$jobs" | head -5) >&2 || true
    exit 1
fi
echo "machine: $cores cores, load average $(cut -d' ' -f1-3 /proc/loadavg) before timing"
jq_ms=$(best_ms jq -r "$filter" "$jobs")
single_ms=$(best_ms "$namefmt" "${ours[@]}" --jobs 1 "$jobs")
parallel_ms=$(best_ms "$namefmt" "${ours[@]}" "$jobs")
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'; }
echo
echo "namefmt message: $jobs ($lines jobs, $(du -h "$jobs" | cut -f1))"
echo "  jq (naive English text):       $jq_ms ms (best of 3)"
echo "  namefmt message --jobs 1:      $single_ms ms, $(ratio "$single_ms" "$jq_ms")x jq's time"
echo "  namefmt message ($cores jobs):      $parallel_ms ms, $(ratio "$parallel_ms" "$jq_ms")x jq's time (the goal is 0.5x)"
echo "machine: load average $(cut -d' ' -f1-3 /proc/loadavg) after timing"
if [ "$check" = 1 ] && awk -v s="$single_ms" -v j="$jq_ms" 'BEGIN { exit !(s > 0.5 * j) }'; then
    echo "message-jq-compare.sh: namefmt message --jobs 1 took more than 0.5x jq's time" >&2
    exit 1
fi
