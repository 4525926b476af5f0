#!/usr/bin/env bash
# Regenerates goldens/ (one <icu-locale-id>.tsv per ICU locale with its own personNames data, plus locales.txt) from
# ../PersonNames/corpus.json with ICU4J 73.2's PersonNameFormatter on its own data (CLDR 43), the oracle for CLDR 43's
# person-name structure; ICU4J73GoldenTests compares the package with these rows where the system ICU reads that very
# data (.ci/debian13 converts the jar's bundles for ICU 76). Deterministic: two runs give identical bytes.
#
# Needs a JDK (javac, java) and ICU4J 73.x: Debian 13's libicu4j-java, which .ci/debian13 keeps in its Debian 13 root
# as /var/cache/namefmt-icu73/icu4j.jar (run `bash .ci/debian13 -- true` once to make it), or the jar named by
# ICU4J73_JAR.
#
# Usage: bash regenerate.sh            (from anywhere)
#        bash regenerate.sh --check    (writes nothing; fails, naming each file that differs, when the committed
#                                       goldens are not what ICU4J makes: CI's check, run by .ci/debian13)
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=../goldens.sh
source ../goldens.sh
goldens_read_arguments "$@"

root=${NAMEFMT_DEBIAN13:-${XDG_CACHE_HOME:-$HOME/.cache}/swift-namefmt-debian13/trixie}/root
JAR=${ICU4J73_JAR:-$root/var/cache/namefmt-icu73/icu4j.jar}
if [[ ! -f $JAR ]]; then
    echo "error: no ICU4J 73 jar at $JAR; run 'bash .ci/debian13 -- true' to make it, or set ICU4J73_JAR" >&2
    exit 1
fi
for tool in javac java unzip; do
    command -v "$tool" >/dev/null || { echo "error: $tool not found (.ci/require-icu4j.sh installs it)" >&2; exit 1; }
done
version=$(unzip -p "$JAR" META-INF/MANIFEST.MF | tr -d '\r' | sed -n 's/^Implementation-Version: *//p' | head -n 1)
if [[ ! $version =~ ^73(\.|$) ]]; then
    echo "error: $JAR is ICU4J '${version:-unknown}'; these goldens are ICU4J 73.x's" >&2
    exit 1
fi
echo "== ICU4J $version" >&2

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

javac -encoding UTF-8 -nowarn -Xlint:none -cp "$JAR" -d "$work/classes" Generator/GenerateGoldens73.java \
    Generator/Predictor73.java ../PersonNames/Generator/Corpus.java \
    ../PersonNames/Generator/Process.java ../PersonNames/Generator/Internals.java
java -XX:-OmitStackTraceInFastThrow -Dfile.encoding=UTF-8 -Duser.language=en -Duser.country=US -Duser.timezone=UTC \
    -cp "$JAR:$work/classes" GenerateGoldens73 ../PersonNames/corpus.json "$work/goldens"

goldens_install "$work/goldens" "ICU4J $version"
