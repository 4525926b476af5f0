import Foundation
package import NameFormat

/// Sample names that many test files share, each defined once.
package enum SampleNames {
    /// 山田太郎 in parts, with the Japanese locale: a name in Han script, surname first in CLDR's data.
    package static let yamada = PersonName(given: "太郎", surname: "山田", locale: Locale(identifier: "ja"))
}
