// Writes the ICU4J 72 golden outputs for ICU MessageFormat with named arguments and for LocaleMatcher.
//
// Usage: java -cp icu4j.jar:<classes> GenerateGoldens <corpus.json> <output-dir>
//
// Reads the corpus (messages in each language, the counts, genders and names to format them with, and the
// LocaleMatcher table) and writes <output-dir>/messages.tsv, from MessageFormat.format(Map), and
// <output-dir>/matcher.tsv, from LocaleMatcher.getBestMatchResult, and <output-dir>/dates.tsv, dates and times from
// MessageFormat.format(Map) at the corpus's fixed instants in each viewer's time zone, set explicitly. Output depends
// only on the corpus and the ICU4J jar: no clock, no host time zone, no host names.
//
// Run through ../regenerate.sh, which checks the ICU4J version first.

import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.util.LocaleData;
import com.ibm.icu.util.LocaleMatcher;
import com.ibm.icu.util.TimeZone;
import com.ibm.icu.util.ULocale;
import com.ibm.icu.util.VersionInfo;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public final class GenerateGoldens {

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: GenerateGoldens <corpus.json> <output-dir>");
            System.exit(2);
        }
        Path corpusPath = Paths.get(args[0]);
        Path outDir = Paths.get(args[1]);
        String text = new String(Files.readAllBytes(corpusPath), StandardCharsets.UTF_8);
        Map<String, Object> corpus = object(new JsonReader(text).readDocument());
        Files.createDirectories(outDir);
        Files.write(outDir.resolve("messages.tsv"), messages(corpus).getBytes(StandardCharsets.UTF_8));
        Files.write(outDir.resolve("matcher.tsv"), matcher(corpus).getBytes(StandardCharsets.UTF_8));
        Files.write(outDir.resolve("viewers.tsv"), viewers(corpus, "viewers").getBytes(StandardCharsets.UTF_8));
        Files.write(outDir.resolve("rules.tsv"), viewers(corpus, "rules").getBytes(StandardCharsets.UTF_8));
        Files.write(outDir.resolve("dates.tsv"), dates(corpus).getBytes(StandardCharsets.UTF_8));
    }

    /**
     * One row per viewer, pattern and instant of the corpus's "dates" section: MessageFormat.format(Map) with the
     * pattern compiled for the viewer's locale, "when" a java.util.Date at the instant and "count" 3. The time zone is
     * given explicitly: the zone the viewer's -u-tz- keyword names (ULocale's "timezone" keyword), else UTC, set as
     * ICU's default zone before the pattern is compiled, so that every date format of the message, and the default
     * one a plain {when} takes, shows it.
     */
    static String dates(Map<String, Object> corpus) {
        Map<String, Object> section = object(corpus.get("dates"));
        StringBuilder out = new StringBuilder();
        header(out, "ICU MessageFormat goldens from ICU4J's MessageFormat.format(Map), dates and times");
        out.append("# instants: milliseconds since 1970-01-01T00:00:00Z (a java.util.Date); the time zone is the\n");
        out.append("# viewer's -u-tz- keyword, else UTC, set as ICU's default; count is 3\n");
        out.append("# columns (tab-separated): viewer, time zone, pattern (index), instant, icu4j\n");
        List<Object> patterns = list(section.get("patterns"));
        TimeZone saved = TimeZone.getDefault();
        try {
            for (Object viewerValue : list(section.get("viewers"))) {
                String viewer = (String) viewerValue;
                ULocale locale = ULocale.forLanguageTag(viewer);
                String zoneID = locale.getKeywordValue("timezone");
                TimeZone zone = TimeZone.getTimeZone(zoneID == null ? "UTC" : zoneID);
                TimeZone.setDefault(zone);
                for (int index = 0; index < patterns.size(); index++) {
                    MessageFormat format = new MessageFormat((String) patterns.get(index), locale);
                    for (Object instant : list(section.get("instants"))) {
                        Map<String, Object> arguments = new LinkedHashMap<>();
                        arguments.put("when", new Date(Long.parseLong((String) instant)));
                        arguments.put("count", 3L);
                        String result;
                        try {
                            result = format.format(arguments);
                        } catch (RuntimeException e) {
                            result = "!ERROR " + e.getClass().getName() + ": " + String.valueOf(e.getMessage());
                        }
                        out.append(viewer).append('\t').append(zone.getID()).append('\t').append(index).append('\t')
                                .append(instant).append('\t').append(escape(result)).append('\n');
                    }
                }
            }
        } finally {
            TimeZone.setDefault(saved);
        }
        return out.toString();
    }

    /** One row per language, message, name, gender and count: MessageFormat.format(Map) with all three arguments. */
    static String messages(Map<String, Object> corpus) {
        StringBuilder out = new StringBuilder();
        header(out, "ICU MessageFormat goldens from ICU4J's MessageFormat.format(Map) with named arguments");
        out.append("# counts: an integer is a Long (a BigInteger past Long.MAX_VALUE), anything else a Double\n");
        out.append("# columns (tab-separated): language, id, name, gender, count, icu4j\n");
        for (Object languageValue : list(corpus.get("languages"))) {
            String language = (String) languageValue;
            for (Object messageValue : list(corpus.get("messages"))) {
                Map<String, Object> message = object(messageValue);
                String id = (String) message.get("id");
                String pattern = (String) object(message.get("patterns")).get(language);
                if (pattern == null) {
                    throw new IllegalArgumentException("corpus: message " + id + " has no " + language + " pattern");
                }
                MessageFormat format = new MessageFormat(pattern, ULocale.forLanguageTag(language));
                for (Object name : list(corpus.get("names"))) {
                    for (Object gender : list(corpus.get("genders"))) {
                        for (Object count : list(corpus.get("counts"))) {
                            Map<String, Object> arguments = new LinkedHashMap<>();
                            arguments.put("name", name);
                            arguments.put("gender", gender);
                            arguments.put("count", number((String) count));
                            String result;
                            try {
                                result = format.format(arguments);
                            } catch (RuntimeException e) {
                                result = "!ERROR " + e.getClass().getName() + ": " + String.valueOf(e.getMessage());
                            }
                            out.append(language).append('\t').append(id).append('\t').append(escape((String) name))
                                    .append('\t').append(gender).append('\t').append(count).append('\t')
                                    .append(escape(result)).append('\n');
                        }
                    }
                }
            }
        }
        return out.toString();
    }

    /**
     * One row per catalog language, viewer, pattern, gender (each, where the pattern has a {gender}; else "other")
     * and count of the corpus's section `name` ("viewers", and "rules" for spellout, ordinal and duration):
     * MessageFormat.format(Map) with the pattern compiled for the viewer's locale, which speaks the language and whose
     * numbers the message shows; the name is "Robb".
     */
    static String viewers(Map<String, Object> corpus, String name) {
        Map<String, Object> section = object(corpus.get(name));
        StringBuilder out = new StringBuilder();
        header(out, "ICU MessageFormat goldens from ICU4J's MessageFormat.format(Map), for viewers of each language"
                + (name.equals("rules") ? ": spellout, ordinal and duration" : ""));
        out.append("# counts: an integer is a Long (a BigInteger past Long.MAX_VALUE), anything else a Double\n");
        out.append("# columns (tab-separated): language, viewer, pattern (index), gender, count, icu4j\n");
        List<Object> patterns = list(section.get("patterns"));
        Map<String, Object> languages = object(section.get("languages"));
        for (Map.Entry<String, Object> language : languages.entrySet()) {
            for (Object viewerValue : list(language.getValue())) {
                String viewer = (String) viewerValue;
                for (int index = 0; index < patterns.size(); index++) {
                    String pattern = (String) patterns.get(index);
                    MessageFormat format = new MessageFormat(pattern, ULocale.forLanguageTag(viewer));
                    List<Object> genders = pattern.contains("{gender") ? list(section.get("genders")) : List.of("other");
                    for (Object gender : genders) {
                        for (Object count : list(section.get("counts"))) {
                            Map<String, Object> arguments = new LinkedHashMap<>();
                            arguments.put("name", "Robb");
                            arguments.put("gender", gender);
                            arguments.put("count", number((String) count));
                            String result;
                            try {
                                result = format.format(arguments);
                            } catch (RuntimeException e) {
                                result = "!ERROR " + e.getClass().getName() + ": " + String.valueOf(e.getMessage());
                            }
                            out.append(language.getKey()).append('\t').append(viewer).append('\t').append(index)
                                    .append('\t').append(gender).append('\t').append(count).append('\t')
                                    .append(escape(result)).append('\n');
                        }
                    }
                }
            }
        }
        return out.toString();
    }

    /** One row per desired tag of each supported set: the supported tag LocaleMatcher picks, or the default. */
    static String matcher(Map<String, Object> corpus) {
        StringBuilder out = new StringBuilder();
        header(out, "LocaleMatcher goldens from ICU4J's LocaleMatcher.getBestMatchResult, default options");
        out.append("# columns (tab-separated): supported (comma-separated), default, desired, icu4j\n");
        for (Object setValue : list(corpus.get("matcher"))) {
            Map<String, Object> set = object(setValue);
            List<ULocale> supported = new ArrayList<>();
            List<String> tags = new ArrayList<>();
            for (Object tag : list(set.get("supported"))) {
                tags.add((String) tag);
                supported.add(ULocale.forLanguageTag((String) tag));
            }
            String defaultTag = (String) set.get("default");
            LocaleMatcher matcher = LocaleMatcher.builder()
                    .setSupportedULocales(supported)
                    .setDefaultULocale(ULocale.forLanguageTag(defaultTag))
                    .build();
            for (Object desired : list(set.get("desired"))) {
                LocaleMatcher.Result result = matcher.getBestMatchResult(ULocale.forLanguageTag((String) desired));
                int index = result.getSupportedIndex();
                String best = index >= 0 ? tags.get(index) : defaultTag;
                out.append(String.join(",", tags)).append('\t').append(defaultTag).append('\t').append(desired)
                        .append('\t').append(best).append('\n');
            }
        }
        return out.toString();
    }

    static void header(StringBuilder out, String title) {
        out.append("# ").append(title).append('\n');
        out.append("# ICU4J ").append(VersionInfo.ICU_VERSION).append(" (VersionInfo.ICU_VERSION), CLDR ")
                .append(LocaleData.getCLDRVersion()).append(" (LocaleData.getCLDRVersion())\n");
        out.append("# corpus.json; generated by regenerate.sh; do not edit\n");
    }

    /**
     * A corpus number: a Long when it is an integer a Long holds, a BigInteger for a larger one, else a Double (a
     * number with a point, or a string such as "NaN" or "Infinity").
     */
    static Object number(String token) {
        if (!token.matches("-?[0-9]+")) return Double.valueOf(token);
        java.math.BigInteger integer = new java.math.BigInteger(token);
        return integer.bitLength() < 64 ? (Object) integer.longValue() : (Object) integer;
    }

    static String escape(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\\': sb.append("\\\\"); break;
                case '\t': sb.append("\\t"); break;
                case '\n': sb.append("\\n"); break;
                default: sb.append(c);
            }
        }
        return sb.toString();
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> object(Object value) {
        return (Map<String, Object>) value;
    }

    @SuppressWarnings("unchecked")
    static List<Object> list(Object value) {
        return (List<Object>) value;
    }

    /** Just enough JSON for the corpus: objects (in order), arrays, strings, and numbers kept as their text. */
    static final class JsonReader {
        private final String s;
        private int i;

        JsonReader(String s) {
            this.s = s;
        }

        Object readDocument() {
            Object value = readValue();
            skipWs();
            if (i != s.length()) {
                throw error("trailing text");
            }
            return value;
        }

        private Object readValue() {
            skipWs();
            char c = peek();
            if (c == '{') {
                i++;
                Map<String, Object> map = new LinkedHashMap<>();
                skipWs();
                if (peek() == '}') {
                    i++;
                    return map;
                }
                while (true) {
                    skipWs();
                    String key = readString();
                    skipWs();
                    expect(':');
                    map.put(key, readValue());
                    skipWs();
                    char next = next();
                    if (next == '}') {
                        return map;
                    }
                    if (next != ',') {
                        throw error("expected , or }");
                    }
                }
            }
            if (c == '[') {
                i++;
                List<Object> list = new ArrayList<>();
                skipWs();
                if (peek() == ']') {
                    i++;
                    return list;
                }
                while (true) {
                    list.add(readValue());
                    skipWs();
                    char next = next();
                    if (next == ']') {
                        return list;
                    }
                    if (next != ',') {
                        throw error("expected , or ]");
                    }
                }
            }
            if (c == '"') {
                return readString();
            }
            int start = i;
            while (i < s.length() && "-+.0123456789eE".indexOf(s.charAt(i)) >= 0) {
                i++;
            }
            if (start == i) {
                throw error("unexpected character");
            }
            return s.substring(start, i);
        }

        private String readString() {
            expect('"');
            StringBuilder sb = new StringBuilder();
            while (true) {
                char c = next();
                if (c == '"') {
                    return sb.toString();
                }
                if (c != '\\') {
                    sb.append(c);
                    continue;
                }
                char e = next();
                switch (e) {
                    case '"': sb.append('"'); break;
                    case '\\': sb.append('\\'); break;
                    case '/': sb.append('/'); break;
                    case 'n': sb.append('\n'); break;
                    case 't': sb.append('\t'); break;
                    case 'u':
                        sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
                        i += 4;
                        break;
                    default: throw error("bad escape");
                }
            }
        }

        private void skipWs() {
            while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
                i++;
            }
        }

        private char peek() {
            if (i >= s.length()) {
                throw error("unexpected end");
            }
            return s.charAt(i);
        }

        private char next() {
            char c = peek();
            i++;
            return c;
        }

        private void expect(char c) {
            if (next() != c) {
                throw error("expected " + c);
            }
        }

        private IllegalArgumentException error(String what) {
            return new IllegalArgumentException("corpus.json at " + i + ": " + what);
        }
    }
}
