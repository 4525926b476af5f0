// The door to the system ICU for localized messages only: ICU MessageFormat's parse, numbers, plural categories,
// dates, times and rule-based numbers, and ICU's LocaleMatcher. Only the NameFormatMessages target links it, so a
// server that only formats names compiles and links none of it. The same rules as CNameFormatICU.h, whose string
// contract and status codes (NFI_FAILURE, NFI_TAG_CAPACITY) these functions follow: plain C types only, since
// Foundation on Linux embeds its own ICU with the same C type names. The .c and .cpp files share CNameFormatICU's
// private helpers (nfi_strings.h, locale_id.h) by path rather than keep a second copy.

#ifndef CNAMEFORMATMESSAGESICU_H
#define CNAMEFORMATMESSAGESICU_H

#include "CNameFormatICU.h"
#include "nfi_messages.h"
#include "nfi_numbers.h"
#include "nfi_dates.h"

#endif
