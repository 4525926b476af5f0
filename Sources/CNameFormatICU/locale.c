// Locale canonicalization and likely subtags through the system ICU. See include/CNameFormatICU.h.

#include "CNameFormatICU.h"
#include "nfi_strings.h"

#include <string.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>

_Static_assert(NFI_LOCALE_ID_CAPACITY == ULOC_FULLNAME_CAPACITY, "NFI_LOCALE_ID_CAPACITY is ICU's");

/// Whether an ICU call that wrote `length` bytes into a buffer of NFI_TAG_CAPACITY failed, and why, into `*icuStatus`.
/// Output that does not fit with its NUL is a failure (U_BUFFER_OVERFLOW_ERROR): ICU IDs and tags are short, and the
/// next call needs the NUL.
static int32_t nfi_tag_failed(UErrorCode status, int32_t length, int32_t *icuStatus) {
    if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING || length >= NFI_TAG_CAPACITY) {
        status = U_BUFFER_OVERFLOW_ERROR;
    }
    *icuStatus = (int32_t)status;
    return U_FAILURE(status);
}

/// Turns an ICU locale ID (already parsed) into a canonical BCP 47 tag.
static int32_t nfi_icu_id_to_tag(const char *icuID, int32_t strict, char *out, int32_t capacity,
                                 int32_t *icuStatus) {
    UErrorCode status = U_ZERO_ERROR;
    char canonical[NFI_TAG_CAPACITY];
    int32_t length = uloc_canonicalize(icuID, canonical, NFI_TAG_CAPACITY, &status);
    if (nfi_tag_failed(status, length, icuStatus)) {
        return NFI_FAILURE;
    }

    char tag[NFI_TAG_CAPACITY];
    status = U_ZERO_ERROR;
    length = uloc_toLanguageTag(canonical, tag, NFI_TAG_CAPACITY, strict ? 1 : 0, &status);
    if (status == U_ILLEGAL_ARGUMENT_ERROR) {
        *icuStatus = (int32_t)status;
        return NFI_ILL_FORMED;
    }
    if (nfi_tag_failed(status, length, icuStatus)) {
        return NFI_FAILURE;
    }
    return nfi_write_utf8(tag, length, out, capacity);
}

int32_t nfi_canonicalize_language_tag(const char *tag, char *out, int32_t capacity, int32_t *parsedLength,
                                      int32_t *icuStatus) {
    UErrorCode status = U_ZERO_ERROR;
    char icuID[NFI_TAG_CAPACITY];
    int32_t parsed = 0;
    int32_t length = uloc_forLanguageTag(tag, icuID, NFI_TAG_CAPACITY, &parsed, &status);
    *parsedLength = parsed;
    if (nfi_tag_failed(status, length, icuStatus)) {
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
    return nfi_write_utf8(u_errorName((UErrorCode)icuStatus), -1, out, capacity);
}

int32_t nfi_icu_version(char *out, int32_t capacity) {
    UVersionInfo version;
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(version);
    u_versionToString(version, text);
    return nfi_write_utf8(text, -1, out, capacity);
}

int32_t nfi_cldr_version(char *out, int32_t capacity, int32_t *icuStatus) {
    UVersionInfo version;
    char text[U_MAX_VERSION_STRING_LENGTH];
    UErrorCode status = U_ZERO_ERROR;
    ulocdata_getCLDRVersion(version, &status);
    *icuStatus = (int32_t)status;
    if (U_FAILURE(status)) {
        return NFI_FAILURE;
    }
    u_versionToString(version, text);
    return nfi_write_utf8(text, -1, out, capacity);
}

int32_t nfi_add_likely_subtags(const char *locale, char *out, int32_t capacity, int32_t *icuStatus) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uloc_addLikelySubtags(locale, out, capacity, &status);
    // Like every ICU function that writes a string, it reports the full length when the string does not fit.
    if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) {
        status = U_ZERO_ERROR;
    }
    *icuStatus = (int32_t)status;
    return U_FAILURE(status) ? NFI_FAILURE : length;
}
