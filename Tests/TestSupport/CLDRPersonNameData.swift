import Foundation

@testable import NameFormat

/// The system ICU's CLDR person-name data, read the way the library reads it, so that a test whose expectation
/// depends on the data computes it from the data instead of writing down one CLDR version's result.
package enum CLDRPersonNameData {
    /// The major version of the system ICU's CLDR data: `42` for ICU 72, `46` for ICU 76.
    package static var cldrMajor: Int { Int(ICULocale.cldrVersion.prefix { $0 != "." }) ?? 0 }

    /// What replaces the spaces of a pattern for a name formatted with its own language's data: the data's
    /// `nativeSpaceReplacement` (CLDR 44 and later; empty in Japanese); where the data has none, nothing in the
    /// languages that write without spaces from CLDR 43 on (as ICU4J 73 and CLDR 43's test files have it), else a
    /// space (CLDR 42).
    package static func nativeSpaceReplacement(_ localeID: String) -> String {
        if let data = ICUPersonNames.strings(locale: localeID, path: "nativeSpaceReplacement")?.first { return data }
        let language = localeID.prefix { $0 != "_" && $0 != "-" }
        return cldrMajor >= 43 && ["ja", "zh", "yue", "km", "lo", "my"].contains(language) ? "" : " "
    }
}

extension SampleNames {
    /// ``yamada`` given name first, with Japanese data: 太郎, the data's native space replacement, 山田 (CLDR 42:
    /// `太郎 山田`; CLDR 43 and later: `太郎山田`).
    package static var yamadaGivenFirst: String { "太郎" + CLDRPersonNameData.nativeSpaceReplacement("ja") + "山田" }
}
