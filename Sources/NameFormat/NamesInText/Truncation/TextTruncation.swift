public import Foundation

/// Shortens text to at most a number of characters, ending it with an ellipsis, without splitting a character
/// or leaving a directional isolate open: for push notifications, subject lines and other places with a limit.
///
/// ```swift
/// let name = UserName(displayName: "سارة العلي", fullName: "")
/// let text = withNameLocale(Locale(identifier: "en")) { "Assigned to \(name) today" }
/// text.formatted(.truncated(to: 17))                                      // "Assigned to \u{2068}سا…\u{2069}"
/// name.formatted(.userName).formatted(.truncated(to: 5, ellipsis: "..."))  // "سا..."
/// name.formatted(.userName.attributed).formatted(.truncated(to: 5))       // "سارة…", attributes kept
/// ```
///
/// What it guarantees (see <doc:NamesInText#Truncating>):
/// - **Characters are Swift `Character`s,** extended grapheme clusters: a ZWJ family emoji, a flag, an England
///   flag tag sequence, a Hangul syllable in jamo, a letter with its combining marks and an Indic conjunct are each
///   one character, are never split, and count as one. Every character counts, the invisible ones too: each
///   directional formatting character (U+2066–U+2069, U+202A–U+202E) is a character of its own and counts as one.
///   The result's `count` is at most ``maxCharacters``, ellipsis and closing characters included.
/// - **Text that fits is returned unchanged,** the same string. Only the first `maxCharacters + 1` characters are
///   read to find out.
/// - **Text that does not fit** becomes its longest prefix that leaves room for the ellipsis and for the closers,
///   then the ellipsis, then a PDI (U+2069) for each isolate open at the cut and a PDF (U+202C) for each embedding
///   or override open outside them. The ellipsis goes inside the isolates, at the end of the text they hold:
///   `"Assigned to ⁨سارة…⁩"`. The prefix never ends with an opener (LRI, RLI, FSI, LRE, RLE, LRO, RLO) or with a
///   PDI or PDF that closes nothing: an isolate holding only the ellipsis is dropped, not kept empty. Everything
///   before the cut is kept as it is, including the input's own unmatched controls.
/// - **Limits:** a ``maxCharacters`` below zero means zero, and zero gives the empty string (for text that is not
///   already empty). When the ellipsis alone has more characters than the limit, it is left out and the text is cut
///   without one; when it has exactly as many, a text that does not fit becomes the ellipsis alone.
/// - **The ellipsis** is used without the explicit directional formatting characters and paragraph separators it
///   may contain, which would unbalance the closers after it. It is left out when its first character would join
///   the last character kept (an ellipsis that starts with a combining mark, after a letter), so that no character
///   of the text changes.
public struct TextTruncation: Foundation.FormatStyle, Codable, Hashable, Sendable {
    /// The most characters (`Character`s, invisible ones included) the result may have, ellipsis and closing
    /// isolates included. Below zero means zero.
    public var maxCharacters: Int

    /// What ends a text that was cut; `"…"` (U+2026) unless set.
    public var ellipsis: String

    /// Creates a truncation.
    ///
    /// - Parameters:
    ///   - maxCharacters: The most characters of the result, ellipsis and closing isolates included; below zero
    ///     means zero.
    ///   - ellipsis: What ends a text that was cut, such as `"..."` or `""`.
    public init(maxCharacters: Int, ellipsis: String = "…") {
        self.maxCharacters = maxCharacters
        self.ellipsis = ellipsis
    }

    /// Shortens `text` to at most ``maxCharacters`` characters.
    ///
    /// - Parameter text: A formatted name or a rendered message.
    /// - Returns: `text` itself when it fits; otherwise its longest prefix that fits with the ellipsis and the
    ///   closers of the isolates open at the cut, then the ellipsis, then the closers.
    public func format(_ text: String) -> String {
        // Every character has at least one byte: a text with no more bytes than the limit fits, unread.
        if text.utf8.count <= maxCharacters { return text }
        guard let point = TruncationPoint.find(in: text, maxCharacters: maxCharacters, ellipsis: ellipsis) else {
            return text
        }
        var result = String(text[..<point.end])
        result += point.ellipsis
        result += point.closers
        return result
    }

    private enum CodingKeys: String, CodingKey {
        case maxCharacters
        case ellipsis
    }

    /// Decodes a truncation; a missing `ellipsis` is `"…"`.
    ///
    /// - Throws: The decoder's errors when `maxCharacters` is missing or not an integer, or `ellipsis` is not a
    ///   string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            maxCharacters: try container.decode(Int.self, forKey: .maxCharacters),
            ellipsis: try container.decodeIfPresent(String.self, forKey: .ellipsis) ?? "…"
        )
    }
}

extension TextTruncation {
    /// The same truncation, for an `AttributedString`: what `.truncated(to:ellipsis:)` gives where the input is one,
    /// which is how users ask for it.
    package var attributed: Attributed { Attributed(base: self) }

    /// Shortens an `AttributedString` as ``TextTruncation`` shortens a `String`, keeping the attributes of what it
    /// keeps.
    ///
    /// The characters kept keep their runs and attributes, the ones of `AttributeScopes.NameFormatAttributes`
    /// included. The ellipsis and the closers take the attributes of the last character kept (of its last scalar,
    /// where a character spans runs), so an ellipsis that ends a cut mention belongs to that mention's run; with
    /// nothing kept, they take the attributes of the text's first scalar.
    ///
    /// ```swift
    /// let mention = user.formatted(.userName.attributed)
    /// mention.formatted(.truncated(to: 10)).runs.first?.nameFormat.userNameField  // still set
    /// ```
    public struct Attributed: Foundation.FormatStyle, Codable, Hashable, Sendable {
        /// The limit and the ellipsis.
        package var base: TextTruncation

        /// Creates an attributed truncation from a plain one.
        ///
        /// - Parameter base: The limit and the ellipsis.
        package init(base: TextTruncation) {
            self.base = base
        }

        /// Shortens `text` to at most ``TextTruncation/maxCharacters`` characters.
        ///
        /// - Parameter text: A formatted name or a rendered message, with attributes.
        /// - Returns: `text` itself when it fits; otherwise its longest prefix that fits, with its attributes, then
        ///   the ellipsis and the closers of the isolates open at the cut, with the attributes of the last
        ///   character kept.
        public func format(_ text: AttributedString) -> AttributedString {
            if text.utf8.count <= base.maxCharacters { return text }
            let characters = text.characters
            guard
                let point = TruncationPoint.find(
                    in: characters,
                    maxCharacters: base.maxCharacters,
                    ellipsis: base.ellipsis
                )
            else { return text }
            var result = AttributedString(text[..<point.end])
            let appended = point.ellipsis + point.closers
            guard !appended.isEmpty else { return result }
            let attributes: AttributeContainer?
            if point.end == text.startIndex {
                attributes = text.runs.first?.attributes
            } else {
                attributes = text[characters.index(before: point.end)..<point.end].runs.last?.attributes
            }
            result.append(AttributedString(appended, attributes: attributes ?? AttributeContainer()))
            return result
        }
    }
}
