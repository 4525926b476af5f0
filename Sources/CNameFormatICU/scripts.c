// Unicode scripts from the system ICU. See include/CNameFormatICU.h.

#include "CNameFormatICU.h"
#include "nfi_strings.h"

#include <unicode/uscript.h>
#include <unicode/utypes.h>

int32_t nfi_script_of_code_point(uint32_t codePoint) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript((UChar32)codePoint, &status);
    return U_FAILURE(status) ? NFI_SCRIPT_UNKNOWN : (int32_t)script;
}

int32_t nfi_script_short_name(int32_t script, char *out, int32_t capacity) {
    const char *name = uscript_getShortName((UScriptCode)script);
    return nfi_write_utf8(name == NULL ? "Zzzz" : name, -1, out, capacity);
}
