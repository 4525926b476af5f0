// The one function of ICU's internal API this target uses, declared by hand because no installed header declares it.
//
// ures_getByKeyWithFallback reads a slash-separated path (`personNames/namePattern/givenFirst-long-referring-formal`)
// with fallback at every level: a key missing from `en_GB`'s `personNames` table is looked up in `en`'s, then in
// root's, following `%%Parent` links (`es_AR` → `es_419` → `es`). That is how ICU4J's getWithFallback, and ICU's
// own formatters, read CLDR data. ICU's public C API has nothing that does this: ures_getByKey falls back to the parent
// bundles only for keys at the top of a bundle, and the C++ ResourceBundle::getWithFallback is marked @internal as
// well; walking the parent chain here would mean restating ICU's parent-locale rules.
//
// ICU declares it U_CAPI in its uresimp.h, which libicu-dev does not install. libicuuc exports it under the versioned
// name that the public unicode/urename.h gives it (ures_getByKeyWithFallback_72 in the ICU 72 this package is built
// and tested against), so this declaration links against the ICU whose headers it is compiled with. It has been in
// ICU for many releases (at least since 4.x) and is still declared in uresimp.h on ICU's main branch.
//
// The risk: internal API may change or go without a deprecation period. A removal fails at link time; a changed
// signature would still compile against this declaration, and the ICU4J golden and CLDR tests would then fail on
// wrong data.

#ifndef NFI_ICU_INTERNAL_H
#define NFI_ICU_INTERNAL_H

#include <unicode/ures.h>
#include <unicode/utypes.h>

U_CAPI UResourceBundle *U_EXPORT2 ures_getByKeyWithFallback(const UResourceBundle *resB, const char *inKey,
                                                              UResourceBundle *fillIn, UErrorCode *status);

#endif
