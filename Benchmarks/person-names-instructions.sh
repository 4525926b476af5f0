#!/usr/bin/env bash
# Instructions per person-name format under callgrind, a figure the machine's load does not move: each case of
# `Tools/PersonNameLoop` (the `PersonName.format.*` cases over 64 distinct names each) run at COUNT and at twice COUNT
# formats, the difference divided by COUNT, so that start-up and first use cancel out.
#
# Needs valgrind. The binary is stripped of its debug information first: valgrind 3.19 cannot read the DWARF 5 this
# toolchain writes, and the symbols are enough.
#
# Usage: bash Benchmarks/person-names-instructions.sh [COUNT] [CASE-PREFIX ...]    (COUNT 5,000 by default)
set -euo pipefail
cd "$(dirname "$0")"

count=5000
if [[ "${1:-}" =~ ^[1-9][0-9]*$ ]]; then
    count="$1"
    shift
fi
cases=("$@")
if [ ${#cases[@]} -eq 0 ]; then
    cases=(
        en.medium.referring.formal.de ja.medium.referring.formal.ja en.long.referring.formal.en
        en.short.referring.formal.nolocale de.medium.referring.formal.de.sorting ru.medium.referring.informal.ru
        ar.medium.referring.formal.ar zh.medium.referring.formal.zh ko.medium.referring.formal.ko
        en.medium.referring.formal.ja fr.medium.monogram.formal.fr hi.medium.addressing.formal.hi
    )
fi

swift build -c release --product PersonNameLoop >&2
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
strip -g -o "$work/PersonNameLoop" "$(swift build -c release --show-bin-path)/PersonNameLoop"

instructions() { # formats case
    PERSON_NAME_LOOP_ROUNDS=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$work/PersonNameLoop" "$1" "$2" \
        2>&1 | awk '/Collected :/ { print $4 }'
}
for name in "${cases[@]}"; do
    once="$(instructions "$count" "$name")"
    twice="$(instructions "$((2 * count))" "$name")"
    printf '%s\t%s\n' "$name" "$(((twice - once) / count))"
done
