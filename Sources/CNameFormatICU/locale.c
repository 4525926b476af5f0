// Locale canonicalization through the system ICU. See include/CNameFormatICU.h.

#include "CNameFormatICU.h"

#include <string.h>
#include <unicode/uloc.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>

/// ICU's locale IDs are bounded by ULOC_FULLNAME_CAPACITY; tags with many extensions can be longer.
enum { NFI_ICU_ID_CAPACITY = 512 };

static int32_t nfi_copy_out(const char *source, int32_t length, char *out, int32_t capacity) {
    if (length + 1 > capacity) {
        return NFI_BUFFER_TOO_SMALL;
    }
    memcpy(out, source, (size_t)length);
    out[length] = '\0';
    return length;
}

/// Turns an ICU locale ID (already parsed) into a canonical BCP 47 tag.
static int32_t nfi_icu_id_to_tag(const char *icuID, int32_t strict, char *out, int32_t capacity,
                                 int32_t *icuStatus) {
    UErrorCode status = U_ZERO_ERROR;
    char canonical[NFI_ICU_ID_CAPACITY];
    int32_t length = uloc_canonicalize(icuID, canonical, NFI_ICU_ID_CAPACITY, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING ||
        length >= NFI_ICU_ID_CAPACITY) {
        *icuStatus = (int32_t)status;
        return NFI_BUFFER_TOO_SMALL;
    }
    if (U_FAILURE(status)) {
        *icuStatus = (int32_t)status;
        return NFI_FAILURE;
    }

    char tag[NFI_ICU_ID_CAPACITY];
    status = U_ZERO_ERROR;
    length = uloc_toLanguageTag(canonical, tag, NFI_ICU_ID_CAPACITY, strict ? 1 : 0, &status);
    *icuStatus = (int32_t)status;
    if (status == U_ILLEGAL_ARGUMENT_ERROR) {
        return NFI_ILL_FORMED;
    }
    if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING ||
        length >= NFI_ICU_ID_CAPACITY) {
        return NFI_BUFFER_TOO_SMALL;
    }
    if (U_FAILURE(status)) {
        return NFI_FAILURE;
    }
    return nfi_copy_out(tag, length, out, capacity);
}

int32_t nfi_canonicalize_language_tag(const char *tag, char *out, int32_t capacity, int32_t *parsedLength,
                                      int32_t *icuStatus) {
    UErrorCode status = U_ZERO_ERROR;
    char icuID[NFI_ICU_ID_CAPACITY];
    int32_t parsed = 0;
    int32_t length = uloc_forLanguageTag(tag, icuID, NFI_ICU_ID_CAPACITY, &parsed, &status);
    *parsedLength = parsed;
    *icuStatus = (int32_t)status;
    if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING ||
        length >= NFI_ICU_ID_CAPACITY) {
        return NFI_BUFFER_TOO_SMALL;
    }
    if (U_FAILURE(status)) {
        return NFI_FAILURE;
    }
    if ((size_t)parsed != strlen(tag)) {
        return NFI_ILL_FORMED;
    }
    return nfi_icu_id_to_tag(icuID, 1, out, capacity, icuStatus);
}

int32_t nfi_canonicalize_icu_identifier(const char *identifier, int32_t strict, char *out, int32_t capacity,
                                        int32_t *icuStatus) {
    return nfi_icu_id_to_tag(identifier, strict, out, capacity, icuStatus);
}

int32_t nfi_status_name(int32_t icuStatus, char *out, int32_t capacity) {
    const char *name = u_errorName((UErrorCode)icuStatus);
    int32_t length = (int32_t)strlen(name);
    return nfi_copy_out(name, length, out, capacity);
}

int32_t nfi_icu_version(char *out, int32_t capacity) {
    UVersionInfo version;
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(version);
    u_versionToString(version, text);
    return nfi_copy_out(text, (int32_t)strlen(text), out, capacity);
}
