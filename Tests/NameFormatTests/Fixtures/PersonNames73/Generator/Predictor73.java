// What the package must give for one row of the ICU4J 73 goldens, and why it differs from ICU4J 73.2, predicted from
// the corpus and ICU4J 73's own data and pieces, never from the package's output.
//
// The expected result is the documented process (Sources/NameFormat/NameFormat.docc/PersonNameFormatting.md) run with
// ICU4J 73's formatter for the formatting locale that process derives (../../PersonNames/Generator/Process.java), its
// pattern choice and field values (PersonNamePattern's own elements, after ICU4J's own handling of a missing surname),
// the current rule for literals around empty fields with the package's reading of a literal that is only whitespace
// from CLDR 43 on (Process.BlankLiterals.CUT_AT_WHITESPACE, CLDR's own test data's), the never-empty fallback, and
// the space replacement of the derived formatting locale. ICU4J's own result is first rebuilt from the
// same pieces (the formatter it switches to, the pattern it chooses, its literal rule, its space replacement); the run
// fails when the rebuilt result is not ICU4J's exactly, so the pieces are known to be ICU4J's behaviour.
//
// A row's category is the first of these steps, taken one at a time from ICU4J's result, that changes it:
// literalCoalescing (ICU4J's pattern and values, the current rule for literals around empty fields, where ICU4J 73
// keeps each literal up to its nearest space also when neither is only whitespace), neverEmpty
// (then the fallback), formattingLocale (the derived formatting locale, name order and space replacement in place of
// ICU4J's), patternTieBreak (then the alphabetically least of equally good patterns), informalWithOtherModifiers
// (then `informal` read whatever other modifiers follow).
//
// Reflection reaches ICU4J 73.2 internals (com.ibm.icu.impl.personname); the jar is on the class path.

import com.ibm.icu.impl.personname.PersonNameFormatterImpl;
import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.text.BreakIterator;
import com.ibm.icu.text.PersonName;
import com.ibm.icu.text.PersonNameFormatter;
import com.ibm.icu.util.ULocale;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

@SuppressWarnings("deprecation") // PersonNameFormatter is a technology preview in ICU4J 73
final class Predictor73 {

    /** The outcome of one row. */
    static final class Prediction {
        final String expected;
        final String category;

        Prediction(String expected, String category) {
            this.expected = expected;
            this.category = category;
        }
    }

    /** One format request. */
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

        PersonNameFormatter.DisplayOrder order() {
            return sorting ? PersonNameFormatter.DisplayOrder.SORTING : PersonNameFormatter.DisplayOrder.DEFAULT;
        }
    }

    // ---- ICU4J 73 internals ----

    private static final Class<?> PATTERN;
    private static final Class<?> ELEMENT;
    private static final Class<?> NAME_FIELD;
    private static final Field LOCALE;
    private static final Field GN_FIRST_PATTERNS;
    private static final Field SN_FIRST_PATTERNS;
    private static final Field NATIVE_SPACE_REPLACEMENT;
    private static final Field FOREIGN_SPACE_REPLACEMENT;
    private static final Field LOCALES_THAT_DONT_USE_SPACES;
    private static final Field PATTERN_ELEMENTS;
    private static final Field FIELD_ID;
    private static final Field FIELD_MODIFIERS;
    private static final Method GET_NAME_LOCALE;
    private static final Method GET_NAME_SCRIPT;
    private static final Method SCRIPT_MATCHES_LOCALE;
    private static final Method FORMATTING_LOCALE_EXISTS;
    private static final Method NEW_LOCALE_WITH_SCRIPT;
    private static final Method NAME_IS_GN_FIRST;
    private static final Method GET_BEST_PATTERN;
    private static final Method LOCALES_MATCH;
    private static final Method HACK_NAME;
    private static final Method PATTERN_FORMAT;
    private static final Method ELEMENT_IS_LITERAL;
    private static final Method NUM_POPULATED;
    private static final Method NUM_EMPTY;
    private static final Field PATTERN_TEXT;
    private static final Method ELEMENT_FORMAT;

    static {
        try {
            Class<?> impl = PersonNameFormatterImpl.class;
            PATTERN = Class.forName("com.ibm.icu.impl.personname.PersonNamePattern");
            ELEMENT = Class.forName("com.ibm.icu.impl.personname.PersonNamePattern$Element");
            NAME_FIELD = Class.forName("com.ibm.icu.impl.personname.PersonNamePattern$NameFieldImpl");
            LOCALE = Internals.field(impl, "locale");
            GN_FIRST_PATTERNS = Internals.field(impl, "gnFirstPatterns");
            SN_FIRST_PATTERNS = Internals.field(impl, "snFirstPatterns");
            NATIVE_SPACE_REPLACEMENT = Internals.field(impl, "nativeSpaceReplacement");
            FOREIGN_SPACE_REPLACEMENT = Internals.field(impl, "foreignSpaceReplacement");
            LOCALES_THAT_DONT_USE_SPACES = Internals.field(impl, "LOCALES_THAT_DONT_USE_SPACES");
            PATTERN_ELEMENTS = Internals.field(PATTERN, "patternElements");
            FIELD_ID = Internals.field(NAME_FIELD, "fieldID");
            FIELD_MODIFIERS = Internals.field(NAME_FIELD, "modifiers");
            GET_NAME_LOCALE = Internals.method(impl, "getNameLocale", PersonName.class);
            GET_NAME_SCRIPT = Internals.method(impl, "getNameScript", PersonName.class);
            SCRIPT_MATCHES_LOCALE = Internals.method(impl, "nameScriptMatchesLocale", String.class, Locale.class);
            FORMATTING_LOCALE_EXISTS = Internals.method(impl, "formattingLocaleExists", Locale.class);
            NEW_LOCALE_WITH_SCRIPT = Internals.method(impl, "newLocaleWithScript", Locale.class, String.class,
                    String.class);
            NAME_IS_GN_FIRST = Internals.method(impl, "nameIsGnFirst", PersonName.class);
            Class<?> patternArray = java.lang.reflect.Array.newInstance(PATTERN, 0).getClass();
            GET_BEST_PATTERN = Internals.method(impl, "getBestPattern", patternArray, PersonName.class);
            LOCALES_MATCH = Internals.method(impl, "localesMatch", Locale.class, Locale.class);
            HACK_NAME = Internals.method(PATTERN, "hackNameForEmptyFields", PersonName.class);
            PATTERN_FORMAT = Internals.method(PATTERN, "format", PersonName.class);
            ELEMENT_IS_LITERAL = Internals.method(ELEMENT, "isLiteral");
            NUM_POPULATED = Internals.method(PATTERN, "numPopulatedFields", PersonName.class);
            NUM_EMPTY = Internals.method(PATTERN, "numEmptyFields", PersonName.class);
            PATTERN_TEXT = Internals.field(PATTERN, "patternText");
            ELEMENT_FORMAT = Internals.method(ELEMENT, "format", PersonName.class);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("ICU4J 73's person-name internals are not as expected", e);
        }
    }

    // ---- formatters, cached per locale and options ----

    private final Map<String, PersonNameFormatterImpl> formatters = new HashMap<>();

    private PersonNameFormatterImpl formatter(Locale locale, Options o) {
        String key = locale.toLanguageTag() + "|" + locale + "|" + o.length + o.usage + o.formality + o.sorting;
        return formatters.computeIfAbsent(key,
                k -> new PersonNameFormatterImpl(locale, o.length, o.usage, o.formality, o.order(), false));
    }

    /** ICU4J 73's list of languages whose native space replacement is "" (CLDR 43's data has none). */
    @SuppressWarnings("unchecked")
    private Set<String> spaceless() {
        PersonNameFormatterImpl any = formatter(Locale.ROOT, new Options(PersonNameFormatter.Length.LONG,
                PersonNameFormatter.Usage.REFERRING, PersonNameFormatter.Formality.FORMAL, false));
        return (Set<String>) Internals.get(LOCALES_THAT_DONT_USE_SPACES, any);
    }

    // ---- ICU4J's own path ----

    /** What ICU4J's formatToString did: the formatter that formatted, the pattern, the space replacement or null. */
    private static final class Trace {
        PersonNameFormatterImpl formatter;
        Object pattern;
        String replacement;
    }

    private Trace trace(Locale viewer, PersonName name, Options o) {
        PersonNameFormatterImpl impl = formatter(viewer, o);
        for (int depth = 0; depth < 8; depth++) {
            Locale nameLocale = (Locale) Internals.call(GET_NAME_LOCALE, impl, name);
            String script = (String) Internals.call(GET_NAME_SCRIPT, impl, name);
            Locale formatterLocale = (Locale) Internals.get(LOCALE, impl);
            if (!(Boolean) Internals.call(SCRIPT_MATCHES_LOCALE, impl, script, formatterLocale)) {
                Locale next = (Boolean) Internals.call(FORMATTING_LOCALE_EXISTS, impl, nameLocale) ? nameLocale
                        : (Locale) Internals.call(NEW_LOCALE_WITH_SCRIPT, impl, null, script, nameLocale.getCountry());
                impl = formatter(next, o);
                continue;
            }
            Trace t = new Trace();
            t.formatter = impl;
            Object[] sn = (Object[]) Internals.get(SN_FIRST_PATTERNS, impl);
            Object[] patterns = sn == null || (Boolean) Internals.call(NAME_IS_GN_FIRST, impl, name)
                    ? (Object[]) Internals.get(GN_FIRST_PATTERNS, impl) : sn;
            t.pattern = Internals.call(GET_BEST_PATTERN, impl, patterns, name);
            String nativeReplacement = (String) Internals.get(NATIVE_SPACE_REPLACEMENT, impl);
            String foreign = (String) Internals.get(FOREIGN_SPACE_REPLACEMENT, impl);
            if (!nativeReplacement.equals(" ") || !foreign.equals(" ")) {
                boolean isNative = (Boolean) Internals.call(LOCALES_MATCH, impl, nameLocale, formatterLocale);
                t.replacement = isNative ? nativeReplacement : foreign;
            }
            return t;
        }
        throw new IllegalStateException("ICU4J switched formatting locale more than 8 times");
    }

    /** A pattern filled for `name` with ICU4J's own field values; literals by the rule of Process.fillLiterals. */
    private static String fill(Object pattern, PersonName name) {
        PersonName hacked = (PersonName) Internals.call(HACK_NAME, pattern, name);
        List<String> literals = new ArrayList<>();
        List<String> values = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        for (Object element : (Object[]) Internals.get(PATTERN_ELEMENTS, pattern)) {
            String text = (String) Internals.call(ELEMENT_FORMAT, element, hacked);
            if ((Boolean) Internals.call(ELEMENT_IS_LITERAL, element)) {
                literal.append(text);
            } else {
                literals.add(literal.toString());
                literal.setLength(0);
                values.add(text == null ? "" : text);
            }
        }
        literals.add(literal.toString());
        return Process.fillLiterals(literals, values, Process.BlankLiterals.CUT_AT_WHITESPACE);
    }

    /** Whether a field of the pattern is empty for `name`, as ICU4J fills it. */
    private static boolean hasEmptyField(Object pattern, PersonName name) {
        PersonName hacked = (PersonName) Internals.call(HACK_NAME, pattern, name);
        for (Object element : (Object[]) Internals.get(PATTERN_ELEMENTS, pattern)) {
            if (!(Boolean) Internals.call(ELEMENT_IS_LITERAL, element)) {
                String value = (String) Internals.call(ELEMENT_FORMAT, element, hacked);
                if (value == null || value.isEmpty()) {
                    return true;
                }
            }
        }
        return false;
    }

    // ---- the row ----

    Prediction predict(String viewerId, Map<String, String> entry, PersonName name, Options o, String icu4j) {
        Locale viewer = new ULocale(viewerId).toLocale();
        Trace t = trace(viewer, name, o);
        String rebuilt = (String) Internals.call(PATTERN_FORMAT, t.pattern, name);
        if (t.replacement != null) {
            rebuilt = rebuilt.replace(" ", t.replacement);
        }
        // The current rule for literals, on ICU4J's pattern and values; where no field is empty it has nothing to
        // do, and must give ICU4J's result: a check that the values are ICU4J's.
        String coalesced = fill(t.pattern, name);
        if (t.replacement != null) {
            coalesced = coalesced.replace(" ", t.replacement);
        }
        if (!rebuilt.equals(icu4j) || (!hasEmptyField(t.pattern, name) && !coalesced.equals(icu4j))) {
            throw new IllegalStateException("rebuilt \"" + rebuilt + "\" (field by field: \"" + coalesced
                    + "\") where ICU4J 73 gives \"" + icu4j + "\": " + viewerId + " " + entry.get("id"));
        }

        // One step at a time from ICU4J's result.
        String neverEmpty = coalesced.isEmpty()
                ? fallback(t.formatter, name, entry, o, null, t.replacement, false) : coalesced;

        Process.Resolution r = Process.resolve(viewerId, entry, spaceless());
        PersonNameFormatterImpl data = formatter(r.dataJavaLocale, o);
        String switched = format(data, name, entry, o, r, false);
        String tieBroken = format(data, name, entry, o, r, true);
        String expected = format(data, new InformalName(name, entry.get("givenInformal")), entry, o, r, true);

        String[][] steps = {
                {"literalCoalescing", icu4j, coalesced},
                {"neverEmpty", coalesced, neverEmpty}, {"formattingLocale", neverEmpty, switched},
                {"patternTieBreak", switched, tieBroken}, {"informalWithOtherModifiers", tieBroken, expected}};
        for (String[] step : steps) {
            if (!step[1].equals(step[2])) {
                return new Prediction(expected, step[0]);
            }
        }
        return new Prediction(expected, "identical");
    }

    /**
     * The name as the package reads `informal` (PersonNameFormatting.md, step 8): the informal given name, else the
     * given name, whatever other modifiers follow. ICU4J 73's SimplePersonName gives nothing for
     * {given-informal-monogram} when the name has only an informal given name.
     */
    static final class InformalName implements PersonName {
        private final PersonName base;
        private final String informal;

        InformalName(PersonName base, String informal) {
            this.base = base;
            this.informal = informal;
        }

        @Override
        public Locale getNameLocale() {
            return base.getNameLocale();
        }

        @Override
        public PersonName.PreferredOrder getPreferredOrder() {
            return base.getPreferredOrder();
        }

        @Override
        public String getFieldValue(PersonName.NameField field, Set<PersonName.FieldModifier> modifiers) {
            if (field == PersonName.NameField.GIVEN && informal != null
                    && modifiers.contains(PersonName.FieldModifier.INFORMAL)) {
                modifiers.remove(PersonName.FieldModifier.INFORMAL);
                return informal;
            }
            return base.getFieldValue(field, modifiers);
        }
    }

    /** The documented process with the derived formatting locale's data, order and space replacement. */
    private String format(PersonNameFormatterImpl data, PersonName name, Map<String, String> entry, Options o,
            Process.Resolution r, boolean tieBreak) {
        Object pattern = choose(data, name, entry, r, tieBreak);
        String result = fill(pattern, name);
        if (result.isEmpty()) {
            return fallback(data, name, entry, o, r, null, tieBreak);
        }
        return r.spaceReplacement == null ? result : Process.replaceSpaceRuns(result, r.spaceReplacement);
    }

    private static Object choose(PersonNameFormatterImpl data, PersonName name, Map<String, String> entry,
            Process.Resolution r, boolean tieBreak) {
        Object[] sn = (Object[]) Internals.get(SN_FIRST_PATTERNS, data);
        boolean givenFirst;
        String preferred = entry.get("preferredOrder");
        if (sn == null) {
            givenFirst = true;
        } else if (preferred != null) {
            givenFirst = preferred.equals("givenFirst");
        } else {
            givenFirst = r.givenFirst;
        }
        Object[] patterns = givenFirst ? (Object[]) Internals.get(GN_FIRST_PATTERNS, data) : sn;
        if (!tieBreak) {
            return Internals.call(GET_BEST_PATTERN, data, patterns, name);
        }
        // "Choose a namePattern", step 4: among patterns equally good by populated and empty fields, the
        // alphabetically least; ICU4J takes the first in the data.
        Object best = null;
        int bestPopulated = -1;
        int bestEmpty = Integer.MAX_VALUE;
        for (Object pattern : patterns) {
            int populated = (Integer) Internals.call(NUM_POPULATED, pattern, name);
            int empty = (Integer) Internals.call(NUM_EMPTY, pattern, name);
            if (populated > bestPopulated || (populated == bestPopulated && (empty < bestEmpty
                    || (empty == bestEmpty && ((String) Internals.get(PATTERN_TEXT, pattern)).compareTo(
                            (String) Internals.get(PATTERN_TEXT, best)) < 0)))) {
                best = pattern;
                bestPopulated = populated;
                bestEmpty = empty;
            }
        }
        return best;
    }

    /**
     * The never-empty fallback (PersonNameFormatting.md, step 10): a monogram is the first grapheme cluster of the
     * given name (else the informal given name, the surname, the second surname) in capitals; anything else the
     * first of the fallback formats, in the same formatting locale, that shows one of the name's parts whole; else
     * that part as it is. With `r` null, ICU4J's own formatter and order and `replacement`; else the derived ones.
     */
    private String fallback(PersonNameFormatterImpl formatter, PersonName name, Map<String, String> entry,
            Options o, Process.Resolution r, String replacement, boolean tieBreak) {
        String lone = null;
        for (String value : new String[] {entry.get("given"), entry.get("givenInformal"),
                Process.plainSurname(entry), entry.get("surname2")}) {
            if (value != null && !value.trim().isEmpty()) {
                lone = value.trim();
                break;
            }
        }
        if (lone == null) {
            return "";
        }
        if (o.usage == PersonNameFormatter.Usage.MONOGRAM) {
            BreakIterator characters = BreakIterator.getCharacterInstance(ULocale.ROOT);
            characters.setText(lone);
            ULocale casing = Process.resolve("und", entry, spaceless()).casingLocale;
            return UCharacter.toUpperCase(casing, lone.substring(0, characters.next()));
        }
        Locale locale = (Locale) Internals.get(LOCALE, formatter);
        for (Options candidate : fallbackCandidates(o)) {
            PersonNameFormatterImpl other = formatter(locale, candidate);
            Object pattern;
            if (r == null) {
                Object[] sn = (Object[]) Internals.get(SN_FIRST_PATTERNS, other);
                boolean givenFirst = sn == null || (Boolean) Internals.call(NAME_IS_GN_FIRST, other, name);
                pattern = Internals.call(GET_BEST_PATTERN, other,
                        givenFirst ? (Object[]) Internals.get(GN_FIRST_PATTERNS, other) : sn, name);
            } else {
                pattern = choose(other, name, entry, r, tieBreak);
            }
            if (showsWholeNamePart(pattern, name)) {
                String result = fill(pattern, name);
                String space = r == null ? replacement : r.spaceReplacement;
                return space == null ? result : r == null ? result.replace(" ", space)
                        : Process.replaceSpaceRuns(result, space);
            }
        }
        return lone;
    }

    /** The formats the fallback tries, in order: the same usage and formality at each longer length; referring at
     * the same formality, the same usage formal, and referring formal, each from the same length up. */
    private static List<Options> fallbackCandidates(Options asked) {
        List<PersonNameFormatter.Length> lengths = Arrays.asList(PersonNameFormatter.Length.SHORT,
                PersonNameFormatter.Length.MEDIUM, PersonNameFormatter.Length.LONG);
        List<PersonNameFormatter.Length> from = lengths.subList(lengths.indexOf(asked.length), lengths.size());
        PersonNameFormatter.Usage referring = PersonNameFormatter.Usage.REFERRING;
        PersonNameFormatter.Formality formal = PersonNameFormatter.Formality.FORMAL;
        Object[][] steps = {
                {asked.usage, asked.formality, 1}, {referring, asked.formality, 0}, {asked.usage, formal, 0},
                {referring, formal, 0}};
        List<Options> candidates = new ArrayList<>();
        for (Object[] step : steps) {
            for (PersonNameFormatter.Length length : from.subList((Integer) step[2], from.size())) {
                candidates.add(new Options(length, (PersonNameFormatter.Usage) step[0],
                        (PersonNameFormatter.Formality) step[1], asked.sorting));
            }
        }
        return candidates;
    }

    /** Whether a pattern, filled for `name` as ICU4J fills it, shows a given name, second given name, surname or
     * second surname that has a value and no initial, monogram or prefix modifier. */
    private static boolean showsWholeNamePart(Object pattern, PersonName name) {
        PersonName hacked = (PersonName) Internals.call(HACK_NAME, pattern, name);
        for (Object element : (Object[]) Internals.get(PATTERN_ELEMENTS, pattern)) {
            if (!NAME_FIELD.isInstance(element)) {
                continue;
            }
            Object id = Internals.get(FIELD_ID, element);
            Map<?, ?> modifiers = (Map<?, ?>) Internals.get(FIELD_MODIFIERS, element);
            boolean part = id == PersonName.NameField.GIVEN || id == PersonName.NameField.GIVEN2
                    || id == PersonName.NameField.SURNAME || id == PersonName.NameField.SURNAME2;
            boolean whole = !modifiers.containsKey(PersonName.FieldModifier.INITIAL)
                    && !modifiers.containsKey(PersonName.FieldModifier.MONOGRAM)
                    && !modifiers.containsKey(PersonName.FieldModifier.PREFIX);
            if (part && whole) {
                String value = (String) Internals.call(ELEMENT_FORMAT, element, hacked);
                if (value != null && !value.isEmpty()) {
                    return true;
                }
            }
        }
        return false;
    }
}
