/// A name placed in a template's context, with the options the template asked for: what the template engines'
/// integrations (`NameFormatMustache`, `NameFormatLeaf`) render, so that both engines share one set of options
/// and one way of writing a name into text they cannot see.
///
/// The name is formatted when it is rendered, for the viewer bound then (``NameContext/current``), and wrapped in
/// FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE when it is not empty: an engine hands over no text around a
/// value, so nothing proves that the name could not reorder it. The engine escapes the result for its content type.
package struct TemplateName: Sendable {
    /// The option words a template may give, in both engines: ``PersonName/FormatStyle/Length``,
    /// ``PersonName/FormatStyle/Formality`` and ``PersonName/FormatStyle/Usage`` by their case names, and the field
    /// of a ``UserName`` by ``UserName/Field``'s (`displayName`, `fullName`).
    package static let options: [String] =
        PersonName.FormatStyle.Length.allCases.filter { $0 != .default }.map(\.rawValue)
        + PersonName.FormatStyle.Formality.allCases.filter { $0 != .default }.map(\.rawValue)
        + PersonName.FormatStyle.Usage.allCases.map(\.rawValue)
        + UserName.Field.allCases.map(\.rawValue)

    private enum Value: Sendable {
        case user(UserName)
        case person(PersonName)
    }

    private let value: Value
    /// The person-name options the template set (a user name's full name is formatted with them), or `nil` for
    /// the styles' defaults.
    private var style: PersonName.FormatStyle?
    /// The field of a user name the template asked for, or `nil` for the one the viewer prefers.
    private var field: UserName.Field?

    /// A user name with no options: the field the viewer prefers, a full name from parts medium, referring, formal.
    package init(_ name: UserName) {
        value = .user(name)
    }

    /// A person name with no options: medium, referring, formal.
    package init(_ name: PersonName) {
        value = .person(name)
    }

    /// A copy with the option `word` set, or `nil` when `word` is none of ``options``, or names a field and this
    /// is a person name, which has no fields.
    package func setting(_ word: String) -> Self? {
        var new = self
        if let length = PersonName.FormatStyle.Length(rawValue: word), length != .default {
            new.style = (style ?? PersonName.FormatStyle()).length(length)
        } else if let formality = PersonName.FormatStyle.Formality(rawValue: word), formality != .default {
            new.style = (style ?? PersonName.FormatStyle()).formality(formality)
        } else if let usage = PersonName.FormatStyle.Usage(rawValue: word) {
            new.style = (style ?? PersonName.FormatStyle()).usage(usage)
        } else if let field = UserName.Field(rawValue: word), case .user = value {
            new.field = field
        } else {
            return nil
        }
        return new
    }

    /// The name as the viewer bound now sees it with these options, sanitised, and between FSI and PDI unless it
    /// is empty, its markup characters set apart for an escaper that reads characters (``settingMarkupApart(_:)``).
    package var isolatedText: String { Self.settingMarkupApart(unescapedText) }

    /// ``isolatedText`` before its markup characters are set apart.
    private var unescapedText: String {
        switch value {
        case .user(let name) where style == nil && field == nil:
            // The name keeps its isolated text: appended in place, as a string is.
            return "\(name, isolation: .always)"
        case .user(let name):
            let format = UserName.FormatStyle().fullNameStyle(style ?? PersonName.FormatStyle())
            let text = field.map { format.format(name, showing: $0) } ?? format.format(name)
            return text.isEmpty ? "" : "\u{2068}\(text)\u{2069}"
        case .person(let name):
            let text = (style ?? PersonName.FormatStyle()).format(name)
            return text.isEmpty ? "" : "\u{2068}\(text)\u{2069}"
        }
    }

    /// `text` with each of `"`, `'`, `&`, `<` and `>` that shares its `Character` with another scalar set apart by
    /// U+2060 WORD JOINER on both sides.
    ///
    /// The template engines escape a value one `Character` at a time (swift-mustache 2.1 compares each grapheme
    /// cluster with `"`, `<`…), and a quote followed by a combining mark (`"\u{301}`), or after a prepended mark, is
    /// one cluster that is not `"`: left as it is, it would pass unescaped and end an attribute's value. A word
    /// joiner is a control to grapheme segmentation (UAX #29, GB4 and GB5), so the quote becomes a cluster of its
    /// own, which the engine escapes; the joiners show nothing, and the mark stays with what follows. Text without
    /// such a cluster, nearly every name, is returned as it is, after one pass over its bytes.
    package static func settingMarkupApart(_ text: String) -> String {
        guard text.utf8.contains(where: { isMarkup(Unicode.Scalar($0)) }) else { return text }
        var result = String()
        result.reserveCapacity(text.utf8.count + 8)
        for character in text {
            let scalars = character.unicodeScalars
            guard scalars.count > 1, scalars.contains(where: isMarkup) else {
                result.append(character)
                continue
            }
            for scalar in scalars {
                if isMarkup(scalar) {
                    result.unicodeScalars.append(contentsOf: ["\u{2060}", scalar, "\u{2060}"])
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Whether `scalar` is one of the characters HTML escapes.
    private static func isMarkup(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\"", "'", "&", "<", ">": true
        default: false
        }
    }
}
