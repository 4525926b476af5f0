// UTS #39 look-alikes from the system ICU: skeletons, restriction levels, the identifier profile. See
// include/CNameFormatICU.h.

#include "CNameFormatICU.h"
#include "nfi_strings.h"

#include <pthread.h>
#include <unicode/uset.h>
#include <unicode/uspoof.h>

static URestrictionLevel nfi_icu_level(int32_t level) {
    switch (level) {
    case NFI_SPOOF_LEVEL_ASCII: return USPOOF_ASCII;
    case NFI_SPOOF_LEVEL_SINGLE_SCRIPT: return USPOOF_SINGLE_SCRIPT_RESTRICTIVE;
    case NFI_SPOOF_LEVEL_HIGHLY_RESTRICTIVE: return USPOOF_HIGHLY_RESTRICTIVE;
    case NFI_SPOOF_LEVEL_MODERATELY_RESTRICTIVE: return USPOOF_MODERATELY_RESTRICTIVE;
    case NFI_SPOOF_LEVEL_MINIMALLY_RESTRICTIVE: return USPOOF_MINIMALLY_RESTRICTIVE;
    default: return USPOOF_UNRESTRICTIVE;
    }
}

static int32_t nfi_level_of(URestrictionLevel level) {
    switch (level) {
    case USPOOF_ASCII: return NFI_SPOOF_LEVEL_ASCII;
    case USPOOF_SINGLE_SCRIPT_RESTRICTIVE: return NFI_SPOOF_LEVEL_SINGLE_SCRIPT;
    case USPOOF_HIGHLY_RESTRICTIVE: return NFI_SPOOF_LEVEL_HIGHLY_RESTRICTIVE;
    case USPOOF_MODERATELY_RESTRICTIVE: return NFI_SPOOF_LEVEL_MODERATELY_RESTRICTIVE;
    case USPOOF_MINIMALLY_RESTRICTIVE: return NFI_SPOOF_LEVEL_MINIMALLY_RESTRICTIVE;
    default: return NFI_SPOOF_LEVEL_UNRESTRICTIVE;
    }
}

nfi_spoof_checker *nfi_spoof_open(int32_t level, int32_t *icuStatus) {
    UErrorCode status = U_ZERO_ERROR;
    USpoofChecker *checker = uspoof_open(&status);
    if (U_SUCCESS(status)) {
        // AUX_INFO puts the name's own restriction level in the upper bits of the result.
        uspoof_setChecks(checker,
                         USPOOF_RESTRICTION_LEVEL | USPOOF_INVISIBLE | USPOOF_MIXED_NUMBERS | USPOOF_HIDDEN_OVERLAY |
                             USPOOF_AUX_INFO,
                         &status);
        uspoof_setRestrictionLevel(checker, nfi_icu_level(level));
    }
    *icuStatus = (int32_t)status;
    if (U_FAILURE(status)) {
        uspoof_close(checker);
        return NULL;
    }
    return (nfi_spoof_checker *)checker;
}

void nfi_spoof_close(nfi_spoof_checker *checker) {
    uspoof_close((USpoofChecker *)checker);
}

int32_t nfi_spoof_check(const nfi_spoof_checker *checker, const char *utf8, int32_t length, int32_t *level,
                        int32_t *icuStatus) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t result = uspoof_check2UTF8((const USpoofChecker *)checker, utf8, length, NULL, &status);
    *icuStatus = (int32_t)status;
    if (U_FAILURE(status)) return NFI_FAILURE;
    *level = nfi_level_of((URestrictionLevel)(result & USPOOF_RESTRICTION_LEVEL_MASK));
    int32_t bits = 0;
    if (result & USPOOF_RESTRICTION_LEVEL) bits |= NFI_SPOOF_RESTRICTION_LEVEL;
    if (result & USPOOF_INVISIBLE) bits |= NFI_SPOOF_INVISIBLE;
    if (result & USPOOF_MIXED_NUMBERS) bits |= NFI_SPOOF_MIXED_NUMBERS;
    if (result & USPOOF_HIDDEN_OVERLAY) bits |= NFI_SPOOF_HIDDEN_OVERLAY;
    return bits;
}

int32_t nfi_spoof_skeleton(const nfi_spoof_checker *checker, const char *utf8, int32_t length, char *out,
                           int32_t capacity, int32_t *icuStatus) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t fullLength =
        uspoof_getSkeletonUTF8((const USpoofChecker *)checker, 0, utf8, length, out, capacity > 0 ? capacity : 0,
                               &status);
    // A skeleton that does not fit, or fits without its NUL, is no failure here: `fullLength` is its length.
    if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) status = U_ZERO_ERROR;
    *icuStatus = (int32_t)status;
    return U_FAILURE(status) ? NFI_FAILURE : fullLength;
}

static USet *nfi_identifier_profile = NULL;
static pthread_once_t nfi_identifier_profile_once = PTHREAD_ONCE_INIT;

static void nfi_make_identifier_profile(void) {
    UErrorCode status = U_ZERO_ERROR;
    USet *set = uset_openEmpty();
    uset_addAll(set, uspoof_getRecommendedSet(&status));
    uset_addAll(set, uspoof_getInclusionSet(&status));
    uset_add(set, 0x20);
    if (U_FAILURE(status)) {
        uset_close(set);
        return;
    }
    // A frozen set is read-only, and so safe to read from several threads.
    uset_freeze(set);
    nfi_identifier_profile = set;
}

int32_t nfi_spoof_in_identifier_profile(uint32_t codePoint) {
    pthread_once(&nfi_identifier_profile_once, nfi_make_identifier_profile);
    if (nfi_identifier_profile == NULL) return 0;
    return uset_contains(nfi_identifier_profile, (UChar32)codePoint) ? 1 : 0;
}
