// The Unicode Bidirectional Algorithm (UAX #9), ICU's ubidi: the reference that decides whether a name in text
// changes the levels of the text around it.
#include "CNameFormatICU.h"

#include <unicode/ubidi.h>

int32_t nfi_bidi_levels(const uint16_t *text, int32_t length, int32_t paragraphLevel, uint8_t *levels,
                        int32_t *icuStatus) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status)) {
        *icuStatus = (int32_t)status;
        return NFI_FAILURE;
    }
    UBiDiLevel level = paragraphLevel < 0 ? UBIDI_DEFAULT_LTR : (UBiDiLevel)(paragraphLevel & 1);
    ubidi_setPara(bidi, (const UChar *)text, length, level, NULL, &status);
    if (U_SUCCESS(status) && length > 0) {
        const UBiDiLevel *resolved = ubidi_getLevels(bidi, &status);
        if (U_SUCCESS(status)) {
            for (int32_t index = 0; index < length; index++) levels[index] = resolved[index];
        }
    }
    ubidi_close(bidi);
    *icuStatus = (int32_t)status;
    return U_FAILURE(status) ? NFI_FAILURE : 0;
}
