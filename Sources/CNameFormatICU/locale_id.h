// The ICU locale ID of a BCP 47 tag, for the .c files of this target that open an ICU service by locale. Not part of
// the public header: it names ICU's types.

#ifndef NFI_LOCALE_ID_H
#define NFI_LOCALE_ID_H

#include "CNameFormatICU.h"

#include <unicode/uloc.h>
#include <unicode/utypes.h>

/// Writes the ICU locale ID of the BCP 47 `tag` (`de-u-co-phonebk` → `de@collation=phonebook`) into `id` of
/// NFI_TAG_CAPACITY bytes; returns 0, or NFI_FAILURE with `*icuStatus` set (U_BUFFER_OVERFLOW_ERROR for an ID that
/// does not fit).
static inline int32_t nfi_locale_id(const char *tag, char *id, int32_t *icuStatus) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t parsed = 0;
    int32_t length = uloc_forLanguageTag(tag, id, NFI_TAG_CAPACITY, &parsed, &status);
    if (status == U_STRING_NOT_TERMINATED_WARNING || length >= NFI_TAG_CAPACITY) status = U_BUFFER_OVERFLOW_ERROR;
    *icuStatus = (int32_t)status;
    return U_FAILURE(status) ? NFI_FAILURE : 0;
}

#endif
