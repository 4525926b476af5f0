// The person-name formatting process that swift-namefmt documents (UTS #35 Part 8 as of CLDR 46, with the package's
// own documented choices), assembled from ICU4J 72's own pieces: its resource data and fallback, likely subtags,
// script property, pattern parser, field modifiers and pattern-choice counts.
//
// Every place where that process departs from ICU4J 72's PersonNameFormatter is a switch (a Departure). With every
// switch off, the process must give exactly ICU4J's formatToString result; GenerateGoldens checks that for every
// row, so the pieces below are known to be ICU4J's behaviour and not a reimplementation of it. With every switch on,
// it gives the result the Swift package must produce. A row's category is the first departure, in Departure order,
// whose switch changes the result: it is predicted here, from the corpus and ICU4J's data, never by asking the code
// under test what it did.
//
// Reflection reaches ICU4J 72 internals (com.ibm.icu.impl.personname); the jar is on the class path (an unnamed
// module), so setAccessible works.

import com.ibm.icu.impl.ICUData;
import com.ibm.icu.impl.ICUResourceBundle;
import com.ibm.icu.impl.personname.PersonNameFormatterImpl;
import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UScript;
import com.ibm.icu.text.BreakIterator;
import com.ibm.icu.text.PersonName;
import com.ibm.icu.text.PersonNameFormatter;
import com.ibm.icu.util.ULocale;
import com.ibm.icu.util.UResourceBundle;

import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

final class SpecFormatter {

    /**
     * The places where the documented process departs from ICU4J 72, in the order in which a row's category is
     * decided. Each name is the category written in the goldens and counted in deviations.json; each has its spec
     * clause in Sources/NameFormat/NameFormat.docc/PersonNameFormatting.md.
     */
    enum Departure {
        /** "Derive the name locale": the script comes from the surname, then the given name, and a name without a
         * locale gets the likely locale of that script. ICU4J 72 reads the given name only (and throws without
         * one), and takes the viewer's locale for a same-script name. Category scriptFromSurname when ICU4J threw,
         * nameLocaleFromScript otherwise. */
        NAME_LOCALE,
        /** "Switch the formatting locale if necessary" and "Setting the spaceReplacement": the name's own data
         * formats a name whose script is not the viewer's; order from the formatting locale's nameOrderLocales,
         * spaces replaced natively or foreignly. ICU4J 72 switches only when the viewer's language writes without
         * spaces. Category formattingLocaleSwitch when the data is another locale's, noSwitchForSameScript when
         * ICU4J switched and the spec keeps the viewer's data. */
        FORMATTING_LOCALE,
        /** "Handle core and prefix": a surname given as prefix and core is the plain surname too. */
        SURNAME_CORE_AND_PREFIX,
        /** Modifiers, informal: the informal given name, else the given name, whatever other modifiers follow. */
        INFORMAL_WITH_OTHER_MODIFIERS,
        /** "Handle missing surname": a pattern that does not show the given name (or only its initial) shows it in
         * the surname's place. */
        MISSING_SURNAME,
        /** "Choose a namePattern", step 4: among equally good patterns, the alphabetically least. */
        PATTERN_TIE_BREAK,
        /** "Process a namePattern": the current rule for empty fields (literals before the first and after the
         * last populated field go only when a field there is empty; literals around empty fields in the middle are
         * coalesced: the other one when either is empty, A when B ends A, else A+B with whitespace runs reduced to
         * their first character). ICU4J 72 implements the older rule (trim each literal to the nearest space). */
        LITERAL_COALESCING,
        /** The package's one departure from the letter of that rule: a whitespace-only literal beside a removed
         * field counts as empty, so it gives way to the other literal ("Böhnke, Robb", not "Böhnke , Robb"). */
        BLANK_LITERAL,
        /** The package's never-empty fallback (the spec leaves empty results open). */
        NEVER_EMPTY;

        static final Set<Departure> NONE = Collections.unmodifiableSet(EnumSet.noneOf(Departure.class));
        static final Set<Departure> ALL = Collections.unmodifiableSet(EnumSet.allOf(Departure.class));
    }

    /** A format request: one golden row without its locale. */
    static final class Options {
        final PersonNameFormatter.Length length;
        final PersonNameFormatter.Usage usage;
        final PersonNameFormatter.Formality formality;
        final boolean sorting;

        Options(PersonNameFormatter.Length length, PersonNameFormatter.Usage usage,
                PersonNameFormatter.Formality formality, boolean sorting) {
            this.length = length;
            this.usage = usage;
            this.formality = formality;
            this.sorting = sorting;
        }

        Options with(PersonNameFormatter.Length length, PersonNameFormatter.Usage usage,
                PersonNameFormatter.Formality formality) {
            return new Options(length, usage, formality, sorting);
        }

        String key() {
            return length + "-" + usage + "-" + formality + (sorting ? "-sorting" : "");
        }
    }

    /** The outcome of one row: ICU4J's result, the expected one and the category that explains the difference. */
    static final class Prediction {
        final String icu4j;
        final String expected;
        final String category;

        Prediction(String icu4j, String expected, String category) {
            this.icu4j = icu4j;
            this.expected = expected;
            this.category = category;
        }
    }

    // ---- ICU4J internals ----

    private static final Class<?> PATTERN_CLASS;
    private static final Class<?> ELEMENT_CLASS;
    private static final Class<?> NAME_FIELD_CLASS;
    private static final Field GN_FIRST_PATTERNS;
    private static final Field SN_FIRST_PATTERNS;
    private static final Field FOREIGN_SPACE_REPLACEMENT;
    private static final Field PATTERN_TEXT;
    private static final Field PATTERN_ELEMENTS;
    private static final Field FIELD_ID;
    private static final Field FIELD_MODIFIERS;
    private static final Method GET_NAME_LOCALE;
    private static final Method NAME_IS_GN_FIRST;
    private static final Method GET_BEST_PATTERN;
    private static final Method SCRIPT_MATCHES_LOCALE;
    private static final Method PATTERN_FORMAT;
    private static final Method NUM_POPULATED;
    private static final Method NUM_EMPTY;
    private static final Method ELEMENT_IS_LITERAL;
    private static final Method ELEMENT_FORMAT;

    static {
        try {
            PATTERN_CLASS = Class.forName("com.ibm.icu.impl.personname.PersonNamePattern");
            ELEMENT_CLASS = Class.forName("com.ibm.icu.impl.personname.PersonNamePattern$Element");
            NAME_FIELD_CLASS = Class.forName("com.ibm.icu.impl.personname.PersonNamePattern$NameFieldImpl");
            GN_FIRST_PATTERNS = field(PersonNameFormatterImpl.class, "gnFirstPatterns");
            SN_FIRST_PATTERNS = field(PersonNameFormatterImpl.class, "snFirstPatterns");
            FOREIGN_SPACE_REPLACEMENT = field(PersonNameFormatterImpl.class, "foreignSpaceReplacement");
            PATTERN_TEXT = field(PATTERN_CLASS, "patternText");
            PATTERN_ELEMENTS = field(PATTERN_CLASS, "patternElements");
            FIELD_ID = field(NAME_FIELD_CLASS, "fieldID");
            FIELD_MODIFIERS = field(NAME_FIELD_CLASS, "modifiers");
            GET_NAME_LOCALE = method(PersonNameFormatterImpl.class, "getNameLocale", PersonName.class);
            NAME_IS_GN_FIRST = method(PersonNameFormatterImpl.class, "nameIsGnFirst", PersonName.class);
            Class<?> patternArray = java.lang.reflect.Array.newInstance(PATTERN_CLASS, 0).getClass();
            GET_BEST_PATTERN = method(PersonNameFormatterImpl.class, "getBestPattern", patternArray,
                    PersonName.class);
            SCRIPT_MATCHES_LOCALE = method(PersonNameFormatterImpl.class, "scriptMatchesLocale", String.class,
                    Locale.class);
            PATTERN_FORMAT = method(PATTERN_CLASS, "format", PersonName.class);
            NUM_POPULATED = method(PATTERN_CLASS, "numPopulatedFields", PersonName.class);
            NUM_EMPTY = method(PATTERN_CLASS, "numEmptyFields", PersonName.class);
            ELEMENT_IS_LITERAL = method(ELEMENT_CLASS, "isLiteral");
            ELEMENT_FORMAT = method(ELEMENT_CLASS, "format", PersonName.class);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("ICU4J 72's person-name internals are not as expected", e);
        }
    }

    private static Field field(Class<?> owner, String name) throws NoSuchFieldException {
        Field f = owner.getDeclaredField(name);
        f.setAccessible(true);
        return f;
    }

    private static Method method(Class<?> owner, String name, Class<?>... parameters) throws NoSuchMethodException {
        Method m = owner.getDeclaredMethod(name, parameters);
        m.setAccessible(true);
        return m;
    }

    /** Calls an ICU4J method, rethrowing what it throws as itself. */
    private static Object call(Method method, Object target, Object... arguments) {
        try {
            return method.invoke(target, arguments);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException) {
                throw (RuntimeException) cause;
            }
            throw new IllegalStateException(cause);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Object get(Field field, Object target) {
        try {
            return field.get(target);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    // ---- formatters, cached per locale and options ----

    private final Map<String, PersonNameFormatterImpl> formatters = new HashMap<>();

    /** ICU4J's own formatter implementation for a Java locale and options (what PersonNameFormatter.build makes). */
    PersonNameFormatterImpl formatter(Locale locale, Options options) {
        String key = locale.toLanguageTag() + "|" + locale + "|" + options.key();
        PersonNameFormatterImpl cached = formatters.get(key);
        if (cached == null) {
            EnumSet<PersonNameFormatter.Options> set = EnumSet.noneOf(PersonNameFormatter.Options.class);
            if (options.sorting) {
                set.add(PersonNameFormatter.Options.SORTING);
            }
            cached = new PersonNameFormatterImpl(locale, options.length, options.usage, options.formality, set);
            formatters.put(key, cached);
        }
        return cached;
    }

    // ---- the row ----

    /**
     * The expected result for a row whose result from ICU4J's public PersonNameFormatter is `icu4j`, and the
     * category that explains any difference.
     *
     * @throws IllegalStateException when the process with every departure off does not reproduce ICU4J exactly.
     */
    Prediction predict(String viewerId, Map<String, String> entry, PersonName icu4jName, Options options,
            String icu4j) {
        String baseline = attempt(viewerId, entry, icu4jName, options, Departure.NONE);
        if (!baseline.equals(icu4j)) {
            throw new IllegalStateException("with every departure off, the process gives \"" + baseline
                    + "\" where ICU4J 72 gives \"" + icu4j + "\": " + viewerId + " " + entry.get("id") + " "
                    + options.key());
        }
        String expected = attempt(viewerId, entry, icu4jName, options, Departure.ALL);
        if (expected.startsWith("!ERROR")) {
            throw new IllegalStateException("the documented process failed: " + expected);
        }
        if (expected.equals(icu4j)) {
            return new Prediction(icu4j, expected, "identical");
        }
        EnumSet<Departure> on = EnumSet.noneOf(Departure.class);
        String previous = icu4j;
        for (Departure departure : Departure.values()) {
            on.add(departure);
            String result = attempt(viewerId, entry, icu4jName, options, on);
            if (!result.equals(previous)) {
                return new Prediction(icu4j, expected, categoryName(departure, viewerId, entry, icu4j, options));
            }
            previous = result;
        }
        throw new IllegalStateException("unreachable: no departure changed " + entry.get("id"));
    }

    private String attempt(String viewerId, Map<String, String> entry, PersonName icu4jName, Options options,
            Set<Departure> on) {
        try {
            return format(viewerId, entry, icu4jName, options, on);
        } catch (RuntimeException e) {
            return GenerateGoldens.errorText(e);
        }
    }

    private String categoryName(Departure departure, String viewerId, Map<String, String> entry, String icu4j,
            Options options) {
        switch (departure) {
            case NAME_LOCALE:
                return icu4j.startsWith("!ERROR") ? "scriptFromSurname" : "nameLocaleFromScript";
            case FORMATTING_LOCALE: {
                Resolution spec = resolve(viewerId, entry);
                return spec.dataLocale.equals(dataBundleLocale(viewerId)) ? "noSwitchForSameScript"
                        : "formattingLocaleSwitch";
            }
            case SURNAME_CORE_AND_PREFIX: return "surnameCoreAndPrefix";
            case INFORMAL_WITH_OTHER_MODIFIERS: return "informalWithOtherModifiers";
            case MISSING_SURNAME: return "missingSurname";
            case PATTERN_TIE_BREAK: return "patternTieBreak";
            case LITERAL_COALESCING: return "literalCoalescing";
            case BLANK_LITERAL: return "blankLiteral";
            case NEVER_EMPTY: return "neverEmpty";
            default: throw new IllegalStateException(departure.toString());
        }
    }

    // ---- the process ----

    /** The formatting process with the departures in `on` switched on. */
    String format(String viewerId, Map<String, String> entry, PersonName icu4jName, Options options,
            Set<Departure> on) {
        Locale viewer = new ULocale(viewerId).toLocale();
        PersonNameFormatterImpl viewerFormatter = formatter(viewer, options);
        SpecName name = new SpecName(entry, icu4jName, on, false);

        if (!on.contains(Departure.FORMATTING_LOCALE)) {
            // ICU4J 72: the name locale as ICU4J or the spec derives it; a switch only for viewers that write without
            // spaces, and then ICU4J's own formatter for the name's locale, with the viewer's foreign space
            // replacement when the result is in the viewer's script.
            Locale nameLocale = on.contains(Departure.NAME_LOCALE) && entry.get("locale") == null
                    ? resolve(viewerId, entry).javaNameLocale : (Locale) call(GET_NAME_LOCALE, viewerFormatter, name);
            boolean viewerUsesSpaces = !SPACELESS.contains(viewer.getLanguage());
            boolean nameUsesSpaces = !SPACELESS.contains(nameLocale.getLanguage());
            if (!viewerUsesSpaces && nameUsesSpaces) {
                PersonNameFormatterImpl nativeFormatter = formatter(nameLocale, options);
                Locale again = on.contains(Departure.NAME_LOCALE) && entry.get("locale") == null ? nameLocale
                        : (Locale) call(GET_NAME_LOCALE, nativeFormatter, name);
                String result = formatWith(nativeFormatter, icu4jGivenFirst(nativeFormatter, name, again), name,
                        options, on, null);
                String replacement = (String) get(FOREIGN_SPACE_REPLACEMENT, viewerFormatter);
                if (!replacement.equals(" ") && (Boolean) call(SCRIPT_MATCHES_LOCALE, viewerFormatter, result,
                        viewer)) {
                    result = result.replace(" ", replacement);
                }
                return result;
            }
            return formatWith(viewerFormatter, icu4jGivenFirst(viewerFormatter, name, nameLocale), name, options, on,
                    null);
        }

        // The documented process: the formatting locale's data, its order, its space replacement.
        Resolution resolution = resolve(viewerId, entry);
        PersonNameFormatterImpl dataFormatter = formatter(resolution.dataJavaLocale, options);
        boolean givenFirst;
        String preferred = entry.get("preferredOrder");
        if (options.sorting && options.usage != PersonNameFormatter.Usage.MONOGRAM) {
            givenFirst = true; // sorting patterns are loaded as ICU4J's given-first slot
        } else if (preferred != null) {
            givenFirst = preferred.equals("givenFirst");
        } else {
            givenFirst = resolution.givenFirst;
        }
        String result = formatWith(dataFormatter, givenFirst, name, options, on, resolution);
        if (resolution.spaceReplacement != null) {
            result = replaceSpaceRuns(result, resolution.spaceReplacement);
        }
        return result;
    }

    /** ICU4J's order: its given-first list when it has only one (sorting), else nameIsGnFirst. */
    private static boolean icu4jGivenFirst(PersonNameFormatterImpl formatter, SpecName name, Locale nameLocale) {
        return get(SN_FIRST_PATTERNS, formatter) == null
                || (Boolean) call(NAME_IS_GN_FIRST, formatter, withLocale(name, nameLocale));
    }

    /** Chooses and fills a pattern of `formatter`, then applies the never-empty fallback. */
    private String formatWith(PersonNameFormatterImpl formatter, boolean givenFirst, SpecName name, Options options,
            Set<Departure> on, Resolution resolution) {
        Object pattern = choose(formatter, givenFirst, name, on);
        String result = fill(pattern, name, on);
        if (!result.isEmpty() || !on.contains(Departure.NEVER_EMPTY)) {
            return result;
        }
        return fallback(formatter, givenFirst, name, options, on, resolution);
    }

    private Object choose(PersonNameFormatterImpl formatter, boolean givenFirst, SpecName name, Set<Departure> on) {
        Object[] patterns = (Object[]) get(givenFirst ? GN_FIRST_PATTERNS : SN_FIRST_PATTERNS, formatter);
        if (patterns == null) {
            patterns = (Object[]) get(GN_FIRST_PATTERNS, formatter); // sorting: one list
        }
        if (!on.contains(Departure.PATTERN_TIE_BREAK)) {
            return call(GET_BEST_PATTERN, formatter, patterns, name);
        }
        Object best = null;
        int bestPopulated = -1;
        int bestEmpty = Integer.MAX_VALUE;
        for (Object pattern : patterns) {
            int populated = (Integer) call(NUM_POPULATED, pattern, name);
            int empty = (Integer) call(NUM_EMPTY, pattern, name);
            if (populated > bestPopulated || (populated == bestPopulated && (empty < bestEmpty
                    || (empty == bestEmpty && text(pattern).compareTo(text(best)) < 0)))) {
                best = pattern;
                bestPopulated = populated;
                bestEmpty = empty;
            }
        }
        return best;
    }

    private static String text(Object pattern) {
        return (String) get(PATTERN_TEXT, pattern);
    }

    /** Fills a pattern: ICU4J's own PersonNamePattern.format, or the current spec's rule for empty fields. */
    private String fill(Object pattern, SpecName name, Set<Departure> on) {
        SpecName filled = name;
        if (on.contains(Departure.MISSING_SURNAME) && name.lacksSurname() && !showsFullGivenName(pattern)) {
            filled = name.givenAsSurname();
        }
        if (!on.contains(Departure.LITERAL_COALESCING)) {
            return (String) call(PATTERN_FORMAT, pattern, filled);
        }
        // The pattern as alternating literals and field values: literal[0] value[0] literal[1] ... literal[n].
        List<String> literals = new ArrayList<>();
        List<String> values = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        for (Object element : (Object[]) get(PATTERN_ELEMENTS, pattern)) {
            String text = (String) call(ELEMENT_FORMAT, element, filled);
            if ((Boolean) call(ELEMENT_IS_LITERAL, element)) {
                literal.append(text);
            } else {
                literals.add(literal.toString());
                literal.setLength(0);
                values.add(text == null ? "" : text);
            }
        }
        literals.add(literal.toString());
        return fillLiterals(literals, values, on.contains(Departure.BLANK_LITERAL));
    }

    /**
     * UTS #35 Part 8, "Process a namePattern", with the empty-field rule of CLDR 43 and later: text before the first
     * populated field goes only when a field before it is empty, and likewise at the end; between two populated
     * fields, the empty fields and the literals between them go, and the two literals left side by side coalesce.
     */
    static String fillLiterals(List<String> literals, List<String> values, boolean blankLiteralGivesWay) {
        int first = -1;
        int last = -1;
        for (int i = 0; i < values.size(); i++) {
            if (!values.get(i).isEmpty()) {
                if (first < 0) {
                    first = i;
                }
                last = i;
            }
        }
        if (first < 0) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        if (first == 0) {
            out.append(literals.get(0));
        }
        int pending = -1; // the literal after the last populated field, while empty fields follow it
        for (int i = first; i <= last; i++) {
            if (values.get(i).isEmpty()) {
                if (pending < 0) {
                    pending = i;
                }
                continue;
            }
            if (i > first) {
                out.append(pending < 0 ? literals.get(i)
                        : coalesce(literals.get(pending), literals.get(i), blankLiteralGivesWay));
            }
            pending = -1;
            out.append(values.get(i));
        }
        if (last == values.size() - 1) {
            out.append(literals.get(values.size()));
        }
        return out.toString();
    }

    /** Step 4: two literals brought together by removing the empty fields between them. */
    static String coalesce(String a, String b, boolean blankLiteralGivesWay) {
        if (blankLiteralGivesWay) {
            if (isBlank(a) && !b.isEmpty()) {
                return b;
            }
            if (isBlank(b)) {
                return a;
            }
        }
        if (a.isEmpty()) {
            return b;
        }
        if (b.isEmpty() || a.endsWith(b)) {
            return a;
        }
        StringBuilder out = new StringBuilder();
        String joined = a + b;
        boolean previousWasSpace = false;
        for (int i = 0; i < joined.length(); ) {
            int c = joined.codePointAt(i);
            boolean space = UCharacter.isUWhiteSpace(c);
            if (!(space && previousWasSpace)) {
                out.appendCodePoint(c);
            }
            previousWasSpace = space;
            i += Character.charCount(c);
        }
        return out.toString();
    }

    static boolean isBlank(String text) {
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            if (!UCharacter.isUWhiteSpace(c)) {
                return false;
            }
            i += Character.charCount(c);
        }
        return true;
    }

    /** Whether a pattern shows the given name other than as an initial ("Handle missing surname"). */
    private static boolean showsFullGivenName(Object pattern) {
        for (Object element : (Object[]) get(PATTERN_ELEMENTS, pattern)) {
            if (NAME_FIELD_CLASS.isInstance(element) && get(FIELD_ID, element) == PersonName.NameField.GIVEN
                    && !((Map<?, ?>) get(FIELD_MODIFIERS, element)).containsKey(
                            PersonName.FieldModifier.INITIAL)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a pattern, filled for `name`, shows one of the name's parts whole: a populated given name, second
     * given name, surname or second surname without initial, monogram or prefix modifier. */
    private static boolean showsWholeNamePart(Object pattern, SpecName name) {
        for (Object element : (Object[]) get(PATTERN_ELEMENTS, pattern)) {
            if (!NAME_FIELD_CLASS.isInstance(element)) {
                continue;
            }
            Object field = get(FIELD_ID, element);
            Map<?, ?> modifiers = (Map<?, ?>) get(FIELD_MODIFIERS, element);
            boolean part = field == PersonName.NameField.GIVEN || field == PersonName.NameField.GIVEN2
                    || field == PersonName.NameField.SURNAME || field == PersonName.NameField.SURNAME2;
            boolean whole = !modifiers.containsKey(PersonName.FieldModifier.INITIAL)
                    && !modifiers.containsKey(PersonName.FieldModifier.MONOGRAM)
                    && !modifiers.containsKey(PersonName.FieldModifier.PREFIX);
            if (part && whole) {
                String value = (String) call(ELEMENT_FORMAT, element, name);
                if (value != null && !value.isEmpty()) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The never-empty fallback, for a name with a given name or a surname whose chosen pattern left nothing.
     *
     * A monogram is the first grapheme cluster of the given name (else the informal given name, the surname, the
     * second surname) in capitals, case-mapped with the name's locale. Anything else takes the first of these
     * formats, in the same order and formatting locale, that shows one of the name's parts whole: the same usage
     * and formality at each longer length; referring at the same formality, from the same length up; the same
     * usage, formal, from the same length up; referring formal, from the same length up. When none does, the
     * given name (else the surname) as it is.
     */
    private String fallback(PersonNameFormatterImpl formatter, boolean givenFirst, SpecName name, Options options,
            Set<Departure> on, Resolution resolution) {
        String lone = name.lone();
        if (lone == null) {
            return "";
        }
        if (options.usage == PersonNameFormatter.Usage.MONOGRAM) {
            BreakIterator characters = BreakIterator.getCharacterInstance(ULocale.ROOT);
            characters.setText(lone);
            String head = lone.substring(0, characters.next());
            ULocale casing = resolution != null ? resolution.casingLocale : ULocale.ROOT;
            return UCharacter.toUpperCase(casing, head);
        }
        Locale locale = formatter.getLocale();
        for (Options candidate : fallbackCandidates(options)) {
            PersonNameFormatterImpl other = formatter(locale, candidate);
            Object pattern = choose(other, givenFirst, name, on);
            SpecName filled = name.lacksSurname() && !showsFullGivenName(pattern) ? name.givenAsSurname() : name;
            if (showsWholeNamePart(pattern, filled)) {
                return fill(pattern, name, on);
            }
        }
        return lone;
    }

    /** The formats the fallback tries, in order (see fallback). */
    static List<Options> fallbackCandidates(Options asked) {
        List<PersonNameFormatter.Length> lengths = Arrays.asList(PersonNameFormatter.Length.SHORT,
                PersonNameFormatter.Length.MEDIUM, PersonNameFormatter.Length.LONG);
        List<PersonNameFormatter.Length> from = lengths.subList(lengths.indexOf(asked.length), lengths.size());
        List<PersonNameFormatter.Length> longer = from.subList(1, from.size());
        PersonNameFormatter.Usage referring = PersonNameFormatter.Usage.REFERRING;
        PersonNameFormatter.Formality formal = PersonNameFormatter.Formality.FORMAL;
        List<Options> candidates = new ArrayList<>();
        for (PersonNameFormatter.Length length : longer) {
            candidates.add(asked.with(length, asked.usage, asked.formality));
        }
        for (PersonNameFormatter.Length length : from) {
            candidates.add(asked.with(length, referring, asked.formality));
        }
        for (PersonNameFormatter.Length length : from) {
            candidates.add(asked.with(length, asked.usage, formal));
        }
        for (PersonNameFormatter.Length length : from) {
            candidates.add(asked.with(length, referring, formal));
        }
        return candidates;
    }

    /** Replaces every run of U+0020 SPACE with `replacement`. */
    static String replaceSpaceRuns(String text, String replacement) {
        StringBuilder out = new StringBuilder();
        boolean inSpaces = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == ' ') {
                if (!inSpaces) {
                    out.append(replacement);
                }
                inSpaces = true;
            } else {
                inSpaces = false;
                out.append(c);
            }
        }
        return out.toString();
    }

    // ---- name locale, formatting locale, order and spaces ----

    static final Set<String> SPACELESS = new HashSet<>(Arrays.asList("ja", "zh", "th", "yue", "km", "lo"));
    static final Set<String> SHARED_SPACING = new HashSet<>(Arrays.asList("ja", "zh", "yue"));

    /** What the documented process derives for a name and a viewer, before any pattern is chosen. */
    static final class Resolution {
        /** The name locale (UTS #35 "Derive the name locale") as a Java locale, language and script. */
        Locale javaNameLocale;
        /** The ICU locale whose bundle formats the name, after CLDR's fallback ("" for root). */
        String dataLocale;
        Locale dataJavaLocale;
        /** The order nameOrderLocales gives the name. */
        boolean givenFirst;
        /** What replaces runs of spaces, or null to leave them. */
        String spaceReplacement;
        /** The locale whose case mapping allCaps and monograms use: the name's. */
        ULocale casingLocale;
    }

    private final Map<String, Resolution> resolutions = new HashMap<>();

    /**
     * The name locale, the formatting locale, the order and the space replacement for a name and a viewer, the way
     * the package documents them (PersonNameFormatting.md, steps 2 to 5 and 9).
     */
    Resolution resolve(String viewerId, Map<String, String> entry) {
        String key = viewerId + "|" + entry.get("id");
        Resolution cached = resolutions.get(key);
        if (cached != null) {
            return cached;
        }
        ULocale viewerMax = ULocale.addLikelySubtags(new ULocale(viewerId));
        String viewerScript = viewerMax.getScript().isEmpty() ? ULocale.addLikelySubtags(ULocale.ROOT).getScript()
                : viewerMax.getScript();
        String script = nameScript(entry);

        ULocale given = entry.get("locale") == null ? null : ULocale.forLanguageTag(entry.get("locale"));
        String nameLanguage;
        ULocale nameLocale;
        ULocale orderingLocale;
        if (given != null && !given.getLanguage().isEmpty() && !given.getLanguage().equals("und")) {
            nameLanguage = given.getLanguage();
            nameLocale = dataLocale(given.getLanguage(), script, given.getScript(), given.getCountry());
            orderingLocale = new ULocale(id(given.getLanguage(), given.getScript(), given.getCountry()));
        } else if (script != null) {
            ULocale likely = ULocale.addLikelySubtags(new ULocale("und_" + script));
            nameLanguage = likely.getLanguage();
            nameLocale = dataLocale(likely.getLanguage(), script, "", given == null ? "" : given.getCountry());
            orderingLocale = likely;
        } else {
            nameLanguage = viewerMax.getLanguage();
            nameLocale = viewerMax;
            orderingLocale = viewerMax;
        }

        String data = dataBundleLocale(viewerId);
        if (script != null && !scriptsMatch(script, viewerScript)) {
            if (hasOwnNameData(nameLocale.getName())) {
                data = dataBundleLocale(nameLocale.getName());
            } else {
                ULocale likely = ULocale.addLikelySubtags(new ULocale(id("und", script, nameLocale.getCountry())));
                data = dataBundleLocale(dataLocale(likely.getLanguage(), script, "", likely.getCountry())
                        .getName());
            }
        }
        Resolution r = new Resolution();
        r.javaNameLocale = new Locale(nameLocale.getLanguage());
        r.dataLocale = data;
        r.dataJavaLocale = data.isEmpty() ? Locale.ROOT : new ULocale(data).toLocale();
        ULocale dataMax = ULocale.addLikelySubtags(new ULocale(data.isEmpty() ? "und" : data));
        String formattingLanguage = dataMax.getLanguage();
        boolean isNative = formattingLanguage.equals(nameLanguage)
                || (SHARED_SPACING.contains(formattingLanguage) && SHARED_SPACING.contains(nameLanguage));
        String replacement = personNamesString(data, isNative ? "nativeSpaceReplacement" : "foreignSpaceReplacement",
                " ");
        r.spaceReplacement = replacement.equals(" ") ? null : replacement;
        r.givenFirst = nameOrder(data, orderingLocale);
        r.casingLocale = nameLocale;
        resolutions.put(key, r);
        return r;
    }

    /**
     * The script of the first character of the surname (the plain surname, else the prefix and core joined), then
     * of the given name, that is not Common, Inherited or Unknown; null when there is none.
     */
    static String nameScript(Map<String, String> entry) {
        String surname = SpecName.plainSurname(entry);
        String script = surname == null ? null : firstScript(surname);
        if (script == null && entry.get("given") != null) {
            script = firstScript(entry.get("given").trim());
        }
        return script;
    }

    private static String firstScript(String text) {
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            int script = UScript.getScript(c);
            if (script != UScript.COMMON && script != UScript.INHERITED && script != UScript.UNKNOWN) {
                return UScript.getShortName(script);
            }
            i += Character.charCount(c);
        }
        return null;
    }

    /**
     * The locale whose data formats a name of `language`, written in `script`, whose locale says `localeScript`.
     * The locale's own script when it matches the name's; else the language's likely script when that matches (Han
     * matches Japanese: ja_Jpan, whose data is ja's); else the name's script.
     */
    static ULocale dataLocale(String language, String script, String localeScript, String region) {
        String chosen;
        if (script == null) {
            chosen = localeScript;
        } else if (!localeScript.isEmpty() && scriptsMatch(script, localeScript)) {
            chosen = localeScript;
        } else {
            String likely = ULocale.addLikelySubtags(new ULocale(language + (region.isEmpty() ? "" : "_" + region)))
                    .getScript();
            chosen = !likely.isEmpty() && scriptsMatch(script, likely) ? likely : script;
        }
        return new ULocale(id(language, chosen, region));
    }

    /** An ICU locale ID from its parts, any of script and region empty: `ja_Jpan_JP`, `de_DE`, `sr_Latn`. */
    static String id(String language, String script, String region) {
        return language + (script.isEmpty() ? "" : "_" + script) + (region.isEmpty() ? "" : "_" + region);
    }

    /** The scripts a script code stands for: Jpan is Han, Hiragana and Katakana. */
    private static Set<String> members(String script) {
        switch (script) {
            case "Jpan": return new HashSet<>(Arrays.asList("Jpan", "Hani", "Hira", "Kana", "Hrkt"));
            case "Kore": return new HashSet<>(Arrays.asList("Kore", "Hang", "Hani"));
            case "Hanb": return new HashSet<>(Arrays.asList("Hanb", "Hani", "Bopo"));
            case "Hans":
            case "Hant": return new HashSet<>(Arrays.asList(script, "Hani"));
            case "Hrkt": return new HashSet<>(Arrays.asList("Hrkt", "Hira", "Kana"));
            default: return Collections.singleton(script);
        }
    }

    static boolean scriptsMatch(String a, String b) {
        if (a.equals(b)) {
            return true;
        }
        Set<String> both = new HashSet<>(members(a));
        both.retainAll(members(b));
        return !both.isEmpty();
    }

    /**
     * The locale whose bundle ICU opens for `id`, with CLDR's inheritance: truncation, except that a locale whose
     * script is not its language's likely script inherits from root (UTS #35 Part 1, "Parent Locales"), which
     * ICU4C 72 applies and ICU4J 72 does not. "" is root.
     */
    static String dataBundleLocale(String id) {
        ULocale locale = new ULocale(id);
        String current = locale.getName();
        while (!current.isEmpty() && !current.equals("root")) {
            if (bundleExists(current)) {
                return current;
            }
            ULocale parts = new ULocale(current);
            String parent;
            if (!parts.getScript().isEmpty() && !parts.getCountry().isEmpty()) {
                parent = parts.getLanguage() + "_" + parts.getScript();
            } else if (!parts.getScript().isEmpty()) {
                String likely = ULocale.addLikelySubtags(new ULocale(parts.getLanguage())).getScript();
                parent = likely.equals(parts.getScript()) ? parts.getLanguage() : "";
            } else {
                parent = parts.getLanguage().equals(current) ? "" : parts.getLanguage();
            }
            current = parent;
        }
        return "";
    }

    private static boolean bundleExists(String id) {
        try {
            ICUResourceBundle bundle = ICUResourceBundle.getBundleInstance(ICUData.ICU_BASE_NAME, id,
                    ICUResourceBundle.ICU_DATA_CLASS_LOADER, ICUResourceBundle.OpenType.DIRECT);
            return bundle != null && bundle.getULocale().getName().equals(id);
        } catch (java.util.MissingResourceException e) {
            return false;
        }
    }

    /** The bundle for a data locale ("" = root), opened without ever falling back to the default locale. */
    private static ICUResourceBundle bundle(String dataLocale) {
        return ICUResourceBundle.getBundleInstance(ICUData.ICU_BASE_NAME,
                dataLocale.isEmpty() ? ULocale.ROOT : new ULocale(dataLocale),
                ICUResourceBundle.OpenType.LOCALE_ROOT);
    }

    /** Whether the locale's nameOrderLocales come from a bundle other than root's (UTS #35: it has data). */
    static boolean hasOwnNameData(String id) {
        String data = dataBundleLocale(id);
        for (ICUResourceBundle b = bundle(data); b != null; b = b.getParent()) {
            ICUResourceBundle own = b.at("personNames");
            if (own != null && own.at("nameOrderLocales") != null) {
                return !b.getULocale().getName().isEmpty() && !b.getULocale().getName().equals("root");
            }
        }
        return false;
    }

    private static String personNamesString(String dataLocale, String key, String fallback) {
        ICUResourceBundle found = bundle(dataLocale).findWithFallback("personNames/" + key);
        return found == null ? fallback : found.getString();
    }

    /**
     * "Derive the name order": the first of the ordering locale's fallbacks (language_script_region,
     * language_script, language_region, language), each also with its language replaced by und, that one of the
     * formatting locale's two nameOrderLocales lists names; given-first when none does.
     */
    static boolean nameOrder(String dataLocale, ULocale ordering) {
        Set<String> givenFirst = orderList(dataLocale, "givenFirst");
        Set<String> surnameFirst = orderList(dataLocale, "surnameFirst");
        String language = ordering.getLanguage().isEmpty() ? "und" : ordering.getLanguage();
        String script = ordering.getScript();
        String region = ordering.getCountry();
        List<String[]> chain = new ArrayList<>();
        chain.add(new String[] {script, region});
        if (!script.isEmpty() && !region.isEmpty()) {
            chain.add(new String[] {script, ""});
            chain.add(new String[] {"", region});
        }
        if (!script.isEmpty() || !region.isEmpty()) {
            chain.add(new String[] {"", ""});
        }
        for (String[] link : chain) {
            for (String lang : new String[] {language, "und"}) {
                String candidate = id(lang, link[0], link[1]);
                if (givenFirst.contains(candidate)) {
                    return true;
                }
                if (surnameFirst.contains(candidate)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static Set<String> orderList(String dataLocale, String order) {
        ICUResourceBundle found = bundle(dataLocale).findWithFallback("personNames/nameOrderLocales/" + order);
        Set<String> ids = new HashSet<>();
        if (found == null) {
            return ids;
        }
        String[] items = found.getType() == UResourceBundle.STRING ? new String[] {found.getString()}
                : found.getStringArray();
        for (String item : items) {
            ULocale l = new ULocale(item.replace('-', '_'));
            String lang = l.getLanguage().isEmpty() || l.getLanguage().equals("root") ? "und" : l.getLanguage();
            ids.add(id(lang, l.getScript(), l.getCountry()));
        }
        return ids;
    }

    /** ICU4J reads the name locale through PersonName.getNameLocale; this hands it the one derived. */
    private static SpecName withLocale(SpecName name, Locale locale) {
        return name.withLocale(locale);
    }

    // ---- the name object ----

    /**
     * The corpus entry as a PersonName, answering field requests the way the package does where its departures are
     * switched on and exactly as ICU4J's SimplePersonName does where they are off. Modifiers it applies itself are
     * removed from the set it is handed, as the PersonName contract says; ICU4J applies the rest (initial,
     * monogram, allCaps, initialCap).
     */
    static final class SpecName implements PersonName {
        private final Map<String, String> entry;
        private final PersonName icu4j;
        private final Set<Departure> on;
        private final boolean givenAsSurname;
        private final Locale locale;

        SpecName(Map<String, String> entry, PersonName icu4j, Set<Departure> on, boolean givenAsSurname) {
            this(entry, icu4j, on, givenAsSurname, icu4j.getNameLocale());
        }

        private SpecName(Map<String, String> entry, PersonName icu4j, Set<Departure> on, boolean givenAsSurname,
                Locale locale) {
            this.entry = entry;
            this.icu4j = icu4j;
            this.on = on;
            this.givenAsSurname = givenAsSurname;
            this.locale = locale;
        }

        SpecName givenAsSurname() {
            return new SpecName(entry, icu4j, on, true, locale);
        }

        SpecName withLocale(Locale locale) {
            return new SpecName(entry, icu4j, on, givenAsSurname, locale);
        }

        @Override
        public Locale getNameLocale() {
            return locale;
        }

        /** The surname as given, else the prefix and core joined, else the core. */
        static String plainSurname(Map<String, String> entry) {
            String surname = entry.get("surname");
            if (surname != null) {
                return surname.trim();
            }
            String core = entry.get("surnameCore");
            if (core == null) {
                return null;
            }
            String prefix = entry.get("surnamePrefix");
            return prefix == null ? core.trim() : prefix.trim() + " " + core.trim();
        }

        boolean lacksSurname() {
            return (on.contains(Departure.SURNAME_CORE_AND_PREFIX) ? plainSurname(entry) : entry.get("surname"))
                    == null;
        }

        /** The given name, else the informal given name, the surname, the second surname. */
        String lone() {
            for (String value : new String[] {entry.get("given"), entry.get("givenInformal"), plainSurname(entry),
                    entry.get("surname2")}) {
                if (value != null) {
                    return value.trim();
                }
            }
            return null;
        }

        @Override
        public String getFieldValue(NameField field, Set<FieldModifier> modifiers) {
            if (givenAsSurname) {
                if (field == NameField.GIVEN) {
                    return null;
                }
                if (field == NameField.SURNAME) {
                    return given(modifiers);
                }
            }
            if (field == NameField.GIVEN) {
                return given(modifiers);
            }
            if (field == NameField.SURNAME && on.contains(Departure.SURNAME_CORE_AND_PREFIX)) {
                String value;
                if (modifiers.contains(FieldModifier.PREFIX)) {
                    value = entry.get("surnameCore") == null ? null : entry.get("surnamePrefix");
                } else if (modifiers.contains(FieldModifier.CORE)) {
                    value = entry.get("surnameCore") != null ? entry.get("surnameCore") : plainSurname(entry);
                } else {
                    value = plainSurname(entry);
                }
                modifiers.remove(FieldModifier.PREFIX);
                modifiers.remove(FieldModifier.CORE);
                modifiers.remove(FieldModifier.INFORMAL);
                return value == null ? null : value.trim();
            }
            return icu4j.getFieldValue(field, modifiers);
        }

        private String given(Set<FieldModifier> modifiers) {
            if (!on.contains(Departure.INFORMAL_WITH_OTHER_MODIFIERS)) {
                return icu4j.getFieldValue(NameField.GIVEN, modifiers);
            }
            if (modifiers.contains(FieldModifier.PREFIX)) {
                return null;
            }
            String value = modifiers.contains(FieldModifier.INFORMAL) && entry.get("givenInformal") != null
                    ? entry.get("givenInformal") : entry.get("given");
            modifiers.remove(FieldModifier.INFORMAL);
            modifiers.remove(FieldModifier.CORE);
            return value == null ? null : value.trim();
        }
    }
}
