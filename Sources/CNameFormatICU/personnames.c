// Person-name data from the system ICU's resource bundles. See include/CNameFormatICU.h.

#include "CNameFormatICU.h"
#include "icu_internal.h"
#include "nfi_strings.h"

#include <string.h>
#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <unicode/utypes.h>
#include <unicode/uvernum.h>

// CLDR's person-name data (personNames in each locale's bundle) first shipped in ICU 72 (CLDR 42). An older ICU has
// none: every name would format from nothing, so the build stops here, naming the ICU it found.
#if U_ICU_VERSION_MAJOR_NUM < 72
#error "swift-namefmt needs ICU 72 or later, whose data has CLDR's person names; these ICU headers are older. Install libicu-dev 72 or later (Debian 12, Ubuntu 23.04 and later), or point the build at it (pkg-config icu-uc)."
#endif

/// Opens the bundle for `locale`, falling back to root rather than to the process's default locale.
static UResourceBundle *nfi_open_bundle(const char *locale, UErrorCode *status) {
    UResourceBundle *bundle = ures_open(NULL, locale, status);
    if (*status == U_USING_DEFAULT_WARNING) {
        UErrorCode actualStatus = U_ZERO_ERROR;
        const char *actual = ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, &actualStatus);
        if (U_FAILURE(actualStatus) || actual == NULL || strcmp(actual, "root") != 0) {
            ures_close(bundle);
            *status = U_ZERO_ERROR;
            bundle = ures_open(NULL, "root", status);
        }
    }
    return bundle;
}

/// Opens `personNames/<path>` for `locale` with fallback, into `*bundle` and `*resource` (both to be closed).
/// Returns 0, or NFI_MISSING or NFI_FAILURE.
static int32_t nfi_open_person_names(const char *locale, const char *path, UResourceBundle **bundle,
                                     UResourceBundle **resource, int32_t *icuStatus) {
    *resource = NULL;
    UErrorCode status = U_ZERO_ERROR;
    *bundle = nfi_open_bundle(locale, &status);
    if (U_FAILURE(status)) {
        *icuStatus = (int32_t)status;
        return NFI_FAILURE;
    }
    char fullPath[256];
    if (strlen(path) + sizeof("personNames/") > sizeof(fullPath)) {
        *icuStatus = (int32_t)U_ILLEGAL_ARGUMENT_ERROR;
        return NFI_FAILURE;
    }
    strcpy(fullPath, "personNames/");
    strcat(fullPath, path);
    *resource = ures_getByKeyWithFallback(*bundle, fullPath, NULL, &status);
    *icuStatus = (int32_t)status;
    if (status == U_MISSING_RESOURCE_ERROR) {
        return NFI_MISSING;
    }
    return U_FAILURE(status) ? NFI_FAILURE : 0;
}

int32_t nfi_person_names_string(const char *locale, const char *path, int32_t index, char *out, int32_t capacity,
                                int32_t *count, int32_t *icuStatus) {
    *count = 0;
    UResourceBundle *bundle = NULL;
    UResourceBundle *resource = NULL;
    int32_t result = nfi_open_person_names(locale, path, &bundle, &resource, icuStatus);
    if (result == 0) {
        const UChar *text = NULL;
        int32_t textLength = 0;
        UErrorCode status = U_ZERO_ERROR;
        switch (ures_getType(resource)) {
        case URES_STRING:
            *count = 1;
            text = index == 0 ? ures_getString(resource, &textLength, &status) : NULL;
            break;
        case URES_ARRAY:
            *count = ures_getSize(resource);
            text = index < *count ? ures_getStringByIndex(resource, index, &textLength, &status) : NULL;
            break;
        default:
            text = NULL;
        }
        *icuStatus = (int32_t)status;
        if (U_FAILURE(status)) {
            result = NFI_FAILURE;
        } else if (text == NULL) {
            result = NFI_MISSING;
        } else {
            result = nfi_write_utf16(text, textLength, out, capacity, icuStatus);
        }
    }
    ures_close(resource);
    ures_close(bundle);
    return result;
}

int32_t nfi_person_names_bundle(const char *locale, const char *path, char *out, int32_t capacity,
                                int32_t *icuStatus) {
    UResourceBundle *bundle = NULL;
    UResourceBundle *resource = NULL;
    int32_t result = nfi_open_person_names(locale, path, &bundle, &resource, icuStatus);
    if (result == 0) {
        UErrorCode status = U_ZERO_ERROR;
        const char *actual = ures_getLocaleByType(resource, ULOC_ACTUAL_LOCALE, &status);
        *icuStatus = (int32_t)status;
        result = U_FAILURE(status) || actual == NULL ? NFI_FAILURE : nfi_write_utf8(actual, -1, out, capacity);
    }
    ures_close(resource);
    ures_close(bundle);
    return result;
}
