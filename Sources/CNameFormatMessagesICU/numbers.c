// Numbers and plural categories through the system ICU. See include/nfi_numbers.h.

#include "CNameFormatMessagesICU.h"
#include "../CNameFormatICU/locale_id.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/uloc.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>
#include <unicode/utypes.h>

struct NFINumberFormatter {
    UNumberFormatter *formatter;
};

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
    NFINumberFormatter *result = (NFINumberFormatter *)malloc(sizeof(NFINumberFormatter));
    if (result == NULL) {
        unumf_close(formatter);
        *icuStatus = (int32_t)U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    result->formatter = formatter;
    return result;
}

void nfi_number_formatter_close(NFINumberFormatter *formatter) {
    if (formatter == NULL) return;
    unumf_close(formatter->formatter);
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
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) {
        *icuStatus = (int32_t)(U_FAILURE(status) ? status : U_BUFFER_OVERFLOW_ERROR);
        return NFI_FAILURE;
    }
    int32_t length = 0;
    UErrorCode convertStatus = U_ZERO_ERROR;
    u_strToUTF8WithSub(out, capacity, &length, text, textLength, 0xFFFD, NULL, &convertStatus);
    if (U_FAILURE(convertStatus) && convertStatus != U_BUFFER_OVERFLOW_ERROR) {
        *icuStatus = (int32_t)convertStatus;
        return NFI_FAILURE;
    }
    *icuStatus = 0;
    return length;
}

int32_t nfi_number_format(const NFINumberFormatter *formatter, const NFIPluralRules *rules, int32_t isInteger,
                          int64_t integer, double real, int32_t *category, char *out, int32_t capacity,
                          int32_t *icuStatus) {
    UErrorCode status = U_ZERO_ERROR;
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
    // The decimal digits, written here: ICU's decimal input is exact where a double is not.
    char digits[21];
    int32_t start = (int32_t)sizeof digits;
    do {
        digits[--start] = (char)('0' + value % 10);
        value /= 10;
    } while (value > 0);
    UErrorCode status = U_ZERO_ERROR;
    UFormattedNumber *result = unumf_openResult(&status);
    unumf_formatDecimal(formatter->formatter, digits + start, (int32_t)sizeof digits - start, result, &status);
    return nfi_number_result(result, status, rules, category, out, capacity, icuStatus);
}

int32_t nfi_plural_select_integer(const NFIPluralRules *rules, int64_t value) {
    UChar keyword[16];
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uplrules_select(rules->rules, (double)value, keyword, 16, &status);
    return U_SUCCESS(status) ? nfi_plural_category(keyword, length) : NFI_PLURAL_OTHER;
}
