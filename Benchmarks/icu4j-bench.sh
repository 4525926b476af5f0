#!/usr/bin/env bash
# ICU4J 72's PersonNameFormatter.formatToString, warmed up, in ns per call: the reference figures for the
# person-name formatting benchmarks. Compiles ICU4J/PersonNameBench.java into a temp dir and runs it.
#
# stdout: one "<case-name>\t<ns-per-op>" line per case, nothing else; progress on stderr.
# Takes about 25 s; --quick (for CI smoke runs) about 4 s, with noisier figures.
#
# Needs a JDK (javac, java) and ICU4J 72.x at /usr/share/java/icu4j.jar; installs Debian's libicu4j-java (and a JDK and
# unzip) when missing (Debian 12 ships ICU4J 72.1 under the file name icu4j-60.2.jar; the manifest is what counts).
#
# Usage: bash Benchmarks/icu4j-bench.sh [--quick]     (from anywhere)
set -euo pipefail
cd "$(dirname "$0")"

case "${1:-}" in
"" | --quick) ;;
*)
    echo "usage: $0 [--quick]" >&2
    exit 2
    ;;
esac

# shellcheck source=/dev/null
source ../.ci/require-icu4j.sh
JAR="$ICU4J_JAR"
version="$ICU4J_VERSION"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

javac -encoding UTF-8 -nowarn -cp "$JAR" -d "$work" ICU4J/PersonNameBench.java >&2
java -Xms256m -Xmx256m -Dfile.encoding=UTF-8 -cp "$JAR:$work" PersonNameBench "$@"
