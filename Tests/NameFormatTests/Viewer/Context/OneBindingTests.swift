import Foundation
import NameFormat
import TestSupport
import XCTest

/// `withNameLocale(_:scheme:operation:)` is the one way to bind a viewer: a `LocaleTag`, a `Locale` and a
/// `NameContext` each bind, and which scheme is bound follows one rule: `scheme:` when given; else a context's own;
/// else the enclosing binding's.
final class OneBindingTests: XCTestCase {
    /// The app's own subtags: `myfn` asks for full names.
    private static let appScheme = try! NamePreferenceScheme(
        fullName: PrivateUseSubtag("myfn"),
        givenFirst: PrivateUseSubtag("mygf"),
        surnameFirst: PrivateUseSubtag("mysf")
    )

    private enum Form: CaseIterable { case tag, locale, context, contextWithAppScheme }

    private struct Row {
        var form: Form
        var scheme: NamePreferenceScheme?
        var enclosing: NamePreferenceScheme?
        var expected: NamePreferenceScheme
        var line: UInt
    }

    private static let rows: [Row] = [
        // Without `scheme:`, a tag or a locale keeps the enclosing binding's scheme (the default outside any) ...
        Row(form: .tag, scheme: nil, enclosing: nil, expected: .default, line: #line),
        Row(form: .locale, scheme: nil, enclosing: nil, expected: .default, line: #line),
        Row(form: .tag, scheme: nil, enclosing: appScheme, expected: appScheme, line: #line),
        Row(form: .locale, scheme: nil, enclosing: appScheme, expected: appScheme, line: #line),
        // ... and a context keeps its own, whatever encloses it.
        Row(form: .context, scheme: nil, enclosing: appScheme, expected: .default, line: #line),
        Row(form: .contextWithAppScheme, scheme: nil, enclosing: nil, expected: appScheme, line: #line),
        // `scheme:` wins over both.
        Row(form: .tag, scheme: appScheme, enclosing: nil, expected: appScheme, line: #line),
        Row(form: .locale, scheme: appScheme, enclosing: nil, expected: appScheme, line: #line),
        Row(form: .context, scheme: appScheme, enclosing: nil, expected: appScheme, line: #line),
        Row(form: .contextWithAppScheme, scheme: .default, enclosing: appScheme, expected: .default, line: #line),
    ]

    /// Binds `en-x-myfn` in `form` with `scheme`, inside a binding of `enclosing` when there is one, and returns
    /// the bound context and how a user name shows.
    private func bound(
        _ form: Form,
        scheme: NamePreferenceScheme?,
        enclosing: NamePreferenceScheme?
    ) throws
        -> (context: NameContext, shown: String)
    {
        let tag = try LocaleTag("en-x-myfn")
        let read = { (NameContext.current, "\(UserName.robb, isolation: .never)") }
        let bind = {
            switch form {
            case .tag: withNameLocale(tag, scheme: scheme, operation: read)
            case .locale: withNameLocale(Locale(identifier: "en-x-myfn"), scheme: scheme, operation: read)
            case .context: withNameLocale(NameContext(locale: tag), scheme: scheme, operation: read)
            case .contextWithAppScheme:
                withNameLocale(NameContext(locale: tag, scheme: Self.appScheme), scheme: scheme, operation: read)
            }
        }
        guard let enclosing else { return bind() }
        return withNameLocale(try LocaleTag("fr"), scheme: enclosing, operation: bind)
    }

    func testEachFormBindsTheSchemeTheRuleGives() throws {
        for row in Self.rows {
            let (context, shown) = try bound(row.form, scheme: row.scheme, enclosing: row.enclosing)
            XCTAssertEqual(context.localeTag.identifier, "en-x-myfn", "\(row.form)", line: row.line)
            XCTAssertEqual(context.scheme, row.expected, "\(row.form)", line: row.line)
            // `myfn` asks for full names under the app's scheme only.
            XCTAssertEqual(
                shown,
                row.expected == Self.appScheme ? "Robb Böhnke" : "robb",
                "\(row.form)",
                line: row.line
            )
        }
    }

    func testAsyncFormFollowsTheSameRule() async throws {
        let context = NameContext(locale: try LocaleTag("en-x-myfn"), scheme: Self.appScheme)
        let shown = await withNameLocale(context) {
            await withTaskGroup(of: String.self) { group in
                group.addTask { "\(UserName.robb, isolation: .never)" }
                return await group.reduce(into: "") { $0 += $1 }
            }
        }
        XCTAssertEqual(shown, "Robb Böhnke")
        let overridden = await withNameLocale(context, scheme: .default) {
            await Task.yield()  // an async body, so that the async form is the one called
            return "\(UserName.robb, isolation: .never)"
        }
        XCTAssertEqual(overridden, "robb")
    }

    func testAContextBoundAsItIsIsTheSameContext() throws {
        let context = NameContext(locale: try LocaleTag("de-x-linearf"), scheme: Self.appScheme)
        XCTAssertEqual(withNameLocale(context) { NameContext.current }, context)
        XCTAssertEqual(NameContext(locale: context), NameContext(locale: context.localeTag))
        XCTAssertEqual(NameContext(locale: context, scheme: Self.appScheme), context)
    }

    func testEveryFormGivesItsTag() throws {
        let tag = try LocaleTag("en_US@x=linearf")
        XCTAssertEqual(tag.localeTag, tag)
        XCTAssertEqual(Locale(identifier: "en_US@x=linearf").localeTag, tag)
        XCTAssertEqual(NameContext(locale: tag).localeTag, tag)
        XCTAssertEqual(Locale(identifier: "de-CH-x-linearf").namePreferences(), tag.namePreferences())
        XCTAssertEqual(NameContext(locale: tag).namePreferences(), NamePreferences(prefersFullName: true))
    }

    func testAContextPrintsItsTagAndAnOtherScheme() throws {
        let rows: [(NameContext, String, UInt)] = [
            (NameContext.default, "NameContext(und)", #line),
            (NameContext(locale: try LocaleTag("en_US@x=linearf")), "NameContext(en-US-x-linearf)", #line),
            (NameContext(locale: Locale(identifier: "ja-JP")), "NameContext(ja-JP)", #line),
            (
                NameContext(locale: try LocaleTag("de-x-myfn"), scheme: Self.appScheme),
                "NameContext(de-x-myfn, scheme: full myfn, given first mygf, surname first mysf)", #line
            ),
        ]
        for (context, expected, line) in rows {
            XCTAssertEqual("\(context)", expected, line: line)
            XCTAssertEqual(String(describing: context), expected, line: line)
        }
    }

    func testSupportedLocalesMayBeFoundationLocales() throws {
        let header = AcceptLanguage("de-CH-x-linearf, en;q=0.5")
        let locales = [Locale(identifier: "en-US"), Locale(identifier: "de")]
        let tags = try [LocaleTag("en-US"), LocaleTag("de")]
        XCTAssertEqual(header.bestMatch(among: locales), try LocaleTag("de-x-linearf"))
        XCTAssertEqual(header.bestMatch(among: locales), header.bestMatch(among: tags))
        XCTAssertEqual(header.nameContext(among: locales), header.nameContext(among: tags))
    }
}
