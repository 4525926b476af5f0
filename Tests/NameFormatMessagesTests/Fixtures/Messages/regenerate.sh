#!/usr/bin/env bash
# Regenerates goldens/<ICU major>/messages.tsv (ICU MessageFormat over corpus.json's messages, in en, ru, ar, ja and
# pl, for each name, gender and count), viewers.tsv and rules.tsv (its "viewers" and "rules" sections: number styles,
# and spellout, ordinal and duration, for viewers of each language), dates.tsv (its "dates" section: date and time
# styles for each viewer at fixed instants, in the zone the viewer's -u-tz- names, else UTC, given to the reference
# explicitly) and matcher.tsv (LocaleMatcher over corpus.json's table), from the reference of each ICU version's data.
# Deterministic: two runs give identical bytes, whatever the host's clock and time zone.
#
#   ICU 72: ICU4J 72's MessageFormat.format(Map) and LocaleMatcher (Generator/GenerateGoldens.java). Needs a JDK
#   (javac, java) and ICU4J 72.x at /usr/share/java/icu4j.jar; installs Debian's libicu4j-java (and a JDK and unzip)
#   when missing (Debian 12 ships ICU4J 72.1 under the file name icu4j-60.2.jar; the manifest is what counts).
#
#   --icu4c: the system ICU's own ICU4C MessageFormat::format and LocaleMatcher (Generator/generate_goldens.cpp,
#   compiled here with g++ against libicu-dev), into goldens/<the system ICU's major>/: how the ICU 76 goldens are made,
#   inside Debian 13 (bash .ci/debian13 -- bash Tests/NameFormatMessagesTests/Fixtures/Messages/regenerate.sh --icu4c). On
#   ICU 72 it gives ICU4J 72's goldens byte for byte, bar the header.
#
# Usage: bash regenerate.sh [--icu4c]           (from anywhere)
#        bash regenerate.sh [--icu4c] --check   (writes nothing; fails, naming each file that differs, when the
#                                                committed goldens are not what the reference makes: CI's check)
set -euo pipefail
cd "$(dirname "$0")"
icu4c=false
if [[ ${1:-} == --icu4c ]]; then
    icu4c=true
    shift
fi
# shellcheck source=../../../NameFormatTests/Fixtures/goldens.sh
source ../../../NameFormatTests/Fixtures/goldens.sh
goldens_read_arguments "$@"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if $icu4c; then
    for tool in g++ pkg-config python3; do
        if ! command -v "$tool" >/dev/null; then
            echo "error: $tool not found (apt-get install g++ pkg-config python3)" >&2
            exit 1
        fi
    done
    major=$(pkg-config --modversion icu-uc | cut -d. -f1)
    if grep -qs '^# ICU4J ' "goldens/$major/messages.tsv"; then
        echo "error: goldens/$major come from ICU4J $major, the reference for ICU $major; --icu4c is for an ICU that" \
            "has no ICU4J beside it (ICU 76, inside Debian 13: bash .ci/debian13 -- bash" \
            "Tests/NameFormatMessagesTests/Fixtures/Messages/regenerate.sh --icu4c)" >&2
        exit 1
    fi
    echo "== ICU4C $(pkg-config --modversion icu-uc)" >&2
    # shellcheck disable=SC2046 # pkg-config's flags are words
    g++ -std=c++17 -O1 -o "$work/generate_goldens" Generator/generate_goldens.cpp \
        $(pkg-config --cflags --libs icu-i18n icu-uc)
    python3 Generator/generate_icu4c.py "$work/generate_goldens" corpus.json "$work/goldens"
    goldens_install "$work/goldens" "ICU4C $(pkg-config --modversion icu-uc)" "goldens/$major"
    exit
fi

# shellcheck source=/dev/null
source ../../../../.ci/require-icu4j.sh
JAR="$ICU4J_JAR"
version="$ICU4J_VERSION"
echo "== ICU4J $version" >&2

javac -encoding UTF-8 -nowarn -Xlint:none -cp "$JAR" -d "$work/classes" Generator/GenerateGoldens.java
# Fixed locale and time zone so nothing in the output can depend on the host.
java -XX:-OmitStackTraceInFastThrow -Dfile.encoding=UTF-8 -Duser.language=en -Duser.country=US -Duser.timezone=UTC \
    -cp "$JAR:$work/classes" GenerateGoldens corpus.json "$work/goldens"

goldens_install "$work/goldens" "ICU4J $version" "goldens/${version%%.*}"
