// Writes the ICU4J 72 golden outputs for CLDR person-name formatting.
//
// Usage: java -cp icu4j.jar:<classes> GenerateGoldens <corpus.json> <output-dir>
//
// Reads the corpus (a JSON array of flat objects whose values are all strings), discovers every locale whose own
// ICU resource bundle carries a `personNames` table, and writes <output-dir>/<icu-locale-id>.tsv for each of them
// plus <output-dir>/locales.txt. Output depends only on the corpus and the ICU4J jar: no dates, no host names.
//
// Run through ../regenerate.sh, which checks the ICU4J version first.

import com.ibm.icu.impl.ICUData;
import com.ibm.icu.impl.ICUResourceBundle;
import com.ibm.icu.text.PersonName;
import com.ibm.icu.text.PersonNameFormatter;
import com.ibm.icu.text.SimplePersonName;
import com.ibm.icu.util.LocaleData;
import com.ibm.icu.util.ULocale;
import com.ibm.icu.util.UResourceBundle;
import com.ibm.icu.util.VersionInfo;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

@SuppressWarnings("deprecation") // ICUResourceBundle and ICUData are ICU4J internals; they are the only way in
public final class GenerateGoldens {

    /** The number of ICU 72 locales with their own personNames data. The run fails on any other count. */
    static final int EXPECTED_LOCALE_COUNT = 127;

    static final List<String> KEYS = Arrays.asList(
            "id", "title", "given", "givenInformal", "given2", "surname", "surnamePrefix", "surnameCore",
            "surname2", "generation", "credentials", "locale", "preferredOrder", "note");

    static final PersonNameFormatter.Length[] LENGTHS = {
            PersonNameFormatter.Length.LONG, PersonNameFormatter.Length.MEDIUM, PersonNameFormatter.Length.SHORT};
    static final PersonNameFormatter.Usage[] USAGES = {
            PersonNameFormatter.Usage.REFERRING, PersonNameFormatter.Usage.ADDRESSING,
            PersonNameFormatter.Usage.MONOGRAM};
    static final PersonNameFormatter.Formality[] FORMALITIES = {
            PersonNameFormatter.Formality.FORMAL, PersonNameFormatter.Formality.INFORMAL};

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: GenerateGoldens <corpus.json> <output-dir>");
            System.exit(2);
        }
        Path corpusPath = Paths.get(args[0]);
        Path outDir = Paths.get(args[1]);

        List<Map<String, String>> corpus = readCorpus(corpusPath);
        List<String> ids = new ArrayList<>();
        List<PersonName> names = new ArrayList<>();
        for (Map<String, String> entry : corpus) {
            ids.add(entry.get("id"));
            names.add(toPersonName(entry));
        }

        List<String> locales = discoverLocales();
        if (locales.size() != EXPECTED_LOCALE_COUNT) {
            System.err.println("error: found " + locales.size() + " locales with their own personNames data, expected "
                    + EXPECTED_LOCALE_COUNT + ": " + locales);
            System.exit(1);
        }

        Files.createDirectories(outDir);
        StringBuilder list = new StringBuilder();
        for (String id : locales) {
            list.append(id).append('\n');
        }
        Files.write(outDir.resolve("locales.txt"), list.toString().getBytes(StandardCharsets.UTF_8));

        SpecFormatter spec = new SpecFormatter();
        long rows = 0;
        int errors = 0;
        Map<String, Integer> categories = new TreeMap<>();
        for (String localeId : locales) {
            Locale formatterLocale = new ULocale(localeId).toLocale();
            StringBuilder out = new StringBuilder();
            header(out, localeId, formatterLocale);

            // Build the 24 formatters once per locale; a failing build is recorded per row.
            List<String[]> labels = new ArrayList<>();
            List<SpecFormatter.Options> options = new ArrayList<>();
            List<Object> formatters = new ArrayList<>();
            for (boolean sorting : new boolean[] {false, true}) {
                for (PersonNameFormatter.Length length : LENGTHS) {
                    for (PersonNameFormatter.Usage usage : USAGES) {
                        if (sorting && usage != PersonNameFormatter.Usage.REFERRING) {
                            continue;
                        }
                        for (PersonNameFormatter.Formality formality : FORMALITIES) {
                            labels.add(new String[] {
                                    sorting ? "sorting" : "default", lower(length), lower(usage), lower(formality)});
                            options.add(new SpecFormatter.Options(length, usage, formality, sorting));
                            formatters.add(buildFormatter(formatterLocale, length, usage, formality, sorting));
                        }
                    }
                }
            }

            for (int n = 0; n < names.size(); n++) {
                for (int f = 0; f < formatters.size(); f++) {
                    Object formatter = formatters.get(f);
                    String icu4j;
                    if (formatter instanceof PersonNameFormatter) {
                        try {
                            icu4j = ((PersonNameFormatter) formatter).formatToString(names.get(n));
                        } catch (RuntimeException e) {
                            icu4j = errorText(e);
                        }
                    } else {
                        throw new IllegalStateException("ICU4J could not build a formatter: " + formatter);
                    }
                    SpecFormatter.Prediction p = spec.predict(localeId, corpus.get(n), names.get(n), options.get(f),
                            icu4j);
                    if (icu4j.startsWith("!ERROR ")) {
                        errors++;
                    }
                    categories.merge(p.category, 1, Integer::sum);
                    String[] l = labels.get(f);
                    out.append(ids.get(n)).append('\t').append(l[0]).append('\t').append(l[1]).append('\t')
                            .append(l[2]).append('\t').append(l[3]).append('\t').append(p.category).append('\t')
                            .append(escape(p.expected)).append('\t')
                            .append(icu4j.startsWith("!ERROR ") ? icu4j : escape(icu4j)).append('\n');
                    rows++;
                }
            }
            Files.write(outDir.resolve(localeId + ".tsv"), out.toString().getBytes(StandardCharsets.UTF_8));
        }
        for (Map.Entry<String, Integer> e : categories.entrySet()) {
            System.err.println(e.getKey() + "\t" + e.getValue());
        }
        System.err.println("wrote " + locales.size() + " locale files, " + names.size() + " names, " + rows
                + " rows, " + errors + " ICU4J exceptions");
    }

    // ---- locales ----

    /**
     * Every available locale of the base ICU data (root excluded) whose own bundle, opened without fallback,
     * is that very locale (so alias locales such as `iw` or `no_NO` drop out) and has a `personNames` table of
     * its own: {@code ICUResourceBundle.at} reads the bundle's own table only, never a parent's.
     */
    static List<String> discoverLocales() {
        Set<String> available = new TreeSet<>(ICUResourceBundle.getAvailableLocaleNameSet(
                ICUData.ICU_BASE_NAME, ICUResourceBundle.ICU_DATA_CLASS_LOADER));
        List<String> found = new ArrayList<>();
        for (String id : available) {
            if (id.isEmpty() || id.equals("root")) {
                continue;
            }
            ICUResourceBundle bundle = ICUResourceBundle.getBundleInstance(ICUData.ICU_BASE_NAME, id,
                    ICUResourceBundle.ICU_DATA_CLASS_LOADER, ICUResourceBundle.OpenType.DIRECT);
            if (bundle == null || !bundle.getULocale().getName().equals(id)) {
                continue;
            }
            ICUResourceBundle own = bundle.at("personNames");
            if (own != null && own.getType() == UResourceBundle.TABLE) {
                found.add(id);
            }
        }
        Collections.sort(found);
        return found;
    }

    // ---- formatting ----

    static Object buildFormatter(Locale locale, PersonNameFormatter.Length length, PersonNameFormatter.Usage usage,
            PersonNameFormatter.Formality formality, boolean sorting) {
        try {
            // A mutable set: the formatter removes SORTING from it for monograms.
            EnumSet<PersonNameFormatter.Options> options = EnumSet.noneOf(PersonNameFormatter.Options.class);
            if (sorting) {
                options.add(PersonNameFormatter.Options.SORTING);
            }
            return PersonNameFormatter.builder()
                    .setLocale(locale)
                    .setLength(length)
                    .setUsage(usage)
                    .setFormality(formality)
                    .setOptions(options)
                    .build();
        } catch (RuntimeException e) {
            System.err.println("error: building formatter " + locale + " " + length + " " + usage + " " + formality
                    + (sorting ? " sorting" : "") + ": " + e);
            return errorText(e);
        }
    }

    static PersonName toPersonName(Map<String, String> e) {
        SimplePersonName.Builder b = SimplePersonName.builder();
        Set<PersonName.FieldModifier> none = Collections.emptySet();
        add(b, PersonName.NameField.PREFIX, none, e.get("title"));
        add(b, PersonName.NameField.GIVEN, none, e.get("given"));
        add(b, PersonName.NameField.GIVEN, EnumSet.of(PersonName.FieldModifier.INFORMAL), e.get("givenInformal"));
        add(b, PersonName.NameField.GIVEN2, none, e.get("given2"));
        add(b, PersonName.NameField.SURNAME, none, e.get("surname"));
        add(b, PersonName.NameField.SURNAME, EnumSet.of(PersonName.FieldModifier.PREFIX), e.get("surnamePrefix"));
        add(b, PersonName.NameField.SURNAME, EnumSet.of(PersonName.FieldModifier.CORE), e.get("surnameCore"));
        add(b, PersonName.NameField.SURNAME2, none, e.get("surname2"));
        String generation = e.get("generation");
        String credentials = e.get("credentials");
        String suffix = generation == null ? credentials
                : credentials == null ? generation : generation + " " + credentials;
        add(b, PersonName.NameField.SUFFIX, none, suffix);
        add(b, PersonName.NameField.PREFERRED_ORDER, none, e.get("preferredOrder"));
        String tag = e.get("locale");
        if (tag != null) {
            b.setLocale(Locale.forLanguageTag(tag));
        }
        return b.build();
    }

    static void add(SimplePersonName.Builder b, PersonName.NameField field, Set<PersonName.FieldModifier> modifiers,
            String value) {
        if (value != null) {
            b.addField(field, modifiers, value);
        }
    }

    static String errorText(RuntimeException e) {
        String message = String.valueOf(e.getMessage());
        return "!ERROR " + e.getClass().getName() + ": " + escape(message);
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

    static String lower(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT);
    }

    static void header(StringBuilder out, String localeId, Locale formatterLocale) {
        out.append("# CLDR person-name formatting goldens from ICU4J's PersonNameFormatter.formatToString\n");
        out.append("# ICU4J ").append(VersionInfo.ICU_VERSION).append(" (VersionInfo.ICU_VERSION), CLDR ")
                .append(LocaleData.getCLDRVersion()).append(" (LocaleData.getCLDRVersion())\n");
        out.append("# formatter locale: ").append(localeId).append(" (BCP 47: ")
                .append(formatterLocale.toLanguageTag()).append(")\n");
        out.append("# names: corpus.json; generated by regenerate.sh; do not edit\n");
        out.append("# columns (tab-separated): id, order, length, usage, formality, category, expected, icu4j\n");
        out.append("# icu4j: PersonNameFormatter.formatToString; expected: the documented process (SpecFormatter.java),\n");
        out.append("# built from ICU4J's own pieces; category: the first departure from ICU4J 72 that changes the result,\n");
        out.append("# or identical\n");
        out.append("# order sorting = Options.SORTING; ICU4J formats SORTING with usage referring whatever usage is\n");
        out.append("# asked for, and ignores SORTING for monogram, so sorting rows exist for usage referring only\n");
        out.append("# result escapes: backslash as \\\\, tab as \\t, newline as \\n; "
                + "an exception from ICU4J is written as !ERROR <class>: <message>\n");
    }

    // ---- corpus ----

    static List<Map<String, String>> readCorpus(Path path) throws IOException {
        String text = new String(Files.readAllBytes(path), StandardCharsets.UTF_8);
        List<Map<String, String>> entries = new JsonReader(text).readArrayOfFlatObjects();
        Set<String> seen = new HashSet<>();
        for (Map<String, String> e : entries) {
            String id = e.get("id");
            if (id == null || !id.matches("[a-z0-9]+(-[a-z0-9]+)*")) {
                throw new IllegalArgumentException("corpus: missing or malformed id: " + e);
            }
            if (!seen.add(id)) {
                throw new IllegalArgumentException("corpus: duplicate id " + id);
            }
            for (Map.Entry<String, String> kv : e.entrySet()) {
                if (!KEYS.contains(kv.getKey())) {
                    throw new IllegalArgumentException("corpus: " + id + ": unknown key " + kv.getKey());
                }
                String v = kv.getValue();
                if (v.indexOf('\t') >= 0 || v.indexOf('\n') >= 0 || v.indexOf('\r') >= 0 || v.trim().isEmpty()) {
                    throw new IllegalArgumentException("corpus: " + id + ": bad value for " + kv.getKey());
                }
            }
            String order = e.get("preferredOrder");
            if (order != null && !order.equals("givenFirst") && !order.equals("surnameFirst")) {
                throw new IllegalArgumentException("corpus: " + id + ": bad preferredOrder " + order);
            }
        }
        return entries;
    }

    /** Just enough JSON for an array of objects whose values are strings. */
    static final class JsonReader {
        private final String s;
        private int i;

        JsonReader(String s) {
            this.s = s;
        }

        List<Map<String, String>> readArrayOfFlatObjects() {
            List<Map<String, String>> list = new ArrayList<>();
            skipWs();
            expect('[');
            skipWs();
            if (peek() == ']') {
                i++;
            } else {
                while (true) {
                    list.add(readObject());
                    skipWs();
                    char c = next();
                    if (c == ']') {
                        break;
                    }
                    if (c != ',') {
                        throw error("expected , or ]");
                    }
                }
            }
            skipWs();
            if (i != s.length()) {
                throw error("trailing text");
            }
            return list;
        }

        private Map<String, String> readObject() {
            Map<String, String> map = new LinkedHashMap<>();
            skipWs();
            expect('{');
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
                skipWs();
                String value = readString();
                if (map.put(key, value) != null) {
                    throw error("duplicate key " + key);
                }
                skipWs();
                char c = next();
                if (c == '}') {
                    return map;
                }
                if (c != ',') {
                    throw error("expected , or }");
                }
            }
        }

        private String readString() {
            expect('"');
            StringBuilder sb = new StringBuilder();
            while (true) {
                char c = next();
                if (c == '"') {
                    return sb.toString();
                }
                if (c < 0x20) {
                    throw error("control character in string");
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
                    case 'b': sb.append('\b'); break;
                    case 'f': sb.append('\f'); break;
                    case 'n': sb.append('\n'); break;
                    case 'r': sb.append('\r'); break;
                    case 't': sb.append('\t'); break;
                    case 'u':
                        if (i + 4 > s.length()) {
                            throw error("short \\u escape");
                        }
                        try {
                            sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
                        } catch (NumberFormatException ex) {
                            throw error("bad \\u escape");
                        }
                        i += 4;
                        break;
                    default:
                        throw error("bad escape \\" + e);
                }
            }
        }

        private void skipWs() {
            while (i < s.length()) {
                char c = s.charAt(i);
                if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                    break;
                }
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
                i--;
                throw error("expected " + c);
            }
        }

        private IllegalArgumentException error(String what) {
            return new IllegalArgumentException("corpus JSON: " + what + " at offset " + i);
        }
    }
}
