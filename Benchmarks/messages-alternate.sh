#!/usr/bin/env bash
# Issue 28's section 8(a) in processes taking turns: `Tools/MessageLoop`'s warm message (a String Catalog message
# with a name and a plural count, the viewer bound) and its hand-written baseline, one process each, in turn, for
# ROUNDS rounds (default 6), so that the machine's drift moves both sides of a round alike. Prints each round's ns a
# message and ratio, then per language and binary the median of the rounds' ratios and the best against the best.
# With --in-process, each round runs one process per language and binary that takes turns itself every 1,000
# messages (`MessageLoop LANGUAGE.pair`), which a shared machine's drift moves far less than processes in turn.
#
# Usage: bash Benchmarks/messages-alternate.sh [--rounds N] [--in-process] [LANGUAGE ...] [-- BINARY ...]
#   LANGUAGE  en, ru, ar or ja (default: en ru)
#   BINARY    MessageLoop builds to compare, taking turns within each round (default: this checkout's, built here);
#             for a before-and-after, build the old commit's `MessageLoop` and pass both
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=scratch.sh
source scratch.sh

rounds=6
in_process=false
languages=()
binaries=()
while [ $# -gt 0 ]; do
    case "$1" in
    --rounds)
        rounds="$2"
        shift 2
        ;;
    --in-process)
        in_process=true
        shift
        ;;
    --)
        shift
        binaries=("$@")
        break
        ;;
    en | ru | ar | ja)
        languages+=("$1")
        shift
        ;;
    *)
        echo "messages-alternate.sh: unknown argument '$1' (languages: en ru ar ja)" >&2
        exit 64
        ;;
    esac
done
[ ${#languages[@]} -gt 0 ] || languages=(en ru)
if [ ${#binaries[@]} -eq 0 ]; then
    benchmarks_swift build -c release --product MessageLoop >/dev/null
    binaries=("$(benchmarks_swift build -c release --show-bin-path)/MessageLoop")
fi

# ns a message, as MessageLoop prints it (the loop's own clock, start-up excluded).
ns() { "$1" "$2" "$3" | awk '{print $2}'; }

for round in $(seq "$rounds"); do
    for language in "${languages[@]}"; do
        for binary in "${binaries[@]}"; do
            if $in_process; then
                # "LANGUAGE.pair  W ns per message  hand-written H ns  ...": W and H.
                read -r warm hand < <("$binary" 3000000 "$language.pair" | awk -F'\t' '{print $2+0, substr($3, 14)+0}')
            else
                warm=$(ns "$binary" 2000000 "$language")
                hand=$(ns "$binary" 6000000 "$language.hand")
            fi
            echo "$round $language $binary $warm $hand"
        done
    done
done | python3 -c '
import collections, statistics, sys
runs = collections.defaultdict(list)
for line in sys.stdin:
    round, language, binary, warm, hand = line.split()
    print(f"round {round} {language} {binary}: warm {warm} ns, hand-written {hand} ns, {int(warm) / int(hand):.2f}x", flush=True)
    runs[(language, binary)].append((int(warm), int(hand)))
print()
for (language, binary), pairs in runs.items():
    ratios = [warm / hand for warm, hand in pairs]
    best_warm = min(warm for warm, _ in pairs)
    best_hand = min(hand for _, hand in pairs)
    print(
        f"{language} {binary}: median of the rounds {statistics.median(ratios):.2f}x "
        f"({min(ratios):.2f}x to {max(ratios):.2f}x); best {best_warm} ns against {best_hand} ns, "
        f"{best_warm / best_hand:.2f}x"
    )
'
