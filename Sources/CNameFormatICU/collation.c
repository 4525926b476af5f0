// Collation (sort keys) and collation-based search through the system ICU. See include/CNameFormatICU.h.

#include "CNameFormatICU.h"
#include "locale_id.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/ucol.h>
#include <unicode/ucoleitr.h>
#include <unicode/uloc.h>
#include <unicode/usearch.h>
#include <unicode/uset.h>
#include <unicode/ustring.h>
#include <unicode/utypes.h>

/// A growing UTF-16 buffer for text handed in as UTF-8, kept by its owner so that a call costs no allocation once
/// the buffer has grown to the longest text seen.
typedef struct {
    UChar *units;
    int32_t capacity;
} NFIUTF16Buffer;

/// Converts `length` bytes of UTF-8 into `buffer` (growing it); returns the UTF-16 length or NFI_FAILURE. Ill-formed
/// UTF-8 becomes U+FFFD, as Swift's String decoding does.
static int32_t nfi_to_utf16(NFIUTF16Buffer *buffer, const char *utf8, int32_t length, int32_t *icuStatus) {
    // At most one UTF-16 unit per UTF-8 byte.
    if (length + 1 > buffer->capacity) {
        int32_t capacity = length + 1 > 2 * buffer->capacity ? length + 1 : 2 * buffer->capacity;
        UChar *units = (UChar *)realloc(buffer->units, sizeof(UChar) * (size_t)capacity);
        if (units == NULL) {
            *icuStatus = (int32_t)U_MEMORY_ALLOCATION_ERROR;
            return NFI_FAILURE;
        }
        buffer->units = units;
        buffer->capacity = capacity;
    }
    UErrorCode status = U_ZERO_ERROR;
    int32_t unitCount = 0;
    u_strFromUTF8WithSub(buffer->units, buffer->capacity, &unitCount, utf8, length, 0xFFFD, NULL, &status);
    *icuStatus = (int32_t)status;
    return U_FAILURE(status) ? NFI_FAILURE : unitCount;
}

struct NFICollator {
    UCollator *collator;
    NFIUTF16Buffer text;
};

NFICollator *nfi_collator_open(const char *tag, int32_t *icuStatus) {
    char id[NFI_TAG_CAPACITY];
    if (nfi_locale_id(tag, id, icuStatus) != 0) return NULL;
    UErrorCode status = U_ZERO_ERROR;
    UCollator *collator = ucol_open(id, &status);
    *icuStatus = (int32_t)status;
    if (U_FAILURE(status)) return NULL;
    NFICollator *result = (NFICollator *)calloc(1, sizeof(NFICollator));
    if (result == NULL) {
        ucol_close(collator);
        *icuStatus = (int32_t)U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    result->collator = collator;
    return result;
}

void nfi_collator_close(NFICollator *collator) {
    if (collator == NULL) return;
    ucol_close(collator->collator);
    free(collator->text.units);
    free(collator);
}

int32_t nfi_collator_sort_key(NFICollator *collator, const char *utf8, int32_t length, uint8_t *out,
                              int32_t capacity, int32_t *icuStatus) {
    int32_t unitCount = nfi_to_utf16(&collator->text, utf8, length, icuStatus);
    if (unitCount < 0) return NFI_FAILURE;
    // ucol_getSortKey returns the key's full length, its terminating zero byte included, whether or not it fit.
    int32_t keyLength = ucol_getSortKey(collator->collator, collator->text.units, unitCount, out,
                                        capacity > 0 ? capacity : 0);
    if (keyLength <= 0) {
        *icuStatus = (int32_t)U_INTERNAL_PROGRAM_ERROR;
        return NFI_FAILURE;
    }
    return keyLength;
}

int32_t nfi_collator_locale(NFICollator *collator, char *out, int32_t capacity, int32_t *icuStatus) {
    UErrorCode status = U_ZERO_ERROR;
    const char *id = ucol_getLocaleByType(collator->collator, ULOC_VALID_LOCALE, &status);
    *icuStatus = (int32_t)status;
    if (U_FAILURE(status) || id == NULL) return NFI_FAILURE;
    size_t length = strlen(id);
    if ((int32_t)length < capacity) memcpy(out, id, length + 1);
    else if (capacity > 0) memcpy(out, id, (size_t)capacity);
    return (int32_t)length;
}

int32_t nfi_collation_data_locale(const char *tag, char *out, int32_t capacity, int32_t *icuStatus) {
    char id[NFI_TAG_CAPACITY];
    if (nfi_locale_id(tag, id, icuStatus) != 0) return NFI_FAILURE;
    UErrorCode status = U_ZERO_ERROR;
    UCollator *collator = ucol_open(id, &status);
    const char *actual = U_SUCCESS(status) ? ucol_getLocaleByType(collator, ULOC_ACTUAL_LOCALE, &status) : NULL;
    int32_t length = NFI_FAILURE;
    if (U_SUCCESS(status) && actual != NULL) {
        length = (int32_t)strlen(actual);
        if (length < capacity) memcpy(out, actual, (size_t)length + 1);
        else if (capacity > 0) memcpy(out, actual, (size_t)capacity);
    }
    if (collator != NULL) ucol_close(collator);
    *icuStatus = (int32_t)status;
    return length;
}

int32_t nfi_collator_contraction_characters(const char *tag, uint8_t *bits, int32_t *icuStatus) {
    memset(bits, 0, NFI_BMP_BITSET_BYTES);
    char id[NFI_TAG_CAPACITY];
    if (nfi_locale_id(tag, id, icuStatus) != 0) return NFI_FAILURE;
    UErrorCode status = U_ZERO_ERROR;
    UCollator *collator = ucol_open(id, &status);
    USet *contractions = uset_openEmpty();
    if (U_SUCCESS(status)) ucol_getContractionsAndExpansions(collator, contractions, NULL, 1, &status);
    int32_t itemCount = U_SUCCESS(status) ? uset_getItemCount(contractions) : 0;
    for (int32_t item = 0; item < itemCount && U_SUCCESS(status); item++) {
        UChar32 start = 0, end = 0;
        UChar string[64];
        int32_t length = uset_getItem(contractions, item, &start, &end, string, 64, &status);
        if (status == U_BUFFER_OVERFLOW_ERROR) {
            // A contraction longer than 64 units: count none of the BMP as safe.
            memset(bits, 0xFF, NFI_BMP_BITSET_BYTES);
            status = U_ZERO_ERROR;
            continue;
        }
        if (length == 0) {
            for (UChar32 c = start; c <= end && c < 0x10000; c++) bits[c >> 3] |= (uint8_t)(1 << (c & 7));
        }
        for (int32_t unit = 0; unit < length; unit++) {
            bits[string[unit] >> 3] |= (uint8_t)(1 << (string[unit] & 7));
        }
    }
    uset_close(contractions);
    if (collator != NULL) ucol_close(collator);
    *icuStatus = (int32_t)status;
    return U_FAILURE(status) ? NFI_FAILURE : 0;
}

struct NFISearcher {
    UCollator *collator;
    UBreakIterator *characters;
    UStringSearch *search;
    // usearch keeps pointers to the pattern and the text instead of copies: both live as long as the searcher.
    NFIUTF16Buffer pattern;
    NFIUTF16Buffer text;
    // The prefilter: the primary weights of the query, and of each text, as the collator's forward iteration gives
    // them (the same iteration usearch compares), primary-ignorable elements left out.
    UCollationElements *elements;
    int32_t *queryPrimaries;
    int32_t queryPrimaryCount;
    int32_t *textPrimaries;
    int32_t textPrimaryCapacity;
    int32_t prefilter;
    // The first stage of the prefilter: for each BMP code point, 0 not yet known, 1 when it cannot give the query's
    // first primary, 2 when it can, alone or as part of a contraction (`contractions`, one bit a code point).
    uint8_t *firstPrimary;
    uint8_t contractions[NFI_BMP_BITSET_BYTES];
};

/// Appends the nonzero primary weights of `units` to `*primaries` (growing it); returns their count or -1.
static int32_t nfi_primaries(UCollationElements *elements, const UChar *units, int32_t length, int32_t **primaries,
                             int32_t *capacity) {
    UErrorCode status = U_ZERO_ERROR;
    ucol_setText(elements, units, length, &status);
    int32_t count = 0;
    for (int32_t element = ucol_next(elements, &status); element != UCOL_NULLORDER && U_SUCCESS(status);
         element = ucol_next(elements, &status)) {
        int32_t primary = ucol_primaryOrder(element);
        if (primary == 0) continue;
        if (count == *capacity) {
            int32_t grown = *capacity < 16 ? 16 : 2 * *capacity;
            int32_t *bigger = (int32_t *)realloc(*primaries, sizeof(int32_t) * (size_t)grown);
            if (bigger == NULL) return -1;
            *primaries = bigger;
            *capacity = grown;
        }
        (*primaries)[count++] = primary;
    }
    return U_FAILURE(status) ? -1 : count;
}

void nfi_searcher_close(NFISearcher *searcher) {
    if (searcher == NULL) return;
    if (searcher->search != NULL) usearch_close(searcher->search);
    if (searcher->characters != NULL) ubrk_close(searcher->characters);
    if (searcher->elements != NULL) ucol_closeElements(searcher->elements);
    if (searcher->collator != NULL) ucol_close(searcher->collator);
    free(searcher->firstPrimary);
    free(searcher->queryPrimaries);
    free(searcher->textPrimaries);
    free(searcher->pattern.units);
    free(searcher->text.units);
    free(searcher);
}

NFISearcher *nfi_searcher_open(const char *tag, const char *query, int32_t queryLength,
                               const uint8_t *contractionCharacters, int32_t *icuStatus) {
    char id[NFI_TAG_CAPACITY];
    if (nfi_locale_id(tag, id, icuStatus) != 0) return NULL;
    NFISearcher *searcher = (NFISearcher *)calloc(1, sizeof(NFISearcher));
    if (searcher == NULL) {
        *icuStatus = (int32_t)U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    int32_t patternLength = nfi_to_utf16(&searcher->pattern, query, queryLength, icuStatus);
    UErrorCode status = U_ZERO_ERROR;
    if (patternLength <= 0) {
        if (patternLength == 0) *icuStatus = (int32_t)U_ILLEGAL_ARGUMENT_ERROR;
        goto failed;
    }
    searcher->collator = ucol_open(id, &status);
    if (U_FAILURE(status)) goto failed;
    // Primary strength: case, accents and width are ignored, and the locale's own letters (Turkish ı and i,
    // Swedish ä) stay apart.
    ucol_setStrength(searcher->collator, UCOL_PRIMARY);
    // Matches start and end on extended grapheme cluster boundaries: without it, a query matches inside "कि" or
    // inside an emoji ZWJ sequence.
    searcher->characters = ubrk_open(UBRK_CHARACTER, id, NULL, 0, &status);
    if (U_FAILURE(status)) goto failed;
    // usearch_openFromCollator needs text; the searcher's text is set for each name.
    static const UChar placeholder[] = {0x20};
    searcher->search = usearch_openFromCollator(searcher->pattern.units, patternLength, placeholder, 1,
                                                searcher->collator, searcher->characters, &status);
    if (U_FAILURE(status)) goto failed;
    searcher->prefilter = contractionCharacters != NULL;
    if (searcher->prefilter) {
        memcpy(searcher->contractions, contractionCharacters, NFI_BMP_BITSET_BYTES);
        searcher->firstPrimary = (uint8_t *)calloc(0x10000, 1);
        if (searcher->firstPrimary == NULL) {
            status = U_MEMORY_ALLOCATION_ERROR;
            goto failed;
        }
    }
    searcher->elements = ucol_openElements(searcher->collator, placeholder, 1, &status);
    if (U_FAILURE(status)) goto failed;
    int32_t queryCapacity = 0;
    searcher->queryPrimaryCount = nfi_primaries(searcher->elements, searcher->pattern.units, patternLength,
                                                &searcher->queryPrimaries, &queryCapacity);
    if (searcher->queryPrimaryCount < 0) {
        status = U_MEMORY_ALLOCATION_ERROR;
        goto failed;
    }
    *icuStatus = 0;
    return searcher;

failed:
    if (U_FAILURE(status)) *icuStatus = (int32_t)status;
    nfi_searcher_close(searcher);
    return NULL;
}

/// Whether a text may hold the query's first primary: it has a code point that gives it alone, or one that takes
/// part in a contraction, or one outside the BMP (not tabled, so always checked further).
static int32_t nfi_may_hold_first_primary(NFISearcher *searcher, const UChar *units, int32_t count) {
    int32_t firstPrimary = searcher->queryPrimaries[0];
    for (int32_t index = 0; index < count; index++) {
        UChar unit = units[index];
        if (U16_IS_SURROGATE(unit)) return 1;
        uint8_t known = searcher->firstPrimary[unit];
        if (known == 0) {
            known = 1;
            if (searcher->contractions[unit >> 3] & (1 << (unit & 7))) {
                known = 2;
            } else {
                UErrorCode status = U_ZERO_ERROR;
                ucol_setText(searcher->elements, &unit, 1, &status);
                for (int32_t element = ucol_next(searcher->elements, &status);
                     element != UCOL_NULLORDER && U_SUCCESS(status); element = ucol_next(searcher->elements, &status)) {
                    if (ucol_primaryOrder(element) == firstPrimary) known = 2;
                }
                if (U_FAILURE(status)) known = 2;
            }
            searcher->firstPrimary[unit] = known;
        }
        if (known == 2) return 1;
    }
    return 0;
}

int32_t nfi_searcher_find(NFISearcher *searcher, const char *utf8, int32_t length, int32_t *ranges,
                          int32_t capacity, int32_t *icuStatus) {
    *icuStatus = 0;
    if (length <= 0) return 0;
    int32_t unitCount = nfi_to_utf16(&searcher->text, utf8, length, icuStatus);
    if (unitCount < 0) return NFI_FAILURE;
    if (unitCount == 0) return 0;
    // A match is a run of the text's elements equal to the query's at primary strength, so a text whose nonzero
    // primaries do not hold the query's as a contiguous run cannot match: most names are ruled out here, for less
    // than half of what usearch costs. A query with no nonzero primary finds only empty matches, which are none.
    int32_t queryCount = searcher->queryPrimaryCount;
    if (queryCount == 0) return 0;
    if (searcher->prefilter && !nfi_may_hold_first_primary(searcher, searcher->text.units, unitCount)) return 0;
    int32_t textCount = -1;
    if (searcher->prefilter) {
        textCount = nfi_primaries(searcher->elements, searcher->text.units, unitCount, &searcher->textPrimaries,
                                  &searcher->textPrimaryCapacity);
    }
    if (textCount >= 0) {
        int32_t found = 0;
        for (int32_t start = 0; start + queryCount <= textCount && !found; start++) {
            found = memcmp(searcher->textPrimaries + start, searcher->queryPrimaries,
                           sizeof(int32_t) * (size_t)queryCount) == 0;
        }
        if (!found) return 0;
    }
    UErrorCode status = U_ZERO_ERROR;
    usearch_setText(searcher->search, searcher->text.units, unitCount, &status);
    if (U_FAILURE(status)) {
        *icuStatus = (int32_t)status;
        return NFI_FAILURE;
    }
    // Matches come in order and do not overlap, so one walk over the text turns their UTF-16 offsets into UTF-8
    // offsets.
    const UChar *units = searcher->text.units;
    int32_t unit = 0;
    int32_t byte = 0;
    int32_t count = 0;
    for (int32_t start = usearch_first(searcher->search, &status); start != USEARCH_DONE && U_SUCCESS(status);
         start = usearch_next(searcher->search, &status)) {
        int32_t end = start + usearch_getMatchedLength(searcher->search);
        for (int32_t side = 0; side < 2; side++) {
            int32_t target = side == 0 ? start : end;
            while (unit < target) {
                UChar c = units[unit];
                if (c < 0x80) {
                    byte += 1;
                } else if (c < 0x800) {
                    byte += 2;
                } else if (U16_IS_LEAD(c) && unit + 1 < unitCount && U16_IS_TRAIL(units[unit + 1])) {
                    byte += 4;
                    unit += 1;
                } else {
                    byte += 3;
                }
                unit += 1;
            }
            if (2 * count + side < capacity) ranges[2 * count + side] = byte;
        }
        count += 1;
    }
    if (U_FAILURE(status)) {
        *icuStatus = (int32_t)status;
        return NFI_FAILURE;
    }
    return count;
}
