/// The states of the HTML tokenizer (WHATWG HTML, section 13.2.5) that say what a character in raw HTML is: text,
/// an attribute value, a comment, a tag's or attribute's name, or the text of an element that is not HTML
/// (`<script>`, `<style>`). Fed one byte at a time, across the lines of an HTML block.
struct HTMLTokenizer {
    private enum State {
        case data, tagOpen, endTagOpen, tagName, beforeAttributeName, attributeName, afterAttributeName
        case beforeAttributeValue, doubleQuoted, singleQuoted, unquoted
        /// After `<!`, and how many dashes of `--` followed.
        case markupDeclaration(dashes: Int)
        /// Inside `<!--`, and how many dashes came last.
        case comment(dashes: Int)
        /// A bogus comment, a declaration or a processing instruction, up to `>`.
        case bogus
        /// The text of an element whose text is not HTML, and how much of its closing `</name` came last.
        case rawText(matched: Int)
    }

    private var state = State.data
    private var tagName: [UInt8] = []
    private var isEndTag = false
    /// `</name` of the element whose raw text this is.
    private var rawTextEnd: [UInt8] = []

    /// The elements whose text is not read as HTML, nor shown as a name would be.
    private static let rawTextElements: Set<[UInt8]> = Set(
        ["script", "style", "xmp", "iframe", "noembed", "noframes", "noscript", "plaintext"].map { Array($0.utf8) }
    )

    /// What a placeholder read now would be in.
    var contextOfPlaceholder: MarkdownContext {
        switch state {
        // After `<`, a character that is not a letter makes the `<` text, and itself text.
        case .data, .tagOpen, .beforeAttributeValue, .doubleQuoted, .singleQuoted, .unquoted, .comment: .rawHTML
        case .rawText: .refused(.scriptOrStyle)
        default: .refused(.htmlMarkup)
        }
    }

    mutating func read(_ byte: UInt8) {
        let space = HTMLSyntax.isSpace(byte) || byte == 0x0C
        switch state {
        case .data:
            if byte == UInt8(ascii: "<") { state = .tagOpen }
        case .tagOpen:
            if HTMLSyntax.isLetter(byte) {
                startTag(byte, end: false)
            } else if byte == UInt8(ascii: "/") {
                state = .endTagOpen
            } else if byte == UInt8(ascii: "!") {
                state = .markupDeclaration(dashes: 0)
            } else if byte == UInt8(ascii: "?") {
                state = .bogus
            } else {
                state = byte == UInt8(ascii: "<") ? .tagOpen : .data
            }
        case .endTagOpen:
            if HTMLSyntax.isLetter(byte) {
                startTag(byte, end: true)
            } else {
                state = byte == UInt8(ascii: ">") ? .data : .bogus
            }
        case .tagName:
            if space || byte == UInt8(ascii: "/") {
                state = .beforeAttributeName
            } else if byte == UInt8(ascii: ">") {
                endTag()
            } else {
                tagName.append(HTMLSyntax.lowercased(byte))
            }
        case .beforeAttributeName:
            if byte == UInt8(ascii: ">") {
                endTag()
            } else if !space && byte != UInt8(ascii: "/") {
                state = .attributeName
            }
        case .attributeName, .afterAttributeName:
            if space {
                state = .afterAttributeName
            } else if byte == UInt8(ascii: "/") {
                state = .beforeAttributeName
            } else if byte == UInt8(ascii: "=") {
                state = .beforeAttributeValue
            } else if byte == UInt8(ascii: ">") {
                endTag()
            } else {
                state = .attributeName
            }
        case .beforeAttributeValue:
            if byte == UInt8(ascii: "\"") {
                state = .doubleQuoted
            } else if byte == UInt8(ascii: "'") {
                state = .singleQuoted
            } else if byte == UInt8(ascii: ">") {
                endTag()
            } else if !space {
                state = .unquoted
            }
        case .doubleQuoted:
            if byte == UInt8(ascii: "\"") { state = .beforeAttributeName }
        case .singleQuoted:
            if byte == UInt8(ascii: "'") { state = .beforeAttributeName }
        case .unquoted:
            if space {
                state = .beforeAttributeName
            } else if byte == UInt8(ascii: ">") {
                endTag()
            }
        case .markupDeclaration(let dashes):
            if byte == UInt8(ascii: "-") {
                state = dashes == 0 ? .markupDeclaration(dashes: 1) : .comment(dashes: 0)
            } else {
                state = byte == UInt8(ascii: ">") ? .data : .bogus
            }
        case .comment(let dashes):
            if byte == UInt8(ascii: "-") {
                state = .comment(dashes: dashes + 1)
            } else {
                state = byte == UInt8(ascii: ">") && dashes >= 2 ? .data : .comment(dashes: 0)
            }
        case .bogus:
            if byte == UInt8(ascii: ">") { state = .data }
        case .rawText(let matched):
            if matched == rawTextEnd.count, space || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") {
                tagName = Array(rawTextEnd.dropFirst(2))
                isEndTag = true
                state = .tagName
                read(byte)
            } else if matched < rawTextEnd.count, HTMLSyntax.lowercased(byte) == rawTextEnd[matched] {
                state = .rawText(matched: matched + 1)
            } else {
                state = .rawText(matched: byte == UInt8(ascii: "<") ? 1 : 0)
            }
        }
    }

    private mutating func startTag(_ byte: UInt8, end: Bool) {
        tagName = [HTMLSyntax.lowercased(byte)]
        isEndTag = end
        state = .tagName
    }

    /// A tag's `>`: the text after it is raw text after the start tag of a raw-text element, else HTML.
    private mutating func endTag() {
        if !isEndTag, Self.rawTextElements.contains(tagName) {
            rawTextEnd = Array("</".utf8) + tagName
            state = .rawText(matched: 0)
        } else {
            state = .data
        }
    }
}
