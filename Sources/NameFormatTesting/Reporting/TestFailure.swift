import NameFormat
import Testing
import XCTest

/// Records a failure in whichever test framework is running the caller: an issue in a Swift Testing test, an
/// `XCTFail` in an XCTest test.
enum TestFailure {
    /// Records that `error`'s identifier is not a valid locale, at the caller's source location.
    ///
    /// In Swift Testing the issue carries the error itself (`issue.error`), so `withKnownIssue` can match it; in
    /// XCTest the failure's message is the error's description.
    static func record(
        _ error: LocaleTagError,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) {
        if Test.current != nil {
            let location = SourceLocation(
                fileID: "\(fileID)",
                filePath: "\(filePath)",
                line: Int(line),
                column: Int(column)
            )
            Issue.record(error, sourceLocation: location)
        } else {
            XCTFail(error.description, file: filePath, line: line)
        }
    }
}
