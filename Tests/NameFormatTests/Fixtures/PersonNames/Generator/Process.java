// What both person-name golden generators share (ICU4J 72's SpecFormatter here, ICU4J 73's Predictor73 in
// ../../PersonNames73/Generator): the documented process's steps that use only ICU's public data and APIs, not a
// PersonNameFormatter of either version: the name locale, the formatting locale, the order and the space replacement
// (steps 2 to 5 and 9 of PersonNameFormatting.md), and the rule for literals around empty fields (step 8).

import com.ibm.icu.impl.ICUData;
import com.ibm.icu.impl.ICUResourceBundle;
import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UScript;
import com.ibm.icu.util.ULocale;
import com.ibm.icu.util.UResourceBundle;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

@SuppressWarnings("deprecation") // ICUResourceBundle and ICUData are ICU4J internals
final class Process {

    private Process() {}

    /**
     * UTS #35 Part 8, "Process a namePattern", with the empty-field rule of CLDR 43 and later: text before the first
     * populated field goes only when a field before it is empty, and likewise at the end; between two populated
     * fields, the empty fields and the literals between them go, and the two literals left side by side coalesce.
     */
    static String fillLiterals(List<String> literals, List<String> values, boolean blankLiteralGivesWay) {
        return fillLiterals(literals, values, blankLiteralGivesWay ? BlankLiterals.OTHER_LITERAL : BlankLiterals.SPEC);
    }

    /**
     * How a literal that is only whitespace coalesces with the other literal next to empty fields (step 4 of
     * "Process a namePattern", whose letter gives "Pérez , Lucía" for "{surname} {surname2}, {given}" without a
     * second surname).
     */
    enum BlankLiterals {
        /** The letter of step 4. */
        SPEC,
        /** The other literal, whole ("Pérez, Lucía"): the package's reading on CLDR 42's data. */
        OTHER_LITERAL,
        /**
         * What the first literal has before its first whitespace, one whitespace character (the first's, else the
         * second's last) and what the second has after its last whitespace ("Pérez Lucía"): the package's reading
         * from CLDR 43 on, where CLDR's own test data coalesce so.
         */
        CUT_AT_WHITESPACE
    }

    static String fillLiterals(List<String> literals, List<String> values, BlankLiterals blankLiterals) {
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
                        : coalesce(literals.get(pending), literals.get(i), blankLiterals));
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
    static String coalesce(String a, String b, BlankLiterals blankLiterals) {
        if (blankLiterals == BlankLiterals.OTHER_LITERAL) {
            if (isBlank(a) && !b.isEmpty()) {
                return b;
            }
            if (isBlank(b)) {
                return a;
            }
        }
        if (blankLiterals == BlankLiterals.CUT_AT_WHITESPACE && !a.isEmpty() && !b.isEmpty()
                && (isBlank(a) || isBlank(b))) {
            int head = 0;
            while (head < a.length() && !UCharacter.isUWhiteSpace(a.codePointAt(head))) {
                head += Character.charCount(a.codePointAt(head));
            }
            int tail = b.length();
            while (tail > 0 && !UCharacter.isUWhiteSpace(b.codePointBefore(tail))) {
                tail -= Character.charCount(b.codePointBefore(tail));
            }
            StringBuilder out = new StringBuilder(a.substring(0, head));
            if (head < a.length()) {
                out.appendCodePoint(a.codePointAt(head));
            } else if (tail > 0) {
                out.appendCodePoint(b.codePointBefore(tail));
            }
            return out.append(b.substring(tail)).toString();
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
        /** The locale whose case mapping allCaps and monograms use: the name's, but el for a Greek-script name. */
        ULocale casingLocale;
    }

    private static final Map<String, Resolution> resolutions = new HashMap<>();

    /**
     * The name locale, the formatting locale, the order and the space replacement for a name and a viewer, the way
     * the package documents them (PersonNameFormatting.md, steps 2 to 5 and 9).
     */
    static Resolution resolve(String viewerId, Map<String, String> entry, Set<String> spacelessWithoutData) {
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
        String replacement = isNative
                ? personNamesString(data, "nativeSpaceReplacement",
                        spacelessWithoutData.contains(formattingLanguage) ? "" : " ")
                : personNamesString(data, "foreignSpaceReplacement", " ");
        r.spaceReplacement = replacement.equals(" ") ? null : replacement;
        r.givenFirst = nameOrder(data, orderingLocale);
        r.casingLocale = "Grek".equals(script) ? new ULocale("el") : nameLocale;
        resolutions.put(key, r);
        return r;
    }

    /**
     * The script of the first character of the surname (the plain surname, else the prefix and core joined), then
     * of the given name, that is not Common, Inherited or Unknown; null when there is none.
     */
    static String nameScript(Map<String, String> entry) {
        String surname = plainSurname(entry);
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
     * The locale whose bundle ICU opens for `id`, with CLDR's inheritance: the locale without a script that is the
     * likely one for its language and region, where it has a bundle (as ICU4C opens en_GB's for en_Latn_GB); then
     * truncation, except that a locale whose
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
                // A script that is the likely one for the language and region says nothing: en_Latn_GB is en_GB.
                String withoutScript = parts.getLanguage() + "_" + parts.getCountry();
                String likely = ULocale.addLikelySubtags(new ULocale(withoutScript)).getScript();
                if (likely.equals(parts.getScript()) && bundleExists(withoutScript)) {
                    return withoutScript;
                }
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

    /**
     * Every available locale of the base ICU data (root excluded) whose own bundle, opened without fallback,
     * is that very locale (so alias locales such as `iw` or `no_NO` drop out) and has a `personNames` table of
     * its own: {@code ICUResourceBundle.at} reads the bundle's own table only, never a parent's.
     */
    static List<String> localesWithOwnData() {
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
}
