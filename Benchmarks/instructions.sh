#!/usr/bin/env bash
# Instructions per operation under callgrind, a figure the machine's load does not move: each case of a loop tool run
# at COUNT and at twice COUNT operations, the difference divided by COUNT, so that start-up and first use cancel out.
#
#   person-names    `Tools/PersonNameLoop`: the `PersonName.format.*` cases over 64 distinct names each (COUNT 5,000;
#                   a case is a prefix of the cases' names)
#   interpolation   `Tools/InterpolationLoop`: `"Assigned to \(user)"` over 64 rotating names, and its baseline of the
#                   same `String`s (COUNT 10,000)
#   messages        `Tools/MessageLoop`: a String Catalog message with a name and a plural count, for a bound viewer
#                   (en, ru, ja) and for viewers passed as 100 distinct tags and contexts; and the same message from
#                   an ICU MessageFormat catalog, by key with named arguments (en.icu, ja.icu); each language's
#                   hand-written baseline of issue 28's section 8(a) (en.hand, ru.hand, ja.hand) (COUNT 10,000);
#                   asked for by name, a viewer's first message, each for a tag not met before (en.new, ru.new,
#                   ja.new; COUNT at most 2,048: `bash Benchmarks/instructions.sh messages 1000 en.new`)
#
# Needs valgrind. The binary is stripped of its debug information first: valgrind 3.19 cannot read the DWARF 5 this
# toolchain writes, and the symbols are enough.
#
# Usage: bash Benchmarks/instructions.sh person-names|interpolation|messages [COUNT] [CASE ...]
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=scratch.sh
source scratch.sh

case "${1:-}" in
person-names)
    tool=PersonNameLoop
    count=5000
    cases=(
        en.medium.referring.formal.de ja.medium.referring.formal.ja en.long.referring.formal.en
        en.short.referring.formal.nolocale de.medium.referring.formal.de.sorting ru.medium.referring.informal.ru
        ar.medium.referring.formal.ar zh.medium.referring.formal.zh ko.medium.referring.formal.ko
        en.medium.referring.formal.ja fr.medium.monogram.formal.fr hi.medium.addressing.formal.hi
    )
    ;;
interpolation)
    tool=InterpolationLoop
    count=10000
    cases=(ascii baseline.ascii latin baseline.latin rtl baseline.rtl)
    ;;
messages)
    tool=MessageLoop
    count=10000
    cases=(en en.hand ru ru.hand ja ja.hand en.tag en.context en.icu ja.icu)
    ;;
*)
    echo "usage: bash Benchmarks/instructions.sh person-names|interpolation|messages [COUNT] [CASE ...]" >&2
    exit 64
    ;;
esac
shift
if [[ "${1:-}" =~ ^[1-9][0-9]*$ ]]; then
    count="$1"
    shift
fi
if [ $# -gt 0 ]; then cases=("$@"); fi

benchmarks_swift build -c release --product "$tool" >&2
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
strip -g -o "$work/$tool" "$(benchmarks_swift build -c release --show-bin-path)/$tool"

instructions() { # operations case
    # One round each: the loop tools read their rounds from these.
    PERSON_NAME_LOOP_ROUNDS=1 INTERPOLATION_LOOP_ROUNDS=1 \
        valgrind --tool=callgrind --callgrind-out-file=/dev/null "$work/$tool" "$1" "$2" 2>&1 |
        awk '/Collected :/ { print $4 }'
}
for name in "${cases[@]}"; do
    once="$(instructions "$count" "$name")"
    twice="$(instructions "$((2 * count))" "$name")"
    printf '%s\t%s\n' "$name" "$(((twice - once) / count))"
done
