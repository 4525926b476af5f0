#!/usr/bin/env bash
# Bounded cost whatever the input: memory and time checks for untrusted names and locales, on namefmt in release
# mode, each beside its baseline in the same run.
#
# 1. Distinct name locales: LINES lines (default 1,000,000), each with its own "locale" ("de-x-u000001", …),
#    against the same lines with one locale. Peak resident memory must stay under 50 MB for both: no Foundation
#    Locale is made per distinct name locale, and every cache is bounded.
# 2. Linearity: one line whose given name is "ab ab ab …" at 1x (128 KiB) and 8x (1 MiB), formatted short (one
#    initial per word). The 8x run must take under 24 times the 1x run (a quadratic build takes 64 times) and under
#    a second.
# 3. Linearity of rendering: one template line of mentions, malformed tokens and Markdown at 1x (94 kB) and 8x
#    (750 kB), rendered as Markdown against users whose names are markup; the same limits as 2.
# 4. Server-style loop: 1,000,000 withNameLocale bindings of distinct tags from untrusted text; peak memory after
#    100,000 and after 1,000,000 must stay within 10 MB of each other (Benchmarks/Tools/ContextLoop).
# 5. Linearity of the library's renderer (Benchmarks/Tools/RenderLinearity): seven template patterns (tokens, near
#    misses, markup, long names) in text, Markdown, HTML and attributed form, 1x and 8x; the same limit as 2.
# 6. Hostile Accept-Language values: `namefmt locale --accept-language` on garbage entries, a 64 KB value, 1,000
#    entries, binary bytes, ill-formed tags, 1,000 commas and 32 distinct ranges that ICU must each canonicalize,
#    beside a plain `en` as the baseline: each must exit 0 and take under a second (best of 3, whole process).
# 6. Sorting holds its input: `namefmt sort` of LINES lines of short names must peak under 400 MB (1,000,000 lines,
#    57 MB of JSON Lines, took 228 MB when this check was added), beside `namefmt format` of the same lines, which
#    streams, as the baseline.
#
# Usage: bash Benchmarks/hostile-input.sh [LINES]
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=Benchmarks/scratch.sh
source Benchmarks/scratch.sh

lines="${1:-1000000}"
case "$lines" in '' | *[!0-9]*)
    echo "hostile-input.sh: LINES must be a positive number, got '$lines'" >&2
    exit 64
    ;;
esac
memory_limit_kb=$((50 * 1024))
status=0

bash .ci/setup
# namefmt is built in the Benchmarks package, which depends on this one, so that it shares its release build of
# NameFormat with the benchmarks (Benchmarks/ci-short.sh) and the tools below instead of compiling it once more.
echo "building namefmt (release, in the Benchmarks package)"
benchmarks_swift build -c release --product namefmt >/dev/null
namefmt="$(benchmarks_swift build -c release --show-bin-path)/namefmt"

data_dir="Benchmarks/data"
mkdir -p "$data_dir"

# shellcheck source=/dev/null
source Benchmarks/timing.sh

# 1. Distinct name locales.
distinct="$data_dir/distinct-locales-$lines.jsonl"
same="$data_dir/same-locale-$lines.jsonl"
if [ ! -s "$distinct" ] || [ ! -s "$same" ]; then
    awk -v n="$lines" 'BEGIN {
        for (i = 0; i < n; i++) printf "{\"given\":\"Given%d\",\"surname\":\"Surname%d\",\"locale\":\"de-x-u%06d\"}\n", i, i, i
    }' >"$distinct"
    awk -v n="$lines" 'BEGIN {
        for (i = 0; i < n; i++) printf "{\"given\":\"Given%d\",\"surname\":\"Surname%d\",\"locale\":\"de\"}\n", i, i
    }' >"$same"
fi
distinct_kb=$(peak_kb "$namefmt" --locale en-x-linearf "$distinct")
same_kb=$(peak_kb "$namefmt" --locale en-x-linearf "$same")
echo
echo "distinct name locales ($lines lines): peak $((distinct_kb / 1024)) MB (${distinct_kb} kB)"
echo "one name locale, baseline ($lines lines): peak $((same_kb / 1024)) MB (${same_kb} kB); the limit is 50 MB"
if [ "$distinct_kb" -ge "$memory_limit_kb" ]; then
    echo "hostile-input.sh: distinct name locales used ${distinct_kb} kB, the limit is ${memory_limit_kb} kB" >&2
    status=1
fi

# check_linear WHAT SMALL LARGE SMALL_LABEL LARGE_LABEL COMMAND...: times COMMAND on the 1x file SMALL and the 8x file
# LARGE (best of 3, whole process); the 8x run must take under 24 times the 1x run (a quadratic build takes 64
# times) and under a second.
check_linear() {
    local what=$1 small=$2 large=$3 small_label=$4 large_label=$5
    shift 5
    local small_ms large_ms ratio
    small_ms=$(best_ms "$@" "$small")
    large_ms=$(best_ms "$@" "$large")
    [ -n "$small_ms" ] && [ -n "$large_ms" ] || exit 1
    ratio=$(awk -v s="$small_ms" -v l="$large_ms" 'BEGIN { printf "%.1f", l / (s > 0 ? s : 1) }')
    echo
    echo "$what of $small_label (1x): ${small_ms} ms (best of 3, whole process)"
    echo "$what of $large_label (8x): ${large_ms} ms (best of 3, whole process)"
    echo "ratio 8x / 1x: ${ratio} (linear is about 8, quadratic 64; the limit is 24)"
    if awk -v r="$ratio" 'BEGIN { exit !(r >= 24) }'; then
        echo "hostile-input.sh: $what grew ${ratio} times for 8 times the input" >&2
        status=1
    fi
    if [ "$large_ms" -ge 1000 ]; then
        echo "hostile-input.sh: $what of $large_label took ${large_ms} ms" >&2
        status=1
    fi
}

# 2. Linearity of initials (the 8x line stays just under namefmt's 1 MiB line limit).
small="$data_dir/initials-1x.jsonl"
large="$data_dir/initials-8x.jsonl"
awk 'BEGIN { printf "{\"given\":\""; for (i = 0; i < 43687; i++) printf "ab "; printf "\",\"surname\":\"Zola\"}\n" }' >"$small"
awk 'BEGIN { printf "{\"given\":\""; for (i = 0; i < 349496; i++) printf "ab "; printf "\",\"surname\":\"Zola\"}\n" }' >"$large"
check_linear "initials" "$small" "$large" "a 128 KiB given name" "a 1 MiB given name" \
    "$namefmt" --locale en-x-linearf --length short

# 3. Linearity of rendering mentions (the 8x template, 750 kB, stays under namefmt's 1 MiB line limit).
users="$data_dir/render-users.jsonl"
printf '%s\n' '{"id":"u1","displayName":"*a* <b>&amp;</b> `c` [d](e)"}' '{"id":"u2","displayName":"سارة"}' >"$users"
small="$data_dir/render-1x.txt"
large="$data_dir/render-8x.txt"
awk 'BEGIN { for (i = 0; i < 4681; i++) printf "<@u1> *x* <@ <@u2>& "; printf "\n" }' >"$small"
awk 'BEGIN { for (i = 0; i < 37449; i++) printf "<@u1> *x* <@ <@u2>& "; printf "\n" }' >"$large"
check_linear "Markdown rendering" "$small" "$large" "a 94 kB template with 9,362 mentions" \
    "a 750 kB template with 74,898 mentions" "$namefmt" render --users "$users" --format markdown --locale en

# 4. Server-style loop of distinct withNameLocale tags.
echo
echo "building ContextLoop (release)"
benchmarks_swift build -c release --product ContextLoop >/dev/null
context_loop="$(benchmarks_swift build -c release --show-bin-path)/ContextLoop"
"$context_loop" 200000 --foundation-locale
if ! "$context_loop" 1000000; then
    echo "hostile-input.sh: withNameLocale with distinct tags did not stay flat" >&2
    status=1
fi

# 5. Linearity of the library's renderer.
echo
echo "building RenderLinearity (release)"
benchmarks_swift build -c release --product RenderLinearity >/dev/null
if ! "$(benchmarks_swift build -c release --show-bin-path)/RenderLinearity"; then
    echo "hostile-input.sh: rendering a template grew faster than its length" >&2
    status=1
fi

# 6. Hostile Accept-Language values.
echo
accept_language_case() {
    local label=$1 value=$2 ms
    ms=$(best_ms "$namefmt" locale --accept-language "$value")
    [ -n "$ms" ] || exit 1
    echo "namefmt locale --accept-language, $label: ${ms} ms (best of 3, whole process)"
    if [ "$ms" -ge 1000 ]; then
        echo "hostile-input.sh: --accept-language with $label took ${ms} ms" >&2
        status=1
    fi
}
accept_language_case "a plain value, the baseline" "en"
accept_language_case "garbage entries" "$(awk 'BEGIN { for (i = 0; i < 30; i++) printf ";;=q,%c%c*-;q=x, ", 65 + i % 26, 97 + i % 26 }')"
accept_language_case "a 64 KB value" "$(awk 'BEGIN { for (i = 0; i < 2850; i++) printf "de-DE-x-linearf;q=0.9, " }')"
accept_language_case "1,000 entries" "$(awk 'BEGIN { for (i = 0; i < 1000; i++) printf "l%c%c,", 97 + i % 26, 97 + int(i / 26) % 26 }')"
accept_language_case "binary bytes" "$(printf 'de\001\377\376, \302\205en, \342\200\256fr;q=0.5')"
accept_language_case "ill-formed tags" "en-t-yes, en-u-, a-b, en-x, en-x-toolongsubtag, en--US, i-bogus, und-u-yes"
accept_language_case "1,000 commas" "$(awk 'BEGIN { for (i = 0; i < 1000; i++) printf "," }')"
accept_language_case "32 distinct ranges" "$(awk 'BEGIN { for (i = 0; i < 32; i++) printf "x%c%c-Latn-%03d-x-p%d;q=0.%d, ", 97 + i % 26, 98 + i % 20, i, i, 9 - i % 9 }')"

# 6. Sorting holds its input, within a bound.
sort_input="$data_dir/sort-names-$lines.jsonl"
if [ ! -s "$sort_input" ]; then
    awk -v n="$lines" 'BEGIN {
        split("Ana Björn Chloé Dörte Émile Frida Gökhan Håkan Iñigo Jürgen", given, " ")
        split("Böhnke Müller García Núñez Dvořák Çelik Weiß Åberg Öberg Lindström", surname, " ")
        for (i = 0; i < n; i++) printf "{\"displayName\":\"user%d\",\"fullName\":\"%s %s\"}\n", i, given[i % 10 + 1], surname[int(i / 10) % 10 + 1]
    }' >"$sort_input"
fi
sort_kb=$(peak_kb "$namefmt" sort --locale de-x-linearf "$sort_input")
format_kb=$(peak_kb "$namefmt" --locale de-x-linearf "$sort_input")
echo
echo "namefmt sort ($lines lines): peak $((sort_kb / 1024)) MB (${sort_kb} kB); the limit is 400 MB"
echo "namefmt format of the same lines, baseline: peak $((format_kb / 1024)) MB (${format_kb} kB)"
if [ "$sort_kb" -ge $((400 * 1024)) ]; then
    echo "hostile-input.sh: namefmt sort used ${sort_kb} kB, the limit is $((400 * 1024)) kB" >&2
    status=1
fi
exit "$status"
