import Foundation
import NameFormat
import TestSupport
import XCTest

/// Properties of ``TextTruncation`` over generated mixes of the hard pieces (emoji sequences, flags, jamo, combining
/// marks, conjuncts, right-to-left names, isolates and embeddings, open and closed, nested and stray), from fixed
/// seeds: the result fits, is a prefix of whole characters plus the ellipsis plus closers, leaves nothing open, and
/// in the attributed form keeps every attribute of what it keeps and round-trips through JSON.
final class TruncationPropertyTests: XCTestCase {
    private static let iterations = 2000

    /// Text pieces; each is whole characters on its own, and some join the piece before them (a lone combining
    /// mark, a lone regional indicator, a ZWJ).
    private static let pieces: [String] = [
        "a", "Robb", " ", "Böhnke", "42", ",",
        "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}",  // family, ZWJ sequence
        "\u{1F469}\u{1F3FD}\u{200D}\u{1F4BB}",  // woman technologist, medium skin tone
        "🇩🇪", "🇯🇵", "\u{1F1EB}",  // flags, and a lone regional indicator
        "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",  // England
        "\u{1112}\u{1161}\u{11AB}", "\u{1100}", "\u{1173}",  // Hangul syllable in jamo, a lone L and V
        "e\u{301}\u{302}", "\u{301}", "\u{200D}",  // combining marks, alone too
        "क्ष", "त्रि", "नमस्ते",  // Devanagari conjuncts
        "سارة", "العلي", "דוד", "\u{600}",  // right to left, and a prepended concatenation mark
        "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",  // isolates
        "\u{202A}", "\u{202B}", "\u{202D}", "\u{202E}", "\u{202C}",  // embeddings, overrides, PDF
        "\n", "\r\n", "\u{2029}",  // paragraph separators
    ]

    private static let ellipses = ["…", "...", "", " →", "\u{2069}…\u{202E}", "\u{301}", "\u{1F1EA}", "\u{1161}"]

    func testStringResultsFitAndAreBalancedPrefixes() {
        var generator = SeededGenerator(seed: 0x7A11_0001)
        var cut = 0
        for _ in 0..<Self.iterations {
            let text = Self.pieces(using: &generator).joined()
            let limit = Int.random(in: -2...(text.count + 2), using: &generator)
            let ellipsis = Self.ellipses.randomElement(using: &generator)!
            let result = text.formatted(.truncated(to: limit, ellipsis: ellipsis))
            if check(result, of: text, limit: limit, ellipsis: ellipsis) { cut += 1 }
        }
        // The generator must exercise the cutting path, or the properties prove little.
        XCTAssertGreaterThan(cut, Self.iterations / 3)
    }

    func testAttributedResultsKeepTheirAttributesAndRoundTripThroughJSON() throws {
        var generator = SeededGenerator(seed: 0x7A11_0002)
        let fields: [UserName.Field?] = [nil, .displayName, .fullName]
        for _ in 0..<Self.iterations / 4 {
            var text = AttributedString()
            for piece in Self.pieces(using: &generator) {
                var run = AttributedString(piece)
                run.nameFormat.userNameField = fields.randomElement(using: &generator)!
                text.append(run)
            }
            let plain = String(text.characters)
            let limit = Int.random(in: -1...(plain.count + 1), using: &generator)
            let ellipsis = Self.ellipses.randomElement(using: &generator)!
            let result = text.formatted(.truncated(to: limit, ellipsis: ellipsis))
            let context = plain.debugDescription + " to \(limit)"

            // The same cut as the plain form.
            XCTAssertEqual(String(result.characters), plain.formatted(.truncated(to: limit, ellipsis: ellipsis)))
            if plain.count <= max(limit, 0) {
                XCTAssertEqual(result, text, context)
            } else {
                // Every character kept has the attributes it had: the kept prefix is the input's prefix, runs and all.
                let kept = keptCount(of: String(result.characters), in: plain, ellipsis: ellipsis)
                guard kept >= 0 else {
                    XCTFail("not a prefix plus the ellipsis plus closers: " + context)
                    continue
                }
                let resultCut = result.characters.index(result.startIndex, offsetBy: kept)
                let inputCut = text.characters.index(text.startIndex, offsetBy: kept)
                XCTAssertEqual(AttributedString(result[..<resultCut]), AttributedString(text[..<inputCut]), context)
                // What was appended has the attributes at the end of what was kept, or at the start of the text.
                let expected = kept == 0 ? text.runs.first?.attributes : text[..<inputCut].runs.last?.attributes
                for run in result[resultCut...].runs {
                    XCTAssertEqual(run.attributes, expected, context)
                }
            }

            // Through JSON with the NameFormat attributes: nothing outside the scope was added, nothing lost.
            let json = try JSONEncoder().encode(CodableAttributedText(result))
            XCTAssertEqual(
                try JSONDecoder().decode(CodableAttributedText.self, from: json).attributedString,
                result,
                context
            )
        }
    }

    // MARK: - Generation

    private static func pieces(using generator: inout SeededGenerator) -> [String] {
        (0..<Int.random(in: 0...24, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
    }

    // MARK: - Checking

    /// Checks every property of `result` and tells whether the text was cut.
    @discardableResult
    private func check(
        _ result: String,
        of text: String,
        limit: Int,
        ellipsis: String,
        line: UInt = #line
    ) -> Bool {
        let context =
            "\(text.debugDescription) to \(limit) with \(ellipsis.debugDescription): \(result.debugDescription)"
        XCTAssertLessThanOrEqual(result.count, max(limit, 0), context, line: line)
        if text.count <= max(limit, 0) {
            XCTAssertTrue(result.unicodeScalars.elementsEqual(text.unicodeScalars), context, line: line)
            return false
        }
        let kept = keptCount(of: result, in: text, ellipsis: ellipsis)
        XCTAssertGreaterThanOrEqual(kept, 0, "not a prefix plus the ellipsis plus closers: " + context, line: line)
        guard kept >= 0 else { return true }
        // The prefix ends with no opener and no closer that closes nothing, and the whole result leaves nothing open.
        var prefixState = Directions()
        var lastClosedNothing = false
        var lastOpened = false
        for character in Array(text).prefix(kept) {
            (lastOpened, lastClosedNothing) = prefixState.apply(character)
        }
        XCTAssertFalse(lastOpened, "the kept text ends with an opener: " + context, line: line)
        XCTAssertFalse(lastClosedNothing, "the kept text ends with a stray closer: " + context, line: line)
        var resultState = Directions()
        for character in result { _ = resultState.apply(character) }
        XCTAssertTrue(resultState.isBalanced, "left open: " + context, line: line)
        // No longer prefix that may end the kept text would have fit with the ellipsis and its closers.
        let input = Array(text)
        let markCount = Self.sanitized(ellipsis).count
        let reserved = markCount <= limit ? markCount : 0
        for longer in stride(from: kept + 1, through: min(input.count, limit), by: 1) {
            var state = Directions()
            var last = (opened: false, closedNothing: false)
            for character in input.prefix(longer) { last = state.apply(character) }
            guard !last.opened && !last.closedNothing else { continue }
            XCTAssertGreaterThan(
                longer + reserved + state.closerCount,
                limit,
                "\(longer) characters would have fit: " + context,
                line: line
            )
        }
        return true
    }

    /// How many characters of `result` are the input's own, each one the same grapheme cluster scalar for scalar,
    /// when the rest is the ellipsis (or nothing) and then only PDI and PDF; -1 when `result` is not of that form.
    private func keptCount(of result: String, in text: String, ellipsis: String) -> Int {
        let output = Array(result)
        let input = Array(text)
        let mark = Array(Self.sanitized(ellipsis))
        var common = 0
        while common < min(output.count, input.count), Self.same(output[common], input[common]) { common += 1 }
        // The longest kept prefix for which the rest has the form; shorter ones too, since closers look like PDIs.
        for kept in stride(from: common, through: 0, by: -1) {
            var rest = output[kept...]
            if rest.starts(with: mark, by: Self.same), !mark.isEmpty {
                let afterMark = rest.dropFirst(mark.count)
                if afterMark.allSatisfy(Self.isCloser) { return kept }
            }
            rest = output[kept...]
            if rest.allSatisfy(Self.isCloser) { return kept }
        }
        return -1
    }

    private static func same(_ lhs: Character, _ rhs: Character) -> Bool {
        lhs.unicodeScalars.elementsEqual(rhs.unicodeScalars)
    }

    private static func isCloser(_ character: Character) -> Bool {
        character == "\u{2069}" || character == "\u{202C}"
    }

    /// The ellipsis as it may appear in a result.
    private static func sanitized(_ ellipsis: String) -> String {
        String(String.UnicodeScalarView(ellipsis.unicodeScalars.filter { !isStripped($0) }))
    }

    /// The characters the ellipsis loses: explicit directional formatting and paragraph separators.
    private static func isStripped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x0A, 0x0D, 0x1C...0x1E, 0x85, 0x2029: true
        default: false
        }
    }

    /// A reference reading of UAX #9's X1–X8 matching: a stack of open isolates and embeddings.
    private struct Directions {
        private var open: [Character] = []

        var isBalanced: Bool { open.isEmpty }

        /// The fewest characters that close everything open: a PDI for each isolate, which closes the embeddings
        /// inside it, and a PDF for each embedding outside every isolate.
        var closerCount: Int {
            let isIsolate: (Character) -> Bool = { "\u{2066}"..."\u{2068}" ~= $0 }
            let outerEmbeddings = open.firstIndex(where: isIsolate) ?? open.count
            return open.count(where: isIsolate) + outerEmbeddings
        }

        /// Takes in `character`; tells whether it opened something and whether it is a closer that closed nothing.
        mutating func apply(_ character: Character) -> (opened: Bool, closedNothing: Bool) {
            switch character {
            case "\u{2066}", "\u{2067}", "\u{2068}", "\u{202A}", "\u{202B}", "\u{202D}", "\u{202E}":
                open.append(character)
                return (true, false)
            case "\u{2069}":
                guard let isolate = open.lastIndex(where: { "\u{2066}"..."\u{2068}" ~= $0 }) else {
                    return (false, true)
                }
                open.removeSubrange(isolate...)
                return (false, false)
            case "\u{202C}":
                guard let last = open.last, !("\u{2066}"..."\u{2068}" ~= last) else { return (false, true) }
                open.removeLast()
                return (false, false)
            case "\n", "\r", "\r\n", "\u{1C}", "\u{1D}", "\u{1E}", "\u{85}", "\u{2029}":
                open.removeAll()
                return (false, false)
            default:
                return (false, false)
            }
        }
    }
}
