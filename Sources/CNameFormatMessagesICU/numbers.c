// Numbers and plural categories through the system ICU. See include/nfi_numbers.h.

#include "CNameFormatMessagesICU.h"
#include "../CNameFormatICU/locale_id.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>
#include <unicode/utypes.h>

struct NFINumberFormatter {
    /// ICU's number formatter; NULL when `format` formats instead.
    UNumberFormatter *formatter;
    /// A DecimalFormat (MessageFormat's `currency` and pattern styles), which picks plural categories as ICU
    /// MessageFormat does with one (uplrules_selectWithFormat).
    UNumberFormat *format;
};

/// A formatter that holds `formatter` or `format` (the other NULL), or NULL with `*icuStatus` set.
static NFINumberFormatter *nfi_number_formatter_wrap(UNumberFormatter *formatter, UNumberFormat *format,
                                                     int32_t *icuStatus) {
    NFINumberFormatter *result = (NFINumberFormatter *)malloc(sizeof(NFINumberFormatter));
    if (result == NULL) {
        unumf_close(formatter);
        unum_close(format);
        *icuStatus = (int32_t)U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    result->formatter = formatter;
    result->format = format;
    return result;
}

struct NFIPluralRules {
    UPluralRules *rules;
};

NFINumberFormatter *nfi_number_formatter_open(const char *tag, int32_t fractionDigits, int32_t *icuStatus) {
    char locale[NFI_TAG_CAPACITY];
    if (nfi_locale_id(tag, locale, icuStatus) != 0) return NULL;
    UErrorCode status = U_ZERO_ERROR;
    // A skeleton in UTF-16: "precision-integer", ".000000" (exactly N digits) or ".###############" (up to 15).
    UChar skeleton[64];
    int32_t count = 0;
    if (fractionDigits == 0) {
        count = u_unescape("precision-integer", skeleton, 64);
    } else if (fractionDigits == NFI_NUMBER_MESSAGE_DECIMAL) {
        count = u_unescape(".### group-on-aligned", skeleton, 64);
    } else if (fractionDigits == NFI_NUMBER_MESSAGE_INTEGER) {
        count = u_unescape("precision-integer group-on-aligned", skeleton, 64);
    } else if (fractionDigits == NFI_NUMBER_MESSAGE_PERCENT) {
        count = u_unescape("percent scale/100 precision-integer group-on-aligned", skeleton, 64);
    } else {
        int32_t digits = fractionDigits < 0 ? 15 : (fractionDigits > 30 ? 30 : fractionDigits);
        skeleton[count++] = u'.';
        for (int32_t index = 0; index < digits; index++) skeleton[count++] = fractionDigits < 0 ? u'#' : u'0';
        skeleton[count] = 0;
    }
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(skeleton, count, locale, &status);
    *icuStatus = (int32_t)status;
    if (U_FAILURE(status)) {
        unumf_close(formatter);
        return NULL;
    }
    return nfi_number_formatter_wrap(formatter, NULL, icuStatus);
}

/// Whether `c` is Pattern_White_Space, which MessageFormat trims from a style.
static int nfi_is_pattern_white_space(UChar c) {
    return c == ' ' || (c >= 0x09 && c <= 0x0D) || c == 0x85 || c == 0x200E || c == 0x200F || c == 0x2028 ||
           c == 0x2029;
}

/// Whether the UTF-16 `style` is `keyword` (lowercase ASCII), with pattern white space around it and in any case,
/// as MessageFormat::findKeyword reads a style.
static int nfi_is_style_keyword(const UChar *style, int32_t length, const char *keyword) {
    int32_t start = 0;
    while (start < length && nfi_is_pattern_white_space(style[start])) start++;
    int32_t end = length;
    while (end > start && nfi_is_pattern_white_space(style[end - 1])) end--;
    int32_t keywordLength = (int32_t)strlen(keyword);
    if (end - start != keywordLength) return 0;
    for (int32_t index = 0; index < keywordLength; index++) {
        UChar c = style[start + index];
        if (c >= 'A' && c <= 'Z') c = (UChar)(c - 'A' + 'a');
        if (c != (UChar)keyword[index]) return 0;
    }
    return 1;
}

NFINumberFormatter *nfi_number_formatter_open_style(const char *tag, const char *style, int32_t length,
                                                    int32_t *icuStatus) {
    *icuStatus = 0;
    char locale[NFI_TAG_CAPACITY];
    if (nfi_locale_id(tag, locale, icuStatus) != 0) return NULL;
    if (length < 0 || length > 4096) {
        *icuStatus = (int32_t)U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    UChar text[4096];
    int32_t textLength = 0;
    UErrorCode status = U_ZERO_ERROR;
    u_strFromUTF8WithSub(text, 4096, &textLength, style, length, 0xFFFD, NULL, &status);
    if (U_FAILURE(status)) {
        *icuStatus = (int32_t)status;
        return NULL;
    }
    if (nfi_is_style_keyword(text, textLength, "currency")) {
        UNumberFormat *format = unum_open(UNUM_CURRENCY, NULL, 0, locale, NULL, &status);
        *icuStatus = (int32_t)status;
        if (U_FAILURE(status)) {
            unum_close(format);
            return NULL;
        }
        return nfi_number_formatter_wrap(NULL, format, icuStatus);
    }
    // A skeleton after `::` (white space before it skipped), as MessageFormat takes one.
    int32_t start = 0;
    while (start < textLength && nfi_is_pattern_white_space(text[start])) start++;
    if (start + 1 < textLength && text[start] == ':' && text[start + 1] == ':') {
        UParseError parseError;
        UNumberFormatter *formatter =
            unumf_openForSkeletonAndLocaleWithError(text + start + 2, textLength - start - 2, locale, &parseError,
                                                    &status);
        *icuStatus = (int32_t)status;
        if (U_FAILURE(status)) {
            unumf_close(formatter);
            return NULL;
        }
        return nfi_number_formatter_wrap(formatter, NULL, icuStatus);
    }
    // A DecimalFormat pattern, with the locale's symbols.
    UParseError parseError;
    UNumberFormat *format = unum_open(UNUM_PATTERN_DECIMAL, text, textLength, locale, &parseError, &status);
    *icuStatus = (int32_t)status;
    if (U_FAILURE(status)) {
        unum_close(format);
        return NULL;
    }
    return nfi_number_formatter_wrap(NULL, format, icuStatus);
}

void nfi_number_formatter_close(NFINumberFormatter *formatter) {
    if (formatter == NULL) return;
    unumf_close(formatter->formatter);
    unum_close(formatter->format);
    free(formatter);
}

NFIPluralRules *nfi_plural_rules_open(const char *tag, int32_t ordinal, int32_t *icuStatus) {
    char locale[NFI_TAG_CAPACITY];
    if (nfi_locale_id(tag, locale, icuStatus) != 0) return NULL;
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_openForType(locale, ordinal ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL, &status);
    *icuStatus = (int32_t)status;
    if (U_FAILURE(status)) {
        uplrules_close(rules);
        return NULL;
    }
    NFIPluralRules *result = (NFIPluralRules *)malloc(sizeof(NFIPluralRules));
    if (result == NULL) {
        uplrules_close(rules);
        *icuStatus = (int32_t)U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    result->rules = rules;
    return result;
}

void nfi_plural_rules_close(NFIPluralRules *rules) {
    if (rules == NULL) return;
    uplrules_close(rules->rules);
    free(rules);
}

/// The category of a keyword uplrules writes (`one`, `few`).
static int32_t nfi_plural_category(const UChar *keyword, int32_t length) {
    static const char *const names[] = {"zero", "one", "two", "few", "many"};
    for (int32_t category = 0; category < 5; category++) {
        int32_t nameLength = (int32_t)strlen(names[category]);
        if (nameLength != length) continue;
        int32_t index = 0;
        while (index < length && keyword[index] == (UChar)names[category][index]) index++;
        if (index == length) return category;
    }
    return NFI_PLURAL_OTHER;
}

/// Writes `length` units of formatted `text`, which ICU wrote with `status`, as UTF-8, for the nfi_number_format
/// functions.
static int32_t nfi_number_text(const UChar *text, int32_t length, UErrorCode status, char *out, int32_t capacity,
                               int32_t *icuStatus) {
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) {
        *icuStatus = (int32_t)(U_FAILURE(status) ? status : U_BUFFER_OVERFLOW_ERROR);
        return NFI_FAILURE;
    }
    int32_t written = 0;
    UErrorCode convertStatus = U_ZERO_ERROR;
    u_strToUTF8WithSub(out, capacity, &written, text, length, 0xFFFD, NULL, &convertStatus);
    if (U_FAILURE(convertStatus) && convertStatus != U_BUFFER_OVERFLOW_ERROR) {
        *icuStatus = (int32_t)convertStatus;
        return NFI_FAILURE;
    }
    *icuStatus = 0;
    return written;
}

/// Writes the formatted `result` (closing it) and its plural category by `rules`, for the nfi_number_format functions.
static int32_t nfi_number_result(UFormattedNumber *result, UErrorCode status, const NFIPluralRules *rules,
                                 int32_t *category, char *out, int32_t capacity, int32_t *icuStatus) {
    *category = NFI_PLURAL_OTHER;
    UChar text[128];
    int32_t textLength = unumf_resultToString(result, text, 128, &status);
    if (U_SUCCESS(status) && rules != NULL) {
        UChar keyword[16];
        UErrorCode selectStatus = U_ZERO_ERROR;
        int32_t keywordLength = uplrules_selectFormatted(rules->rules, result, keyword, 16, &selectStatus);
        if (U_SUCCESS(selectStatus)) *category = nfi_plural_category(keyword, keywordLength);
    }
    unumf_closeResult(result);
    return nfi_number_text(text, textLength, status, out, capacity, icuStatus);
}

/// Writes what a DecimalFormat wrote, `length` units of `text` with `status`, and the plural category of `number`
/// by `rules` as that format shows it (ICU MessageFormat's rule for a plural formatted with one), for the
/// nfi_number_format functions.
static int32_t nfi_format_result(const UNumberFormat *format, const UChar *text, int32_t length, UErrorCode status,
                                 const NFIPluralRules *rules, double number, int32_t *category, char *out,
                                 int32_t capacity, int32_t *icuStatus) {
    *category = NFI_PLURAL_OTHER;
    if (U_SUCCESS(status) && rules != NULL) {
        UChar keyword[16];
        UErrorCode selectStatus = U_ZERO_ERROR;
        int32_t keywordLength = uplrules_selectWithFormat(rules->rules, number, format, keyword, 16, &selectStatus);
        if (U_SUCCESS(selectStatus)) *category = nfi_plural_category(keyword, keywordLength);
    }
    return nfi_number_text(text, length, status, out, capacity, icuStatus);
}

int32_t nfi_number_format(const NFINumberFormatter *formatter, const NFIPluralRules *rules, int32_t isInteger,
                          int64_t integer, double real, int32_t *category, char *out, int32_t capacity,
                          int32_t *icuStatus) {
    UErrorCode status = U_ZERO_ERROR;
    if (formatter->format != NULL) {
        UChar text[256];
        int32_t length = isInteger ? unum_formatInt64(formatter->format, integer, text, 256, NULL, &status)
                                   : unum_formatDouble(formatter->format, real, text, 256, NULL, &status);
        return nfi_format_result(formatter->format, text, length, status, rules, isInteger ? (double)integer : real,
                                 category, out, capacity, icuStatus);
    }
    UFormattedNumber *result = unumf_openResult(&status);
    if (isInteger) {
        unumf_formatInt(formatter->formatter, integer, result, &status);
    } else {
        unumf_formatDouble(formatter->formatter, real, result, &status);
    }
    return nfi_number_result(result, status, rules, category, out, capacity, icuStatus);
}

int32_t nfi_number_format_unsigned(const NFINumberFormatter *formatter, const NFIPluralRules *rules, uint64_t value,
                                   int32_t *category, char *out, int32_t capacity, int32_t *icuStatus) {
    uint64_t unsignedValue = value;
    // The decimal digits, written here: ICU's decimal input is exact where a double is not.
    char digits[21];
    int32_t start = (int32_t)sizeof digits;
    do {
        digits[--start] = (char)('0' + value % 10);
        value /= 10;
    } while (value > 0);
    UErrorCode status = U_ZERO_ERROR;
    if (formatter->format != NULL) {
        UChar text[256];
        int32_t length = unum_formatDecimal(formatter->format, digits + start, (int32_t)sizeof digits - start, text,
                                            256, NULL, &status);
        return nfi_format_result(formatter->format, text, length, status, rules, (double)unsignedValue, category, out,
                                 capacity, icuStatus);
    }
    UFormattedNumber *result = unumf_openResult(&status);
    unumf_formatDecimal(formatter->formatter, digits + start, (int32_t)sizeof digits - start, result, &status);
    return nfi_number_result(result, status, rules, category, out, capacity, icuStatus);
}

int32_t nfi_plural_select_integer(const NFIPluralRules *rules, int64_t value) {
    return nfi_plural_select(rules, (double)value);
}

int32_t nfi_plural_select(const NFIPluralRules *rules, double value) {
    UChar keyword[16];
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uplrules_select(rules->rules, value, keyword, 16, &status);
    return U_SUCCESS(status) ? nfi_plural_category(keyword, length) : NFI_PLURAL_OTHER;
}

int32_t nfi_number_formatter_is_decimal_format(const NFINumberFormatter *formatter) {
    return formatter->format != NULL;
}
