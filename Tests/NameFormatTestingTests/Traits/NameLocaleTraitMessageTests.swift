import Foundation
import NameFormat
import NameFormatMessages
import NameFormatTesting
import TestSupport
import Testing

/// The `.nameLocale` trait covers localized messages as it covers names: a catalog renders for the viewer the trait
/// binds, in their language and with their preference, with nothing passed.
@Suite struct NameLocaleTraitMessageTests {
    static let catalog = try! MessageCatalog(
        stringCatalog: Data(
            """
            {"sourceLanguage": "en", "strings": {"Assigned to %@": {"localizations": {
              "en": {"stringUnit": {"value": "Assigned to %@"}},
              "de": {"stringUnit": {"value": "Zugewiesen an %@"}}}}}}
            """.utf8
        )
    )

    @Test(.nameLocale("de-x-linearf"))
    func germanWithFullNames() {
        #expect(Self.catalog.string("Assigned to \(UserName.robb)") == "Zugewiesen an Robb Böhnke")
    }

    @Test(.nameLocale("en-US"))
    func englishWithDisplayNames() {
        #expect(Self.catalog.string("Assigned to \(UserName.robb)") == "Assigned to robb")
    }
}
