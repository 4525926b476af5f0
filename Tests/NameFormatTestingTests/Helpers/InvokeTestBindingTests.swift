import NameFormat
import NameFormatTesting
import XCTest

/// The helper around `invokeTest()` binds the locale for every test method of a class, sync and async, as the
/// helper's documentation shows.
final class InvokeTestBindingTests: XCTestCase {
    override func invokeTest() {
        withNameLocale("en-US-x-linearf") { super.invokeTest() }
    }

    func testSyncMethodSeesTheLocale() {
        XCTAssertEqual(NameContext.current.tag.identifier, "en-US-x-linearf")
        XCTAssertEqual("\(UserName.robb)", "Robb Böhnke")
    }

    func testAsyncMethodAndItsChildTasksSeeTheLocale() async {
        async let fromAsyncLet = "\(UserName.robb)"
        XCTAssertEqual(NameContext.current.tag.identifier, "en-US-x-linearf")
        XCTAssertEqual("\(UserName.robb)", "Robb Böhnke")
        let fromAsyncLetValue = await fromAsyncLet
        XCTAssertEqual(fromAsyncLetValue, "Robb Böhnke")
    }

    func testInnerHelperWins() {
        XCTAssertEqual(withNameLocale("en-US") { "\(UserName.robb)" }, "robb")
    }
}
