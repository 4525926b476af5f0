#!/usr/bin/env bash
# Regenerates goldens/ (one <icu-locale-id>.tsv per ICU locale with its own personNames data, plus locales.txt)
# from corpus.json with ICU4J 72's PersonNameFormatter. Deterministic: two runs give identical bytes.
#
# Needs a JDK (javac, java) and ICU4J 72.x at /usr/share/java/icu4j.jar; installs Debian's libicu4j-java (and a JDK and
# unzip) when missing (Debian 12 ships ICU4J 72.1 under the file name icu4j-60.2.jar; the manifest is what counts).
#
# Usage: bash regenerate.sh            (from anywhere)
set -euo pipefail
cd "$(dirname "$0")"

JAR=/usr/share/java/icu4j.jar

missing=()
[[ -f "$JAR" ]] || missing+=(libicu4j-java)
command -v javac >/dev/null || missing+=(default-jdk-headless)
command -v unzip >/dev/null || missing+=(unzip)
if [[ ${#missing[@]} -gt 0 ]]; then
    echo "== installing ${missing[*]}" >&2
    if [[ "$(id -u)" -eq 0 ]]; then SUDO=(); else SUDO=(sudo); fi
    "${SUDO[@]}" apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive "${SUDO[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi

for tool in javac java unzip; do
    command -v "$tool" >/dev/null || { echo "error: $tool not found" >&2; exit 1; }
done

version="$(unzip -p "$JAR" META-INF/MANIFEST.MF | tr -d '\r' | sed -n 's/^Implementation-Version: *//p' | head -n 1)"
if [[ ! "$version" =~ ^72(\.|$) ]]; then
    echo "error: $JAR is ICU4J '${version:-unknown}'; the goldens are defined by ICU4J 72.x" >&2
    exit 1
fi
echo "== ICU4J $version" >&2

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

javac -encoding UTF-8 -nowarn -Xlint:none -cp "$JAR" -d "$work/classes" Generator/GenerateGoldens.java
# Fixed locale and time zone so nothing in the output can depend on the host. -OmitStackTraceInFastThrow keeps
# exception messages (written into the goldens) from turning into "null" once the JIT has compiled the throwing code.
java -XX:-OmitStackTraceInFastThrow -Dfile.encoding=UTF-8 -Duser.language=en -Duser.country=US -Duser.timezone=UTC \
    -cp "$JAR:$work/classes" GenerateGoldens corpus.json "$work/goldens"

rm -rf goldens
mv "$work/goldens" goldens
echo "== wrote $(find goldens -name '*.tsv' | wc -l) files to $(pwd)/goldens" >&2
