// ICU4J 72 PersonNameFormatter.formatToString, warmed up, in nanoseconds per call: the reference figures for
// swift-namefmt's person-name formatting.
//
// Usage: java -cp icu4j.jar:<classes> PersonNameBench [--quick]
//
// stdout: one line per case, "<case-name>\t<ns-per-op>", nothing else. Progress goes to stderr.
// Each case: formatter and name built once; warm-up (2 s, or 0.3 s with --quick); then several timed batches
// (4 of at least 1 s each, or 3 of at least 0.2 s with --quick); the best batch's mean is printed.
// Run through ../icu4j-bench.sh.

import com.ibm.icu.text.PersonName;
import com.ibm.icu.text.PersonNameFormatter;
import com.ibm.icu.text.SimplePersonName;
import com.ibm.icu.util.VersionInfo;

import java.util.ArrayList;
import java.util.Collections;
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
        long warmupNanos = quick ? 300_000_000L : 2_000_000_000L;
        long batchNanos = quick ? 200_000_000L : 1_000_000_000L;
        int batches = quick ? 3 : 4;

        Set<PersonName.FieldModifier> none = Collections.emptySet();
        List<Case> cases = new ArrayList<>();
        cases.add(new Case("en.medium.referring.formal.de",
                formatter(Locale.ENGLISH, PersonNameFormatter.Length.MEDIUM),
                SimplePersonName.builder()
                        .addField(PersonName.NameField.GIVEN, none, "Robb")
                        .addField(PersonName.NameField.SURNAME, none, "Böhnke")
                        .setLocale(Locale.forLanguageTag("de"))
                        .build()));
        cases.add(new Case("ja.medium.referring.formal.ja",
                formatter(Locale.JAPANESE, PersonNameFormatter.Length.MEDIUM),
                SimplePersonName.builder()
                        .addField(PersonName.NameField.GIVEN, none, "太郎")
                        .addField(PersonName.NameField.SURNAME, none, "山田")
                        .setLocale(Locale.forLanguageTag("ja"))
                        .build()));
        cases.add(new Case("en.long.referring.formal.en",
                formatter(Locale.ENGLISH, PersonNameFormatter.Length.LONG),
                SimplePersonName.builder()
                        .addField(PersonName.NameField.PREFIX, none, "Dr.")
                        .addField(PersonName.NameField.GIVEN, none, "Mary")
                        .addField(PersonName.NameField.GIVEN2, none, "Ann")
                        .addField(PersonName.NameField.SURNAME, none, "Smith")
                        .addField(PersonName.NameField.SUFFIX, none, "PhD")
                        .setLocale(Locale.forLanguageTag("en"))
                        .build()));
        cases.add(new Case("en.short.referring.formal.nolocale",
                formatter(Locale.ENGLISH, PersonNameFormatter.Length.SHORT),
                SimplePersonName.builder()
                        .addField(PersonName.NameField.GIVEN, none, "Robb")
                        .addField(PersonName.NameField.GIVEN2, none, "Maria")
                        .addField(PersonName.NameField.SURNAME, none, "Böhnke")
                        .build()));

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
        return PersonNameFormatter.builder()
                .setLocale(locale)
                .setLength(length)
                .setUsage(PersonNameFormatter.Usage.REFERRING)
                .setFormality(PersonNameFormatter.Formality.FORMAL)
                .build();
    }
}
