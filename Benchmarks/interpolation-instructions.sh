#!/usr/bin/env bash
# Instructions per interpolation under callgrind, a figure the machine's load does not move: each case of
# `Tools/InterpolationLoop` (`"Assigned to \(user)"` over 64 rotating names, and its baseline of the same `String`s)
# run at COUNT and at twice COUNT interpolations, the difference divided by COUNT, so that start-up and first use
# cancel out.
#
# Needs valgrind. The binary is stripped of its debug information first: valgrind 3.19 cannot read the DWARF 5 this
# toolchain writes, and the symbols are enough.
#
# Usage: bash Benchmarks/interpolation-instructions.sh [COUNT] [CASE ...]    (COUNT 10,000 by default)
set -euo pipefail
cd "$(dirname "$0")"

count=10000
if [[ "${1:-}" =~ ^[1-9][0-9]*$ ]]; then
    count="$1"
    shift
fi
cases=("$@")
if [ ${#cases[@]} -eq 0 ]; then
    cases=(ascii baseline.ascii latin baseline.latin rtl baseline.rtl)
fi

swift build -c release --product InterpolationLoop >&2
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
strip -g -o "$work/InterpolationLoop" "$(swift build -c release --show-bin-path)/InterpolationLoop"

instructions() { # interpolations case
    INTERPOLATION_LOOP_ROUNDS=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$work/InterpolationLoop" \
        "$1" "$2" 2>&1 | awk '/Collected :/ { print $4 }'
}
for name in "${cases[@]}"; do
    once="$(instructions "$count" "$name")"
    twice="$(instructions "$((2 * count))" "$name")"
    printf '%s\t%s\n' "$name" "$(((twice - once) / count))"
done
