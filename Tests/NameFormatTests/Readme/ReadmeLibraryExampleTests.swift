import Foundation
import NameFormat
import XCTest

/// The README's library example, compiled and run: the lines between the markers are the README's, and each
/// value is what the README's comment says.
final class ReadmeLibraryExampleTests: XCTestCase {
    func testTheREADMEsLibraryExample() throws {
        // README: begin
        let assignee = UserName(displayName: "robb", fullName: "Robb Böhnke")

        // Explicit: a Foundation FormatStyle that reads the preference from the locale.
        let full = assignee.formatted(.userName.locale(Locale(identifier: "en-US-x-linearf")))  // "Robb Böhnke"
        let display = assignee.formatted(.userName.locale(Locale(identifier: "en-US")))  // "robb"

        // Implicit: bind the viewer's locale once; everything below picks it up, interpolation included.
        let line = withNameLocale(Locale(identifier: "en-US-x-linearf")) { "Assigned to \(assignee)" }
        // "Assigned to Robb Böhnke"

        // Strict parsing at trust boundaries; errors quote the bad part ("en--US" has an empty subtag after "en").
        let tag = try LocaleTag("EN_us@x=LinearF")  // en-US-x-linearf

        // Names in parts, formatted the CLDR way for the viewer (UTS #35 Part 8, with the system ICU's data).
        let boehnke = PersonName(given: "Robb", surname: "Böhnke", locale: Locale(identifier: "de"))
        let english = PersonName.FormatStyle(locale: Locale(identifier: "en"))
        let short = boehnke.formatted(english.length(.short))  // "R. Böhnke"
        let sorting = boehnke.formatted(english.order(.sorting))  // "Böhnke, Robb"
        // README: end
        XCTAssertEqual(full, "Robb Böhnke")
        XCTAssertEqual(display, "robb")
        XCTAssertEqual(line, "Assigned to Robb Böhnke")
        XCTAssertEqual(tag.identifier, "en-US-x-linearf")
        XCTAssertThrowsError(try LocaleTag("en--US")) { error in
            XCTAssertTrue("\(error)".contains(#"an empty subtag after "en""#), "\(error)")
        }
        XCTAssertEqual(short, "R. Böhnke")
        XCTAssertEqual(sorting, "Böhnke, Robb")
    }
}
