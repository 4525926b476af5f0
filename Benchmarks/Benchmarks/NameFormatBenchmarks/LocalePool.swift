import Foundation

/// Locales whose identifiers no benchmark has used before, made before the measured iterations start.
///
/// The identifiers are `en-US-x-linearf-<prefix><counter in base 36>`, with counters starting at 36⁴ so every tag
/// has the same length and so the same cost: the first-sight benchmark measures ICU, not the shape of its input.
enum LocalePool {
    /// The first counter: the smallest five-digit number in base 36.
    private static let firstCounter = 36 * 36 * 36 * 36

    /// The identifier for one counter, such as `en-US-x-linearf-n10000`.
    static func identifier(prefix: Character, counter: Int) -> String {
        "en-US-x-linearf-\(prefix)\(String(firstCounter + counter, radix: 36))"
    }

    /// `count` distinct locales whose private-use tail starts with `prefix`.
    static func locales(prefix: Character, count: Int) -> [Locale] {
        (0..<count).map { Locale(identifier: identifier(prefix: prefix, counter: $0)) }
    }
}
