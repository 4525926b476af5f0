// Person-name data, likely subtags and scripts from the system ICU. See include/CNameFormatICU.h.

#include "CNameFormatICU.h"

#include <string.h>
#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <unicode/uscript.h>
#include <unicode/ustring.h>
#include <unicode/utypes.h>

// Exported by libicuuc and stable since ICU 4, but declared only in ICU's internal uresimp.h: it resolves a
// slash-separated path with the same parent-locale fallback that ICU4J's getWithFallback uses.
U_CAPI UResourceBundle *U_EXPORT2 ures_getByKeyWithFallback(const UResourceBundle *resB, const char *inKey,
                                                              UResourceBundle *fillIn, UErrorCode *status);

static int32_t nfi_copy_text(const char *source, char *out, int32_t capacity) {
    int32_t length = (int32_t)strlen(source);
    if (length + 1 > capacity) {
        return NFI_BUFFER_TOO_SMALL;
    }
    memcpy(out, source, (size_t)length + 1);
    return length;
}

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

int32_t nfi_person_names_string(const char *locale, const char *path, int32_t index, char *out, int32_t capacity,
                                int32_t *count, char *actualLocale, int32_t actualCapacity, int32_t *icuStatus) {
    *count = 0;
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *bundle = nfi_open_bundle(locale, &status);
    if (U_FAILURE(status)) {
        *icuStatus = (int32_t)status;
        ures_close(bundle);
        return NFI_FAILURE;
    }
    char fullPath[256];
    if (strlen(path) + sizeof("personNames/") > sizeof(fullPath)) {
        ures_close(bundle);
        return NFI_BUFFER_TOO_SMALL;
    }
    strcpy(fullPath, "personNames/");
    strcat(fullPath, path);

    status = U_ZERO_ERROR;
    UResourceBundle *resource = ures_getByKeyWithFallback(bundle, fullPath, NULL, &status);
    int32_t result;
    if (status == U_MISSING_RESOURCE_ERROR) {
        result = NFI_MISSING;
    } else if (U_FAILURE(status)) {
        *icuStatus = (int32_t)status;
        result = NFI_FAILURE;
    } else {
        UErrorCode localeStatus = U_ZERO_ERROR;
        const char *actual = ures_getLocaleByType(resource, ULOC_ACTUAL_LOCALE, &localeStatus);
        if (U_FAILURE(localeStatus) || actual == NULL) {
            actual = "";
        }
        result = nfi_copy_text(actual, actualLocale, actualCapacity);
        const UChar *text = NULL;
        int32_t textLength = 0;
        status = U_ZERO_ERROR;
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
        if (result >= 0) {
            if (text == NULL || U_FAILURE(status)) {
                *icuStatus = (int32_t)status;
                result = text == NULL ? NFI_MISSING : NFI_FAILURE;
            } else {
                int32_t written = 0;
                status = U_ZERO_ERROR;
                u_strToUTF8(out, capacity, &written, text, textLength, &status);
                *icuStatus = (int32_t)status;
                if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) {
                    result = NFI_BUFFER_TOO_SMALL;
                } else if (U_FAILURE(status)) {
                    result = NFI_FAILURE;
                } else {
                    result = written;
                }
            }
        }
    }
    ures_close(resource);
    ures_close(bundle);
    return result;
}

int32_t nfi_add_likely_subtags(const char *locale, char *out, int32_t capacity, int32_t *icuStatus) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uloc_addLikelySubtags(locale, out, capacity, &status);
    *icuStatus = (int32_t)status;
    if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING || length >= capacity) {
        return NFI_BUFFER_TOO_SMALL;
    }
    if (U_FAILURE(status)) {
        return NFI_FAILURE;
    }
    return length;
}

int32_t nfi_script_of_code_point(uint32_t codePoint) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript((UChar32)codePoint, &status);
    return U_FAILURE(status) ? NFI_SCRIPT_UNKNOWN : (int32_t)script;
}

int32_t nfi_script_short_name(int32_t script, char *out, int32_t capacity) {
    const char *name = uscript_getShortName((UScriptCode)script);
    return nfi_copy_text(name == NULL ? "Zzzz" : name, out, capacity);
}
