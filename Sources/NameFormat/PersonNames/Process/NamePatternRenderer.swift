import Foundation

/// Fills a ``NamePattern`` with a name's fields: UTS #35 Part 8, "Process a namePattern" and "Derive initials".
struct NamePatternRenderer {
    /// The locale's `initialPattern` of type `initial`, such as `{0}.`.
    let initialPattern: String
    /// The locale's `initialPattern` of type `initialSequence`, such as `{0} {1}`.
    let initialSequencePattern: String
    /// The locale whose case mapping `allCaps` and `initialCap` use: the name's own (Turkish `i` → `İ`).
    let casingLocale: Locale?

    /// How many fields of `pattern` the name fills, and how many it leaves empty.
    static func population(of pattern: NamePattern, in fields: PersonNameFields) -> (filled: Int, empty: Int) {
        var filled = 0
        for reference in pattern.fields where fields.value(of: reference, givenAsSurname: false) != nil {
            filled += 1
        }
        return (filled, pattern.fields.count - filled)
    }

    /// Picks the pattern with the most filled fields, then the fewest empty ones, then the alphabetically least
    /// (UTS #35, "Choose a namePattern").
    static func bestPattern(_ patterns: [NamePattern], for fields: PersonNameFields) -> NamePattern? {
        guard patterns.count > 1 else { return patterns.first }
        var best: (pattern: NamePattern, filled: Int, empty: Int)?
        for pattern in patterns {
            let (filled, empty) = population(of: pattern, in: fields)
            guard let current = best else {
                best = (pattern, filled, empty)
                continue
            }
            if filled > current.filled
                || (filled == current.filled
                    && (empty < current.empty || (empty == current.empty && pattern.text < current.pattern.text)))
            {
                best = (pattern, filled, empty)
            }
        }
        return best?.pattern
    }

    /// The formatted name, before space replacement.
    func render(_ pattern: NamePattern, _ fields: PersonNameFields) -> String {
        let givenAsSurname = fields.lacksSurname && !pattern.showsFullGivenName
        var values: [Substring?] = []
        values.reserveCapacity(pattern.fields.count)
        var first: Int?
        var last = -1
        for (index, reference) in pattern.fields.enumerated() {
            let value = fields.value(of: reference, givenAsSurname: givenAsSurname).map { transform($0, reference) }
            let populated = value.map { !$0.isEmpty } ?? false
            values.append(populated ? value : nil)
            if populated {
                if first == nil { first = index }
                last = index
            }
        }
        guard let first else { return "" }

        // Drop what stands before the first filled field and after the last; between two filled fields, drop the
        // empty fields and the literals between them, and coalesce the two literals that end up side by side.
        var result = ""
        var pendingLiteral: Substring?
        for index in first...last {
            if let value = values[index] {
                if index > first, let pending = pendingLiteral {
                    result += Self.coalesce(pending, Substring(pattern.literals[index]))
                } else if index > first {
                    result += pattern.literals[index]
                }
                pendingLiteral = nil
                result += value
            } else if pendingLiteral == nil {
                pendingLiteral = Substring(pattern.literals[index])
            }
        }
        return result
    }

    /// Two literals brought together by removing the empty fields between them (UTS #35, step 4).
    ///
    /// One departure from the letter of step 4: a literal that is only whitespace counts as empty, so that
    /// `{surname} {surname2}, {given}` without a second surname gives `Böhnke, Robb`, not `Böhnke , Robb`
    /// (see <doc:PersonNameFormatting>).
    static func coalesce(_ a: Substring, _ b: Substring) -> String {
        if a.allSatisfy(\.isWhitespace) && !b.isEmpty { return String(b) }
        if b.allSatisfy(\.isWhitespace) || a.hasSuffix(b) { return String(a) }
        var result = ""
        var previousWasWhitespace = false
        for character in a + b {
            if character.isWhitespace {
                if previousWasWhitespace { continue }
                previousWasWhitespace = true
            } else {
                previousWasWhitespace = false
            }
            result.append(character)
        }
        return result
    }

    /// Applies `initial`, `monogram`, `allCaps` and `initialCap` to a field's value.
    private func transform(_ value: Substring, _ reference: FieldReference) -> Substring {
        let modifiers = reference.modifiers
        var text = value
        if modifiers.contains(.monogram) {
            text = text.first.map { Substring(String($0)) } ?? ""
        } else if modifiers.contains(.initial) {
            text = Substring(initials(of: text))
        }
        if modifiers.contains(.allCaps) {
            text = Substring(text.uppercased(with: casingLocale))
        } else if modifiers.contains(.initialCap), let head = text.first {
            text = Substring(String(head).uppercased(with: casingLocale) + text.dropFirst())
        }
        return text
    }

    /// The first grapheme cluster of each word, through the `initial` pattern, joined by the `initialSequence`.
    private func initials(of text: Substring) -> String {
        var sequence: String?
        for word in text.split(whereSeparator: \.isWhitespace) {
            guard let head = word.first else { continue }
            let initial = initialPattern.replacingOccurrences(of: "{0}", with: String(head))
            if let current = sequence {
                sequence = initialSequencePattern.replacingOccurrences(of: "{0}", with: current)
                    .replacingOccurrences(of: "{1}", with: initial)
            } else {
                sequence = initial
            }
        }
        return sequence ?? ""
    }
}
