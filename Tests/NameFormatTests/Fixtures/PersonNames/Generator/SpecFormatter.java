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
            GN_FIRST_PATTERNS = Internals.field(PersonNameFormatterImpl.class, "gnFirstPatterns");
            SN_FIRST_PATTERNS = Internals.field(PersonNameFormatterImpl.class, "snFirstPatterns");
            FOREIGN_SPACE_REPLACEMENT = Internals.field(PersonNameFormatterImpl.class, "foreignSpaceReplacement");
            PATTERN_TEXT = Internals.field(PATTERN_CLASS, "patternText");
            PATTERN_ELEMENTS = Internals.field(PATTERN_CLASS, "patternElements");
            FIELD_ID = Internals.field(NAME_FIELD_CLASS, "fieldID");
            FIELD_MODIFIERS = Internals.field(NAME_FIELD_CLASS, "modifiers");
            GET_NAME_LOCALE = Internals.method(PersonNameFormatterImpl.class, "getNameLocale", PersonName.class);
            NAME_IS_GN_FIRST = Internals.method(PersonNameFormatterImpl.class, "nameIsGnFirst", PersonName.class);
            Class<?> patternArray = java.lang.reflect.Array.newInstance(PATTERN_CLASS, 0).getClass();
            GET_BEST_PATTERN = Internals.method(PersonNameFormatterImpl.class, "getBestPattern", patternArray,
                    PersonName.class);
            SCRIPT_MATCHES_LOCALE = Internals.method(PersonNameFormatterImpl.class, "scriptMatchesLocale", String.class,
                    Locale.class);
            PATTERN_FORMAT = Internals.method(PATTERN_CLASS, "format", PersonName.class);
            NUM_POPULATED = Internals.method(PATTERN_CLASS, "numPopulatedFields", PersonName.class);
            NUM_EMPTY = Internals.method(PATTERN_CLASS, "numEmptyFields", PersonName.class);
            ELEMENT_IS_LITERAL = Internals.method(ELEMENT_CLASS, "isLiteral");
            ELEMENT_FORMAT = Internals.method(ELEMENT_CLASS, "format", PersonName.class);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("ICU4J 72's person-name internals are not as expected", e);
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
            return Corpus.errorText(e);
        }
    }

    private String categoryName(Departure departure, String viewerId, Map<String, String> entry, String icu4j,
            Options options) {
        switch (departure) {
            case NAME_LOCALE:
                return icu4j.startsWith("!ERROR") ? "scriptFromSurname" : "nameLocaleFromScript";
            case FORMATTING_LOCALE: {
                Process.Resolution spec = Process.resolve(viewerId, entry, Collections.emptySet());
                return spec.dataLocale.equals(Process.dataBundleLocale(viewerId)) ? "noSwitchForSameScript"
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
                    ? Process.resolve(viewerId, entry, Collections.emptySet()).javaNameLocale
                    : (Locale) Internals.call(GET_NAME_LOCALE, viewerFormatter, name);
            boolean viewerUsesSpaces = !SPACELESS.contains(viewer.getLanguage());
            boolean nameUsesSpaces = !SPACELESS.contains(nameLocale.getLanguage());
            if (!viewerUsesSpaces && nameUsesSpaces) {
                PersonNameFormatterImpl nativeFormatter = formatter(nameLocale, options);
                Locale again = on.contains(Departure.NAME_LOCALE) && entry.get("locale") == null ? nameLocale
                        : (Locale) Internals.call(GET_NAME_LOCALE, nativeFormatter, name);
                String result = formatWith(nativeFormatter, icu4jGivenFirst(nativeFormatter, name, again), name,
                        options, on, null);
                String replacement = (String) Internals.get(FOREIGN_SPACE_REPLACEMENT, viewerFormatter);
                if (!replacement.equals(" ") && (Boolean) Internals.call(SCRIPT_MATCHES_LOCALE, viewerFormatter, result,
                        viewer)) {
                    result = result.replace(" ", replacement);
                }
                return result;
            }
            return formatWith(viewerFormatter, icu4jGivenFirst(viewerFormatter, name, nameLocale), name, options, on,
                    null);
        }

        // The documented process: the formatting locale's data, its order, its space replacement.
        Process.Resolution resolution = Process.resolve(viewerId, entry, Collections.emptySet());
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
            result = Process.replaceSpaceRuns(result, resolution.spaceReplacement);
        }
        return result;
    }

    /** ICU4J's order: its given-first list when it has only one (sorting), else nameIsGnFirst. */
    private static boolean icu4jGivenFirst(PersonNameFormatterImpl formatter, SpecName name, Locale nameLocale) {
        return Internals.get(SN_FIRST_PATTERNS, formatter) == null
                || (Boolean) Internals.call(NAME_IS_GN_FIRST, formatter, withLocale(name, nameLocale));
    }

    /** Chooses and fills a pattern of `formatter`, then applies the never-empty fallback. */
    private String formatWith(PersonNameFormatterImpl formatter, boolean givenFirst, SpecName name, Options options,
            Set<Departure> on, Process.Resolution resolution) {
        Object pattern = choose(formatter, givenFirst, name, on);
        String result = fill(pattern, name, on);
        if (!result.isEmpty() || !on.contains(Departure.NEVER_EMPTY)) {
            return result;
        }
        return fallback(formatter, givenFirst, name, options, on, resolution);
    }

    private Object choose(PersonNameFormatterImpl formatter, boolean givenFirst, SpecName name, Set<Departure> on) {
        Object[] patterns = (Object[]) Internals.get(givenFirst ? GN_FIRST_PATTERNS : SN_FIRST_PATTERNS, formatter);
        if (patterns == null) {
            patterns = (Object[]) Internals.get(GN_FIRST_PATTERNS, formatter); // sorting: one list
        }
        if (!on.contains(Departure.PATTERN_TIE_BREAK)) {
            return Internals.call(GET_BEST_PATTERN, formatter, patterns, name);
        }
        Object best = null;
        int bestPopulated = -1;
        int bestEmpty = Integer.MAX_VALUE;
        for (Object pattern : patterns) {
            int populated = (Integer) Internals.call(NUM_POPULATED, pattern, name);
            int empty = (Integer) Internals.call(NUM_EMPTY, pattern, name);
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
        return (String) Internals.get(PATTERN_TEXT, pattern);
    }

    /** Fills a pattern: ICU4J's own PersonNamePattern.format, or the current spec's rule for empty fields. */
    private String fill(Object pattern, SpecName name, Set<Departure> on) {
        SpecName filled = name;
        if (on.contains(Departure.MISSING_SURNAME) && name.lacksSurname() && !showsFullGivenName(pattern)) {
            filled = name.givenAsSurname();
        }
        if (!on.contains(Departure.LITERAL_COALESCING)) {
            return (String) Internals.call(PATTERN_FORMAT, pattern, filled);
        }
        // The pattern as alternating literals and field values: literal[0] value[0] literal[1] ... literal[n].
        List<String> literals = new ArrayList<>();
        List<String> values = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        for (Object element : (Object[]) Internals.get(PATTERN_ELEMENTS, pattern)) {
            String text = (String) Internals.call(ELEMENT_FORMAT, element, filled);
            if ((Boolean) Internals.call(ELEMENT_IS_LITERAL, element)) {
                literal.append(text);
            } else {
                literals.add(literal.toString());
                literal.setLength(0);
                values.add(text == null ? "" : text);
            }
        }
        literals.add(literal.toString());
        return Process.fillLiterals(literals, values, on.contains(Departure.BLANK_LITERAL));
    }

    /** Whether a pattern shows the given name other than as an initial ("Handle missing surname"). */
    private static boolean showsFullGivenName(Object pattern) {
        for (Object element : (Object[]) Internals.get(PATTERN_ELEMENTS, pattern)) {
            if (NAME_FIELD_CLASS.isInstance(element) && Internals.get(FIELD_ID, element) == PersonName.NameField.GIVEN
                    && !((Map<?, ?>) Internals.get(FIELD_MODIFIERS, element)).containsKey(
                            PersonName.FieldModifier.INITIAL)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a pattern, filled for `name`, shows one of the name's parts whole: a populated given name, second
     * given name, surname or second surname without initial, monogram or prefix modifier. */
    private static boolean showsWholeNamePart(Object pattern, SpecName name) {
        for (Object element : (Object[]) Internals.get(PATTERN_ELEMENTS, pattern)) {
            if (!NAME_FIELD_CLASS.isInstance(element)) {
                continue;
            }
            Object field = Internals.get(FIELD_ID, element);
            Map<?, ?> modifiers = (Map<?, ?>) Internals.get(FIELD_MODIFIERS, element);
            boolean part = field == PersonName.NameField.GIVEN || field == PersonName.NameField.GIVEN2
                    || field == PersonName.NameField.SURNAME || field == PersonName.NameField.SURNAME2;
            boolean whole = !modifiers.containsKey(PersonName.FieldModifier.INITIAL)
                    && !modifiers.containsKey(PersonName.FieldModifier.MONOGRAM)
                    && !modifiers.containsKey(PersonName.FieldModifier.PREFIX);
            if (part && whole) {
                String value = (String) Internals.call(ELEMENT_FORMAT, element, name);
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
            Set<Departure> on, Process.Resolution resolution) {
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

    // ---- name locale, formatting locale, order and spaces ----

    // ---- name locale, formatting locale, order and spaces: Process.java ----

    static final Set<String> SPACELESS = new HashSet<>(Arrays.asList("ja", "zh", "th", "yue", "km", "lo"));

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

        boolean lacksSurname() {
            return (on.contains(Departure.SURNAME_CORE_AND_PREFIX) ? Process.plainSurname(entry)
                    : entry.get("surname"))
                    == null;
        }

        /** The given name, else the informal given name, the surname, the second surname. */
        String lone() {
            for (String value : new String[] {entry.get("given"), entry.get("givenInformal"),
                    Process.plainSurname(entry),
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
                    value = entry.get("surnameCore") != null ? entry.get("surnameCore") : Process.plainSurname(entry);
                } else {
                    value = Process.plainSurname(entry);
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
