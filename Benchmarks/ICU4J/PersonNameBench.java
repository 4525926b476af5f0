// ICU4J 72 PersonNameFormatter.formatToString, warmed up, in nanoseconds per call: the reference figures for
// swift-namefmt's person-name formatting.
//
// Usage: java -cp icu4j.jar:<classes> PersonNameBench [--quick]
//
// stdout: one line per case, "<case-name>\t<ns-per-op>", nothing else. Progress goes to stderr.
// Each case: formatter and name built once; warm-up (2.5 s, or 0.3 s with --quick); then several timed batches
// (4 of at least 0.5 s each, or 3 of at least 0.2 s with --quick); the best batch's mean is printed.
// Run through ../icu4j-bench.sh, which runs the JVM with -Xbatch (compilation before the compiled code is used, so
// the warm-up ends with the code compiled) and takes the best of several processes.

import com.ibm.icu.text.PersonName;
import com.ibm.icu.text.PersonNameFormatter;
import com.ibm.icu.text.SimplePersonName;
import com.ibm.icu.util.VersionInfo;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

@SuppressWarnings("deprecation") // ICU4J 72 marks the person-name API as a technology preview
public final class PersonNameBench {

    /** Calls between two clock reads. */
    static final int CHUNK = 256;

    /** The blackhole: every result's length lands here, and the total is printed at the end. */
    static long sink;

    static final class Case {
        final String name;
        final PersonNameFormatter formatter;
        final PersonName personName;

        Case(String name, PersonNameFormatter formatter, PersonName personName) {
            this.name = name;
            this.formatter = formatter;
            this.personName = personName;
        }
    }

    public static void main(String[] args) {
        boolean quick = false;
        for (String a : args) {
            if (a.equals("--quick")) {
                quick = true;
            } else {
                System.err.println("usage: PersonNameBench [--quick]");
                System.exit(2);
            }
        }
        long warmupNanos = quick ? 300_000_000L : 2_500_000_000L;
        long batchNanos = quick ? 200_000_000L : 500_000_000L;
        int batches = quick ? 3 : 4;

        List<Case> cases = new ArrayList<>();
        cases.add(new Case("en.medium.referring.formal.de",
                formatter(Locale.ENGLISH, PersonNameFormatter.Length.MEDIUM),
                name("de", PersonName.NameField.GIVEN, "Robb", PersonName.NameField.SURNAME, "Böhnke")));
        cases.add(new Case("ja.medium.referring.formal.ja",
                formatter(Locale.JAPANESE, PersonNameFormatter.Length.MEDIUM),
                name("ja", PersonName.NameField.GIVEN, "太郎", PersonName.NameField.SURNAME, "山田")));
        cases.add(new Case("en.long.referring.formal.en",
                formatter(Locale.ENGLISH, PersonNameFormatter.Length.LONG),
                name("en", PersonName.NameField.PREFIX, "Dr.", PersonName.NameField.GIVEN, "Mary",
                        PersonName.NameField.GIVEN2, "Ann", PersonName.NameField.SURNAME, "Smith",
                        PersonName.NameField.SUFFIX, "Jr. PhD")));
        cases.add(new Case("en.short.referring.formal.nolocale",
                formatter(Locale.ENGLISH, PersonNameFormatter.Length.SHORT),
                name(null, PersonName.NameField.GIVEN, "Robb", PersonName.NameField.GIVEN2, "Maria",
                        PersonName.NameField.SURNAME, "Böhnke")));
        cases.add(new Case("de.medium.referring.formal.de.sorting",
                formatter(Locale.GERMAN, PersonNameFormatter.Length.MEDIUM, PersonNameFormatter.Usage.REFERRING,
                        PersonNameFormatter.Formality.FORMAL, true),
                name("de", PersonName.NameField.GIVEN, "Robb", PersonName.NameField.SURNAME, "Böhnke")));
        cases.add(new Case("ru.medium.referring.informal.ru",
                formatter(Locale.forLanguageTag("ru"), PersonNameFormatter.Length.MEDIUM,
                        PersonNameFormatter.Usage.REFERRING, PersonNameFormatter.Formality.INFORMAL,
                        false),
                name("ru", PersonName.NameField.GIVEN, "Иван", PersonName.NameField.SURNAME, "Петров")));
        cases.add(new Case("ar.medium.referring.formal.ar",
                formatter(Locale.forLanguageTag("ar"), PersonNameFormatter.Length.MEDIUM),
                name("ar", PersonName.NameField.GIVEN, "محمد", PersonName.NameField.SURNAME, "الأحمد")));
        cases.add(new Case("zh.medium.referring.formal.zh",
                formatter(Locale.CHINESE, PersonNameFormatter.Length.MEDIUM),
                name("zh", PersonName.NameField.GIVEN, "小明", PersonName.NameField.SURNAME, "王")));
        cases.add(new Case("ko.medium.referring.formal.ko",
                formatter(Locale.KOREAN, PersonNameFormatter.Length.MEDIUM),
                name("ko", PersonName.NameField.GIVEN, "민준", PersonName.NameField.SURNAME, "김")));
        cases.add(new Case("en.medium.referring.formal.ja",
                formatter(Locale.ENGLISH, PersonNameFormatter.Length.MEDIUM),
                name("ja", PersonName.NameField.GIVEN, "太郎", PersonName.NameField.SURNAME, "山田")));
        cases.add(new Case("fr.medium.monogram.formal.fr",
                formatter(Locale.FRENCH, PersonNameFormatter.Length.MEDIUM, PersonNameFormatter.Usage.MONOGRAM,
                        PersonNameFormatter.Formality.FORMAL, false),
                name("fr", PersonName.NameField.GIVEN, "Jean", PersonName.NameField.SURNAME, "Dupont")));
        cases.add(new Case("hi.medium.addressing.formal.hi",
                formatter(Locale.forLanguageTag("hi"), PersonNameFormatter.Length.MEDIUM,
                        PersonNameFormatter.Usage.ADDRESSING, PersonNameFormatter.Formality.FORMAL,
                        false),
                name("hi", PersonName.NameField.GIVEN, "राहुल", PersonName.NameField.SURNAME, "शर्मा")));

        System.err.println("ICU4J " + VersionInfo.ICU_VERSION + ", Java " + System.getProperty("java.version")
                + (quick ? ", quick mode" : ""));
        for (Case c : cases) {
            System.err.println("  " + c.name + " -> \"" + c.formatter.formatToString(c.personName) + "\"");
        }

        for (Case c : cases) {
            System.err.print(c.name + ": warming up");
            long end = System.nanoTime() + warmupNanos;
            while (System.nanoTime() < end) {
                run(c, CHUNK);
            }
            double best = Double.MAX_VALUE;
            for (int b = 0; b < batches; b++) {
                long ops = 0;
                long start = System.nanoTime();
                long now;
                do {
                    run(c, CHUNK);
                    ops += CHUNK;
                    now = System.nanoTime();
                } while (now - start < batchNanos);
                double mean = (double) (now - start) / ops;
                best = Math.min(best, mean);
                System.err.print(String.format(Locale.ROOT, ", %.1f", mean));
            }
            System.err.println(" ns/op");
            System.out.println(c.name + "\t" + String.format(Locale.ROOT, "%.1f", best));
            System.out.flush();
        }
        System.err.println("blackhole: " + sink);
    }

    static void run(Case c, int n) {
        long acc = 0;
        PersonNameFormatter f = c.formatter;
        PersonName p = c.personName;
        for (int i = 0; i < n; i++) {
            acc += f.formatToString(p).length();
        }
        sink += acc;
    }

    static PersonNameFormatter formatter(Locale locale, PersonNameFormatter.Length length) {
        return formatter(locale, length, PersonNameFormatter.Usage.REFERRING, PersonNameFormatter.Formality.FORMAL,
                false);
    }

    static PersonNameFormatter formatter(Locale locale, PersonNameFormatter.Length length,
            PersonNameFormatter.Usage usage, PersonNameFormatter.Formality formality,
            boolean sorting) {
        return PersonNameFormatter.builder()
                .setLocale(locale)
                .setLength(length)
                .setUsage(usage)
                .setFormality(formality)
                .setOptions(sorting ? EnumSet.of(PersonNameFormatter.Options.SORTING)
                        : EnumSet.noneOf(PersonNameFormatter.Options.class))
                .build();
    }

    /** A name of the given fields (pairs of field and value), with the locale tag, or none when null. */
    static PersonName name(String locale, Object... fieldsAndValues) {
        Set<PersonName.FieldModifier> none = Collections.emptySet();
        SimplePersonName.Builder builder = SimplePersonName.builder();
        for (int i = 0; i < fieldsAndValues.length; i += 2) {
            builder.addField((PersonName.NameField) fieldsAndValues[i], none, (String) fieldsAndValues[i + 1]);
        }
        if (locale != null) {
            builder.setLocale(Locale.forLanguageTag(locale));
        }
        return builder.build();
    }
}
