#!/usr/bin/env bash
# Regenerates goldens/ (one <icu-locale-id>.tsv per ICU locale with its own personNames data, plus locales.txt)
# from corpus.json with ICU4J 72's PersonNameFormatter. Deterministic: two runs give identical bytes.
#
# Needs a JDK (javac, java) and ICU4J 72.x at /usr/share/java/icu4j.jar; installs Debian's libicu4j-java (and a JDK and
# unzip) when missing (Debian 12 ships ICU4J 72.1 under the file name icu4j-60.2.jar; the manifest is what counts).
#
# Usage: bash regenerate.sh            (from anywhere)
#        bash regenerate.sh --check    (writes nothing; fails, naming each file that differs, when the committed
#                                       goldens are not what ICU4J makes: CI's check)
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=../goldens.sh
source ../goldens.sh
goldens_read_arguments "$@"

# shellcheck source=/dev/null
source ../../../../.ci/require-icu4j.sh
JAR="$ICU4J_JAR"
version="$ICU4J_VERSION"
echo "== ICU4J $version" >&2

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

javac -encoding UTF-8 -nowarn -Xlint:none -cp "$JAR" -d "$work/classes" Generator/GenerateGoldens.java \
    Generator/SpecFormatter.java Generator/Corpus.java Generator/Process.java Generator/Internals.java
# Fixed locale and time zone so nothing in the output can depend on the host. -OmitStackTraceInFastThrow keeps
# exception messages (written into the goldens) from turning into "null" once the JIT has compiled the throwing code.
java -XX:-OmitStackTraceInFastThrow -Dfile.encoding=UTF-8 -Duser.language=en -Duser.country=US -Duser.timezone=UTC \
    -cp "$JAR:$work/classes" GenerateGoldens corpus.json "$work/goldens"

goldens_install "$work/goldens" "ICU4J $version"
