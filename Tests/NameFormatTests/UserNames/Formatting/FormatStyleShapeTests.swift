import Foundation
import NameFormat
import TestSupport
import XCTest

/// Both styles have one shape: every option a `public var` with a copy-returning modifier, a scheme, every modifier
/// on the attributed form, and locales in JSON as BCP 47 tag strings.
final class FormatStyleShapeTests: XCTestCase {
    private let acme = try! NamePreferenceScheme(
        fullName: try! PrivateUseSubtag("acmefull"),
        givenFirst: try! PrivateUseSubtag("acmegn"),
        surnameFirst: try! PrivateUseSubtag("acmesn")
    )

    /// Setting an option through its property and through its modifier give equal styles that format alike.
    func testPersonNameOptionsAreVarsWithModifiers() throws {
        typealias Style = PersonName.FormatStyle
        let viewer = Locale(identifier: "en-x-acmegn")
        let table: [(option: String, set: (inout Style) -> Void, modify: (Style) -> Style)] = [
            ("locale", { $0.locale = viewer }, { $0.locale(viewer) }),
            ("locale tag", { $0.locale = viewer }, { $0.locale(try! LocaleTag("en-x-acmegn")) }),
            ("scheme", { $0.scheme = self.acme }, { $0.scheme(self.acme) }),
            ("length", { $0.length = .short }, { $0.length(.short) }),
            ("usage", { $0.usage = .addressing }, { $0.usage(.addressing) }),
            ("formality", { $0.formality = .informal }, { $0.formality(.informal) }),
            ("order", { $0.order = .sorting }, { $0.order(.sorting) }),
            ("sanitization", { $0.sanitization = .raw }, { $0.sanitization(.raw) }),
        ]
        let start = Style(locale: Locale(identifier: "de"))
        for row in table {
            var set = start
            row.set(&set)
            let modified = row.modify(start)
            XCTAssertEqual(set, modified, row.option)
            XCTAssertNotEqual(set, start, "\(row.option) changes nothing")
            XCTAssertEqual(set.format(SampleNames.yamada), modified.format(SampleNames.yamada), row.option)
        }
    }

    func testUserNameOptionsAreVarsWithModifiers() throws {
        typealias Style = UserName.FormatStyle
        let viewer = Locale(identifier: "en-x-acmefull")
        let short = PersonName.FormatStyle().length(.short)
        let table: [(option: String, set: (inout Style) -> Void, modify: (Style) -> Style)] = [
            ("locale", { $0.locale = viewer }, { $0.locale(viewer) }),
            ("locale tag", { $0.locale = viewer }, { $0.locale(try! LocaleTag("en-x-acmefull")) }),
            ("scheme", { $0.scheme = self.acme }, { $0.scheme(self.acme) }),
            ("fullNameStyle", { $0.fullNameStyle = short }, { $0.fullNameStyle(short) }),
            ("sanitization", { $0.sanitization = .raw }, { $0.sanitization(.raw) }),
        ]
        let user = UserName(displayName: "robb", personName: PersonName(given: "Robb", surname: "Böhnke"))
        let start = Style(locale: Locale(identifier: "de-x-linearf"))
        for row in table {
            var set = start
            row.set(&set)
            let modified = row.modify(start)
            XCTAssertEqual(set, modified, row.option)
            XCTAssertNotEqual(set, start, "\(row.option) changes nothing")
            XCTAssertEqual(set.format(user), modified.format(user), row.option)
        }
    }

    /// Setting the locale through the property updates what the style resolved from it.
    func testSettingTheLocalePropertyChangesTheAnswer() {
        var style = UserName.FormatStyle(locale: Locale(identifier: "en"))
        XCTAssertEqual(style.format(.robb), "robb")
        style.locale = Locale(identifier: "en-x-linearf")
        XCTAssertEqual(style.format(.robb), "Robb Böhnke")
        style.locale = nil
        XCTAssertEqual(style.format(.robb), "robb")
        withNameLocale(Locale(identifier: "en-x-linearf")) { XCTAssertEqual(style.format(.robb), "Robb Böhnke") }

        var person = PersonName.FormatStyle(locale: Locale(identifier: "en"))
        XCTAssertEqual(person.format(SampleNames.yamada), "山田太郎")
        person.locale = Locale(identifier: "en-x-gnfirst")
        XCTAssertEqual(person.format(SampleNames.yamada), SampleNames.yamadaGivenFirst)
    }

    /// A person-name style's own scheme reads the viewer's order subtag, with an explicit locale or the context's;
    /// without one, the context's scheme does.
    /// `locale(_:)` called through `FormatStyle` (as generic code calls it) sets the viewer: the shared modifier,
    /// not `FormatStyle`'s default, which returns the style unchanged.
    func testLocaleThroughFormatStyleSetsTheViewer() {
        func localized<Style: Foundation.FormatStyle>(_ style: Style) -> Style {
            style.locale(Locale(identifier: "en-US-x-linearf"))
        }
        let user = UserName.robb
        let person = PersonName(given: "Robb", surname: "Böhnke")
        // The bound viewer prefers display names and surname first; the explicit locale neither.
        withNameLocale(try! LocaleTag("en-US-x-snfirst")) {
            XCTAssertEqual(UserName.FormatStyle().format(user), "robb")
            XCTAssertEqual(localized(UserName.FormatStyle()).format(user), "Robb Böhnke")
            XCTAssertEqual(String(localized(UserName.FormatStyle().attributed).format(user).characters), "Robb Böhnke")
            XCTAssertEqual(PersonName.FormatStyle().format(person), "Böhnke Robb")
            XCTAssertEqual(localized(PersonName.FormatStyle()).format(person), "Robb Böhnke")
            XCTAssertEqual(
                String(localized(PersonName.FormatStyle().attributed).format(person).characters),
                "Robb Böhnke"
            )
        }
    }

    func testPersonNameStyleHasAScheme() {
        let viewer = Locale(identifier: "en-x-acmegn")
        let table: [(label: String, style: PersonName.FormatStyle, context: NameContext?, expected: String)] = [
            ("explicit locale, default scheme", .init(locale: viewer), nil, "山田太郎"),
            ("explicit locale, own scheme", .init(locale: viewer, scheme: acme), nil, SampleNames.yamadaGivenFirst),
            ("explicit locale, scheme modifier", .init(locale: viewer).scheme(acme), nil, SampleNames.yamadaGivenFirst),
            (
                "explicit locale, own scheme beats the context's",
                .init(locale: viewer, scheme: .default), NameContext(locale: viewer, scheme: acme), "山田太郎"
            ),
            (
                "explicit locale, context's scheme", .init(locale: viewer), NameContext(locale: viewer, scheme: acme),
                SampleNames.yamadaGivenFirst
            ),
            (
                "context locale, own scheme", .init(scheme: acme), NameContext(locale: viewer),
                SampleNames.yamadaGivenFirst
            ),
            (
                "context locale, context's scheme", .init(), NameContext(locale: viewer, scheme: acme),
                SampleNames.yamadaGivenFirst
            ),
            (
                "context locale and scheme, own default scheme", .init(scheme: .default),
                NameContext(locale: viewer, scheme: acme), "山田太郎"
            ),
        ]
        for row in table {
            let formatted =
                row.context.map { context in withNameLocale(context) { row.style.format(SampleNames.yamada) } }
                ?? row.style.format(SampleNames.yamada)
            XCTAssertEqual(formatted, row.expected, row.label)
        }
        // A user-name style's full-name style brings its scheme along.
        let user = UserName(displayName: "taro", personName: SampleNames.yamada)
        let style = UserName.FormatStyle(locale: Locale(identifier: "en-x-linearf-acmegn"))
        XCTAssertEqual(style.format(user), "山田太郎")
        XCTAssertEqual(
            style.fullNameStyle(.personName.scheme(try acme.with(fullName: .linearf))).format(user),
            SampleNames.yamadaGivenFirst
        )
    }

    /// A style with an explicit locale and a full-name style resolves the person-name style once; it formats as the
    /// same style does when it resolves per name, under every scheme and context.
    func testResolvedFullNameStyleFormatsAsThePerNamePath() {
        let user = UserName(displayName: "taro", personName: SampleNames.yamada)
        let viewers = ["en-x-linearf-acmegn", "en-x-acmefull-acmegn", "en-x-linearf-gnfirst", "ja-x-linearf"]
        let contexts: [NameContext?] = [nil, NameContext(locale: Locale(identifier: "de"), scheme: acme)]
        for identifier in viewers {
            for scheme in [nil, acme] as [NamePreferenceScheme?] {
                for context in contexts {
                    let perName = UserName.FormatStyle(locale: Locale(identifier: identifier), scheme: scheme)
                    let resolved = perName.fullNameStyle(.personName)
                    let label =
                        "\(identifier), scheme \(scheme == nil ? "nil" : "acme"), context \(context == nil ? "none" : "acme")"
                    let pair =
                        context.map { context in
                            withNameLocale(context) { (perName.format(user), resolved.format(user)) }
                        }
                        ?? (perName.format(user), resolved.format(user))
                    XCTAssertEqual(pair.0, pair.1, label)
                }
            }
        }
    }

    /// Every modifier of the attributed style is the plain style's modifier.
    func testAttributedStyleForwardsEveryModifier() throws {
        typealias Attributed = UserName.FormatStyle.Attributed
        let locale = Locale(identifier: "en-x-linearf")
        let tag = try LocaleTag("de-x-linearf")
        let short = PersonName.FormatStyle().length(.short)
        let base = UserName.FormatStyle()
        let table:
            [(
                modifier: String, attributed: (Attributed) -> Attributed,
                plain: (UserName.FormatStyle) -> UserName.FormatStyle
            )] = [
                ("locale", { $0.locale(locale) }, { $0.locale(locale) }),
                ("locale tag", { $0.locale(tag) }, { $0.locale(tag) }),
                ("scheme", { $0.scheme(self.acme) }, { $0.scheme(self.acme) }),
                ("fullNameStyle", { $0.fullNameStyle(short) }, { $0.fullNameStyle(short) }),
                ("sanitization", { $0.sanitization(.raw) }, { $0.sanitization(.raw) }),
            ]
        for row in table {
            XCTAssertEqual(row.attributed(base.attributed).base, row.plain(base), row.modifier)
        }
        // Every public modifier of the plain style is in the table.
        XCTAssertEqual(Set(table.map(\.modifier)), ["locale", "locale tag", "scheme", "fullNameStyle", "sanitization"])
    }

    /// Both styles write the locale as its canonical BCP 47 tag, and read it back strictly.
    func testStylesEncodeLocalesAsTags() throws {
        let spelled = Locale(identifier: "EN_us@x=LinearF")
        let table: [(label: String, json: String)] = [
            ("user name", try json(UserName.FormatStyle(locale: spelled))),
            ("person name", try json(PersonName.FormatStyle(locale: spelled))),
            ("attributed", try json(UserName.FormatStyle(locale: spelled).attributed)),
        ]
        for row in table {
            XCTAssertTrue(row.json.contains(#""locale":"en-US-x-linearf""#), "\(row.label): \(row.json)")
        }
        XCTAssertFalse(try json(UserName.FormatStyle()).contains("locale"))
    }

    func testStylesRoundTripAndCompareByTag() throws {
        let spellings = ["en_US@x=linearf", "en-US-x-linearf", "EN-us-X-LINEARF"].map(Locale.init(identifier:))
        let userStyles = spellings.map { UserName.FormatStyle(locale: $0) }
        let personStyles = spellings.map { PersonName.FormatStyle(locale: $0, scheme: acme).length(.short) }
        XCTAssertEqual(Set(userStyles).count, 1)
        XCTAssertEqual(Set(personStyles).count, 1)
        for style in userStyles {
            let decoded = try JSONDecoder().decode(UserName.FormatStyle.self, from: JSONEncoder().encode(style))
            XCTAssertEqual(decoded, style)
            XCTAssertEqual(decoded.locale?.identifier, "en-US-x-linearf")
        }
        for style in personStyles {
            let decoded = try JSONDecoder().decode(PersonName.FormatStyle.self, from: JSONEncoder().encode(style))
            XCTAssertEqual(decoded, style)
            XCTAssertEqual(decoded.format(SampleNames.yamada), style.format(SampleNames.yamada))
        }
    }

    /// JSON written before styles wrote tags holds Foundation's `Locale` object; it still decodes.
    func testStylesReadFoundationsLocaleObject() throws {
        let old = #"{"locale":{"current":0,"identifier":"en_US@x=linearf"},"sanitization":"sanitized"}"#
        let user = try JSONDecoder().decode(UserName.FormatStyle.self, from: Data(old.utf8))
        XCTAssertEqual(user, UserName.FormatStyle(locale: Locale(identifier: "en-US-x-linearf")))
        let person = try JSONDecoder().decode(PersonName.FormatStyle.self, from: Data(old.utf8))
        XCTAssertEqual(person, PersonName.FormatStyle(locale: Locale(identifier: "en-US-x-linearf")))
    }

    /// A bad tag in a style's JSON is an error that quotes it, escaped; never a style for some other locale.
    func testStylesRejectBadTags() {
        let table: [(json: String, quoted: String)] = [
            (#"{"locale":"en-US-x-\u202Elinearf"}"#, #""en-US-x-\u{202E}linearf""#),
            (#"{"locale":"e"}"#, #""e""#),
            (#"{"locale":{"identifier":"en--US"}}"#, #""en--US""#),
            (#"{"locale":""}"#, "empty"),
            (#"{"locale":"en\u0000x"}"#, "en"),
            (#"{"locale":"en-\u0001US"}"#, "en"),
            (#"{"locale":"en-\u0085US"}"#, "en"),
            (#"{"locale":"en-US\u2028x-linearf"}"#, "en-US"),
            (#"{"locale":"\uFEFFen-US"}"#, "en-US"),
            ("{\"locale\":\"en-\(String(repeating: "a", count: 1 << 20))\"}", "too long"),
        ]
        for row in table {
            for type in [UserName.FormatStyle.self, PersonName.FormatStyle.self] as [any Decodable.Type] {
                XCTAssertThrowsError(try JSONDecoder().decode(type, from: Data(row.json.utf8)), row.json) { error in
                    guard case DecodingError.dataCorrupted(let context) = error else {
                        return XCTFail("\(row.json): \(error)")
                    }
                    let message = context.debugDescription
                    XCTAssertTrue(message.contains(row.quoted), String(message.prefix(300)))
                    // The message quotes the input escaped and cut short: no control, bidi or invisible character
                    // of it reaches a log line, and a 1 MiB tag makes a short message.
                    XCTAssertFalse(
                        message.unicodeScalars.contains {
                            $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
                                || [0x2028, 0x2029, 0x202E, 0xFEFF].contains($0.value)
                        },
                        String(message.prefix(300))
                    )
                    XCTAssertLessThan(message.utf8.count, 1_000, row.quoted)
                }
            }
        }
        XCTAssertThrowsError(try JSONDecoder().decode(UserName.FormatStyle.self, from: Data(#"{"locale":7}"#.utf8)))
    }

    private func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}

extension NamePreferenceScheme {
    fileprivate func with(fullName: PrivateUseSubtag) throws -> Self {
        try NamePreferenceScheme(fullName: fullName, givenFirst: givenFirst, surnameFirst: surnameFirst)
    }
}
