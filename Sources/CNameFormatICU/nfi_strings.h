// How this target's functions hand a string to their caller, in one place: the contract at the top of
// include/CNameFormatICU.h. Private to the target (Swift sees only include/), so it may use ICU's types.

#ifndef NFI_STRINGS_H
#define NFI_STRINGS_H

#include "CNameFormatICU.h"

#include <string.h>
#include <unicode/ustring.h>
#include <unicode/utypes.h>

/// Writes the UTF-8 string `source` of `length` bytes (-1: up to its NUL) to `out`: as much as fits, then a NUL
/// when there is room for one. Returns the string's full length.
static inline int32_t nfi_write_utf8(const char *source, int32_t length, char *out, int32_t capacity) {
    if (length < 0) {
        length = (int32_t)strlen(source);
    }
    int32_t fits = length < capacity ? length : (capacity > 0 ? capacity : 0);
    if (fits > 0) {
        memcpy(out, source, (size_t)fits);
    }
    if (length < capacity) {
        out[length] = '\0';
    }
    return length;
}

/// Writes the UTF-16 string `source` of `length` units to `out` as UTF-8: the whole characters that fit, then a NUL
/// when there is room for one. Returns the full UTF-8 length, or NFI_FAILURE with `*icuStatus` set when `source` is
/// not well-formed UTF-16.
static inline int32_t nfi_write_utf16(const UChar *source, int32_t length, char *out, int32_t capacity,
                                      int32_t *icuStatus) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t fullLength = 0;
    u_strToUTF8(out, capacity > 0 ? capacity : 0, &fullLength, source, length, &status);
    // A string that does not fit, or fits without its NUL, is no failure here: `fullLength` is its length.
    if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) {
        status = U_ZERO_ERROR;
    }
    *icuStatus = (int32_t)status;
    return U_FAILURE(status) ? NFI_FAILURE : fullLength;
}

#endif
