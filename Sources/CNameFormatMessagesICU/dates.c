// Dates, times and rule-based numbers through the system ICU, made as ICU's MessageFormat::createAppropriateFormat
// makes them. See include/nfi_dates.h.

#include "CNameFormatMessagesICU.h"
#include "../CNameFormatICU/locale_id.h"
#include "../CNameFormatICU/nfi_strings.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/ustring.h>
#include <unicode/utypes.h>

struct NFIDateFormatter {
    UDateFormat *format;
    /// A copy of the formatter's calendar (its kind, zone and settings), which a date is formatted with in place
    /// while `lock` is held: udat_format makes and frees such a copy for every date, most of its cost. A thread that
    /// finds the lock taken formats through udat_format instead, so no thread waits. NULL when ICU could not copy it.
    UCalendar *calendar;
    pthread_mutex_t lock;
};

struct NFIRuleFormatter {
    UNumberFormat *format;
};

/// Whether `c` is Pattern_White_Space, which MessageFormat trims from a keyword and skips before `::`.
static int nfi_date_is_white_space(UChar c) {
    return c == ' ' || (c >= 0x09 && c <= 0x0D) || c == 0x85 || c == 0x200E || c == 0x200F || c == 0x2028 ||
           c == 0x2029;
}

/// The UDateFormatStyle of a MessageFormat date style keyword (`short`, `medium`, `long`, `full`, or nothing, with
/// pattern white space around it and in any case, as MessageFormat::findKeyword reads it), or -1 for another style.
static int32_t nfi_date_style_keyword(const UChar *style, int32_t length) {
    int32_t start = 0;
    while (start < length && nfi_date_is_white_space(style[start])) start++;
    int32_t end = length;
    while (end > start && nfi_date_is_white_space(style[end - 1])) end--;
    static const char *const keywords[] = {"", "short", "medium", "long", "full"};
    static const int32_t styles[] = {UDAT_DEFAULT, UDAT_SHORT, UDAT_MEDIUM, UDAT_LONG, UDAT_FULL};
    for (int32_t index = 0; index < 5; index++) {
        int32_t keywordLength = (int32_t)strlen(keywords[index]);
        if (end - start != keywordLength) continue;
        int32_t matched = 0;
        while (matched < keywordLength) {
            UChar c = style[start + matched];
            if (c >= 'A' && c <= 'Z') c = (UChar)(c - 'A' + 'a');
            if (c != (UChar)keywords[index][matched]) break;
            matched++;
        }
        if (matched == keywordLength) return styles[index];
    }
    return -1;
}

/// `length` bytes of UTF-8 as UTF-16 in `text` of NFI_DATE_MAX_STYLE_LENGTH units; returns the length, or -1 with
/// `*icuStatus` set.
static int32_t nfi_date_utf16(const char *utf8, int32_t length, UChar *text, int32_t *icuStatus) {
    if (length < 0 || length > NFI_DATE_MAX_STYLE_LENGTH) {
        *icuStatus = (int32_t)U_ILLEGAL_ARGUMENT_ERROR;
        return -1;
    }
    int32_t textLength = 0;
    UErrorCode status = U_ZERO_ERROR;
    u_strFromUTF8WithSub(text, NFI_DATE_MAX_STYLE_LENGTH, &textLength, utf8, length, 0xFFFD, NULL, &status);
    if (U_FAILURE(status)) {
        *icuStatus = (int32_t)status;
        return -1;
    }
    return textLength;
}

NFIDateFormatter *nfi_date_formatter_open(const char *tag, int32_t kind, const char *style, int32_t length,
                                          const char *timeZone, int32_t *icuStatus) {
    *icuStatus = 0;
    char locale[NFI_TAG_CAPACITY];
    if (nfi_locale_id(tag, locale, icuStatus) != 0) return NULL;
    UChar text[NFI_DATE_MAX_STYLE_LENGTH];
    int32_t textLength = nfi_date_utf16(style, length, text, icuStatus);
    if (textLength < 0) return NULL;
    UChar zone[128];
    int32_t zoneLength = 0;
    UErrorCode status = U_ZERO_ERROR;
    u_strFromUTF8(zone, 128, &zoneLength, timeZone, -1, &status);
    if (U_FAILURE(status) || zoneLength >= 128) {
        *icuStatus = (int32_t)(U_FAILURE(status) ? status : U_BUFFER_OVERFLOW_ERROR);
        return NULL;
    }
    UDateFormat *format = NULL;
    int32_t start = 0;
    while (start < textLength && nfi_date_is_white_space(text[start])) start++;
    if (kind == NFI_DATE_KIND_DEFAULT) {
        format = udat_open(UDAT_SHORT, UDAT_SHORT, locale, zone, zoneLength, NULL, 0, &status);
    } else if (start + 1 < textLength && text[start] == ':' && text[start + 1] == ':') {
        // A skeleton: DateFormat::createInstanceForSkeleton, the locale's best pattern for it.
        UDateTimePatternGenerator *generator = udatpg_open(locale, &status);
        UChar pattern[512];
        int32_t patternLength =
            udatpg_getBestPattern(generator, text + start + 2, textLength - start - 2, pattern, 512, &status);
        udatpg_close(generator);
        if (status == U_STRING_NOT_TERMINATED_WARNING) status = U_BUFFER_OVERFLOW_ERROR;
        if (U_SUCCESS(status)) {
            format = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, zone, zoneLength, pattern, patternLength, &status);
        }
    } else {
        int32_t keyword = nfi_date_style_keyword(text, textLength);
        UDateFormatStyle dateStyle = keyword >= 0 ? (UDateFormatStyle)keyword : UDAT_DEFAULT;
        format = kind == NFI_DATE_KIND_TIME
                     ? udat_open(dateStyle, UDAT_NONE, locale, zone, zoneLength, NULL, 0, &status)
                     : udat_open(UDAT_NONE, dateStyle, locale, zone, zoneLength, NULL, 0, &status);
        // A pattern, applied as written to the locale's default format, as MessageFormat applies it.
        if (keyword < 0 && U_SUCCESS(status)) udat_applyPattern(format, 0, text, textLength);
    }
    if (U_SUCCESS(status)) {
        // A pattern with a letter ICU does not know is refused here, where it is written: ICU4J's MessageFormat
        // refuses it, and ICU4C's leaves the letter out without a word (udat_format drops the status, which
        // udat_formatForFields keeps).
        UChar probe[64];
        udat_formatForFields(format, 0.0, probe, 64, NULL, &status);
        if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) status = U_ZERO_ERROR;
    }
    *icuStatus = (int32_t)status;
    if (U_FAILURE(status)) {
        udat_close(format);
        return NULL;
    }
    NFIDateFormatter *result = (NFIDateFormatter *)malloc(sizeof(NFIDateFormatter));
    if (result == NULL) {
        udat_close(format);
        *icuStatus = (int32_t)U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    result->format = format;
    UErrorCode calendarStatus = U_ZERO_ERROR;
    result->calendar = ucal_clone(udat_getCalendar(format), &calendarStatus);
    if (U_FAILURE(calendarStatus) || pthread_mutex_init(&result->lock, NULL) != 0) {
        ucal_close(result->calendar);
        result->calendar = NULL;
    }
    return result;
}

void nfi_date_formatter_close(NFIDateFormatter *formatter) {
    if (formatter == NULL) return;
    if (formatter->calendar != NULL) {
        ucal_close(formatter->calendar);
        pthread_mutex_destroy(&formatter->lock);
    }
    udat_close(formatter->format);
    free(formatter);
}

/// One call of a formatter of this file: writes UTF-16 into `text` of `capacity` units and returns its full length.
typedef int32_t (*nfi_formatting)(const void *formatter, const void *value, UChar *text, int32_t capacity,
                                  UErrorCode *status);

/// Calls `format` with a buffer on the stack, and again with one on the heap when the text is longer (a long
/// pattern's or a large number's text, bounded by the pattern and the number), and writes the text as UTF-8.
static int32_t nfi_formatted(nfi_formatting format, const void *formatter, const void *value, char *out,
                             int32_t capacity, int32_t *icuStatus) {
    UErrorCode status = U_ZERO_ERROR;
    UChar text[256];
    int32_t length = format(formatter, value, text, 256, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) {
        UChar *heap = (UChar *)malloc(((size_t)length + 1) * sizeof(UChar));
        if (heap == NULL) {
            *icuStatus = (int32_t)U_MEMORY_ALLOCATION_ERROR;
            return NFI_FAILURE;
        }
        status = U_ZERO_ERROR;
        int32_t again = format(formatter, value, heap, length + 1, &status);
        int32_t written =
            U_FAILURE(status) || again != length ? NFI_FAILURE : nfi_write_utf16(heap, length, out, capacity, icuStatus);
        if (written == NFI_FAILURE && U_FAILURE(status)) *icuStatus = (int32_t)status;
        if (written == NFI_FAILURE && U_SUCCESS(status)) *icuStatus = (int32_t)U_INTERNAL_PROGRAM_ERROR;
        free(heap);
        return written;
    }
    if (U_FAILURE(status)) {
        *icuStatus = (int32_t)status;
        return NFI_FAILURE;
    }
    return nfi_write_utf16(text, length, out, capacity, icuStatus);
}

static int32_t nfi_date_formatting(const void *formatter, const void *value, UChar *text, int32_t capacity,
                                   UErrorCode *status) {
    NFIDateFormatter *date = (NFIDateFormatter *)formatter;
    double milliseconds = *(const double *)value;
    if (date->calendar == NULL || pthread_mutex_trylock(&date->lock) != 0) {
        return udat_format(date->format, milliseconds, text, capacity, NULL, status);
    }
    // As DateFormat::format(UDate) does with its copy: an instant the calendar refuses formats as nothing.
    UErrorCode timeStatus = U_ZERO_ERROR;
    ucal_setMillis(date->calendar, milliseconds, &timeStatus);
    int32_t length = 0;
    if (U_SUCCESS(timeStatus)) {
        length = udat_formatCalendar(date->format, date->calendar, text, capacity, NULL, status);
    } else if (capacity > 0) {
        text[0] = 0;
    }
    pthread_mutex_unlock(&date->lock);
    return length;
}

int32_t nfi_date_format(const NFIDateFormatter *formatter, double milliseconds, char *out, int32_t capacity,
                        int32_t *icuStatus) {
    return nfi_formatted(nfi_date_formatting, formatter, &milliseconds, out, capacity, icuStatus);
}

int32_t nfi_date_time_zone(const char *tag, char *out, int32_t capacity, int32_t *icuStatus) {
    static const char utc[] = "UTC";
    char locale[NFI_TAG_CAPACITY];
    if (nfi_locale_id(tag, locale, icuStatus) != 0) return NFI_FAILURE;
    char keyword[128];
    UErrorCode status = U_ZERO_ERROR;
    int32_t keywordLength = uloc_getKeywordValue(locale, "timezone", keyword, 128, &status);
    *icuStatus = 0;
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING || keywordLength <= 0) {
        return nfi_write_utf8(utc, -1, out, capacity);
    }
    UChar zone[128];
    u_charsToUChars(keyword, zone, keywordLength);
    UChar canonical[128];
    UBool isSystemID = 0;
    int32_t canonicalLength = ucal_getCanonicalTimeZoneID(zone, keywordLength, canonical, 128, &isSystemID, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING || !isSystemID) {
        return nfi_write_utf8(utc, -1, out, capacity);
    }
    return nfi_write_utf16(canonical, canonicalLength, out, capacity, icuStatus);
}

NFIRuleFormatter *nfi_rule_formatter_open(const char *tag, int32_t kind, const char *ruleSet, int32_t length,
                                          int32_t *icuStatus) {
    *icuStatus = 0;
    char locale[NFI_TAG_CAPACITY];
    if (nfi_locale_id(tag, locale, icuStatus) != 0) return NULL;
    UChar text[NFI_DATE_MAX_STYLE_LENGTH];
    int32_t textLength = nfi_date_utf16(ruleSet, length, text, icuStatus);
    if (textLength < 0) return NULL;
    UNumberFormatStyle style = kind == NFI_RULE_KIND_ORDINAL    ? UNUM_ORDINAL
                               : kind == NFI_RULE_KIND_DURATION ? UNUM_DURATION
                                                                : UNUM_SPELLOUT;
    // The name trimmed, as ICU4J's MessageFormat reads it (`{n, spellout, %spellout-ordinal}` has a space before the
    // name; ICU4C's passes it with the space, which names no rule set).
    int32_t start = 0;
    while (start < textLength && nfi_date_is_white_space(text[start])) start++;
    while (textLength > start && nfi_date_is_white_space(text[textLength - 1])) textLength--;
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormat *format = unum_open(style, NULL, 0, locale, NULL, &status);
    if (U_SUCCESS(status) && textLength > start) {
        // MessageFormat ignores a rule set the locale does not have.
        UErrorCode ruleSetStatus = U_ZERO_ERROR;
        unum_setTextAttribute(format, UNUM_DEFAULT_RULESET, text + start, textLength - start, &ruleSetStatus);
    }
    *icuStatus = (int32_t)status;
    if (U_FAILURE(status)) {
        unum_close(format);
        return NULL;
    }
    NFIRuleFormatter *result = (NFIRuleFormatter *)malloc(sizeof(NFIRuleFormatter));
    if (result == NULL) {
        unum_close(format);
        *icuStatus = (int32_t)U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    result->format = format;
    return result;
}

void nfi_rule_formatter_close(NFIRuleFormatter *formatter) {
    if (formatter == NULL) return;
    unum_close(formatter->format);
    free(formatter);
}

/// A number for nfi_rule_formatting.
typedef struct {
    int32_t isInteger;
    int64_t integer;
    double real;
    const char *decimal;
} nfi_rule_value;

static int32_t nfi_rule_formatting(const void *formatter, const void *value, UChar *text, int32_t capacity,
                                   UErrorCode *status) {
    const UNumberFormat *format = ((const NFIRuleFormatter *)formatter)->format;
    const nfi_rule_value *number = (const nfi_rule_value *)value;
    if (number->decimal != NULL) {
        return unum_formatDecimal(format, number->decimal, (int32_t)strlen(number->decimal), text, capacity, NULL,
                                  status);
    }
    return number->isInteger ? unum_formatInt64(format, number->integer, text, capacity, NULL, status)
                             : unum_formatDouble(format, number->real, text, capacity, NULL, status);
}

int32_t nfi_rule_format(const NFIRuleFormatter *formatter, int32_t isInteger, int64_t integer, double real,
                        const char *decimal, char *out, int32_t capacity, int32_t *icuStatus) {
    nfi_rule_value value = {isInteger, integer, real, decimal};
    return nfi_formatted(nfi_rule_formatting, formatter, &value, out, capacity, icuStatus);
}
