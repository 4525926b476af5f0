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
#                   ja.new; COUNT at most 2,048: `bash Benchmarks/instructions.sh messages 1000 en.new`); and a
#                   date from an ICU MessageFormat catalog beside its baseline, a number in the same shape (en.date,
#                   en.number, ja.date, ja.number; issue 51 §4)
#
# With --references, each case also prints the calls to swift_retain and swift_release per operation (from every
# caller, those through swift_bridgeObjectRetain and swift_bridgeObjectRelease too): each is an atomic operation on an
# object other threads may share, which costs more time than its instructions show.
#
# Needs valgrind. The binary is stripped of its debug information first: valgrind 3.19 cannot read the DWARF 5 this
# toolchain writes, and the symbols are enough.
#
# Usage: bash Benchmarks/instructions.sh [--references] person-names|interpolation|messages [COUNT] [CASE ...]
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=scratch.sh
source scratch.sh

references=0
if [ "${1:-}" = "--references" ]; then
    references=1
    shift
fi
case "${1:-}" in
person-names)
    tool=PersonNameLoop
    count=5000
    cases=(
        en.medium.referring.formal.de ja.medium.referring.formal.ja en.long.referring.formal.en
        en.short.referring.formal.nolocale de.medium.referring.formal.de.sorting ru.medium.referring.informal.ru
        ar.medium.referring.formal.ar zh.medium.referring.formal.zh ko.medium.referring.formal.ko
        en.medium.referring.formal.ja fr.medium.monogram.formal.fr el.medium.monogram.formal.el
        ru.medium.monogram.formal.ru hi.medium.addressing.formal.hi
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
    echo "usage: bash Benchmarks/instructions.sh [--references] person-names|interpolation|messages [COUNT] [CASE ...]" >&2
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

measure() { # operations case: prints the instructions, and the calls to swift_retain and swift_release
    # One round each: the loop tools read their rounds from these.
    PERSON_NAME_LOOP_ROUNDS=1 INTERPOLATION_LOOP_ROUNDS=1 \
        valgrind --tool=callgrind --callgrind-out-file="$work/out" "$work/$tool" "$1" "$2" >/dev/null 2>&1
    # The function's block in the caller tree: its callers' lines ("< caller (Nx)"), then its own ("* function").
    callgrind_annotate --tree=caller --threshold=100 "$work/out" 2>/dev/null | awk '
        /PROGRAM TOTALS/ { total = $1; gsub(/,/, "", total) }
        /^ *[0-9,]+ \([ 0-9.]+%\)  < / { match($0, /\(([0-9,]+)x\)/); calls = substr($0, RSTART + 1, RLENGTH - 3)
            gsub(/,/, "", calls); pending += calls }
        /^ *[0-9,]+ \([ 0-9.]+%\)  \* / { if ($0 ~ /\?\?\?:swift_retain /) retains = pending
            if ($0 ~ /\?\?\?:swift_release /) releases = pending }
        /^$/ { pending = 0 }
        END { printf "%s %d %d\n", total, retains, releases }'
}
if [ "$references" = 1 ]; then
    printf 'case\tinstructions\tretains\treleases\n'
fi
for name in "${cases[@]}"; do
    read -r once once_retains once_releases < <(measure "$count" "$name")
    read -r twice twice_retains twice_releases < <(measure "$((2 * count))" "$name")
    if [ "$references" = 1 ]; then
        printf '%s\t%s\t%s\t%s\n' "$name" "$(((twice - once) / count))" \
            "$(awk -v a="$once_retains" -v b="$twice_retains" -v n="$count" 'BEGIN { printf "%.1f", (b - a) / n }')" \
            "$(awk -v a="$once_releases" -v b="$twice_releases" -v n="$count" 'BEGIN { printf "%.1f", (b - a) / n }')"
    else
        printf '%s\t%s\n' "$name" "$(((twice - once) / count))"
    fi
done
