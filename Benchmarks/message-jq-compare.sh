#!/usr/bin/env bash
# `namefmt message` against jq on the same jobs, in one run on one machine, on a real fan-out's shape: LINES jobs
# (default 1,000,000) of {"key": "Update: %@ assigned you %lld issues", "args": [{"displayName": …, "given": …,
# "surname": …}, N], "locale": …}, with more than 600,000 distinct full names and six viewers in turn (en, de and ru,
# each with and without x-linearf), rendered by namefmt from a String Catalog (English, German and Russian, with
# their plural variants) against jq building the English text naively from the display name
# (`"Update: \(.args[0].displayName) assigned you \(.args[1]) issue(s)"`, the plural by `== 1`). Counts stay below
# 1,000, so that namefmt's grouping separators do not differ from jq's bare numbers, and names are letters (the
# display name `u42x`), so that namefmt leaves them unisolated in English: the script first checks that namefmt's
# lines for the `en` jobs are jq's, and its lines for the `en-x-linearf` jobs jq's with the full name.
#
# Each time is the best of three runs (Benchmarks/timing.sh); namefmt runs with one job and with one per core. The
# target is at most 0.5x jq's time (printed; with --check, the single-job ratio fails the run). BASELINE=path to
# another namefmt binary (an older build) times it too, in the same run, for a before and after.
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
catalog="$data_dir/Messages-fanout.xcstrings"
cat >"$catalog" <<'JSON'
{"sourceLanguage": "en", "strings": {"Update: %@ assigned you %lld issues": {"localizations": {
  "en": {"variations": {"plural": {
    "one": {"stringUnit": {"state": "translated", "value": "Update: %@ assigned you %lld issue"}},
    "other": {"stringUnit": {"state": "translated", "value": "Update: %@ assigned you %lld issues"}}}}},
  "de": {"variations": {"plural": {
    "one": {"stringUnit": {"state": "translated", "value": "Neu: %@ hat dir %lld Issue zugewiesen"}},
    "other": {"stringUnit": {"state": "translated", "value": "Neu: %@ hat dir %lld Issues zugewiesen"}}}}},
  "ru": {"variations": {"plural": {
    "one": {"stringUnit": {"state": "translated", "value": "Новое: %@ назначил вам %lld задачу"}},
    "few": {"stringUnit": {"state": "translated", "value": "Новое: %@ назначил вам %lld задачи"}},
    "many": {"stringUnit": {"state": "translated", "value": "Новое: %@ назначил вам %lld задач"}},
    "other": {"stringUnit": {"state": "translated", "value": "Новое: %@ назначил вам %lld задачи"}}}}}}}},
 "version": "1.0"}
JSON
jobs="$data_dir/message-jobs-fanout-v1-$lines.jsonl"
if [ ! -s "$jobs" ]; then
    echo "generating $lines jobs into $jobs" >&2
    # Person p (700,000 of them, visited in a scattered order) has a given name and a surname of consonants made
    # from its number, so that every person's full name is their own.
    awk -v n="$lines" '
    function word(k, capital,   w) {
        w = ""
        do { w = substr("bcdfghjklmnpqrstvwxz", k % 20 + 1, 1) w; k = int(k / 20) } while (k > 0)
        return capital w
    }
    BEGIN {
        split("en de ru en-x-linearf de-x-linearf ru-x-linearf", viewers, " ")
        for (i = 0; i < n; i++) {
            p = (i * 7919) % 700000
            printf "{\"key\":\"Update: %%@ assigned you %%lld issues\",\"args\":[{\"displayName\":\"u%dx\",", p
            printf "\"given\":\"%s\",\"surname\":\"%s\"},%d],", word(p % 1000, "G"), word(int(p / 1000), "S"), i % 997
            printf "\"locale\":\"%s\"}\n", viewers[i % 6 + 1]
        }
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
full_filter='"Update: \(.args[0].given) \(.args[0].surname) assigned you \(.args[1]) issue\(if .args[1] == 1 then "" else "s" end)"'
ours=(message --catalog "$catalog" --locale en-US)
# The lines of the jobs for one viewer: the first job is en, the fourth en-x-linearf, then every sixth.
every_sixth() { awk -v first="$1" 'NR % 6 == first'; }
for agreement in "1 $filter" "4 $full_filter"; do
    first=${agreement%% *}
    if ! cmp -s <("$namefmt" "${ours[@]}" --jobs 1 "$jobs" | every_sixth "$first") \
        <(jq -r "${agreement#* }" "$jobs" | every_sixth "$first"); then
        echo "message-jq-compare.sh: namefmt message and jq printed different lines" >&2
        diff <("$namefmt" "${ours[@]}" --jobs 1 "$jobs" | every_sixth "$first" | head -5) \
            <(jq -r "${agreement#* }" "$jobs" | every_sixth "$first" | head -5) >&2 || true
        exit 1
    fi
done
distinct=$(jq -r '"\(.args[0].given) \(.args[0].surname)"' "$jobs" | sort -u | wc -l)
echo "machine: $cores cores, load average $(cut -d' ' -f1-3 /proc/loadavg) before timing"
jq_ms=$(best_ms jq -r "$filter" "$jobs")
single_ms=$(best_ms "$namefmt" "${ours[@]}" --jobs 1 "$jobs")
parallel_ms=$(best_ms "$namefmt" "${ours[@]}" "$jobs")
if [ -n "${BASELINE:-}" ]; then
    baseline_single_ms=$(best_ms "$BASELINE" "${ours[@]}" --jobs 1 "$jobs")
    baseline_parallel_ms=$(best_ms "$BASELINE" "${ours[@]}" "$jobs")
fi
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'; }
echo
echo "namefmt message: $jobs ($lines jobs, $distinct distinct full names, 6 viewers, $(du -h "$jobs" | cut -f1))"
echo "  jq (naive English text):       $jq_ms ms (best of 3)"
echo "  namefmt message --jobs 1:      $single_ms ms, $(ratio "$single_ms" "$jq_ms")x jq's time"
echo "  namefmt message ($cores jobs):      $parallel_ms ms, $(ratio "$parallel_ms" "$jq_ms")x jq's time (the goal is 0.5x)"
if [ -n "${BASELINE:-}" ]; then
    echo "  BASELINE --jobs 1:             $baseline_single_ms ms, $(ratio "$baseline_single_ms" "$jq_ms")x jq's time"
    echo "  BASELINE ($cores jobs):             $baseline_parallel_ms ms, $(ratio "$baseline_parallel_ms" "$jq_ms")x jq's time"
fi
echo "machine: load average $(cut -d' ' -f1-3 /proc/loadavg) after timing"
if [ "$check" = 1 ] && awk -v s="$single_ms" -v j="$jq_ms" 'BEGIN { exit !(s > 0.5 * j) }'; then
    echo "message-jq-compare.sh: namefmt message --jobs 1 took more than 0.5x jq's time" >&2
    exit 1
fi
