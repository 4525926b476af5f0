import Foundation

@testable import NameFormat

/// The system ICU's CLDR person-name data, read the way the library reads it, so that a test whose expectation
/// depends on the data computes it from the data instead of writing down one CLDR version's result.
package enum CLDRPersonNameData {
    /// The major version of the system ICU's CLDR data: `42` for ICU 72, `46` for ICU 76.
    package static var cldrMajor: Int { Int(ICULocale.cldrVersion.prefix { $0 != "." }) ?? 0 }

    /// What replaces the spaces of a pattern for a name formatted with its own language's data: CLDR 43's
    /// `nativeSpaceReplacement` (empty in Japanese), or a space where the data has none (CLDR 42).
    package static func nativeSpaceReplacement(_ localeID: String) -> String {
        ICUPersonNames.strings(locale: localeID, path: "nativeSpaceReplacement")?.first ?? " "
    }
}

extension SampleNames {
    /// ``yamada`` given name first, with Japanese data: 太郎, the data's native space replacement, 山田 (CLDR 42:
    /// `太郎 山田`; CLDR 43 and later: `太郎山田`).
    package static var yamadaGivenFirst: String { "太郎" + CLDRPersonNameData.nativeSpaceReplacement("ja") + "山田" }
}

extension CLDRPersonNameData {
    /// Whether the system ICU's person-name data is CLDR 42's (ICU 72), the data that tests' hand-written
    /// expectations were checked against (with ICU4J 72).
    package static var isCLDR42: Bool { cldrMajor == 42 }

    /// Why such a test is skipped on other data.
    package static var notCLDR42Note: String {
        "expectations checked against ICU4J 72 on CLDR 42's data; this ICU \(ICULocale.version) carries CLDR "
            + "\(ICULocale.cldrVersion), whose results follow its own data (the goldens and CLDR's test data check it)"
    }
}
