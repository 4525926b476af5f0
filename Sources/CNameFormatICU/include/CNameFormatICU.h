// The package's one door to the system ICU (libicu-dev).
//
// Only plain C types cross this header: Foundation on Linux embeds its own ICU whose C types have the same
// names as the system ICU's, so a Swift module must never see ICU's headers. Everything ICU-specific stays in
// the .c files of this target, and the Swift side lives in Sources/NameFormat/Support/ICU/. What only localized
// messages use (MessageFormat's parse, numbers, plural rules, the locale matcher) is behind a door of its own,
// CNameFormatMessagesICU, which only the NameFormatMessages target links.

#ifndef CNAMEFORMATICU_H
#define CNAMEFORMATICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Every function below that writes a string takes `char *out, int32_t capacity` and follows one contract, ICU's
/// own: it returns the string's full length in bytes, not counting a NUL, whether or not it fit, and writes nothing
/// past `capacity`. When that length is at most `capacity`, `out` holds the whole string, followed by a NUL when
/// there is room for one (callers go by the length). When it is larger, `out` holds the part that fit (whole
/// characters), and the caller calls again with at least that capacity. A negative return is one of these codes.
enum {
    /// The input is not a well-formed identifier of the kind asked for.
    NFI_ILL_FORMED = -1,
    /// ICU reported a failure; `*icuStatus`, where the function has one, holds its code.
    NFI_FAILURE = -2,
    /// The resource does not exist for the locale, its parents or root.
    NFI_MISSING = -3,
};

/// The most bytes the locale functions handle, NUL included: they work in buffers of this size, and an identifier
/// or tag that needs more is NFI_FAILURE (`*icuStatus` U_BUFFER_OVERFLOW_ERROR).
enum { NFI_TAG_CAPACITY = 512 };

/// The most bytes of an ICU locale ID, NUL included (ICU's ULOC_FULLNAME_CAPACITY).
enum { NFI_LOCALE_ID_CAPACITY = 157 };

// Locales (locale.c).

/// Canonicalizes a BCP 47 language tag (`en-US-x-linearf`, `i-klingon`, `EN-us`) into ICU's canonical
/// BCP 47 form.
///
/// Returns the tag's length or a negative NFI_ code. `*parsedLength` receives how many bytes of `tag` ICU consumed; a
/// result of NFI_ILL_FORMED means ICU stopped before the end.
int32_t nfi_canonicalize_language_tag(const char *tag, char *out, int32_t capacity, int32_t *parsedLength,
                                      int32_t *icuStatus);

/// Canonicalizes an ICU or POSIX-style locale identifier (`en_US@x=linearf`, `de_DE`) into ICU's canonical
/// BCP 47 form.
///
/// With `strict` non-zero, an identifier that ICU cannot express as a well-formed BCP 47 tag is NFI_ILL_FORMED;
/// with `strict` zero, ICU drops the parts it cannot express. Returns the tag's length or a negative NFI_ code.
int32_t nfi_canonicalize_icu_identifier(const char *identifier, int32_t strict, char *out, int32_t capacity,
                                        int32_t *icuStatus);

/// Writes ICU's name for an ICU status code (`U_ILLEGAL_ARGUMENT_ERROR`); returns its length.
int32_t nfi_status_name(int32_t icuStatus, char *out, int32_t capacity);

/// Writes the system ICU's version (`72.1`); returns its length.
int32_t nfi_icu_version(char *out, int32_t capacity);

/// Writes the version of the CLDR data the system ICU carries (`42.0`); returns its length, or NFI_FAILURE.
int32_t nfi_cldr_version(char *out, int32_t capacity, int32_t *icuStatus);

/// Adds likely subtags (`und-Jpan` → `ja_Jpan_JP`, `de` → `de_Latn_DE`), writing an ICU locale ID. Returns its
/// length or NFI_FAILURE.
int32_t nfi_add_likely_subtags(const char *locale, char *out, int32_t capacity, int32_t *icuStatus);

// Person names (personnames.c).

/// Reads one string of the `personNames` resource at `path` (such as
/// `namePattern/givenFirst-long-referring-formal` or `initialPattern/initial`) for the ICU locale ID `locale`,
/// with ICU's own fallback through the parent locales (including `%%Parent` links such as es_AR → es_419) to root.
///
/// A string resource has one string and an array resource `*count` strings; `index` picks one, written as UTF-8. A
/// locale with no bundle at all reads root's data, never the process's default locale. Returns the string's length,
/// or NFI_MISSING or NFI_FAILURE.
int32_t nfi_person_names_string(const char *locale, const char *path, int32_t index, char *out, int32_t capacity,
                                int32_t *count, int32_t *icuStatus);

/// Writes the ID of the bundle that holds the `personNames` resource at `path` for `locale`, found as
/// `nfi_person_names_string` finds it: `en`, `es_419`, or `root` when the value is root's. Returns its length, or
/// NFI_MISSING or NFI_FAILURE.
int32_t nfi_person_names_bundle(const char *locale, const char *path, char *out, int32_t capacity,
                                int32_t *icuStatus);

// Scripts (scripts.c).

/// Script codes with a meaning of their own in the name-script derivation.
enum {
    NFI_SCRIPT_COMMON = 0,
    NFI_SCRIPT_INHERITED = 1,
    NFI_SCRIPT_UNKNOWN = 103,
};

/// The Unicode Script property of a code point, as ICU's script code (stable numbers; see NFI_SCRIPT_*).
int32_t nfi_script_of_code_point(uint32_t codePoint);

/// Writes the ISO 15924 short name of a script code (`Latn`, `Hani`; `Zzzz` for a code ICU does not name); returns
/// its length.
int32_t nfi_script_short_name(int32_t script, char *out, int32_t capacity);

// Text (text.c).

/// What `nfi_text_properties` reports of a code point, as bits.
enum {
    /// General_Category Cc (C0 and C1 controls, DEL).
    NFI_TEXT_CONTROL = 1 << 0,
    /// General_Category Zl or Zp (U+2028, U+2029).
    NFI_TEXT_LINE_SEPARATOR = 1 << 1,
    /// White_Space.
    NFI_TEXT_WHITE_SPACE = 1 << 2,
    /// Bidi_Control: embeddings, overrides, isolates, LRM, RLM, ALM.
    NFI_TEXT_BIDI_CONTROL = 1 << 3,
    /// Default_Ignorable_Code_Point.
    NFI_TEXT_DEFAULT_IGNORABLE = 1 << 4,
    /// Variation_Selector.
    NFI_TEXT_VARIATION_SELECTOR = 1 << 5,
    /// Join_Control: ZWNJ and ZWJ.
    NFI_TEXT_JOIN_CONTROL = 1 << 6,
    /// General_Category Mn, Mc or Me.
    NFI_TEXT_MARK = 1 << 7,
    /// Bidi_Class L.
    NFI_TEXT_STRONG_LEFT_TO_RIGHT = 1 << 8,
    /// Bidi_Class R or AL.
    NFI_TEXT_STRONG_RIGHT_TO_LEFT = 1 << 9,
    /// Bidi_Class EN or AN.
    NFI_TEXT_NUMBER = 1 << 10,
    /// NFC_Quick_Check is No or Maybe: text with this code point may not be in NFC.
    NFI_TEXT_NOT_NFC_QUICK_CHECK_YES = 1 << 11,
    /// Grapheme_Cluster_Break Extend, ZWJ, SpacingMark, V or T: joins the character before it into one grapheme
    /// cluster (UAX #29 GB9, GB9a, GB7, GB8), so it cannot start a text that goes after other text.
    NFI_TEXT_CONTINUES_CLUSTER = 1 << 12,
    /// Grapheme_Cluster_Break Prepend or L: joins the character after it (GB9b, GB6), so it cannot end a text that
    /// goes before other text.
    NFI_TEXT_JOINS_NEXT = 1 << 13,
    /// Grapheme_Cluster_Break Regional_Indicator: pairs with its neighbour into a flag (GB12, GB13).
    NFI_TEXT_REGIONAL_INDICATOR = 1 << 14,
    /// Bidi_Paired_Bracket_Type Open or Close: `(`, `]`, `⁅`, … pair with each other across text (UAX #9 BD16).
    NFI_TEXT_PAIRED_BRACKET = 1 << 15,
    /// Bits 16 to 23 hold the Canonical_Combining_Class.
    NFI_TEXT_COMBINING_CLASS_SHIFT = 16,
    /// Bits 24 to 28 hold the Bidi_Class as one of the NFI_BIDI_ values.
    NFI_TEXT_BIDI_CLASS_SHIFT = 24,
};

/// The Bidi_Class values (UAX #9) in bits 24 to 28 of `nfi_text_properties`.
enum {
    NFI_BIDI_L = 0,
    NFI_BIDI_R = 1,
    NFI_BIDI_EN = 2,
    NFI_BIDI_ES = 3,
    NFI_BIDI_ET = 4,
    NFI_BIDI_AN = 5,
    NFI_BIDI_CS = 6,
    NFI_BIDI_B = 7,
    NFI_BIDI_S = 8,
    NFI_BIDI_WS = 9,
    NFI_BIDI_ON = 10,
    NFI_BIDI_LRE = 11,
    NFI_BIDI_LRO = 12,
    NFI_BIDI_AL = 13,
    NFI_BIDI_RLE = 14,
    NFI_BIDI_RLO = 15,
    NFI_BIDI_PDF = 16,
    NFI_BIDI_NSM = 17,
    NFI_BIDI_BN = 18,
    NFI_BIDI_FSI = 19,
    NFI_BIDI_LRI = 20,
    NFI_BIDI_RLI = 21,
    NFI_BIDI_PDI = 22,
};

/// The Unicode properties of a code point that decide whether it may reach output and which way it runs.
uint32_t nfi_text_properties(uint32_t codePoint);

/// Normalizes `length` bytes of UTF-8 to NFC and writes the result as UTF-8. Returns its length or NFI_FAILURE.
int32_t nfi_normalize_nfc(const char *utf8, int32_t length, char *out, int32_t capacity);

/// Normalizes `length` bytes of UTF-8 to NFKC_Casefold (`casefold` non-zero: compatibility forms, case and
/// default-ignorable characters folded, as UAX #31 advises for case-insensitive identifiers) or to NFKC (`casefold`
/// zero, for case-sensitive ones), and writes the result as UTF-8. Returns its length or NFI_FAILURE.
int32_t nfi_normalize_nfkc(const char *utf8, int32_t length, int32_t casefold, char *out, int32_t capacity);

/// Whether a locale's script is written right to left (`ar`, `he`, `ur`, `az_Arab`); 1 or 0.
int32_t nfi_locale_is_right_to_left(const char *locale);

/// Uppercases `length` bytes of well-formed UTF-8 by ICU's full case mapping for the ICU locale `locale`
/// (u_strToUpper): `el` takes the accents off Greek capitals (`Άννα` → `ΑΝΝΑ`), `tr` and `az` capitalize `i` as `İ`,
/// `lt` drops the dot above an `i`, and every locale maps `ß` to `SS`. Writes UTF-8; the result is at most three
/// times as long as `utf8`. Returns its length or NFI_FAILURE.
int32_t nfi_to_upper(const char *locale, const char *utf8, int32_t length, char *out, int32_t capacity);

// Bidi (bidi.c): ICU's own UAX #9, for checking that a name leaves the levels of the text around it alone.

/// Runs the Unicode Bidirectional Algorithm (ubidi_setPara) over `length` UTF-16 units and writes the resolved
/// embedding level of each unit to `levels` (room for `length`). `paragraphLevel` is 0 or 1, or -1 for the
/// direction of each paragraph's first strong character, left to right when it has none (UBIDI_DEFAULT_LTR).
/// Returns 0, or NFI_FAILURE with `*icuStatus` set.
int32_t nfi_bidi_levels(const uint16_t *text, int32_t length, int32_t paragraphLevel, uint8_t *levels,
                        int32_t *icuStatus);

// Look-alikes (spoof.c): UTS #39 confusable skeletons, restriction levels and the identifier profile.

/// A configured ICU spoof checker (USpoofChecker). Once opened it is never changed, and ICU documents its check
/// and skeleton functions on a const checker as safe to call from several threads at once (uspoof.h, "Thread
/// Safety"), so one checker serves every thread.
typedef struct nfi_spoof_checker nfi_spoof_checker;

/// UTS #39 restriction levels (section 5.2), in ICU's order: a name at a level also meets every level after it.
enum {
    NFI_SPOOF_LEVEL_ASCII = 1,
    NFI_SPOOF_LEVEL_SINGLE_SCRIPT = 2,
    NFI_SPOOF_LEVEL_HIGHLY_RESTRICTIVE = 3,
    NFI_SPOOF_LEVEL_MODERATELY_RESTRICTIVE = 4,
    NFI_SPOOF_LEVEL_MINIMALLY_RESTRICTIVE = 5,
    NFI_SPOOF_LEVEL_UNRESTRICTIVE = 6,
};

/// What `nfi_spoof_check` reports of a name, as bits.
enum {
    /// The name's scripts are beyond the checker's restriction level (USPOOF_RESTRICTION_LEVEL).
    NFI_SPOOF_RESTRICTION_LEVEL = 1 << 0,
    /// The same non-spacing mark twice in a row, or another sequence unlikely to show (USPOOF_INVISIBLE).
    NFI_SPOOF_INVISIBLE = 1 << 1,
    /// Digits of more than one numbering system (USPOOF_MIXED_NUMBERS).
    NFI_SPOOF_MIXED_NUMBERS = 1 << 2,
    /// A combining dot above on a letter that has a dot of its own, such as i + U+0307 (USPOOF_HIDDEN_OVERLAY).
    NFI_SPOOF_HIDDEN_OVERLAY = 1 << 3,
};

/// Opens a checker that checks a name's restriction level against `level` (an NFI_SPOOF_LEVEL_*), its invisible
/// sequences, numbers and hidden overlays, with every character allowed (the identifier profile is a check of its
/// own, `nfi_spoof_in_identifier_profile`, so that its characters are no reason to call a name mixed-script).
/// Returns NULL, with `*icuStatus` set, when ICU cannot open one.
nfi_spoof_checker *nfi_spoof_open(int32_t level, int32_t *icuStatus);

/// Closes a checker from `nfi_spoof_open`.
void nfi_spoof_close(nfi_spoof_checker *checker);

/// Checks `length` bytes of well-formed UTF-8. Returns NFI_SPOOF_* bits, or NFI_FAILURE with `*icuStatus` set.
/// `*level` receives the name's own restriction level (an NFI_SPOOF_LEVEL_*).
int32_t nfi_spoof_check(const nfi_spoof_checker *checker, const char *utf8, int32_t length, int32_t *level,
                        int32_t *icuStatus);

/// Writes the UTS #39 skeleton of `length` bytes of well-formed UTF-8 (uspoof_getSkeletonUTF8): two strings with
/// the same skeleton are confusable. Returns its length or NFI_FAILURE.
int32_t nfi_spoof_skeleton(const nfi_spoof_checker *checker, const char *utf8, int32_t length, char *out,
                           int32_t capacity, int32_t *icuStatus);

/// Whether a code point is in the identifier profile: UTS #39's recommended set (uspoof_getRecommendedSet), its
/// inclusion set (uspoof_getInclusionSet) and U+0020 SPACE, which names have between their words. 1 or 0; 0 too
/// when ICU cannot make the set.
int32_t nfi_spoof_in_identifier_profile(uint32_t codePoint);

// Collation and search (collation.c).
//
// A collator or searcher is an object of its own, not thread-safe: one owner uses it at a time, and closes it. Text
// goes in as UTF-8 and offsets come out in UTF-8 bytes. Locales are canonical BCP 47 tags (`de-u-co-phonebk`,
// `tr`, `en-US-x-linearf`), read with their `-u-co-` collation keyword.

/// A collator for one locale at ICU's default strength (tertiary), with a buffer of its own.
typedef struct NFICollator NFICollator;

/// Opens a collator for the BCP 47 `tag`; a locale without tailoring of its own gets its parent's or root's
/// order. Returns NULL with `*icuStatus` set on failure. Close it with `nfi_collator_close`.
NFICollator *nfi_collator_open(const char *tag, int32_t *icuStatus);

/// Closes a collator; NULL is ignored.
void nfi_collator_close(NFICollator *collator);

/// Writes the sort key of `length` bytes of UTF-8 into `out` (ill-formed sequences count as U+FFFD). Follows the
/// string contract above with bytes: returns the key's full length, its terminating zero byte included, however
/// much of it fit, or NFI_FAILURE. No key holds a zero byte before its end, so no key is a prefix of another.
int32_t nfi_collator_sort_key(NFICollator *collator, const char *utf8, int32_t length, uint8_t *out,
                              int32_t capacity, int32_t *icuStatus);

/// Writes the ICU locale ID whose collation data the collator uses (`de`, `root`); returns its length or
/// NFI_FAILURE.
int32_t nfi_collator_locale(NFICollator *collator, char *out, int32_t capacity, int32_t *icuStatus);

/// The bytes of a set of BMP code points, one bit each (bit `c & 7` of byte `c >> 3`).
enum { NFI_BMP_BITSET_BYTES = 0x10000 / 8 };

/// Writes the ICU locale whose collation data the BCP 47 `tag` gets (`de@collation=phonebook`, `cs`, `root` for
/// `de-AT` or `en-x-linearf`): one of the few tailorings ICU has, whatever the tag. Returns its length or NFI_FAILURE.
int32_t nfi_collation_data_locale(const char *tag, char *out, int32_t capacity, int32_t *icuStatus);

/// Writes into `bits` (NFI_BMP_BITSET_BYTES) the BMP code points that take part in a contraction or a context
/// mapping of the BCP 47 `tag`'s collation. Slow (ICU enumerates every contraction: 15 to 45 ms); callers cache it
/// by `nfi_collation_data_locale`. Returns 0 or NFI_FAILURE.
int32_t nfi_collator_contraction_characters(const char *tag, uint8_t *bits, int32_t *icuStatus);

/// A collation-based search for one query (usearch at primary strength, with a character break iterator so that
/// matches start and end on grapheme cluster boundaries), with a buffer of its own.
typedef struct NFISearcher NFISearcher;

/// Opens a searcher for `queryLength` bytes of UTF-8 under the BCP 47 `tag`'s collation. With the `tag`'s
/// `contractionCharacters` (from `nfi_collator_contraction_characters`), a text is ruled out before usearch runs when
/// none of its code points can give the query's first primary weight, or when its primary weights do not hold the
/// query's as a contiguous run: the same matches, faster. NULL turns that off, for tests that check so. Returns NULL
/// with `*icuStatus` set on failure (U_ILLEGAL_ARGUMENT_ERROR for an empty query). Close it with
/// `nfi_searcher_close`.
NFISearcher *nfi_searcher_open(const char *tag, const char *query, int32_t queryLength,
                               const uint8_t *contractionCharacters, int32_t *icuStatus);

/// Closes a searcher; NULL is ignored.
void nfi_searcher_close(NFISearcher *searcher);

/// Finds the query in `length` bytes of UTF-8, in order and without overlap. Writes each match's start and end
/// (exclusive) as UTF-8 byte offsets into `ranges`, two values a match, as many as `capacity` values hold, and
/// returns how many matches there are (0 for empty text), or NFI_FAILURE.
int32_t nfi_searcher_find(NFISearcher *searcher, const char *utf8, int32_t length, int32_t *ranges,
                          int32_t capacity, int32_t *icuStatus);

#ifdef __cplusplus
}
#endif

#endif
