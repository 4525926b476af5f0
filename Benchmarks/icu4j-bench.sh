#!/usr/bin/env bash
# ICU4J 72's PersonNameFormatter.formatToString, warmed up, in ns per call: the reference figures for the
# person-name formatting benchmarks. Compiles ICU4J/PersonNameBench.java into a temp dir and runs it in several JVM
# processes (with -Xbatch), taking each case's best figure over the processes.
#
# stdout: one "<case-name>\t<ns-per-op>" line per case, nothing else; progress on stderr.
# Takes about 50 s per process, 3 processes by default; --quick (for CI smoke runs) one short process, about 8 s,
# with noisier figures. --processes N sets the number of processes.
#
# Needs a JDK (javac, java) and ICU4J 72.x at /usr/share/java/icu4j.jar; installs Debian's libicu4j-java (and a JDK and
# unzip) when missing (Debian 12 ships ICU4J 72.1 under the file name icu4j-60.2.jar; the manifest is what counts).
#
# Usage: bash Benchmarks/icu4j-bench.sh [--quick] [--processes N]     (from anywhere)
set -euo pipefail
cd "$(dirname "$0")"

quick=()
processes=3
while [ $# -gt 0 ]; do
    case "$1" in
    --quick)
        quick=(--quick)
        processes=1
        ;;
    --processes)
        processes="${2:-}"
        shift
        ;;
    *)
        echo "usage: $0 [--quick] [--processes N]" >&2
        exit 2
        ;;
    esac
    shift
done
if [[ ! "$processes" =~ ^[1-9][0-9]*$ ]]; then
    echo "usage: $0 [--quick] [--processes N]" >&2
    exit 2
fi

# shellcheck source=/dev/null
source ../.ci/require-icu4j.sh
JAR="$ICU4J_JAR"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

javac -encoding UTF-8 -nowarn -cp "$JAR" -d "$work" ICU4J/PersonNameBench.java >&2
for ((run = 1; run <= processes; run++)); do
    echo "-- ICU4J process $run of $processes" >&2
    java -Xbatch -Xms256m -Xmx256m -Dfile.encoding=UTF-8 -cp "$JAR:$work" PersonNameBench "${quick[@]}" \
        >>"$work/figures"
done
# The best figure of each case, in the order the cases first appear.
awk -F'\t' '
    !($1 in best) { order[++count] = $1; best[$1] = $2 }
    $2 < best[$1] { best[$1] = $2 }
    END { for (i = 1; i <= count; i++) printf "%s\t%s\n", order[i], best[order[i]] }
' "$work/figures"
