import Foundation
package import NameFormat

/// Sample names that many test files share, each defined once. A test about one exact spelling writes it out.
package enum SampleNames {
    /// 山田太郎 in parts, with the Japanese locale: a name in Han script, surname first in CLDR's data.
    package static let yamada = PersonName(given: "太郎", surname: "山田", locale: Locale(identifier: "ja"))

    /// Robb Böhnke in parts, with the German locale: a Latin name, given name first in CLDR's data.
    package static let boehnke = PersonName(given: "Robb", surname: "Böhnke", locale: Locale(identifier: "de"))

    /// `UserName.robb` as a line of `namefmt`'s input (JSON Lines), without the newline.
    package static let robbLine = #"{"displayName":"robb","fullName":"Robb Böhnke"}"#
}

extension UserName {
    /// robb / Robb Böhnke: a name whose two forms differ, so a test can tell which one the viewer sees.
    package static let robb = UserName(displayName: "robb", fullName: "Robb Böhnke")
}
