import Foundation
import NameFormat
import TestSupport
import XCTest

/// The style's options, the order preferences of the viewer and of the name, and the style's and the name's value
/// semantics (Codable, Hashable).
///
/// Every expected string was checked against ICU4J 72's `PersonNameFormatter` (CLDR 42 data).
final class PersonNameOptionsTests: XCTestCase {
    private typealias Style = PersonName.FormatStyle

    private static let mueller = PersonName(
        title: "Prof. Dr.",
        given: "Johanna",
        givenInformal: "Hanni",
        given2: "Maria Theresia",
        surname: "Müller",
        credentials: "MdB",
        locale: Locale(identifier: "de")
    )
    private static let yamada = PersonName(
        title: "教授",
        given: "太郎",
        givenInformal: "タロウ",
        surname: "山田",
        locale: Locale(identifier: "ja")
    )
    private static let horvath = PersonName(
        title: "dr.",
        given: "Gyula",
        givenInformal: "Gyuszi",
        given2: "János",
        surname: "Horváth",
        locale: Locale(identifier: "hu")
    )
    private static let kim = PersonName(
        given: "민준",
        givenInformal: "준이",
        surname: "김",
        locale: Locale(identifier: "ko")
    )
    private static let boehnke = SampleNames.boehnke

    /// One viewer and name at one length, usage and formality, with the result for each order.
    private struct Row {
        var viewer: String
        var name: PersonName
        var length: Style.Length
        var usage: Style.Usage
        var formality: Style.Formality
        /// For `.default`, `.givenFirst`, `.surnameFirst` and `.sorting`, in that order.
        var expected: [String]
        var line: UInt

        init(
            _ viewer: String,
            _ name: PersonName,
            _ length: Style.Length,
            _ usage: Style.Usage,
            _ formality: Style.Formality,
            _ expected: [String],
            line: UInt = #line
        ) {
            self.viewer = viewer
            self.name = name
            self.length = length
            self.usage = usage
            self.formality = formality
            self.expected = expected
            self.line = line
        }
    }

    private static let orders: [Style.Order] = [.default, .givenFirst, .surnameFirst, .sorting]

    func testLengthUsageFormalityAndOrder() throws {
        try XCTSkipUnless(CLDRPersonNameData.isCLDR42, CLDRPersonNameData.notCLDR42Note)
        // A German name for an English viewer, a Japanese name for a Japanese viewer, a Hungarian name (surname
        // first) for a Hungarian viewer and a Korean name for a Korean viewer.
        let rows: [Row] = [
            Row(
                "en",
                Self.mueller,
                .long,
                .referring,
                .formal,
                [
                    "Johanna Maria Theresia Müller MdB", "Johanna Maria Theresia Müller MdB",
                    "Müller Johanna Maria Theresia MdB", "Müller, Johanna Maria Theresia",
                ]
            ),
            Row(
                "en",
                Self.mueller,
                .long,
                .referring,
                .informal,
                ["Hanni Müller", "Hanni Müller", "Müller Hanni", "Müller, Hanni"]
            ),
            Row(
                "en",
                Self.mueller,
                .long,
                .addressing,
                .formal,
                ["Prof. Dr. Müller", "Prof. Dr. Müller", "Prof. Dr. Müller", "Müller, Johanna Maria Theresia"]
            ),
            Row("en", Self.mueller, .long, .addressing, .informal, ["Hanni", "Hanni", "Hanni", "Müller, Hanni"]),
            Row("en", Self.mueller, .long, .monogram, .formal, ["JMM", "JMM", "MJM", "JMM"]),
            Row("en", Self.mueller, .long, .monogram, .informal, ["HM", "HM", "MH", "HM"]),
            Row(
                "en",
                Self.mueller,
                .medium,
                .referring,
                .formal,
                [
                    "Johanna M. T. Müller MdB", "Johanna M. T. Müller MdB", "Müller Johanna M. T. MdB",
                    "Müller, Johanna M. T.",
                ]
            ),
            Row(
                "en",
                Self.mueller,
                .medium,
                .referring,
                .informal,
                ["Hanni Müller", "Hanni Müller", "Müller Hanni", "Müller, Hanni"]
            ),
            Row(
                "en",
                Self.mueller,
                .medium,
                .addressing,
                .formal,
                ["Prof. Dr. Müller", "Prof. Dr. Müller", "Prof. Dr. Müller", "Müller, Johanna M. T."]
            ),
            Row("en", Self.mueller, .medium, .addressing, .informal, ["Hanni", "Hanni", "Hanni", "Müller, Hanni"]),
            Row("en", Self.mueller, .medium, .monogram, .formal, ["M", "M", "M", "M"]),
            Row("en", Self.mueller, .medium, .monogram, .informal, ["H", "H", "H", "H"]),
            Row(
                "en",
                Self.mueller,
                .short,
                .referring,
                .formal,
                ["J. M. T. Müller", "J. M. T. Müller", "Müller J. M. T.", "Müller, J. M. T."]
            ),
            Row(
                "en",
                Self.mueller,
                .short,
                .referring,
                .informal,
                ["Hanni M.", "Hanni M.", "Müller J.", "Müller, Hanni"]
            ),
            Row(
                "en",
                Self.mueller,
                .short,
                .addressing,
                .formal,
                ["Prof. Dr. Müller", "Prof. Dr. Müller", "Prof. Dr. Müller", "Müller, J. M. T."]
            ),
            Row("en", Self.mueller, .short, .addressing, .informal, ["Hanni", "Hanni", "Hanni", "Müller, Hanni"]),
            Row("en", Self.mueller, .short, .monogram, .formal, ["M", "M", "M", "M"]),
            Row("en", Self.mueller, .short, .monogram, .informal, ["H", "H", "H", "H"]),
            Row("ja", Self.yamada, .long, .referring, .formal, ["教授山田太郎", "教授 太郎 山田", "教授山田太郎", "山田太郎"]),
            Row("ja", Self.yamada, .long, .referring, .informal, ["教授山田タロウ", "教授 タロウ 山田", "教授山田タロウ", "山田タロウ"]),
            Row("ja", Self.yamada, .long, .addressing, .formal, ["山田太郎", "太郎 山田", "山田太郎", "山田太郎"]),
            Row("ja", Self.yamada, .long, .addressing, .informal, ["山田タロウ", "タロウ 山田", "山田タロウ", "山田タロウ"]),
            Row("ja", Self.yamada, .long, .monogram, .formal, ["太", "太", "太", "太"]),
            Row("ja", Self.yamada, .long, .monogram, .informal, ["太", "太", "太", "太"]),
            Row("ja", Self.yamada, .medium, .referring, .formal, ["山田太郎", "太郎 山田", "山田太郎", "山田太郎"]),
            Row("ja", Self.yamada, .medium, .referring, .informal, ["山田タロウ", "タロウ 山田", "山田タロウ", "山田タロウ"]),
            Row("ja", Self.yamada, .medium, .addressing, .formal, ["山田太郎", "太郎 山田", "山田太郎", "山田太郎"]),
            Row("ja", Self.yamada, .medium, .addressing, .informal, ["山田タロウ", "タロウ 山田", "山田タロウ", "山田タロウ"]),
            Row("ja", Self.yamada, .medium, .monogram, .formal, ["太", "太", "太", "太"]),
            Row("ja", Self.yamada, .medium, .monogram, .informal, ["太", "太", "太", "太"]),
            Row("ja", Self.yamada, .short, .referring, .formal, ["山田太郎", "太郎 山田", "山田太郎", "山田太郎"]),
            Row("ja", Self.yamada, .short, .referring, .informal, ["山田タロウ", "タロウ 山田", "山田タロウ", "山田タロウ"]),
            Row("ja", Self.yamada, .short, .addressing, .formal, ["山田", "太郎", "山田", "山田太郎"]),
            Row("ja", Self.yamada, .short, .addressing, .informal, ["タロウ", "タロウ", "タロウ", "山田タロウ"]),
            Row("ja", Self.yamada, .short, .monogram, .formal, ["太", "太", "太", "太"]),
            Row("ja", Self.yamada, .short, .monogram, .informal, ["太", "太", "太", "太"]),
            Row(
                "hu",
                Self.horvath,
                .long,
                .referring,
                .formal,
                ["Horváth Gyula János", "Gyula János Horváth", "Horváth Gyula János", "Horváth, Gyula János"]
            ),
            Row(
                "hu",
                Self.horvath,
                .long,
                .referring,
                .informal,
                ["Horváth Gyuszi", "Gyuszi Horváth", "Horváth Gyuszi", "Horváth, Gyuszi"]
            ),
            Row(
                "hu",
                Self.horvath,
                .long,
                .addressing,
                .formal,
                ["dr. Horváth", "dr. Horváth", "dr. Horváth", "Horváth, Gyula János"]
            ),
            Row("hu", Self.horvath, .long, .addressing, .informal, ["Gyuszi", "Gyuszi", "Gyuszi", "Horváth, Gyuszi"]),
            Row("hu", Self.horvath, .long, .monogram, .formal, ["HGJ", "GJH", "HGJ", "HGJ"]),
            Row("hu", Self.horvath, .long, .monogram, .informal, ["HG", "GH", "HG", "HG"]),
            Row(
                "hu",
                Self.horvath,
                .medium,
                .referring,
                .formal,
                ["Horváth Gyula J.", "Gyula J. Horváth", "Horváth Gyula J.", "Horváth, Gyula J."]
            ),
            Row(
                "hu",
                Self.horvath,
                .medium,
                .referring,
                .informal,
                ["Horváth Gyuszi", "Gyuszi Horváth", "Horváth Gyuszi", "Horváth, Gyuszi"]
            ),
            Row(
                "hu",
                Self.horvath,
                .medium,
                .addressing,
                .formal,
                ["dr. Horváth", "dr. Horváth", "dr. Horváth", "Horváth, Gyula J."]
            ),
            Row(
                "hu",
                Self.horvath,
                .medium,
                .addressing,
                .informal,
                ["Gyuszi", "Gyuszi", "Gyuszi", "Horváth, Gyuszi"]
            ),
            Row("hu", Self.horvath, .medium, .monogram, .formal, ["H", "H", "H", "H"]),
            Row("hu", Self.horvath, .medium, .monogram, .informal, ["G", "G", "G", "G"]),
            Row(
                "hu",
                Self.horvath,
                .short,
                .referring,
                .formal,
                ["Horváth G. J.", "G. J. Horváth", "Horváth G. J.", "Horváth, G. J."]
            ),
            Row(
                "hu",
                Self.horvath,
                .short,
                .referring,
                .informal,
                ["Horváth G.", "Gyuszi H.", "Horváth G.", "Horváth, Gyuszi"]
            ),
            Row(
                "hu",
                Self.horvath,
                .short,
                .addressing,
                .formal,
                ["dr. Horváth", "dr. Horváth", "dr. Horváth", "Horváth, G. J."]
            ),
            Row("hu", Self.horvath, .short, .addressing, .informal, ["Gyuszi", "Gyuszi", "Gyuszi", "Horváth, Gyuszi"]),
            Row("hu", Self.horvath, .short, .monogram, .formal, ["H", "H", "H", "H"]),
            Row("hu", Self.horvath, .short, .monogram, .informal, ["G", "G", "G", "G"]),
            Row("ko", Self.kim, .long, .referring, .formal, ["김민준", "민준 김", "김민준", "김민준"]),
            Row("ko", Self.kim, .long, .referring, .informal, ["김준이", "준이 김", "김준이", "김준이"]),
            Row("ko", Self.kim, .long, .addressing, .formal, ["김", "김", "김", "김민준"]),
            Row("ko", Self.kim, .long, .addressing, .informal, ["준이", "준이", "준이", "김준이"]),
            Row("ko", Self.kim, .long, .monogram, .formal, ["민", "민", "민", "민"]),
            Row("ko", Self.kim, .long, .monogram, .informal, ["민", "민", "민", "민"]),
            Row("ko", Self.kim, .medium, .referring, .formal, ["김민준", "민준 김", "김민준", "김민준"]),
            Row("ko", Self.kim, .medium, .referring, .informal, ["김준이", "준이 김", "김준이", "김준이"]),
            Row("ko", Self.kim, .medium, .addressing, .formal, ["김", "김", "김", "김민준"]),
            Row("ko", Self.kim, .medium, .addressing, .informal, ["준이", "준이", "준이", "김준이"]),
            Row("ko", Self.kim, .medium, .monogram, .formal, ["민", "민", "민", "민"]),
            Row("ko", Self.kim, .medium, .monogram, .informal, ["민", "민", "민", "민"]),
            Row("ko", Self.kim, .short, .referring, .formal, ["김민준", "민준 김", "김민준", "김민준"]),
            Row("ko", Self.kim, .short, .referring, .informal, ["김준이", "준이 김", "김준이", "김준이"]),
            Row("ko", Self.kim, .short, .addressing, .formal, ["김", "김", "김", "김민준"]),
            Row("ko", Self.kim, .short, .addressing, .informal, ["준이", "준이", "준이", "김준이"]),
            Row("ko", Self.kim, .short, .monogram, .formal, ["민", "민", "민", "민"]),
            Row("ko", Self.kim, .short, .monogram, .informal, ["민", "민", "민", "민"]),
        ]
        XCTAssertEqual(rows.count, 4 * 18, "every length, usage and formality for each name")
        for row in rows {
            for (order, expected) in zip(Self.orders, row.expected) {
                let style = Style(
                    locale: Locale(identifier: row.viewer),
                    length: row.length,
                    usage: row.usage,
                    formality: row.formality,
                    order: order
                )
                XCTAssertEqual(
                    style.format(row.name),
                    expected,
                    "\(row.viewer) \(row.length) \(row.usage) \(row.formality) \(order)",
                    line: row.line
                )
                // The same through the modifiers and through `formatted(_:)`.
                let modified = Style.personName.locale(Locale(identifier: row.viewer)).length(row.length)
                    .usage(row.usage).formality(row.formality).order(order)
                XCTAssertEqual(modified, style, line: row.line)
                XCTAssertEqual(row.name.formatted(modified), expected, line: row.line)
            }
        }
    }

    /// Viewers without an order subtag only: with `-x-snfirst`/`-x-gnfirst`, `.sorting` with monogram usage does
    /// not follow the viewer's order the way `.default` does (reported; not asserted here).
    func testSortingWithMonogramUsageFallsBackToTheDefaultOrder() {
        var horvathGivenFirst = Self.horvath
        horvathGivenFirst.preferredOrder = .givenFirst
        var boehnkeSurnameFirst = Self.boehnke
        boehnkeSurnameFirst.preferredOrder = .surnameFirst
        let subjects: [(String, PersonName, String, UInt)] = [
            ("en", Self.mueller, "JMM", #line),
            ("en", Self.boehnke, "RB", #line),
            ("en", boehnkeSurnameFirst, "BR", #line),
            ("hu", Self.horvath, "HGJ", #line),
            ("hu", horvathGivenFirst, "GJH", #line),
            ("de", Self.horvath, "GJH", #line),
            ("ja", Self.yamada, "太", #line),
        ]
        for (viewer, name, longFormal, line) in subjects {
            let sorting = Style(locale: Locale(identifier: viewer), length: .long, usage: .monogram, order: .sorting)
            XCTAssertEqual(sorting.format(name), longFormal, line: line)
            for length in Style.Length.allCases {
                for formality in Style.Formality.allCases {
                    let style = Style(
                        locale: Locale(identifier: viewer),
                        length: length,
                        usage: .monogram,
                        formality: formality
                    )
                    XCTAssertEqual(
                        style.order(.sorting).format(name),
                        style.format(name),
                        "\(length) \(formality)",
                        line: line
                    )
                }
            }
        }
    }

    func testViewerOrderSubtagsApplyOnlyWhenTheOrderIsDefault() throws {
        try XCTSkipUnless(CLDRPersonNameData.isCLDR42, CLDRPersonNameData.notCLDR42Note)
        struct Case {
            var viewer: String
            var name: PersonName
            var style: PersonName.FormatStyle = .init()
            var expected: String
            var line: UInt = #line
        }
        let cases: [Case] = [
            Case(viewer: "en", name: Self.boehnke, expected: "Robb Böhnke"),
            Case(viewer: "en-x-snfirst", name: Self.boehnke, expected: "Böhnke Robb"),
            Case(viewer: "en-US-x-foo-snfirst", name: Self.boehnke, expected: "Böhnke Robb"),
            Case(viewer: "en_US@x=snfirst", name: Self.boehnke, expected: "Böhnke Robb"),
            Case(viewer: "en-x-SNFIRST", name: Self.boehnke, expected: "Böhnke Robb"),
            Case(viewer: "en-x-linearf-snfirst", name: Self.boehnke, expected: "Böhnke Robb"),
            Case(viewer: "en-x-gnfirst-snfirst", name: Self.boehnke, expected: "Böhnke Robb"),
            Case(viewer: "en-x-snfirst-gnfirst", name: Self.boehnke, expected: "Robb Böhnke"),
            Case(viewer: "en-x-snfirst", name: Self.boehnke, style: .init(length: .short), expected: "Böhnke R."),
            Case(
                viewer: "en-x-snfirst",
                name: Self.boehnke,
                style: .init(length: .long, usage: .monogram),
                expected: "BR"
            ),
            // Not a private-use subtag, or not this one: no preference.
            Case(viewer: "en-snfirst", name: Self.boehnke, expected: "Robb Böhnke"),
            Case(viewer: "en-x-snfirstx", name: Self.boehnke, expected: "Robb Böhnke"),
            Case(viewer: "en-u-snfirst", name: Self.boehnke, expected: "Robb Böhnke"),
            // An explicit order wins over the viewer's subtag.
            Case(viewer: "en-x-snfirst", name: Self.boehnke, style: .init(order: .givenFirst), expected: "Robb Böhnke"),
            Case(viewer: "en-x-snfirst", name: Self.boehnke, style: .init(order: .sorting), expected: "Böhnke, Robb"),
            Case(
                viewer: "en-x-gnfirst",
                name: Self.boehnke,
                style: .init(order: .surnameFirst),
                expected: "Böhnke Robb"
            ),
            // A surname-first locale and a surname-first name, turned round by the viewer.
            Case(viewer: "hu", name: Self.horvath, expected: "Horváth Gyula J."),
            Case(viewer: "hu-x-gnfirst", name: Self.horvath, expected: "Gyula J. Horváth"),
            Case(
                viewer: "hu-x-gnfirst",
                name: Self.horvath,
                style: .init(length: .long, usage: .monogram),
                expected: "GJH"
            ),
            Case(
                viewer: "hu-x-gnfirst",
                name: Self.horvath,
                style: .init(order: .surnameFirst),
                expected: "Horváth Gyula J."
            ),
            Case(
                viewer: "hu-x-gnfirst",
                name: Self.horvath,
                style: .init(order: .sorting),
                expected: "Horváth, Gyula J."
            ),
            Case(viewer: "ja-x-gnfirst", name: Self.yamada, expected: SampleNames.yamadaGivenFirst),
            Case(viewer: "ja-JP-u-ca-japanese-x-gnfirst", name: Self.yamada, expected: SampleNames.yamadaGivenFirst),
            Case(viewer: "ja-x-gnfirst", name: Self.yamada, style: .init(order: .surnameFirst), expected: "山田太郎"),
            Case(viewer: "en-x-gnfirst", name: Self.yamada, expected: SampleNames.yamadaGivenFirst),
            Case(viewer: "ko-x-gnfirst", name: Self.kim, expected: "민준 김"),
        ]
        for testCase in cases {
            let viewer = Locale(identifier: testCase.viewer)
            XCTAssertEqual(testCase.style.locale(viewer).format(testCase.name), testCase.expected, line: testCase.line)
            // The same viewer bound in the context.
            let bound = withNameLocale(viewer) { testCase.name.formatted(testCase.style) }
            XCTAssertEqual(bound, testCase.expected, "through the context", line: testCase.line)
        }
    }

    func testPreferredOrderOfTheName() throws {
        try XCTSkipUnless(CLDRPersonNameData.isCLDR42, CLDRPersonNameData.notCLDR42Note)
        struct Case {
            var viewer: String
            var name: PersonName
            var style: PersonName.FormatStyle = .init()
            var expected: String
            var line: UInt = #line
        }
        var boehnke = Self.boehnke
        boehnke.preferredOrder = .surnameFirst
        var horvath = Self.horvath
        horvath.preferredOrder = .givenFirst
        var yamada = Self.yamada
        yamada.preferredOrder = .givenFirst
        let cases: [Case] = [
            Case(viewer: "en", name: boehnke, expected: "Böhnke Robb"),
            Case(viewer: "de", name: boehnke, expected: "Böhnke, Robb"),
            Case(viewer: "en", name: horvath, expected: "Gyula J. Horváth"),
            Case(viewer: "hu", name: horvath, expected: "Gyula J. Horváth"),
            Case(viewer: "ja", name: yamada, expected: SampleNames.yamadaGivenFirst),
            // The viewer's preference comes before the name's.
            Case(viewer: "en-x-gnfirst", name: boehnke, expected: "Robb Böhnke"),
            Case(viewer: "hu-x-snfirst", name: horvath, expected: "Horváth Gyula J."),
            // So do an explicit order and sorting.
            Case(viewer: "en", name: boehnke, style: .init(order: .givenFirst), expected: "Robb Böhnke"),
            Case(viewer: "en", name: boehnke, style: .init(order: .sorting), expected: "Böhnke, Robb"),
            Case(viewer: "hu", name: horvath, style: .init(order: .sorting), expected: "Horváth, Gyula J."),
            // Monograms without a sorting form follow the name's order.
            Case(
                viewer: "hu",
                name: horvath,
                style: .init(length: .long, usage: .monogram, order: .sorting),
                expected: "GJH"
            ),
            Case(viewer: "en", name: boehnke, style: .init(length: .long, usage: .monogram), expected: "BR"),
        ]
        for testCase in cases {
            let style = testCase.style.locale(Locale(identifier: testCase.viewer))
            XCTAssertEqual(style.format(testCase.name), testCase.expected, line: testCase.line)
        }
    }

    // MARK: - Codable

    private static func jsonObject(_ data: Data) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func testFormatStyleJSONRoundTrip() throws {
        let styles: [Style] = [
            Style(),
            Style(
                locale: Locale(identifier: "de-CH-x-snfirst"),
                length: .short,
                usage: .addressing,
                formality: .informal,
                order: .sorting
            ),
            Style(locale: Locale(identifier: "ja"), usage: .monogram, order: .givenFirst),
            Style(length: .long, order: .surnameFirst),
        ]
        for style in styles {
            let data = try JSONEncoder().encode(style)
            let object = try Self.jsonObject(data)
            XCTAssertEqual(object["length"] as? String, style.length.rawValue)
            XCTAssertEqual(object["usage"] as? String, style.usage.rawValue)
            XCTAssertEqual(object["formality"] as? String, style.formality.rawValue)
            XCTAssertEqual(object["order"] as? String, style.order.rawValue)
            XCTAssertEqual(object["locale"] != nil, style.locale != nil)
            XCTAssertEqual(object["sanitization"] as? String, style.sanitization.rawValue)
            XCTAssertEqual(
                Set(object.keys).subtracting(["locale", "length", "usage", "formality", "order", "sanitization"]),
                []
            )
            let decoded = try JSONDecoder().decode(Style.self, from: data)
            XCTAssertEqual(decoded, style)
            XCTAssertEqual(decoded.hashValue, style.hashValue)
            XCTAssertEqual(decoded.locale?.identifier, style.locale?.identifier)
            for name in [Self.mueller, Self.yamada, Self.horvath] {
                XCTAssertEqual(
                    withNameLocale(Locale(identifier: "en-x-snfirst")) { decoded.format(name) },
                    withNameLocale(Locale(identifier: "en-x-snfirst")) { style.format(name) }
                )
            }
        }
        // Missing options take their defaults; a value that is not an option is an error.
        XCTAssertEqual(try JSONDecoder().decode(Style.self, from: Data("{}".utf8)), Style())
        XCTAssertEqual(
            try JSONDecoder().decode(Style.self, from: Data(#"{"length":"short","order":"sorting"}"#.utf8)),
            Style(length: .short, order: .sorting)
        )
        for bad in [
            #"{"order":"backwards"}"#, #"{"length":"tiny"}"#, #"{"usage":3}"#, #"{"formality":null,"order":1}"#,
        ] {
            XCTAssertThrowsError(try JSONDecoder().decode(Style.self, from: Data(bad.utf8)), bad)
        }
    }

    func testPersonNameJSONRoundTrip() throws {
        let full = PersonName(
            title: "Dr.",
            given: "Mary",
            givenInformal: "May",
            given2: "Ann",
            surname: "van Smith",
            surnamePrefix: "van",
            surnameCore: "Smith",
            surname2: "Jones",
            generation: "Jr.",
            credentials: "PhD",
            locale: Locale(identifier: "en-US-x-linearf"),
            preferredOrder: .surnameFirst
        )
        let data = try JSONEncoder().encode(full)
        let object = try Self.jsonObject(data)
        let expected: [String: String] = [
            "title": "Dr.", "given": "Mary", "givenInformal": "May", "given2": "Ann", "surname": "van Smith",
            "surnamePrefix": "van", "surnameCore": "Smith", "surname2": "Jones", "generation": "Jr.",
            "credentials": "PhD", "locale": "en-US-x-linearf", "preferredOrder": "surnameFirst",
        ]
        XCTAssertEqual(object as? [String: String], expected)

        struct Case {
            var name: PersonName
            var json: [String: String]
            var line: UInt = #line
        }
        let cases: [Case] = [
            Case(name: full, json: expected),
            Case(name: PersonName(), json: [:]),
            Case(
                name: Self.yamada,
                json: ["title": "教授", "given": "太郎", "givenInformal": "タロウ", "surname": "山田", "locale": "ja"]
            ),
            // Blank and padded fields are kept as given; formatting is what ignores and trims them.
            Case(name: PersonName(given: "  ", surname: " Smith\n"), json: ["given": "  ", "surname": " Smith\n"]),
            Case(
                name: PersonName(surname: "Kovács", preferredOrder: .givenFirst),
                json: ["surname": "Kovács", "preferredOrder": "givenFirst"]
            ),
        ]
        for testCase in cases {
            let encoded = try JSONEncoder().encode(testCase.name)
            XCTAssertEqual(try Self.jsonObject(encoded) as? [String: String], testCase.json, line: testCase.line)
            let decoded = try JSONDecoder().decode(PersonName.self, from: encoded)
            XCTAssertEqual(decoded, testCase.name, line: testCase.line)
            XCTAssertEqual(decoded.hashValue, testCase.name.hashValue, line: testCase.line)
            XCTAssertEqual(decoded.locale?.identifier, testCase.name.locale?.identifier, line: testCase.line)
            // Decoding the documented object gives the same name.
            let fromObject = try JSONDecoder().decode(PersonName.self, from: JSONEncoder().encode(testCase.json))
            XCTAssertEqual(fromObject, testCase.name, line: testCase.line)
            for viewer in ["en", "ja", "hu-x-gnfirst"] {
                let style = Style(locale: Locale(identifier: viewer))
                XCTAssertEqual(style.format(decoded), style.format(testCase.name), line: testCase.line)
            }
        }
        // A BCP 47 tag decodes as a locale with that identifier.
        let tagged = try JSONDecoder().decode(
            PersonName.self,
            from: Data(#"{"given":"Robb","surname":"Böhnke","locale":"de-DE"}"#.utf8)
        )
        XCTAssertEqual(tagged.locale?.identifier, "de-DE")
        XCTAssertEqual(tagged.formatted(.personName.locale(Locale(identifier: "en")).length(.short)), "R. Böhnke")
        for bad in [
            #"{"preferredOrder":"sorting"}"#, #"{"preferredOrder":"default"}"#, #"{"given":5}"#, #"{"locale":["de"]}"#,
            "[]",
        ] {
            XCTAssertThrowsError(try JSONDecoder().decode(PersonName.self, from: Data(bad.utf8)), bad)
        }
    }

    // MARK: - Hashable

    func testPersonNameEqualityCoversEveryPart() {
        let base = PersonName(
            title: "Dr.",
            given: "Mary",
            givenInformal: "May",
            given2: "Ann",
            surname: "Smith",
            surnamePrefix: "van",
            surnameCore: "Smith",
            surname2: "Jones",
            generation: "Jr.",
            credentials: "PhD",
            locale: Locale(identifier: "en"),
            preferredOrder: .givenFirst
        )
        let same = PersonName(
            title: "Dr.",
            given: "Mary",
            givenInformal: "May",
            given2: "Ann",
            surname: "Smith",
            surnamePrefix: "van",
            surnameCore: "Smith",
            surname2: "Jones",
            generation: "Jr.",
            credentials: "PhD",
            locale: Locale(identifier: "en"),
            preferredOrder: .givenFirst
        )
        XCTAssertEqual(base, same)
        XCTAssertEqual(base.hashValue, same.hashValue)
        let changes: [(String, (inout PersonName) -> Void)] = [
            ("title", { $0.title = "Prof." }),
            ("given", { $0.given = "Marie" }),
            ("givenInformal", { $0.givenInformal = nil }),
            ("given2", { $0.given2 = "Anne" }),
            ("surname", { $0.surname = "Smyth" }),
            ("surnamePrefix", { $0.surnamePrefix = "von" }),
            ("surnameCore", { $0.surnameCore = "Smyth" }),
            ("surname2", { $0.surname2 = nil }),
            ("generation", { $0.generation = "III" }),
            ("credentials", { $0.credentials = "MD" }),
            ("locale", { $0.locale = Locale(identifier: "en-GB").localeTag }),
            ("locale nil", { $0.locale = nil }),
            ("preferredOrder", { $0.preferredOrder = .surnameFirst }),
            ("preferredOrder nil", { $0.preferredOrder = nil }),
            // Parts compare as given, untrimmed, even where they format the same.
            ("padded given", { $0.given = "Mary " }),
            (
                "blank instead of missing",
                {
                    $0.given2 = nil
                    $0.givenInformal = " "
                }
            ),
        ]
        var all: Set<PersonName> = [base]
        for (label, change) in changes {
            var changed = base
            change(&changed)
            XCTAssertNotEqual(changed, base, label)
            all.insert(changed)
            // Changing a copy leaves the original alone.
            XCTAssertEqual(base, same, label)
        }
        XCTAssertEqual(all.count, changes.count + 1)
        XCTAssertTrue(all.contains(same))
    }

    func testFormatStyleEqualityCoversLocaleAndEveryOption() {
        let base = Style(
            locale: Locale(identifier: "en"),
            length: .short,
            usage: .addressing,
            formality: .informal,
            order: .sorting
        )
        let rebuilt = Style.personName.locale(Locale(identifier: "en")).length(.short).usage(.addressing)
            .formality(.informal).order(.sorting)
        XCTAssertEqual(base, rebuilt)
        XCTAssertEqual(base.hashValue, rebuilt.hashValue)
        XCTAssertEqual(Style.personName, Style())
        XCTAssertNil(Style.personName.locale)
        let variants: [Style] = [
            base,
            Style(length: .short, usage: .addressing, formality: .informal, order: .sorting),
            base.locale(Locale(identifier: "en-x-snfirst")),
            base.locale(Locale(identifier: "en-GB")),
            base.length(.medium),
            base.length(.long),
            base.usage(.referring),
            base.usage(.monogram),
            base.formality(.formal),
            base.order(.default),
            base.order(.givenFirst),
            base.order(.surnameFirst),
        ]
        XCTAssertEqual(Set(variants).count, variants.count)
        for (index, variant) in variants.enumerated() where index > 0 {
            XCTAssertNotEqual(variant, base, "variant \(index)")
        }
        // The modifiers return copies.
        let short = Style().length(.short)
        XCTAssertEqual(short.length, .short)
        XCTAssertEqual(Style().length, .medium)
    }

    // MARK: - The static member and the context

    /// Runs `body` with `viewer` bound, or unbound when it is `nil`.
    private static func bound<Result>(_ viewer: String?, _ body: () -> Result) -> Result {
        guard let viewer else { return body() }
        return withNameLocale(Locale(identifier: viewer), operation: body)
    }

    func testPersonNameStaticMemberAndFormattedFollowTheContext() throws {
        try XCTSkipUnless(CLDRPersonNameData.isCLDR42, CLDRPersonNameData.notCLDR42Note)
        struct Case {
            var viewer: String?
            var name: PersonName
            var style: PersonName.FormatStyle = .personName
            var expected: String
            var line: UInt = #line
        }
        let cases: [Case] = [
            Case(viewer: "en", name: Self.boehnke, expected: "Robb Böhnke"),
            Case(viewer: "en", name: Self.boehnke, style: .personName.length(.short), expected: "R. Böhnke"),
            Case(viewer: "en-x-snfirst", name: Self.boehnke, expected: "Böhnke Robb"),
            Case(
                viewer: "en-x-snfirst",
                name: Self.boehnke,
                style: .personName.order(.givenFirst),
                expected: "Robb Böhnke"
            ),
            Case(viewer: "ja", name: Self.yamada, expected: "山田太郎"),
            Case(viewer: "ja", name: Self.yamada, style: .personName.usage(.addressing).length(.short), expected: "山田"),
            Case(viewer: "hu", name: Self.horvath, expected: "Horváth Gyula J."),
            Case(viewer: "hu-x-gnfirst", name: Self.horvath, expected: "Gyula J. Horváth"),
            Case(
                viewer: "ko",
                name: Self.kim,
                style: .personName.usage(.addressing).formality(.informal),
                expected: "준이"
            ),
            // An explicit locale wins over the context's.
            Case(
                viewer: "ja",
                name: Self.boehnke,
                style: .personName.locale(Locale(identifier: "en-x-snfirst")),
                expected: "Böhnke Robb"
            ),
            Case(
                viewer: "hu",
                name: Self.horvath,
                style: .personName.locale(Locale(identifier: "de")),
                expected: "Gyula J. Horváth"
            ),
            // Outside any binding the context is `und`.
            Case(viewer: nil, name: Self.boehnke, expected: "Robb Böhnke"),
            Case(viewer: nil, name: Self.yamada, expected: "山田太郎"),
        ]
        for testCase in cases {
            let (formatted, formattedByStyle, plain) = Self.bound(testCase.viewer) {
                (
                    testCase.name.formatted(testCase.style), testCase.style.format(testCase.name),
                    testCase.name.formatted()
                )
            }
            XCTAssertEqual(formatted, testCase.expected, line: testCase.line)
            XCTAssertEqual(formattedByStyle, testCase.expected, line: testCase.line)
            if testCase.style == .personName {
                XCTAssertEqual(plain, testCase.expected, "formatted() is .personName", line: testCase.line)
            }
        }
        // A style kept in a property reads the context where it formats, not where it was made.
        let stored: Style = withNameLocale(Locale(identifier: "hu")) { .personName }
        XCTAssertEqual(
            withNameLocale(Locale(identifier: "hu-x-gnfirst")) { stored.format(Self.horvath) },
            "Gyula J. Horváth"
        )
        XCTAssertEqual(
            withNameLocale(Locale(identifier: "en-x-snfirst")) { stored.format(Self.boehnke) },
            "Böhnke Robb"
        )
    }
}
