#!/usr/bin/env bash
# namefmt against jq on the same JSON Lines files, in one run on one machine.
#
# 1. Display names: LINES lines (default 1,000,000) of UserNames, `namefmt --locale en-US-x-linearf` against
#    `jq -r .displayName`.
# 2. Person names: LINES lines of {"given":…,"surname":…,"locale":"de"}, `namefmt --locale en-x-linearf --length
#    short` (one initial and the surname) against `jq -r .given`.
# Each namefmt run is timed single-threaded (--jobs 1) and with the default number of jobs (one per core); each
# time is the best of three runs (Benchmarks/timing.sh). GNU time measures namefmt's peak resident memory. The
# script first checks that both tools, and every number of jobs, print the same lines.
#
# With --scaling it then times the person-name file at 100,000, 1,000,000 and 4,000,000 lines (about three more
# minutes on two cores) and prints the cost per line and the peak memory of each: flat columns mean linear time
# and constant memory.
#
# Exits non-zero when single-threaded namefmt is slower than jq on display names, or when any namefmt run peaks at
# 50 MB or more. The person-name ratios are printed, not gated: wall-clock time on a shared machine.
#
# Usage: bash Benchmarks/jq-compare.sh [LINES] [--scaling]
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=Benchmarks/scratch.sh
source Benchmarks/scratch.sh

lines=1000000
scaling=false
for argument in "$@"; do
    case "$argument" in
    --scaling) scaling=true ;;
    '' | *[!0-9]*)
        echo "jq-compare.sh: LINES must be a positive number, got '$argument'" >&2
        exit 64
        ;;
    *) lines="$argument" ;;
    esac
done
memory_limit_kb=$((50 * 1024))

bash .ci/setup

data_dir="Benchmarks/data"
mkdir -p "$data_dir"

# generate_users LINES: the display-name file, with names in several scripts and lengths, some with escapes and
# some with one of the two names missing, so both tools take their slow paths now and then.
generate_users() {
    local input="$data_dir/users-$1.jsonl"
    if [ ! -s "$input" ]; then
        echo "generating $1 lines into $input" >&2
        awk -v n="$1" 'BEGIN {
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
    echo "$input"
}

# generate_people LINES: the person-name file of the issue, one German name in parts per line.
generate_people() {
    local input="$data_dir/people-$1.jsonl"
    if [ ! -s "$input" ]; then
        echo "generating $1 lines into $input" >&2
        awk -v n="$1" 'BEGIN {
            for (i = 0; i < n; i++) printf "{\"given\":\"Given%d\",\"surname\":\"Surname%d\",\"locale\":\"de\"}\n", i, i
        }' >"$input.partial"
        mv "$input.partial" "$input"
    fi
    echo "$input"
}

# namefmt is built in the Benchmarks package, which depends on this one, so that it shares its release build of
# NameFormat with the benchmarks (Benchmarks/ci-short.sh) and the tools below instead of compiling it once more.
echo "building namefmt (release, in the Benchmarks package)"
benchmarks_swift build -c release --product namefmt >/dev/null
namefmt="$(benchmarks_swift build -c release --show-bin-path)/namefmt"
cores=$(nproc)

# shellcheck source=/dev/null
source Benchmarks/timing.sh

# ratio A B: A / B with two decimals.
ratio() {
    awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'
}

status=0
# check_memory NAME KB: fails the run when KB reaches the limit.
check_memory() {
    if [ "$2" -ge "$memory_limit_kb" ]; then
        echo "jq-compare.sh: $1 used $2 kB, the limit is ${memory_limit_kb} kB" >&2
        status=1
    fi
}

users=$(generate_users "$lines")
people=$(generate_people "$lines")

# The same output first: with a locale that prefers display names, namefmt prints what jq prints; the initial and
# the surname are what jq spells from the parts; and every number of jobs prints what one job prints.
display=(--locale en-US-x-linearf)
short=(--locale en-x-linearf --length short)
if ! cmp -s <("$namefmt" --jobs 1 --locale en-US "$users") <(jq -r .displayName "$users"); then
    echo "jq-compare.sh: namefmt and jq printed different lines for $users" >&2
    exit 1
fi
if ! cmp -s <("$namefmt" --jobs 1 "${short[@]}" "$people") <(jq -r '.given[0:1] + ". " + .surname' "$people"); then
    echo "jq-compare.sh: namefmt and jq printed different names for $people" >&2
    exit 1
fi
for input in "$users" "$people"; do
    if ! cmp -s <("$namefmt" --jobs 1 "${short[@]}" "$input") <("$namefmt" "${short[@]}" "$input"); then
        echo "jq-compare.sh: namefmt --jobs 1 and --jobs $cores printed different lines for $input" >&2
        exit 1
    fi
done

echo
echo "machine: $cores cores, load average $(cut -d' ' -f1-3 /proc/loadavg) before timing"

# Times `jq -r .FIELD` and namefmt with one job and with one per core on FILE, checks namefmt's peak memory, and
# prints the comparison; sets jq_ms and single_ms for the caller's gate.
# Usage: compare_file LABEL FILE FIELD NOTE -- NAMEFMT_ARGUMENTS...
compare_file() {
    local label="$1" file="$2" field="$3" note="$4"
    shift 5
    local parallel_ms single_kb parallel_kb
    jq_ms=$(best_ms jq -r ".$field" "$file")
    single_ms=$(best_ms "$namefmt" --jobs 1 "$@" "$file")
    parallel_ms=$(best_ms "$namefmt" "$@" "$file")
    single_kb=$(peak_kb "$namefmt" --jobs 1 "$@" "$file")
    parallel_kb=$(peak_kb "$namefmt" "$@" "$file")
    check_memory "namefmt --jobs 1 ($label)" "$single_kb"
    check_memory "namefmt ($label)" "$parallel_kb"
    echo
    printf '%-23s%s\n' "$label:" "$file ($lines lines, $(du -h "$file" | cut -f1))"
    printf '  %-40s%s ms (best of 3)\n' "jq -r .$field:" "$jq_ms"
    echo "  namefmt --jobs 1 $*: ${single_ms} ms, $((single_kb / 1024)) MB peak"
    echo "  namefmt (${cores} jobs) $*: ${parallel_ms} ms, $((parallel_kb / 1024)) MB peak"
    echo "  jq / namefmt:          $(ratio "$jq_ms" "$single_ms")x with one job, $(ratio "$jq_ms" "$parallel_ms")x with ${cores}$note"
    echo "  one job / ${cores} jobs:      $(ratio "$single_ms" "$parallel_ms")x"
}

compare_file "display names" "$users" displayName "" -- "${display[@]}"
if [ "$single_ms" -gt "$jq_ms" ]; then
    echo "jq-compare.sh: namefmt --jobs 1 was slower than jq on display names" >&2
    status=1
fi
compare_file "person names" "$people" given " (the goal is 2x with one job; printed, not gated)" -- "${short[@]}"

if [ "$scaling" = true ]; then
    for count in 100000 1000000 4000000; do generate_people "$count" >/dev/null; done
    echo
    echo "scaling, person names (best of 3; ns per line; peak memory):"
    printf "  %10s  %14s  %14s  %14s  %9s  %9s  %9s  %9s\n" lines "jq -r .given" "--jobs 1" "${cores} jobs" \
        "1 job MB" "${cores} jobs MB" "vs jq" "vs 1 job"
    for count in 100000 1000000 4000000; do
        input=$(generate_people "$count")
        j=$(best_ms jq -r .given "$input")
        s=$(best_ms "$namefmt" --jobs 1 "${short[@]}" "$input")
        p=$(best_ms "$namefmt" "${short[@]}" "$input")
        s_kb=$(peak_kb "$namefmt" --jobs 1 "${short[@]}" "$input")
        p_kb=$(peak_kb "$namefmt" "${short[@]}" "$input")
        check_memory "namefmt --jobs 1 ($count person names)" "$s_kb"
        check_memory "namefmt ($count person names)" "$p_kb"
        printf "  %10d  %11d ns  %11d ns  %11d ns  %9d  %9d  %8sx  %8sx\n" "$count" \
            $((j * 1000000 / count)) $((s * 1000000 / count)) $((p * 1000000 / count)) \
            $((s_kb / 1024)) $((p_kb / 1024)) "$(ratio "$j" "$p")" "$(ratio "$s" "$p")"
    done
fi

echo
echo "machine: load average $(cut -d' ' -f1-3 /proc/loadavg) after timing (2 cores shared: compare runs of one script)"
exit "$status"
