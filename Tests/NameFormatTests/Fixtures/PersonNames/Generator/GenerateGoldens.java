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
import java.util.Collections;
import java.util.EnumSet;
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

        List<Map<String, String>> corpus = Corpus.read(corpusPath);
        List<String> ids = new ArrayList<>();
        List<PersonName> names = new ArrayList<>();
        for (Map<String, String> entry : corpus) {
            ids.add(entry.get("id"));
            names.add(toPersonName(entry));
        }

        List<String> locales = Process.localesWithOwnData();
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
                                    sorting ? "sorting" : "default", Corpus.lower(length), Corpus.lower(usage),
                                    Corpus.lower(formality)});
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
                            icu4j = Corpus.errorText(e);
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
                            .append(Corpus.escape(p.expected)).append('\t')
                            .append(icu4j.startsWith("!ERROR ") ? icu4j : Corpus.escape(icu4j)).append('\n');
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
            return Corpus.errorText(e);
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
}
