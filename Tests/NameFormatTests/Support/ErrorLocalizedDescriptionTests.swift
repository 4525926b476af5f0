import Foundation
import XCTest

@testable import NameFormat

/// Every public error's `localizedDescription` is its own message, not Foundation's "The operation could not be
/// completed".
final class ErrorLocalizedDescriptionTests: XCTestCase {
    func testLocalizedDescriptionIsTheMessage() {
        let table: [(error: any Error, message: String)] = [
            (
                LocaleTagError(.empty),
                "The locale is empty: give a BCP 47 tag such as \"en-US\" or \"en-US-x-linearf\"."
            ),
            (
                LocaleTagError(.emptySubtag(after: "en", identifier: "en--US")),
                "\"en--US\" is not a well-formed locale: it has an empty subtag after \"en\"."
            ),
            (
                PrivateUseSubtagError(.empty),
                "A private-use subtag cannot be empty: use 1 to 8 ASCII letters or digits, such as \"linearf\"."
            ),
            (
                PrivateUseSubtagError(.tooLong("abcdefghi")),
                "The private-use subtag \"abcdefghi\" has 9 characters; the most is 8."
            ),
            (
                MentionSyntaxError(.noIDCharacters),
                "The set of id characters is empty: give at least one printable ASCII character."
            ),
            (
                MentionSyntaxError(.emptyPrefix),
                "A mention prefix cannot be empty: use 1 to 16 bytes, such as \"<@\"."
            ),
            (
                NameFieldError.unknownOrder("sideways"),
                "\"preferredOrder\" must be \"givenFirst\" or \"surnameFirst\", found \"sideways\""
            ),
            (
                DisplayNameProblem.tooLongToCheck(String(repeating: "a", count: 5000)),
                "\"" + String(repeating: "a", count: 64) + "…\" has 5000 bytes, and a display name has "
                    + "at most 4096."
            ),
        ]
        for row in table {
            XCTAssertEqual("\(row.error)", row.message)
            XCTAssertEqual(row.error.localizedDescription, row.message)
        }
    }

    /// The errors that reach callers through a thrown initializer, as a caller sees them.
    func testThrownErrorsReadAsTheirMessage() {
        XCTAssertThrowsError(try LocaleTag("en--US")) { error in
            XCTAssertEqual(
                error.localizedDescription,
                "\"en--US\" is not a well-formed locale: it has an empty subtag after \"en\"."
            )
        }
        XCTAssertThrowsError(try PrivateUseSubtag("a-b")) { error in
            XCTAssertEqual(
                error.localizedDescription,
                "The private-use subtag \"a-b\" contains \"-\"; only ASCII letters and digits are allowed."
            )
        }
    }
}
