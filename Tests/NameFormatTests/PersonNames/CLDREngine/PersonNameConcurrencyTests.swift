import Foundation
import NameFormat
import TestSupport
import XCTest

/// Person-name formatting from many tasks at once: the caches of locale tags, formatters, locale data and name
/// resolutions filled and read concurrently, and the task-local viewer seen by each task alone.
final class PersonNameConcurrencyTests: XCTestCase {
    private typealias Style = PersonName.FormatStyle

    /// Thirty of the 127 locales with person-name data of their own.
    private static let dataViewers = [
        "en", "de", "fr", "es", "it", "pt", "nl", "sv", "da", "fi", "hu", "pl", "cs", "ru", "uk", "el", "he", "ar",
        "hi", "th", "ja", "zh", "ko", "vi", "tr", "id", "ka", "km", "ro", "bg",
    ]

    /// Locales without data of their own, and viewers with order preferences.
    private static let otherViewers = [
        "en-AU", "es-AR", "fr-CA", "de-CH", "pt-BR", "zh-TW", "gsw", "und", "xx-YY", "en-x-snfirst", "hu-x-gnfirst",
        "ja-x-gnfirst", "en_US@x=snfirst", "ko-KR-u-ca-dangi-x-gnfirst",
    ]

    /// Private-use and unknown regions: `de-QN` has no data of its own and reads `de`'s. No other test uses them,
    /// so the first format for each fills the caches, from many tasks at once.
    private static let firstUseRegions = ["AA", "QM", "QN", "QP", "QQ", "QR", "QS", "QT", "XC", "XD", "XE", "ZZ"]

    private static let names: [PersonName] = [
        SampleNames.boehnke,
        PersonName(
            title: "Dr.",
            given: "Mary",
            given2: "Ann",
            surname: "Smith",
            credentials: "PhD",
            locale: Locale(identifier: "en")
        ),
        PersonName(given: "太郎", givenInformal: "タロウ", surname: "山田", locale: Locale(identifier: "ja")),
        PersonName(title: "dr.", given: "Gyula", surname: "Horváth", locale: Locale(identifier: "hu")),
        PersonName(given: "민준", surname: "김"),
        PersonName(given: "Пётр", given2: "Ильич", surname: "Чайковский", locale: Locale(identifier: "ru")),
        PersonName(given: "José Luis", surname: "García", surname2: "López", locale: Locale(identifier: "es")),
        PersonName(given: "สมชาย", surname: "ใจดี", locale: Locale(identifier: "th")),
        PersonName(given: "Zendaya"),
        PersonName(given: "Johannes", surnamePrefix: "van den", surnameCore: "Berg", locale: Locale(identifier: "nl")),
        PersonName(given: "محمد", surname: "العلي", locale: Locale(identifier: "ar")),
        PersonName(given: "क्षितिज", surname: "श्रीवास्तव"),
        PersonName(given: "Éva", surname: "Kovács", locale: Locale(identifier: "hu-HU"), preferredOrder: .givenFirst),
        PersonName(given: "小明", surname: "王", locale: Locale(identifier: "zh-Hant-TW")),
    ]

    private static let styles: [Style] = Style.Length.allCases.flatMap { length in
        Style.Usage.allCases.flatMap { usage in
            Style.Order.allCases.map { order in
                Style(length: length, usage: usage, formality: order == .sorting ? .informal : .formal, order: order)
            }
        }
    }

    /// One task's work: a viewer, the viewer whose serial results it must match, and where to start in the tables.
    private struct Job: Sendable {
        var viewer: String
        var reference: String
        var seed: Int
    }

    func testConcurrentFormatsMatchSerialResults() async {
        let firstUse = Self.firstUseRegions.flatMap { region in Self.dataViewers.map { ($0 + "-" + region, $0) } }
        let viewers = (Self.dataViewers + Self.otherViewers).map { ($0, $0) } + firstUse
        let jobs = (0..<1_200).map { index in
            let (viewer, reference) = viewers[index % viewers.count]
            return Job(viewer: viewer, reference: reference, seed: index)
        }
        XCTAssertGreaterThanOrEqual(Set(jobs.map(\.viewer)).count, 400)

        // Serially, before any task starts, and for the reference viewers only: the first-use viewers stay unseen.
        var expected: [String: [[String]]] = [:]
        for reference in Set(jobs.map(\.reference)) {
            let locale = Locale(identifier: reference)
            expected[reference] = Self.names.map { name in Self.styles.map { $0.locale(locale).format(name) } }
        }
        let serial = expected

        let mismatches = await withTaskGroup(of: [String].self) { group in
            for job in jobs {
                group.addTask {
                    var mismatches: [String] = []
                    let locale = Locale(identifier: job.viewer)
                    for step in 0..<12 {
                        if step % 4 == 0 { await Task.yield() }
                        let nameIndex = (job.seed + step * 5) % Self.names.count
                        let styleIndex = (job.seed * 7 + step) % Self.styles.count
                        let name = Self.names[nameIndex]
                        let style = Self.styles[styleIndex]
                        let wanted = serial[job.reference]?[nameIndex][styleIndex]
                        // Alternately with an explicit locale and through the context.
                        let result =
                            step % 2 == 0
                            ? style.locale(locale).format(name)
                            : withNameLocale(locale) { name.formatted(style) }
                        if result != wanted {
                            mismatches.append("\(job.viewer) name \(nameIndex) style \(styleIndex): \(result)")
                        }
                    }
                    return mismatches
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        XCTAssertEqual(mismatches, [], "\(mismatches.count) results differ from the serial ones")
    }

    func testConcurrentBindingsEachSeeTheirOwnViewer() async {
        let user = UserName(
            displayName: "robb",
            fullName: "Robb Böhnke (string)",
            personName: PersonName(given: "Robb", given2: "Maria", surname: "Böhnke", locale: Locale(identifier: "de"))
        )
        let yamada = UserName(
            displayName: "taro",
            personName: SampleNames.yamada
        )
        let horvath = UserName(
            displayName: "gyula",
            personName: PersonName(given: "Gyula", surname: "Horváth", locale: Locale(identifier: "hu"))
        )
        let users = [user, yamada, horvath]
        let suffixes = ["", "-x-linearf", "-x-linearf-snfirst", "-x-linearf-gnfirst", "-x-snfirst", "-x-foo-linearf"]
        let viewers = ["en", "de", "ja", "hu", "ko", "fr-CA", "und"].flatMap { base in suffixes.map { base + $0 } }

        // Serially first: what each viewer sees of each user.
        var expected: [String: [String]] = [:]
        for viewer in viewers {
            expected[viewer] = users.map { $0.formatted(.userName.locale(Locale(identifier: viewer))) }
        }
        let serial = expected
        // A few of the expectations, so that a wrong serial answer cannot hide a wrong concurrent one.
        XCTAssertEqual(serial["en"], ["robb", "taro", "gyula"])
        XCTAssertEqual(serial["en-x-linearf"], ["Robb M. Böhnke", "山田太郎", "Gyula Horváth"])
        XCTAssertEqual(serial["en-x-linearf-snfirst"], ["Böhnke Robb M.", "山田太郎", "Horváth Gyula"])
        XCTAssertEqual(serial["hu-x-linearf"], ["Robb M. Böhnke", "山田太郎", "Horváth Gyula"])
        XCTAssertEqual(
            serial["ja-x-linearf-gnfirst"],
            ["Robb M. Böhnke", SampleNames.yamadaGivenFirst, "Gyula Horváth"]
        )

        let mismatches = await withTaskGroup(of: Int.self) { group in
            for index in 0..<1_050 {
                let viewer = viewers[index % viewers.count]
                group.addTask {
                    await withNameLocale(Locale(identifier: viewer)) {
                        var mismatches = 0
                        for round in 0..<6 {
                            if round % 2 == 0 { await Task.yield() }
                            let which = (index + round) % users.count
                            let wanted = serial[viewer]?[which]
                            let subject = users[which]
                            async let child = "\(subject, isolation: .never)"
                            if "\(subject, isolation: .never)" != wanted { mismatches += 1 }
                            if String(describing: subject) != wanted.map({ "\u{2068}\($0)\u{2069}" }) {
                                mismatches += 1
                            }
                            if subject.formatted() != wanted { mismatches += 1 }
                            if await child != wanted { mismatches += 1 }
                        }
                        return mismatches
                    }
                }
            }
            return await group.reduce(0, +)
        }
        XCTAssertEqual(mismatches, 0)
    }
}
