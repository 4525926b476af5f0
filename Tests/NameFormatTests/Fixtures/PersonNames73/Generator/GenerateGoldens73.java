// Writes the ICU4J 73 golden outputs for CLDR person-name formatting: ICU4J 73.2's PersonNameFormatter on its own
// data (CLDR 43), the first ICU with CLDR 43's structure (title, generation and credentials fields, nameOrderLocales,
// foreign and native space replacement, the empty-field rule that coalesces literals).
//
// Usage: java -cp icu4j-73.jar:<classes> GenerateGoldens73 <corpus.json> <output-dir>
//
// Reads ../PersonNames/corpus.json (through ../PersonNames/Generator/Corpus.java), discovers every locale whose own
// ICU resource bundle carries a `personNames` table, and writes <output-dir>/<icu-locale-id>.tsv for each of them
// plus <output-dir>/locales.txt, in the format of ../PersonNames/goldens. Output depends only on the corpus and the
// jar. Run through ../regenerate.sh, which checks the ICU4J version first.

import com.ibm.icu.text.PersonName;
import com.ibm.icu.text.PersonNameFormatter;
import com.ibm.icu.text.SimplePersonName;
import com.ibm.icu.util.LocaleData;
import com.ibm.icu.util.ULocale;
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

@SuppressWarnings("deprecation") // PersonNameFormatter is a technology preview in ICU4J 73
public final class GenerateGoldens73 {

    /** The number of ICU 73 locales with their own personNames data. The run fails on any other count. */
    static final int EXPECTED_LOCALE_COUNT = -1;

    static final PersonNameFormatter.Length[] LENGTHS = {
            PersonNameFormatter.Length.LONG, PersonNameFormatter.Length.MEDIUM, PersonNameFormatter.Length.SHORT};
    static final PersonNameFormatter.Usage[] USAGES = {
            PersonNameFormatter.Usage.REFERRING, PersonNameFormatter.Usage.ADDRESSING,
            PersonNameFormatter.Usage.MONOGRAM};
    static final PersonNameFormatter.Formality[] FORMALITIES = {
            PersonNameFormatter.Formality.FORMAL, PersonNameFormatter.Formality.INFORMAL};

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: GenerateGoldens73 <corpus.json> <output-dir>");
            System.exit(2);
        }
        List<Map<String, String>> corpus = Corpus.read(Paths.get(args[0]));
        Path outDir = Paths.get(args[1]);
        List<PersonName> names = new ArrayList<>();
        for (Map<String, String> entry : corpus) {
            names.add(toPersonName(entry));
        }

        List<String> locales = Process.localesWithOwnData();
        if (EXPECTED_LOCALE_COUNT >= 0 && locales.size() != EXPECTED_LOCALE_COUNT) {
            System.err.println("error: found " + locales.size() + " locales with their own personNames data, expected "
                    + EXPECTED_LOCALE_COUNT + ": " + locales);
            System.exit(1);
        }
        Files.createDirectories(outDir);
        Files.write(outDir.resolve("locales.txt"),
                (String.join("\n", locales) + "\n").getBytes(StandardCharsets.UTF_8));

        Predictor73 predictor = new Predictor73();
        Map<String, Integer> categories = new TreeMap<>();
        long rows = 0;
        for (String localeId : locales) {
            Locale formatterLocale = new ULocale(localeId).toLocale();
            StringBuilder out = new StringBuilder();
            header(out, localeId, formatterLocale);
            for (int n = 0; n < names.size(); n++) {
                for (boolean sorting : new boolean[] {false, true}) {
                    for (PersonNameFormatter.Length length : LENGTHS) {
                        for (PersonNameFormatter.Usage usage : USAGES) {
                            if (sorting && usage != PersonNameFormatter.Usage.REFERRING) {
                                continue;
                            }
                            for (PersonNameFormatter.Formality formality : FORMALITIES) {
                                PersonNameFormatter.DisplayOrder order = sorting
                                        ? PersonNameFormatter.DisplayOrder.SORTING
                                        : PersonNameFormatter.DisplayOrder.DEFAULT;
                                String icu4j = format(formatterLocale, length, usage, formality, order, names.get(n));
                                Predictor73.Prediction p = predictor.predict(localeId, corpus.get(n), names.get(n),
                                        new Predictor73.Options(length, usage, formality, sorting), icu4j);
                                categories.merge(p.category, 1, Integer::sum);
                                out.append(corpus.get(n).get("id")).append('\t')
                                        .append(sorting ? "sorting" : "default").append('\t')
                                        .append(Corpus.lower(length)).append('\t').append(Corpus.lower(usage))
                                        .append('\t').append(Corpus.lower(formality)).append('\t')
                                        .append(p.category).append('\t').append(Corpus.escape(p.expected))
                                        .append('\t')
                                        .append(icu4j.startsWith("!ERROR ") ? icu4j : Corpus.escape(icu4j))
                                        .append('\n');
                                rows++;
                            }
                        }
                    }
                }
            }
            Files.write(outDir.resolve(localeId + ".tsv"), out.toString().getBytes(StandardCharsets.UTF_8));
        }
        for (Map.Entry<String, Integer> e : categories.entrySet()) {
            System.err.println(e.getKey() + "\t" + e.getValue());
        }
        System.err.println("wrote " + locales.size() + " locale files, " + names.size() + " names, " + rows + " rows");
    }

    static String format(Locale locale, PersonNameFormatter.Length length, PersonNameFormatter.Usage usage,
            PersonNameFormatter.Formality formality, PersonNameFormatter.DisplayOrder order, PersonName name) {
        try {
            return PersonNameFormatter.builder().setLocale(locale).setLength(length).setUsage(usage)
                    .setFormality(formality).setDisplayOrder(order).build().formatToString(name);
        } catch (RuntimeException e) {
            return Corpus.errorText(e);
        }
    }

    /** The corpus entry as ICU4J 73's SimplePersonName: every key is a field of its own. */
    static PersonName toPersonName(Map<String, String> e) {
        SimplePersonName.Builder b = SimplePersonName.builder();
        Set<PersonName.FieldModifier> none = Collections.emptySet();
        add(b, PersonName.NameField.TITLE, none, e.get("title"));
        add(b, PersonName.NameField.GIVEN, none, e.get("given"));
        add(b, PersonName.NameField.GIVEN, EnumSet.of(PersonName.FieldModifier.INFORMAL), e.get("givenInformal"));
        add(b, PersonName.NameField.GIVEN2, none, e.get("given2"));
        add(b, PersonName.NameField.SURNAME, none, e.get("surname"));
        add(b, PersonName.NameField.SURNAME, EnumSet.of(PersonName.FieldModifier.PREFIX), e.get("surnamePrefix"));
        add(b, PersonName.NameField.SURNAME, EnumSet.of(PersonName.FieldModifier.CORE), e.get("surnameCore"));
        add(b, PersonName.NameField.SURNAME2, none, e.get("surname2"));
        add(b, PersonName.NameField.GENERATION, none, e.get("generation"));
        add(b, PersonName.NameField.CREDENTIALS, none, e.get("credentials"));
        String order = e.get("preferredOrder");
        if (order != null) {
            b.setPreferredOrder(order.equals("givenFirst") ? PersonName.PreferredOrder.GIVEN_FIRST
                    : PersonName.PreferredOrder.SURNAME_FIRST);
        }
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
        out.append("# names: ../../PersonNames/corpus.json; generated by ../regenerate.sh; do not edit\n");
        out.append("# columns (tab-separated): id, order, length, usage, formality, category, expected, icu4j\n");
        out.append("# icu4j: PersonNameFormatter.formatToString; expected: what the package must give, predicted by\n");
        out.append("# Predictor73.java from the corpus and ICU4J 73's data; category: the departure that explains a\n");
        out.append("# difference, or identical\n");
        out.append("# order sorting = DisplayOrder.SORTING, rows for usage referring only\n");
        out.append("# result escapes: backslash as \\\\, tab as \\t, newline as \\n; "
                + "an exception from ICU4J is written as !ERROR <class>: <message>\n");
    }
}
