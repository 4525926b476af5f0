import NameFormat
import NameFormatTesting
import TestSupport
import XCTest

/// The helper around `invokeTest()` binds the locale for every test method of a class, sync and async, as the
/// helper's documentation shows.
final class InvokeTestBindingTests: XCTestCase {
    static let viewer = try! LocaleTag("en-US-x-linearf")

    override func invokeTest() {
        withNameLocale(Self.viewer) { super.invokeTest() }
    }

    func testSyncMethodSeesTheLocale() {
        XCTAssertEqual(NameContext.current.tag.identifier, "en-US-x-linearf")
        XCTAssertEqual("\(UserName.robb, isolation: .never)", "Robb Böhnke")
    }

    func testAsyncMethodAndItsChildTasksSeeTheLocale() async {
        async let fromAsyncLet = "\(UserName.robb, isolation: .never)"
        XCTAssertEqual(NameContext.current.tag.identifier, "en-US-x-linearf")
        XCTAssertEqual("\(UserName.robb, isolation: .never)", "Robb Böhnke")
        let fromAsyncLetValue = await fromAsyncLet
        XCTAssertEqual(fromAsyncLetValue, "Robb Böhnke")
    }

    func testInnerHelperWins() throws {
        XCTAssertEqual(try withNameLocale("en-US") { "\(UserName.robb, isolation: .never)" }, "robb")
    }
}
