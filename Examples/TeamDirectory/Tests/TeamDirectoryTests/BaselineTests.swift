import Hummingbird
import NameFormat
import TeamDirectoryKit
import XCTest

/// The load comparison's baseline routes answer what the formatting routes answer for the baseline's viewer, so
/// the comparison measures the same output.
final class BaselineTests: XCTestCase {
    func testBaselineMatchesFormattedRoutesForItsViewer() async throws {
        let viewer = DirectoryDatabase.baselineViewer.identifier
        let results = try await answers([
            TestRequest(uri: "/members", acceptLanguage: viewer),
            TestRequest(uri: "/baseline/members"),
            TestRequest(uri: "/users/85", acceptLanguage: viewer),
            TestRequest(uri: "/baseline/users/85"),
            TestRequest(uri: "/members", acceptLanguage: "ja"),
        ])
        let baseline = try results[1].decoded([ShownName].self)
        XCTAssertEqual(try results[0].decoded([ShownName].self), baseline)
        XCTAssertEqual(try results[2].decoded(ShownName.self), try results[3].decoded(ShownName.self))
        XCTAssertNotEqual(try results[4].decoded([ShownName].self), baseline)
        XCTAssertEqual(baseline.count, 231)
    }
}
