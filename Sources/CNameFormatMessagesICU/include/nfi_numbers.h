// Numbers and plural categories (numbers.c), for the values a localized message holds. Part of CNameFormatMessagesICU.h.

#ifndef NFI_NUMBERS_H
#define NFI_NUMBERS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A number formatter for one locale and one precision (ICU's UNumberFormatter). Immutable once open, so one may be
/// used from many threads at once. Close it with `nfi_number_formatter_close`.
typedef struct NFINumberFormatter NFINumberFormatter;

/// The formats of ICU MessageFormat's numbers, for `nfi_number_formatter_open`'s `fractionDigits`: what
/// NumberFormat::createInstance writes (grouping at every separator, at most 3 fraction digits, half-even), for
/// `{n}`, `{n, number}` and `#`; the same rounded to an integer, for `{n, number, integer}`; and
/// createPercentInstance's, for `{n, number, percent}`.
enum {
    NFI_NUMBER_MESSAGE_DECIMAL = -2,
    NFI_NUMBER_MESSAGE_INTEGER = -3,
    NFI_NUMBER_MESSAGE_PERCENT = -4,
};

/// Opens a formatter for the BCP 47 `tag`, with the locale's own digits and grouping. `fractionDigits` is the
/// exact number of digits after the decimal separator (0 for integers; `%f` has 6), -1 for as many as the value
/// needs, up to 15, or an NFI_NUMBER_MESSAGE_ format. Returns NULL with `*icuStatus` set on failure.
NFINumberFormatter *nfi_number_formatter_open(const char *tag, int32_t fractionDigits, int32_t *icuStatus);

/// Opens the formatter of an ICU MessageFormat number style (`{n, number, <style>}`) for the BCP 47 `tag`, as
/// MessageFormat makes it: `currency` (any case, white space around it) the locale's currency format, `::` and a
/// skeleton a number skeleton, anything else a DecimalFormat pattern with the locale's symbols. `style` is `length`
/// bytes of UTF-8 (at most 4096). Returns NULL with `*icuStatus` set when ICU refuses the style or the locale.
NFINumberFormatter *nfi_number_formatter_open_style(const char *tag, const char *style, int32_t length,
                                                    int32_t *icuStatus);

/// Whether the formatter is a DecimalFormat (a `currency` or pattern style), with which ICU MessageFormat picks a
/// plural's category by the number as the format shows it; a skeleton's formatter is not, and MessageFormat picks
/// by the number itself (`nfi_plural_select`).
int32_t nfi_number_formatter_is_decimal_format(const NFINumberFormatter *formatter);

/// Closes a formatter; NULL is ignored.
void nfi_number_formatter_close(NFINumberFormatter *formatter);

/// The cardinal or ordinal plural rules of one language (ICU's UPluralRules). Selecting with them is const, so one
/// may be used from many threads at once. Close them with `nfi_plural_rules_close`.
typedef struct NFIPluralRules NFIPluralRules;

/// Opens the cardinal plural rules (the ordinal ones when `ordinal` is non-zero) of the BCP 47 `tag`'s language
/// (root's, where CLDR has none: `other` only). Returns NULL with `*icuStatus` set on failure.
NFIPluralRules *nfi_plural_rules_open(const char *tag, int32_t ordinal, int32_t *icuStatus);

/// Closes plural rules; NULL is ignored.
void nfi_plural_rules_close(NFIPluralRules *rules);

/// The plural categories, in CLDR's order; `nfi_number_format` writes one of these.
enum {
    NFI_PLURAL_ZERO = 0,
    NFI_PLURAL_ONE = 1,
    NFI_PLURAL_TWO = 2,
    NFI_PLURAL_FEW = 3,
    NFI_PLURAL_MANY = 4,
    NFI_PLURAL_OTHER = 5,
};

/// Formats `integer` (when `isInteger` is non-zero) or `real` with `formatter`, writing UTF-8 by the string
/// contract of CNameFormatICU.h. With `rules`, `*category` receives the plural category of the number as formatted
/// (`1.0` is `other` in English, where `1` is `one`: uplrules_selectFormatted, or uplrules_selectWithFormat for a
/// DecimalFormat, which reads the number as a double); without, NFI_PLURAL_OTHER. A real that
/// is not finite is formatted as ICU writes it (`∞`, `NaN`) and is `other`. Returns the length or NFI_FAILURE.
int32_t nfi_number_format(const NFINumberFormatter *formatter, const NFIPluralRules *rules, int32_t isInteger,
                          int64_t integer, double real, int32_t *category, char *out, int32_t capacity,
                          int32_t *icuStatus);

/// Formats the unsigned integer `value` exactly, as `nfi_number_format` formats an integer (through ICU's decimal
/// input: a double rounds the values past 2^53 that an int64_t cannot hold), with its plural category as formatted.
/// Returns the length or NFI_FAILURE.
int32_t nfi_number_format_unsigned(const NFINumberFormatter *formatter, const NFIPluralRules *rules, uint64_t value,
                                   int32_t *category, char *out, int32_t capacity, int32_t *icuStatus);

/// The plural category (an NFI_PLURAL_ value) of the integer `value` by `rules` (uplrules_select): the same as
/// `nfi_number_format`'s for an integer formatted without fraction digits. Exact for magnitudes below 2^53.
int32_t nfi_plural_select_integer(const NFIPluralRules *rules, int64_t value);

/// The plural category (an NFI_PLURAL_ value) of `value` itself by `rules` (uplrules_select), with the fraction
/// digits a double shows: `1.0` is `one` in English.
int32_t nfi_plural_select(const NFIPluralRules *rules, double value);

#ifdef __cplusplus
}
#endif

#endif
