import XCTest

@testable import NameFormat

/// Sanitising a name costs work in proportion to its length, whatever it holds: for a long run of each kind of
/// character the sanitiser treats specially, twice the input costs at most twice the work. Work is counted, not
/// timed: every scalar each pass reads (``CountingCollection``) and writes, moves included (``CountingBuffer``).
final class SanitizingCostTests: XCTestCase {
    /// A hostile name: `prefix`, then `unit` `count` times, then `suffix`.
    private struct Row {
        let what: String
        let prefix: String
        let unit: String
        let suffix: String
        /// Whether the name ends in NFC as the passes leave it (ICU's NFC pass is not counted).
        let isNFC: Bool

        init(_ what: String, _ prefix: String = "", _ unit: String, _ suffix: String = "", isNFC: Bool = true) {
            self.what = what
            self.prefix = prefix
            self.unit = unit
            self.suffix = suffix
            self.isNFC = isNFC
        }

        func name(count: Int) -> [Unicode.Scalar] {
            Array(prefix.unicodeScalars) + (0..<count).flatMap { _ in unit.unicodeScalars } + suffix.unicodeScalars
        }
    }

    private static let rows: [Row] = [
        Row("Hangul leading consonants before spaces", "Kim ", "\u{1100} "),
        Row("Hangul leading consonants, a run at the end", "Kim ", "\u{1100}"),
        Row("Hangul leading consonants, a run before a letter", "", "\u{1100}", "a"),
        Row("prepended concatenation marks before spaces", "", "\u{0600} ", "x"),
        Row("regional indicators, an odd run at both edges", "\u{1F1E6}", "\u{1F1E6}\u{1F1E7}"),
        Row("regional indicators between letters", "", "x\u{1F1E6}", "x"),
        Row("regional indicators, an odd run at the start", "\u{1F1E6}", "\u{1F1E6}\u{1F1E7}", "x"),
        Row("combining marks after spaces", "", " \u{301}", "x"),
        Row("combining marks at the start", "", "\u{301}", "x"),
        Row("Hangul vowels after spaces", "", " \u{1161}", "x"),
        Row("emoji modifiers at the start", "", "\u{1F3FB}", "x"),
        Row("joiners between letters", "", "a\u{200D}", "a"),
        Row("joiners after a letter", "a", "\u{200D}\u{200C}", "a"),
        Row("joiners at the start", "", "\u{200D}", "a"),
        Row("variation selectors after a letter", "a", "\u{FE0F}"),
        Row("variation selectors at the start", "", "\u{FE0F}", "a"),
        Row("emoji tag sequences", "", "\u{1F3F4}\u{E0067}\u{E0062}\u{E007F}"),
        Row("tag characters outside a sequence", "a", "\u{E0067}"),
        Row("C0 controls and NUL", "a", "\u{0}\u{1}\u{1B}", "a"),
        Row("C1 controls", "a", "\u{85}\u{9B}", "a"),
        Row("tabs, line feeds, line and paragraph separators", "a", "\t\n\u{2028}\u{2029}", "a"),
        Row("bidi controls", "a", "\u{202E}\u{2066}\u{200F}\u{061C}", "a"),
        Row("byte order marks and other invisible characters", "a", "\u{FEFF}\u{200B}\u{AD}\u{3164}", "a"),
        Row("interlinear annotation characters", "a", "\u{FFF9}\u{FFFA}\u{FFFB}", "a"),
        Row("white space only", "", " \u{3000}\u{A0}"),
        Row("right-to-left letters and digits", "", "\u{5D0}\u{661}(", "a"),
        Row("marks out of canonical order", "e", "\u{323}\u{301}", isNFC: false),
    ]

    /// What sanitising `raw` costs in the counted passes, and the text they leave.
    private func cost(of raw: [Unicode.Scalar]) -> (work: Int, text: String) {
        let input = CountingCollection(raw)
        var changed: CountingBuffer<Unicode.Scalar>?
        let pass = NameText.removingUnsafeScalars(input, into: &changed)
        var work = input.reads.count + (changed?.writes ?? 0)
        var kept = changed?.elements ?? raw
        if pass.needsEdgePass {
            let edges = CountingCollection(kept)
            var trimmed = CountingBuffer<Unicode.Scalar>()
            if NameText.trimmingEdges(edges, into: &trimmed) { kept = trimmed.elements }
            work += edges.reads.count + trimmed.writes
        }
        let bounds = CountingCollection(kept)
        _ = NameText.isLeftToRightBounded(bounds)
        work += bounds.reads.count
        var text = String.UnicodeScalarView()
        text.append(contentsOf: kept)
        return (work, String(text))
    }

    func testTwiceTheInputCostsAtMostTwiceTheWork() {
        for row in Self.rows {
            let small = cost(of: row.name(count: 5_000))
            let large = cost(of: row.name(count: 10_000))
            XCTAssertGreaterThan(small.work, 5_000, row.what)
            XCTAssertLessThanOrEqual(
                large.work,
                2 * small.work + 16,
                "\(row.what): \(small.work) for 5,000, \(large.work) for 10,000"
            )
            // The counted passes are the ones a name takes.
            if row.isNFC {
                let sanitized = NameText.sanitize(String(String.UnicodeScalarView(row.name(count: 5_000))))
                let blank = NameText.isBlank(small.text)
                XCTAssertEqual(sanitized.text, blank ? "" : small.text, row.what)
            }
        }
    }

    /// The case issue 53 measured: `"ᄀ "` repeated, which cost quadratic time when trimming removed scalars one at a
    /// time (25,000 pairs 0.03 s, 200,000 pairs 1.23 s). Each pair goes but for its space, in linear work.
    func testHangulLeadingConsonantsBeforeSpacesAreTrimmedInLinearWork() {
        var costs: [Int] = []
        for pairs in [25_000, 50_000, 100_000, 200_000] {
            let raw = Array(String(repeating: "\u{1100} ", count: pairs).unicodeScalars)
            let result = cost(of: raw)
            XCTAssertEqual(result.text, String(repeating: " ", count: pairs), "\(pairs) pairs")
            costs.append(result.work)
        }
        print("SanitizingCostTests: work for 25,000, 50,000, 100,000 and 200,000 pairs: \(costs)")
        for (smaller, larger) in zip(costs, costs.dropFirst()) {
            XCTAssertLessThanOrEqual(larger, 2 * smaller + 16, "work \(costs)")
        }
        XCTAssertEqual(NameText("\u{1100} \u{1100} Kim\u{1100}").text, "  Kim")
    }
}
