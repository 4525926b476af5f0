#!/usr/bin/env bash
# Builds the fuzz targets, replays every seed, then fuzzes each target for a while.
#
#   bash Fuzz/run.sh                          # every target, 60 seconds each
#   bash Fuzz/run.sh -t 600 NameFormatting    # one target, ten minutes
#   bash Fuzz/run.sh -t 0 LineReaderChunking  # replay the seeds only
#   FUZZ_SEED=1 bash Fuzz/run.sh --runs       # CI: a fixed number of inputs per target (Fuzz/runs.txt)
#   FUZZ_JOBS=2 bash Fuzz/run.sh --runs       # two targets at a time (CI, on two cores)
#
# A time-boxed run (-t) explores as far as the machine's speed takes it, so two machines see different inputs: use
# it to look for bugs. A run with --runs executes the number of inputs Fuzz/runs.txt gives each target (sized to
# about half a minute of one core here), from the committed seeds only and $FUZZ_SEED: CI uses it, so that its cost
# does not depend on the machine's speed. It does not make two runs see the same inputs: libFuzzer's coverage
# feedback differs from process to process even with a fixed seed (measured on 2026-12-02: two runs of
# LineReaderChunking with -seed=1, deterministic hashing and no address randomization kept different corpora), so
# CI may meet an input that no run before it met. Its report and the saved input are then what to work from.
#
# For each target:
# 1. every committed seed (Fuzz/Corpus/<Target>/) and every large seed this script generates
#    (.build/fuzz/generated/<Target>/) runs once, at full length; each seed that fails is named;
# 2. libFuzzer runs for -t seconds from the committed seeds that pass and from what earlier runs found
#    (.build/fuzz/corpus/<Target>/, where new inputs go; the committed seeds are never written to), or with --runs
#    for the target's fixed number of inputs from the committed seeds alone; with
#    Fuzz/Dictionaries/<Target>.dict when there is one, inputs up to $FUZZ_MAX_LEN bytes (4096).
# A crash, a failed property, an input that runs longer than $FUZZ_TIMEOUT seconds (10; $FUZZ_REPLAY_TIMEOUT, 120,
# for a seed replayed in step 1) or a process over $FUZZ_RSS_LIMIT_MB MB (2048) fails the target; libFuzzer saves the
# input under .build/fuzz/artifacts/<Target>/. libFuzzer's timeout is wall-clock time, so an input that timed out is
# run again alone: one that then ends within half the limit was held up by the machine (CI fuzzes beside other work)
# and is reported without failing; one that fails again, hangs or takes longer still fails the target.
# $FUZZ_SEED fixes libFuzzer's random seed (unset: a new one each run).
# $FUZZ_JOBS targets run at a time (1); each is one libFuzzer process on one core, and with more than one job each
# target's report is printed in one piece when it ends. The inputs each target runs do not depend on it.
# The script goes on with the other targets and exits with status 1 if any failed. Reproduce a failure with
# `SWIFT_BACKTRACE=enable=no .build/fuzz/bin/<Target> <file>`; once it is fixed, copy the file to
# Fuzz/Corpus/<Target>/ so that every later run checks it.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=60
fixed_runs=false
if [[ ${1:-} == -t ]]; then
    seconds=$2
    shift 2
elif [[ ${1:-} == --runs ]]; then
    fixed_runs=true
    shift
fi
# With --runs: a bound on each target's wall-clock time that only a hang or a machine many times slower reaches.
runs_time_bound=${FUZZ_RUNS_TIME_BOUND:-900}
timeout_seconds=${FUZZ_TIMEOUT:-10}
replay_timeout_seconds=${FUZZ_REPLAY_TIMEOUT:-120}
rss_limit_mb=${FUZZ_RSS_LIMIT_MB:-2048}
max_len=${FUZZ_MAX_LEN:-4096}
jobs=${FUZZ_JOBS:-1}
if [[ ! $jobs =~ ^[1-9][0-9]*$ ]]; then
    echo "fuzz: FUZZ_JOBS must be a positive number, got '$jobs'" >&2
    exit 64
fi
# libFuzzer's random seed: a fixed one (CI sets FUZZ_SEED=1) fixes the mutations libFuzzer draws, but not the run,
# since which inputs it keeps depends on coverage feedback that varies between processes; unset, a new seed each run.
seed_option=()
if [[ -n ${FUZZ_SEED:-} ]]; then seed_option=(-seed="$FUZZ_SEED"); fi

bash Fuzz/build.sh "$@"

out=.build/fuzz
targets=("$@")
if ((${#targets[@]} == 0)); then
    mapfile -t targets < <(find Fuzz/NameFormat Fuzz/namefmt -name '*.swift' -exec basename {} .swift \; | LC_ALL=C sort)
fi

# The Swift runtime's backtracer would take over the crash from libFuzzer, which saves the input and prints
# the stack itself.
export SWIFT_BACKTRACE=enable=no
# Swift's runtime and Foundation keep caches for the life of the process; leaks are not what is fuzzed here.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}

# Writes `count` copies of `text` to standard output.
repeated() {
    local text=$1 result=$1 length=$((${#1} * $2))
    while ((${#result} < length)); do result+=$result; done
    printf '%s' "${result:0:length}"
}

# Large seeds, made here so that the repository stays small. Each is run once, at full length.
generate() {
    local dir=$out/generated/$1
    rm -rf "$dir"
    mkdir -p "$dir"
    case $1 in
    AcceptLanguageReading)
        { repeated 'de-DE-x-linearf;q=0.9, ' 2850; } >"$dir/64kb-value"
        { repeated 'l,' 1000; } >"$dir/1000-entries"
        { repeated ',' 1000; printf 'de'; } >"$dir/1000-commas"
        ;;
    LocaleTagTransforms)
        { printf 'en-x-'; repeated 'abcdefgh-' 116508; printf 'linearf'; } >"$dir/1mb-private-use"
        { printf 'en_US@x='; repeated 'linearf-' 131072; } >"$dir/1mb-icu-keyword"
        repeated 'a' 1048576 >"$dir/1mb-letters"
        ;;
    LineDecoderVersusFoundation)
        { printf '{"displayName":"'; repeated 'a' 1048576; printf '","fullName":"x"}'; } >"$dir/1mb-display-name"
        { printf '{"given":"'; repeated '\u202E' 65536; printf '","surname":"S"}'; } >"$dir/escaped-bidi-controls"
        { printf '{"a":'; repeated '{"b":[' 100000; } >"$dir/deep-unterminated"
        { printf '{"a":'; repeated '[' 511; repeated ']' 511; printf ',"displayName":"ok"}'; } >"$dir/depth-512"
        { printf '{"a":'; repeated '[' 512; repeated ']' 512; printf ',"displayName":"x"}'; } >"$dir/depth-513"
        { printf '{"x":"'; repeated '\\' 200000; printf '","fullName":"y"}'; } >"$dir/backslashes"
        ;;
    MentionRendering)
        # Header: the default syntax, viewer "en", automatic isolation, no users, then the template as it is.
        { printf '\x00\x00\x00\x00\x00\x00\xff'; repeated '<@' 524288; } >"$dir/1mb-prefixes"
        { printf '\x00\x00\x00\x00\x00\x00\xff'; repeated '<@xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx> ' 15420; } \
            >"$dir/1mb-ids-too-long"
        { printf '\x00\x00\x00\x00\x00\x00\xff'; repeated '<@u1>&' 174762; } >"$dir/1mb-unknown-mentions"
        ;;
    MessageCatalogReading)
        # Header: a String Catalog (0x00) or an ICU catalog (0x01), then the arguments' values.
        { printf '\x00\x00{"sourceLanguage":"en","strings":'; repeated '[' 10000; repeated ']' 10000; printf '}'; } \
            >"$dir/string-catalog-nested-10000-deep"
        { printf '\x01\x00{"en":'; repeated '{"a":' 10000; printf '"x"'; repeated '}' 10000; printf '}'; } \
            >"$dir/icu-nested-10000-deep"
        { printf '\x00\x00{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"stringUnit":{"value":"'
            repeated '%@' 10000; printf '"}}}}}}'; } >"$dir/string-catalog-10000-specifiers"
        { printf '\x01\x00{"en":{"k":"'; repeated '{a} ' 10000; printf '"}}'; } >"$dir/icu-10000-placeholders"
        { printf '\x01\x00{"en":{"k":"'; repeated '{n, plural, other {' 2000; repeated '}}' 2000; printf '"}}'; } \
            >"$dir/icu-plurals-2000-deep"
        { printf '\x00\x00{"sourceLanguage":"en","strings":{"%%@":{"localizations":{"de":{"stringUnit":{"value":"%%@ '
            repeated '\u202e%%' 131072; printf '"}}}}}}'; } >"$dir/string-catalog-1mb-value"
        ;;
    LineReaderChunking)
        # Header: chunk size 96, the default maximum line length (1 MiB), one piece size of 200 bytes.
        { printf '\x5f\x00\x00\xc7'; repeated 'a' 1048577; printf '\r\nshort\n'; repeated 'b' 1048576; printf '\r'; } \
            >"$dir/lines-around-1mib"
        { printf '\x5f\x00\x00\xc7'; repeated $'\n' 100000; } >"$dir/100k-empty-lines"
        { printf '\x5f\x00\x00\xc7'; repeated $'\r\n' 50000; } >"$dir/50k-crlf-lines"
        ;;
    esac
}

# Prints the property that failed, or the sanitizer's or libFuzzer's report, from a log; when the log has none (a
# process killed from outside, say), its last lines and how the process ended ($2, its exit status).
report() {
    if grep -qE 'property failed|ERROR: (AddressSanitizer|libFuzzer)|Fatal error' "$1"; then
        grep -E -A3 'property failed|ERROR: (AddressSanitizer|libFuzzer)|Fatal error' "$1" | grep -v '^    #' | head -8
    else
        echo "  no report in the log; the process ended with status $2$( (($2 > 128)) && echo " (signal $(($2 - 128)))"); its last lines:"
        tail -n 5 "$1" | sed 's/^/  /'
    fi
}

# Whether a failed run's log ($1) is libFuzzer's timeout, and its input ($2), run again alone with the same limit,
# ends within half of it: then the run was held up, not the input (libFuzzer's timeout is wall-clock time, and CI
# runs this beside other work on a shared machine). Prints what it found. An input that hangs, or takes more than
# half the limit, fails as before.
stalled_not_hung() {
    grep -q 'ERROR: libFuzzer: timeout' "$1" && [[ -f $2 ]] || return 1
    local start=$EPOCHREALTIME elapsed_ms
    if ! "$binary" "${options[@]}" "$2" >"$out/$target-timeout-replay.log" 2>&1; then
        echo "fuzz: $target: the input that timed out fails again when run alone"
        return 1
    fi
    elapsed_ms=$(((10#${EPOCHREALTIME/./} - 10#${start/./}) / 1000))
    if ((elapsed_ms * 2 > timeout_seconds * 1000)); then
        echo "fuzz: $target: the input that timed out takes ${elapsed_ms} ms alone, over half the ${timeout_seconds}-second limit"
        return 1
    fi
    echo "fuzz: $target: libFuzzer's ${timeout_seconds}-second timeout fired, but the input runs in ${elapsed_ms} ms alone" \
        "($2): the machine held the run up; not counted as a failure"
}

# Replays one target's seeds and fuzzes it; prints its report and returns 1 when it fails.
fuzz_target() {
    local target=$1
    binary=$out/bin/$target
    seeds=Fuzz/Corpus/$target
    corpus=$out/corpus/$target
    passing=$out/passing-seeds/$target
    artifacts=$out/artifacts/$target/
    rm -rf "$passing"
    mkdir -p "$corpus" "$passing" "$artifacts" "$seeds"
    generate "$target"
    options=(-timeout="$timeout_seconds" -rss_limit_mb="$rss_limit_mb" -artifact_prefix="$artifacts")
    # The seeds include 1 MiB inputs, which take seconds of CPU under AddressSanitizer: on a loaded machine their
    # wall-clock time can pass a fuzzing timeout. Their linear cost is gated by Benchmarks/hostile-input.sh.
    replay_options=(-timeout="$replay_timeout_seconds" -rss_limit_mb="$rss_limit_mb" -artifact_prefix="$artifacts")
    reproduce="SWIFT_BACKTRACE=enable=no $binary"

    # 1. Every seed once, at full length; when one fails, each on its own to name every seed that fails.
    mapfile -t replay < <(find "$seeds" "$out/generated/$target" -type f | LC_ALL=C sort)
    echo "== fuzz $target: replaying ${#replay[@]} seeds"
    target_failed=false
    if ((${#replay[@]} > 0)) && ! "$binary" "${replay_options[@]}" "${replay[@]}" >"$out/$target-replay.log" 2>&1; then
        for seed in "${replay[@]}"; do
            if "$binary" "${replay_options[@]}" "$seed" >"$out/$target-seed.log" 2>&1; then
                if [[ $seed == "$seeds"/* ]]; then cp "$seed" "$passing/"; fi
            else
                seed_status=$?
                echo "fuzz: $target fails on the seed $seed:"
                report "$out/$target-seed.log" "$seed_status"
                target_failed=true
            fi
        done
    else
        cp -R "$seeds/." "$passing/"
    fi

    # 2. libFuzzer from the seeds that pass and from what earlier runs found; with --runs, from the seeds alone, for
    #    the target's fixed number of inputs.
    length_options=(-max_total_time="$seconds")
    if $fixed_runs; then
        runs=$(awk -v target="$target" '$1 == target { print $2 }' Fuzz/runs.txt)
        if [[ -z $runs ]]; then
            echo "fuzz: Fuzz/runs.txt gives no number of runs for $target"
            return 1
        fi
        corpus=$out/fixed-runs-corpus/$target
        rm -rf "$corpus"
        mkdir -p "$corpus"
        length_options=(-runs="$runs" -max_total_time="$runs_time_bound")
        seconds=$runs
    fi
    if ((seconds > 0)); then
        if $fixed_runs; then echo "== fuzz $target: $runs inputs"; else echo "== fuzz $target: $seconds seconds"; fi
        dictionary=()
        if [[ -f Fuzz/Dictionaries/$target.dict ]]; then dictionary=(-dict="Fuzz/Dictionaries/$target.dict"); fi
        fuzz_status=0
        touch "$out/$target.started"
        "$binary" "${options[@]}" "${seed_option[@]}" "${dictionary[@]}" -max_len="$max_len" \
            "${length_options[@]}" -print_final_stats=1 "$corpus" "$passing" >"$out/$target.log" 2>&1 || fuzz_status=$?
        # The input libFuzzer saved in this run, if any (the folder keeps those of earlier runs).
        artifact=$(find "$artifacts" -maxdepth 1 -type f -newer "$out/$target.started" -printf '%T@ %p\n' |
            sort -n | tail -n 1 | cut -d' ' -f2-)
        if ((fuzz_status == 0)); then
            grep -E '^stat::number_of_executed_units|^stat::peak_rss_mb' "$out/$target.log" | tr -s ' \n' ' '
            echo
            executed=$(awk '/^stat::number_of_executed_units/ { print $2 }' "$out/$target.log")
            if $fixed_runs && ((executed < runs)); then
                echo "fuzz: $target stopped at the ${runs_time_bound}-second bound after $executed of $runs inputs"
                target_failed=true
            fi
        elif [[ -n $artifact ]] && stalled_not_hung "$out/$target.log" "$artifact"; then
            :
        else
            echo "fuzz: $target failed while fuzzing (log: $out/$target.log):"
            report "$out/$target.log" "$fuzz_status"
            if [[ -n $artifact ]]; then
                echo "fuzz: reproduce with: $reproduce $artifact"
            else
                echo "fuzz: libFuzzer saved no input under $artifacts"
            fi
            target_failed=true
        fi
    fi
    if $target_failed; then return 1; fi
}

# Up to $jobs targets at a time, each in a process of its own (so that a command failing inside one ends that target
# only); with more than one, each target's report is printed in one piece when it ends.
failed=()
declare -A running=()  # pid -> target
next=0
while ((next < ${#targets[@]} || ${#running[@]} > 0)); do
    while ((next < ${#targets[@]} && ${#running[@]} < jobs)); do
        target=${targets[next]}
        next=$((next + 1))
        if ((jobs == 1)); then
            fuzz_target "$target" &
        else
            fuzz_target "$target" >"$out/$target-report.log" 2>&1 &
        fi
        running[$!]=$target
    done
    status=0
    wait -n -p pid "${!running[@]}" || status=$?
    target=${running[$pid]}
    unset "running[$pid]"
    if ((jobs > 1)); then cat "$out/$target-report.log"; fi
    if ((status != 0)); then failed+=("$target"); fi
done

if ((${#failed[@]} > 0)); then
    echo "fuzz: failed: ${failed[*]}"
    exit 1
fi
echo "fuzz: every target passed"
