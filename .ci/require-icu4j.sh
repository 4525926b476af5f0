# Sourced by the scripts that run ICU4J 72 (the golden generator and the ICU4J benchmark): installs Debian's
# libicu4j-java, a JDK and unzip where they are missing, checks that the jar is ICU4J 72.x, and sets ICU4J_JAR.
# Debian 12 ships ICU4J 72.1 under the file name icu4j-60.2.jar; the manifest is what counts.

ICU4J_JAR=/usr/share/java/icu4j.jar

icu4j_missing=()
[[ -f "$ICU4J_JAR" ]] || icu4j_missing+=(libicu4j-java)
command -v javac >/dev/null || icu4j_missing+=(default-jdk-headless)
command -v unzip >/dev/null || icu4j_missing+=(unzip)
if [[ ${#icu4j_missing[@]} -gt 0 ]]; then
    echo "== installing ${icu4j_missing[*]}" >&2
    if [[ "$(id -u)" -eq 0 ]]; then icu4j_sudo=(); else icu4j_sudo=(sudo); fi
    "${icu4j_sudo[@]}" apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive "${icu4j_sudo[@]}" apt-get install -y -qq --no-install-recommends \
        "${icu4j_missing[@]}" >&2
fi

for icu4j_tool in javac java unzip; do
    command -v "$icu4j_tool" >/dev/null || { echo "error: $icu4j_tool not found" >&2; exit 1; }
done

ICU4J_VERSION="$(unzip -p "$ICU4J_JAR" META-INF/MANIFEST.MF | tr -d '\r' |
    sed -n 's/^Implementation-Version: *//p' | head -n 1)"
if [[ ! "$ICU4J_VERSION" =~ ^72(\.|$) ]]; then
    echo "error: $ICU4J_JAR is ICU4J '${ICU4J_VERSION:-unknown}'; the goldens and reference figures are for 72.x" >&2
    exit 1
fi
