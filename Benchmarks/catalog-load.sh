#!/usr/bin/env bash
# Loading a String Catalog of 5,000 keys in 30 languages with plural variants (Tools/CatalogLoad generates it):
# the time MessageCatalog(contentsOf:) takes, reading, parsing and checking every message, and the peak memory the
# load adds, against the file's size; beside the baseline of JSONSerialization parsing the same file into Foundation
# objects (no checking), in the same run. Each measurement runs in a process of its own, three times; the best of
# each is printed. Targets: under 1 s, and a peak under 3 times the file's size. Reports, and fails on a target only
# with --check (the machines are shared and noisy).
#
# Usage: bash Benchmarks/catalog-load.sh [--check]
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=scratch.sh
source scratch.sh
check=0
[ "${1:-}" = "--check" ] && check=1

benchmarks_swift build -c release --product CatalogLoad >&2
tool="$(benchmarks_swift build -c release --show-bin-path)/CatalogLoad"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
file="$work/Large.xcstrings"
"$tool" generate "$file"

for run in 1 2 3; do
    "$tool" load "$file" >>"$work/load"
    "$tool" parse "$file" >>"$work/parse"
done
best() { # the best seconds and peak of a measurement's lines (%.0f, as mawk's %d stops at 2^31 - 1 bytes)
    awk -F'\t' '{
        split($3, t, " "); split($4, p, " "); split($2, b, " ")
        seconds = t[2] + 0; peak = p[3] + 0; bytes = b[2] + 0
        if (n == 0 || seconds < s) s = seconds
        if (n == 0 || peak < m) m = peak
        n++
    } END { printf "%.0f\t%.3f\t%.0f\n", bytes, s, m }' "$1"
}
read -r bytes load_seconds load_peak < <(best "$work/load")
read -r _ parse_seconds parse_peak < <(best "$work/parse")
printf 'file: %d bytes (%.1f MiB), 5,000 keys x 30 languages\n' "$bytes" "$(awk -v b="$bytes" 'BEGIN { print b / 1048576 }')"
printf '%-34s %8s s   peak added %6.1f MiB (%.2fx the file)\n' "MessageCatalog(contentsOf:)" "$load_seconds" \
    "$(awk -v p="$load_peak" 'BEGIN { print p / 1048576 }')" "$(awk -v p="$load_peak" -v b="$bytes" 'BEGIN { print p / b }')"
printf '%-34s %8s s   peak added %6.1f MiB (%.2fx the file)\n' "baseline: JSONSerialization.jsonObject" \
    "$parse_seconds" "$(awk -v p="$parse_peak" 'BEGIN { print p / 1048576 }')" \
    "$(awk -v p="$parse_peak" -v b="$bytes" 'BEGIN { print p / b }')"
head -1 "$work/load" | cut -f6 | sed 's/^/sample message (ru): /'
if [ "$check" = 1 ]; then
    awk -v s="$load_seconds" -v p="$load_peak" -v b="$bytes" 'BEGIN { exit !(s < 1 && p < 3 * b) }' || {
        echo "a target is missed: under 1 s and under 3x the file's size" >&2
        exit 1
    }
fi
