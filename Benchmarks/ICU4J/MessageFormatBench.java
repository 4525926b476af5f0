// ICU4J 72 MessageFormat.format(Map), prebuilt and warmed up, in nanoseconds per call: the reference figures for
// swift-namefmt's localized messages (the `Messages.warm.*` benchmarks).
//
// Usage: java -cp icu4j.jar:<classes> MessageFormatBench [--quick] [--dates]
//
// With --dates, the peer of MessageLoop's en.date, en.number, ja.date and ja.number instead (issue 51 §4): a name and
// `{when, date, medium}` over the same 1,000 distinct instants (a java.util.Date, the zone UTC), and its baseline,
// the same message with `{count, number}`, as MessageInputs.dateCatalog has them; one line per case.
//
// stdout: one line per language, "<language>\t<ns-per-op>", nothing else. Progress goes to stderr.
// The same message as the Swift benchmarks, one name and one plural count, with named arguments, over the same
// 1,000 distinct names and counts (a name is a String: ICU4J has no name preference, so the Swift side's name
// formatting is extra work it does and this does not). Warm-up 2.5 s (0.3 s with --quick), then timed batches; the
// best batch's mean is printed. Run through ../messages-compare.sh.

import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.util.ULocale;
import com.ibm.icu.util.VersionInfo;

import java.util.Date;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

public final class MessageFormatBench {

    static final int CHUNK = 250;

    static long sink;

    /** The message in each language, as an ICU MessageFormat catalog has it. */
    static final Map<String, String> PATTERNS = new LinkedHashMap<>();

    static {
        PATTERNS.put("en", "{assignee} assigned you {count, plural, one {# issue} other {# issues}}");
        PATTERNS.put("ru", "{assignee} назначил(а) вам {count, plural, one {# задачу} few {# задачи} many {# задач} "
                + "other {# задачи}}");
        PATTERNS.put("ar", "{count, plural, zero {لم يسند إليك {assignee} أي مهمة} one {أسند إليك {assignee} مهمة "
                + "واحدة} two {أسند إليك {assignee} مهمتين} few {أسند إليك {assignee} # مهام} many {أسند إليك "
                + "{assignee} # مهمة} other {أسند إليك {assignee} # مهمة}}");
        PATTERNS.put("ja", "{assignee}さんから{count}件の課題が割り当てられました");
    }

    /** MessageInputs.dateCatalog's messages: a date, and its baseline with a number, in en and ja. */
    static final Map<String, String> DATE_PATTERNS = new LinkedHashMap<>();

    static {
        DATE_PATTERNS.put("en.date", "{assignee}: due {when, date, medium}");
        DATE_PATTERNS.put("en.number", "{assignee}: due in {count, number} days");
        DATE_PATTERNS.put("ja.date", "{assignee}: 期限 {when, date, medium}");
        DATE_PATTERNS.put("ja.number", "{assignee}: 期限まで{count, number}日");
    }

    public static void main(String[] args) {
        boolean quick = java.util.Arrays.asList(args).contains("--quick");
        boolean dates = java.util.Arrays.asList(args).contains("--dates");
        com.ibm.icu.util.TimeZone.setDefault(com.ibm.icu.util.TimeZone.getTimeZone("UTC"));
        long warmupNanos = quick ? 300_000_000L : 2_500_000_000L;
        long batchNanos = quick ? 200_000_000L : 500_000_000L;
        int batches = quick ? 3 : 4;

        // The same 1,000 names and counts as MessageInputs in MessageBenchmarks.swift.
        String[] names = new String[1000];
        long[] counts = new long[1000];
        Date[] instants = new Date[1000];
        for (int i = 0; i < 1000; i++) {
            names[i] = "Given" + i + " Surname" + i;
            counts[i] = i % 3 == 0 ? i * 37L : i % 30;
            instants[i] = new Date(1_700_000_000_000L + i * 86_403_250L);
        }
        System.err.println("ICU4J " + VersionInfo.ICU_VERSION + ", Java " + System.getProperty("java.version")
                + (quick ? ", quick mode" : ""));
        for (Map.Entry<String, String> entry : (dates ? DATE_PATTERNS : PATTERNS).entrySet()) {
            String language = entry.getKey().replaceAll("\\..*", "");
            MessageFormat format = new MessageFormat(entry.getValue(), new ULocale(language));
            Object[] values = entry.getKey().endsWith(".date") ? instants : null;
            Map<String, Object> arguments = new HashMap<>();
            arguments.put("assignee", names[1]);
            arguments.put("count", counts[1]);
            arguments.put("when", instants[1]);
            System.err.println("  " + entry.getKey() + " -> \"" + format.format(arguments) + "\"");
            System.err.print(entry.getKey() + ": warming up");
            long end = System.nanoTime() + warmupNanos;
            int index = 0;
            while (System.nanoTime() < end) {
                index = run(format, names, counts, values, index, CHUNK);
            }
            double best = Double.MAX_VALUE;
            for (int b = 0; b < batches; b++) {
                long ops = 0;
                long start = System.nanoTime();
                long now;
                do {
                    index = run(format, names, counts, values, index, CHUNK);
                    ops += CHUNK;
                    now = System.nanoTime();
                } while (now - start < batchNanos);
                double mean = (double) (now - start) / ops;
                best = Math.min(best, mean);
                System.err.print(String.format(Locale.ROOT, ", %.1f", mean));
            }
            System.err.println(" ns/op");
            System.out.println(entry.getKey() + "\t" + String.format(Locale.ROOT, "%.1f", best));
            System.out.flush();
        }
        System.err.println("blackhole: " + sink);
    }

    /** Formats `n` messages from `index` on, each with a map of its own, as a caller builds one per message. */
    static int run(MessageFormat format, String[] names, long[] counts, Object[] values, int index, int n) {
        long acc = 0;
        for (int i = 0; i < n; i++) {
            Map<String, Object> arguments = new HashMap<>(4);
            arguments.put("assignee", names[index]);
            if (values != null) {
                arguments.put("when", values[index]);
            } else {
                arguments.put("count", counts[index]);
            }
            acc += format.format(arguments).length();
            index = index == 999 ? 0 : index + 1;
        }
        sink += acc;
        return index;
    }
}
