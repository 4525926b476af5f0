import Foundation

@testable package import NameFormat

/// UTS #35 Part 8 done by hand on the system ICU's own person-name data, for expectations that depend on the data:
/// a test formats a name with the engine and compares it with what the spec gives for the patterns the data holds,
/// on whatever CLDR version the system ICU carries. Where ICU4J 72 is the peer (CLDR 42), the tests also hold
/// this rendering to ICU4J 72's strings, so that it is checked against a reference, not only against the engine.
///
/// It covers what the tests' names need, and says so rather than guess: the name has a locale (or the caller gives
/// its language) and the formatting locale is given (no switch by script), the name has a surname or the pattern
/// shows its given name, and the chosen pattern fills at least one field (no fallback of the package's own). It
/// reads the data through the same C door as the library, and nothing else of it.
extension CLDRPersonNameData {
    /// A group of patterns as the data names it (`namePattern/<group>-<length>-<usage>-<formality>`).
    package enum Group: String, CaseIterable, Sendable {
        case givenFirst, surnameFirst, sorting
    }

    /// The languages whose names share one native space replacement (UTS #35, "Setting the spaceReplacement").
    private static let sharedSpacingLanguages: Set<String> = ["ja", "zh", "yue"]

    /// The patterns the data has for one group, length, usage and formality in an ICU locale, with ICU's fallback.
    package static func patterns(
        _ localeID: String,
        _ group: Group,
        _ length: PersonName.FormatStyle.Length,
        _ usage: PersonName.FormatStyle.Usage,
        _ formality: PersonName.FormatStyle.Formality
    ) -> [String] {
        let path = "namePattern/\(group.rawValue)-\(length.rawValue)-\(usage.rawValue)-\(formality.rawValue)"
        return ICUPersonNames.strings(locale: localeID, path: path) ?? []
    }

    /// The group `nameOrderLocales` gives a name's language in an ICU locale's data: the list that names the
    /// language, else the one that names `und`, else given first ("Derive the name order").
    package static func orderGroup(nameLanguage: String, formattingLocale localeID: String) -> Group {
        let givenFirst = ICUPersonNames.strings(locale: localeID, path: "nameOrderLocales/givenFirst") ?? []
        let surnameFirst = ICUPersonNames.strings(locale: localeID, path: "nameOrderLocales/surnameFirst") ?? []
        for language in [nameLanguage, "und"] {
            if surnameFirst.contains(language) { return .surnameFirst }
            if givenFirst.contains(language) { return .givenFirst }
        }
        return .givenFirst
    }

    /// One piece of a ``rendering(_:formattingLocale:group:length:usage:formality:nameLanguage:)``: a literal of the
    /// pattern (`field` is `nil`), or a field's value with the field as the pattern writes it (`given-initial`).
    package struct Segment: Equatable, Sendable {
        package var text: String
        package var field: String?
    }

    /// A rendering: its text, and the pieces it is made of, literals and fields, with the space replacement done in
    /// each and empty pieces left out.
    package struct Rendering: Equatable, Sendable {
        package var segments: [Segment]
        package var text: String { segments.map(\.text).joined() }
    }

    /// What the spec gives for `name` with the data of `localeID`: the pattern of `group` (when `nil`, the name's
    /// preferred order, else its order in that data; for sorting, the referring patterns, and the name's order for
    /// a monogram) that fills the most fields, then leaves the fewest empty, then is alphabetically least; its
    /// fields filled with their modifiers; the empty fields and their literals dropped by CLDR 43's rule, with a
    /// literal of only whitespace joined as the data's version has it (see `coalesce`); and spaces
    /// replaced as the data says.
    ///
    /// - Parameter nameLanguage: The name's language, for a name without a locale (the language of its script's
    ///   likely locale, which the caller knows); by default, its locale's.
    /// - Returns: The rendering, or `nil` where the spec leaves the result to the implementation (every field of the
    ///   chosen pattern is empty, or the name has no surname and the pattern hides its given name): a row the
    ///   rendering does not cover.
    package static func rendering(
        _ name: PersonName,
        formattingLocale localeID: String,
        group: Group? = nil,
        length: PersonName.FormatStyle.Length,
        usage: PersonName.FormatStyle.Usage,
        formality: PersonName.FormatStyle.Formality,
        nameLanguage: String? = nil
    ) -> Rendering? {
        guard let nameLanguage = nameLanguage ?? name.locale.map({ language(of: $0.identifier) }) else { return nil }
        let nameOrder: Group? = name.preferredOrder.map { $0 == .givenFirst ? .givenFirst : .surnameFirst }
        let ownGroup = nameOrder ?? orderGroup(nameLanguage: nameLanguage, formattingLocale: localeID)
        var chosenGroup = group ?? ownGroup
        var usage = usage
        if chosenGroup == .sorting {
            // The data's sorting patterns are referring ones; a monogram has none and keeps the name's order.
            if usage == .monogram {
                chosenGroup = ownGroup
            } else {
                usage = .referring
            }
        }
        let candidates = patterns(localeID, chosenGroup, length, usage, formality).map { Pattern($0) }
        let values = candidates.map { pattern in pattern.fields.map { value(of: $0, in: name, localeID: localeID) } }
        let ranked = zip(candidates, values).min { left, right in
            let leftFilled = left.1.filter { !$0.isEmpty }.count
            let rightFilled = right.1.filter { !$0.isEmpty }.count
            if leftFilled != rightFilled { return leftFilled > rightFilled }
            if left.1.count - leftFilled != right.1.count - rightFilled {
                return left.1.count - leftFilled < right.1.count - rightFilled
            }
            return left.0.text < right.0.text
        }
        guard let (pattern, filledValues) = ranked, filledValues.contains(where: { !$0.isEmpty }) else { return nil }
        if name.surname.isBlank && name.surnameCore.isBlank
            && !pattern.fields.contains(where: { $0.split(separator: "-").first == "given" && !$0.contains("-initial") }
            )
        {
            return nil
        }
        let pieces = fill(pattern, with: filledValues)
        let formattingLanguage = language(of: localeID)
        let native =
            formattingLanguage == nameLanguage
            || (sharedSpacingLanguages.contains(formattingLanguage) && sharedSpacingLanguages.contains(nameLanguage))
        let replacement =
            native
            ? nativeSpaceReplacement(localeID)
            : ICUPersonNames.strings(locale: localeID, path: "foreignSpaceReplacement")?.first ?? " "
        let segments = pieces.compactMap { piece -> Segment? in
            var text = ""
            var inSpaces = false
            for character in piece.text {
                if character == " " {
                    if !inSpaces { text += replacement }
                    inSpaces = true
                } else {
                    text.append(character)
                    inSpaces = false
                }
            }
            // In NFC, as ICU4J writes it.
            return text.isEmpty ? nil : Segment(text: text.precomposedStringWithCanonicalMapping, field: piece.field)
        }
        return Rendering(segments: segments)
    }

    /// The language subtag of a locale identifier or tag.
    private static func language(of identifier: String) -> String {
        String(identifier.prefix { $0 != "_" && $0 != "-" && $0 != "@" }).lowercased()
    }

    /// The literals of the pattern with its filled values, after "Process a namePattern": text before the first
    /// filled field goes when a field before it is empty, text after the last when a field after it is; between
    /// two filled fields the empty ones and the literals between them go and the two literals left are coalesced.
    private static func fill(_ pattern: Pattern, with values: [String]) -> [Segment] {
        let filled = values.indices.filter { !values[$0].isEmpty }
        guard let first = filled.first, let last = filled.last else { return [] }
        var pieces = [Segment(text: first == 0 ? pattern.literals[0] : "", field: nil)]
        for (index, field) in filled.enumerated() {
            pieces.append(Segment(text: values[field], field: pattern.fields[field]))
            guard index + 1 < filled.count else { break }
            let next = filled[index + 1]
            let literal =
                next == field + 1
                ? pattern.literals[next] : coalesce(pattern.literals[field + 1], pattern.literals[next])
            pieces.append(Segment(text: literal, field: nil))
        }
        pieces.append(Segment(text: last == values.count - 1 ? pattern.literals[values.count] : "", field: nil))
        return pieces
    }

    /// Two literals side by side: the other when one is empty; when one is only whitespace, on CLDR 42's data the
    /// other (the package's documented reading, which ICU4J 72 gives), and from CLDR 43 on as CLDR's own test data
    /// and ICU4J 73.2 join them: the first up to its first whitespace, one whitespace character, the second after
    /// its last ("Pérez Lucía"); the first when it ends with the second; else both with each run of whitespace
    /// reduced to its first character.
    private static func coalesce(_ first: String, _ second: String) -> String {
        if first.isEmpty { return second }
        if second.isEmpty { return first }
        if first.allSatisfy(\.isWhitespace) || second.allSatisfy(\.isWhitespace) {
            guard cldrMajor >= 43 else { return first.allSatisfy(\.isWhitespace) ? second : first }
            let head = first.firstIndex(where: \.isWhitespace)
            let tail = second.lastIndex(where: \.isWhitespace)
            let space = head.map { first[$0] } ?? tail.map { second[$0] }
            return String(first[..<(head ?? first.endIndex)]) + (space.map(String.init) ?? "")
                + second[(tail.map { second.index(after: $0) } ?? second.startIndex)...]
        }
        if first.hasSuffix(second) { return first }
        var result = ""
        var previousWasWhitespace = false
        for character in first + second {
            if character.isWhitespace && previousWasWhitespace { continue }
            previousWasWhitespace = character.isWhitespace
            result.append(character)
        }
        return result
    }

    /// One field's value with its modifiers: `informal`, `prefix`, `core`, then `initial` or `monogram`, then
    /// `allCaps` or `initialCap`; CLDR 42's `prefix` field is the title and its `suffix` the generation and the
    /// credentials joined by a space.
    private static func value(of field: String, in name: PersonName, localeID: String) -> String {
        let parts = field.split(separator: "-").map(String.init)
        let modifiers = Set(parts.dropFirst())
        let trimmed: (String?) -> String = { ($0 ?? "").trimmingCharacters(in: .whitespacesAndNewlines) }
        var text: String
        switch parts.first ?? "" {
        case "title", "prefix": text = trimmed(name.title)
        case "given":
            text =
                modifiers.contains("informal") && !trimmed(name.givenInformal).isEmpty
                ? trimmed(name.givenInformal) : trimmed(name.given)
        case "given2": text = trimmed(name.given2)
        case "surname":
            let prefix = trimmed(name.surnamePrefix)
            let core = trimmed(name.surnameCore)
            let whole =
                trimmed(name.surname).isEmpty
                ? [prefix, core].filter { !$0.isEmpty }.joined(separator: " ")
                : trimmed(name.surname)
            if modifiers.contains("prefix") {
                text = core.isEmpty ? "" : prefix
            } else if modifiers.contains("core") {
                text = prefix.isEmpty || core.isEmpty ? whole : core
            } else {
                text = whole
            }
        case "surname2": text = trimmed(name.surname2)
        case "generation": text = trimmed(name.generation)
        case "credentials": text = trimmed(name.credentials)
        case "suffix":
            text = [trimmed(name.generation), trimmed(name.credentials)].filter { !$0.isEmpty }.joined(separator: " ")
        default: text = ""
        }
        if modifiers.contains("monogram") {
            text = text.first.map(String.init) ?? ""
        } else if modifiers.contains("initial") {
            let initial = ICUPersonNames.strings(locale: localeID, path: "initialPattern/initial")?.first ?? "{0}."
            let sequence =
                ICUPersonNames.strings(locale: localeID, path: "initialPattern/initialSequence")?.first ?? "{0} {1}"
            text =
                text.split(whereSeparator: \.isWhitespace).compactMap(\.first)
                .map { initial.replacingOccurrences(of: "{0}", with: String($0)) }
                .reduce(nil as String?) { joined, next in
                    joined.map {
                        sequence.replacingOccurrences(of: "{0}", with: $0).replacingOccurrences(of: "{1}", with: next)
                    } ?? next
                } ?? ""
        }
        let caseLocale = Locale(identifier: name.locale?.identifier ?? "und")
        if modifiers.contains("allCaps") {
            text = text.uppercased(with: caseLocale)
        } else if modifiers.contains("initialCap"), let first = text.first {
            text = String(first).uppercased(with: caseLocale) + text.dropFirst()
        }
        return text
    }

    /// A pattern split into its literals and the text of its fields: `literals[0] {fields[0]} literals[1] …`.
    private struct Pattern {
        var text: String
        var literals: [String] = []
        var fields: [String] = []

        init(_ text: String) {
            self.text = text
            var literal = ""
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                literal += rest[..<open]
                literals.append(literal)
                literal = ""
                fields.append(String(rest[rest.index(after: open)..<close]))
                rest = rest[rest.index(after: close)...]
            }
            literals.append(literal + rest)
        }
    }
}

extension Optional where Wrapped == String {
    /// Whether the value is missing or only whitespace.
    fileprivate var isBlank: Bool { self?.allSatisfy(\.isWhitespace) ?? true }
}
