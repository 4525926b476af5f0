import Foundation

/// An `AttributedString`: the plain text ``TextMentionOutput`` writes, with each mention's run, isolates included,
/// marked with the user's id and the field shown (``MentionUserIDAttribute``, ``UserNameFieldAttribute``), or as
/// the placeholder (``MentionPlaceholderAttribute``); a mention right after another is marked
/// (``AdjacentNameAttribute``), so that each stays its own run.
///
/// The text is written once into a `String` and the attributes set afterwards on the ranges recorded, walking the
/// string once, so the cost stays linear in the template's length and the number of mentions; setting a run's
/// attributes is most of it (several microseconds a mention, in Foundation).
struct AttributedMentionOutput: MentionOutput {
    private var plain: TextMentionOutput
    /// Where each mention is in the plain text, in UTF-8 offsets, and what it is.
    private var mentions: [(range: Range<Int>, id: String, field: UserName.Field?)] = []

    /// Starts an empty output with room for about `capacity` UTF-8 bytes of text.
    init(capacity: Int) {
        plain = TextMentionOutput(format: .text, capacity: capacity)
    }

    mutating func appendLiteral(_ literal: Substring) {
        plain.appendLiteral(literal)
    }

    mutating func appendMention(_ mention: RenderedMention) {
        let start = plain.text.utf8.count
        plain.appendMention(mention)
        mentions.append((start..<plain.text.utf8.count, String(mention.id), mention.field))
    }

    /// The attributed string.
    var attributedString: AttributedString {
        var result = AttributedString(plain.text)
        var index = result.startIndex
        var offset = 0
        // How many mentions end where the next one starts, in a row.
        var adjacent = 0
        var previousEnd = -1
        for mention in mentions where !mention.range.isEmpty {
            adjacent = mention.range.lowerBound == previousEnd ? adjacent + 1 : 0
            previousEnd = mention.range.upperBound
            // Each step moves on from the last mention, so the whole walk is one pass over the string.
            let start = result.utf8.index(index, offsetBy: mention.range.lowerBound - offset)
            let end = result.utf8.index(start, offsetBy: mention.range.count)
            var attributes = AttributeContainer()
            attributes.nameFormat.mentionUserID = mention.id
            if let field = mention.field {
                attributes.nameFormat.userNameField = field
            } else {
                attributes.nameFormat.mentionPlaceholder = true
            }
            if adjacent > 0 { attributes.nameFormat.adjacentName = adjacent }
            // The plain text has no attributes, so setting them is merging them, and slightly cheaper.
            result[start..<end].setAttributes(attributes)
            index = end
            offset = mention.range.upperBound
        }
        return result
    }
}
