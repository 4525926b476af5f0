import NameFormat

/// The help text that says what an input line holds, written once for every command that reads names.
///
/// The keys come from the library's `NameKey` and the rules are the library's `NameFields` (the NamesAsJSON article
/// in its documentation), so the help cannot drift from what the decoder does.
enum InputLineHelp {
    /// What an input line holds: the name's keys and the rules for their values.
    static let nameObject: String = {
        let parts = NameKey.personNameKeys.map { key in
            switch key {
            case .part(.localeIdentifier): quoted(key) + " (the name's own: a BCP 47 tag or an ICU identifier)"
            case .preferredOrder: quoted(key) + " (" + orders + ")"
            default: quoted(key)
            }
        }
        return """
            Each input line is a JSON object with \(quoted(.displayName)), \(quoted(.fullName)) or both, and may \
            give the full name in parts instead of, or beside, \(quoted(.fullName)): \(listed(parts)). Values are \
            strings; null counts as absent; a key that appears more than once counts the first time only (as \
            Foundation's JSONDecoder reads it; jq keeps the last); other keys are ignored, but must be valid JSON. \
            A line needs a name to show: a display name, a full name or a given name or surname that is not empty \
            or only whitespace once sanitised. These are bad lines:
              {"displayName":""}
              {"displayName":"   "}
            """
    }()

    private static func quoted(_ key: NameKey) -> String {
        "\"\(key.rawValue)\""
    }

    private static var orders: String {
        PersonName.Order.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
    }

    /// `items` as an English list: `a, b and c`.
    private static func listed(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
