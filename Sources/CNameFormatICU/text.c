// Unicode properties, normalization and locale direction for making names safe to put into text.
#include "CNameFormatICU.h"
#include "nfi_strings.h"

#include <unicode/uchar.h>
#include <unicode/uloc.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>

#include <stdlib.h>

/// ICU's UCharDirection as the header's NFI_BIDI_ value.
static int32_t nfi_bidi_class_of(UChar32 c) {
    switch (u_charDirection(c)) {
    case U_LEFT_TO_RIGHT: return NFI_BIDI_L;
    case U_RIGHT_TO_LEFT: return NFI_BIDI_R;
    case U_EUROPEAN_NUMBER: return NFI_BIDI_EN;
    case U_EUROPEAN_NUMBER_SEPARATOR: return NFI_BIDI_ES;
    case U_EUROPEAN_NUMBER_TERMINATOR: return NFI_BIDI_ET;
    case U_ARABIC_NUMBER: return NFI_BIDI_AN;
    case U_COMMON_NUMBER_SEPARATOR: return NFI_BIDI_CS;
    case U_BLOCK_SEPARATOR: return NFI_BIDI_B;
    case U_SEGMENT_SEPARATOR: return NFI_BIDI_S;
    case U_WHITE_SPACE_NEUTRAL: return NFI_BIDI_WS;
    case U_OTHER_NEUTRAL: return NFI_BIDI_ON;
    case U_LEFT_TO_RIGHT_EMBEDDING: return NFI_BIDI_LRE;
    case U_LEFT_TO_RIGHT_OVERRIDE: return NFI_BIDI_LRO;
    case U_RIGHT_TO_LEFT_ARABIC: return NFI_BIDI_AL;
    case U_RIGHT_TO_LEFT_EMBEDDING: return NFI_BIDI_RLE;
    case U_RIGHT_TO_LEFT_OVERRIDE: return NFI_BIDI_RLO;
    case U_POP_DIRECTIONAL_FORMAT: return NFI_BIDI_PDF;
    case U_DIR_NON_SPACING_MARK: return NFI_BIDI_NSM;
    case U_BOUNDARY_NEUTRAL: return NFI_BIDI_BN;
    case U_FIRST_STRONG_ISOLATE: return NFI_BIDI_FSI;
    case U_LEFT_TO_RIGHT_ISOLATE: return NFI_BIDI_LRI;
    case U_RIGHT_TO_LEFT_ISOLATE: return NFI_BIDI_RLI;
    case U_POP_DIRECTIONAL_ISOLATE: return NFI_BIDI_PDI;
    default: return NFI_BIDI_ON;
    }
}

uint32_t nfi_text_properties(uint32_t codePoint) {
    UChar32 c = (UChar32)codePoint;
    uint32_t bits = 0;
    int8_t category = u_charType(c);
    if (category == U_CONTROL_CHAR) bits |= NFI_TEXT_CONTROL;
    if (category == U_LINE_SEPARATOR || category == U_PARAGRAPH_SEPARATOR) bits |= NFI_TEXT_LINE_SEPARATOR;
    if (category == U_NON_SPACING_MARK || category == U_ENCLOSING_MARK || category == U_COMBINING_SPACING_MARK) {
        bits |= NFI_TEXT_MARK;
    }
    if (u_hasBinaryProperty(c, UCHAR_WHITE_SPACE)) bits |= NFI_TEXT_WHITE_SPACE;
    if (u_hasBinaryProperty(c, UCHAR_BIDI_CONTROL)) bits |= NFI_TEXT_BIDI_CONTROL;
    if (u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT)) bits |= NFI_TEXT_DEFAULT_IGNORABLE;
    if (u_hasBinaryProperty(c, UCHAR_VARIATION_SELECTOR)) bits |= NFI_TEXT_VARIATION_SELECTOR;
    if (u_hasBinaryProperty(c, UCHAR_JOIN_CONTROL)) bits |= NFI_TEXT_JOIN_CONTROL;
    if (u_getIntPropertyValue(c, UCHAR_NFC_QUICK_CHECK) != UNORM_YES) bits |= NFI_TEXT_NOT_NFC_QUICK_CHECK_YES;
    bits |= ((uint32_t)u_getCombiningClass(c)) << NFI_TEXT_COMBINING_CLASS_SHIFT;
    switch (u_getIntPropertyValue(c, UCHAR_GRAPHEME_CLUSTER_BREAK)) {
    case U_GCB_EXTEND:
    case U_GCB_ZWJ:
    case U_GCB_SPACING_MARK:
    case U_GCB_V:
    case U_GCB_T: bits |= NFI_TEXT_CONTINUES_CLUSTER; break;
    case U_GCB_PREPEND:
    case U_GCB_L: bits |= NFI_TEXT_JOINS_NEXT; break;
    case U_GCB_REGIONAL_INDICATOR: bits |= NFI_TEXT_REGIONAL_INDICATOR; break;
    default: break;
    }
    if (u_getIntPropertyValue(c, UCHAR_BIDI_PAIRED_BRACKET_TYPE) != U_BPT_NONE) bits |= NFI_TEXT_PAIRED_BRACKET;
    bits |= ((uint32_t)nfi_bidi_class_of(c)) << NFI_TEXT_BIDI_CLASS_SHIFT;
    switch (u_charDirection(c)) {
    case U_LEFT_TO_RIGHT: bits |= NFI_TEXT_STRONG_LEFT_TO_RIGHT; break;
    case U_RIGHT_TO_LEFT:
    case U_RIGHT_TO_LEFT_ARABIC: bits |= NFI_TEXT_STRONG_RIGHT_TO_LEFT; break;
    case U_EUROPEAN_NUMBER:
    case U_ARABIC_NUMBER: bits |= NFI_TEXT_NUMBER; break;
    default: break;
    }
    return bits;
}

/// Normalizes UTF-8 with `form` into `out` (UTF-8): UTF-16 for the normalizer, sized first for the usual growth and
/// once more to the length the normalizer asks for (NFKC can make a string 18 times longer: U+FDFA).
static int32_t nfi_normalize(const UNormalizer2 *form, const char *utf8, int32_t length, char *out, int32_t capacity) {
    // At most one UTF-16 unit per UTF-8 byte.
    UChar stackSource[256];
    UChar *source = length <= 256 ? stackSource : (UChar *)malloc(sizeof(UChar) * (size_t)length);
    if (source == NULL) return NFI_FAILURE;
    UErrorCode status = U_ZERO_ERROR;
    int32_t sourceLength = 0;
    u_strFromUTF8(source, length, &sourceLength, utf8, length, &status);
    int32_t result = NFI_FAILURE;
    if (U_SUCCESS(status)) {
        int32_t targetCapacity = sourceLength * 4 + 16;
        for (int attempt = 0; attempt < 2; attempt++) {
            UChar *target = (UChar *)malloc(sizeof(UChar) * (size_t)targetCapacity);
            if (target == NULL) break;
            status = U_ZERO_ERROR;
            int32_t targetLength = unorm2_normalize(form, source, sourceLength, target, targetCapacity, &status);
            if (U_SUCCESS(status)) {
                int32_t icuStatus = 0;
                result = nfi_write_utf16(target, targetLength, out, capacity, &icuStatus);
            }
            free(target);
            if (status != U_BUFFER_OVERFLOW_ERROR) break;
            targetCapacity = targetLength + 1;
        }
    }
    if (source != stackSource) free(source);
    return result;
}

int32_t nfi_normalize_nfc(const char *utf8, int32_t length, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *nfc = unorm2_getNFCInstance(&status);
    if (U_FAILURE(status)) return NFI_FAILURE;
    return nfi_normalize(nfc, utf8, length, out, capacity);
}

int32_t nfi_normalize_nfkc(const char *utf8, int32_t length, int32_t casefold, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *form = casefold ? unorm2_getNFKCCasefoldInstance(&status) : unorm2_getNFKCInstance(&status);
    if (U_FAILURE(status)) return NFI_FAILURE;
    return nfi_normalize(form, utf8, length, out, capacity);
}

int32_t nfi_locale_is_right_to_left(const char *locale) {
    return uloc_isRightToLeft(locale) ? 1 : 0;
}

int32_t nfi_to_upper(const char *locale, const char *utf8, int32_t length, char *out, int32_t capacity) {
    enum { STACK_UNITS = 128 };
    if (length < 0 || length > INT32_MAX / 3) return NFI_FAILURE;
    // At most one UTF-16 unit per UTF-8 byte, and full case mapping makes a string at most three times longer
    // (U+0390 becomes three units): both buffers are sized from the input, never from what ICU asks for.
    UChar stackSource[STACK_UNITS];
    UChar stackTarget[STACK_UNITS];
    UChar *source = length <= STACK_UNITS ? stackSource : (UChar *)malloc(sizeof(UChar) * (size_t)length);
    if (source == NULL) return NFI_FAILURE;
    UErrorCode status = U_ZERO_ERROR;
    int32_t sourceLength = 0;
    u_strFromUTF8(source, length <= STACK_UNITS ? STACK_UNITS : length, &sourceLength, utf8, length, &status);
    int32_t result = NFI_FAILURE;
    if (U_SUCCESS(status)) {
        UChar *target = stackTarget;
        status = U_ZERO_ERROR;
        int32_t targetLength = u_strToUpper(target, STACK_UNITS, source, sourceLength, locale, &status);
        if (status == U_BUFFER_OVERFLOW_ERROR && targetLength <= 3 * sourceLength) {
            target = (UChar *)malloc(sizeof(UChar) * (size_t)targetLength);
            status = target == NULL ? U_MEMORY_ALLOCATION_ERROR : U_ZERO_ERROR;
            if (target != NULL) {
                targetLength = u_strToUpper(target, targetLength, source, sourceLength, locale, &status);
            }
        }
        if (U_SUCCESS(status)) {
            int32_t icuStatus = 0;
            result = nfi_write_utf16(target, targetLength, out, capacity, &icuStatus);
        }
        if (target != stackTarget) free(target);
    }
    if (source != stackSource) free(source);
    return result;
}
