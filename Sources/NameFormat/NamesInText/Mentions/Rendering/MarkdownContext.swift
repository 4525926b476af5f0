/// Where a name stands in a Markdown template or message, and so how it is written there: CommonMark undoes
/// backslash escapes in text only, and character references in text and raw HTML, so a name is escaped for the
/// construct around it, or not written at all where no escape shows it as itself (see <doc:Mentions>).
///
/// ``MarkdownContextScanner`` works the contexts out once for each template.
package enum MarkdownContext: Hashable, Sendable {
    /// Ordinary text, a link's text, destination or title: escaped by ``MarkupEscaping/markdownName``.
    case text
    /// A fenced or indented code block: written as it is. Code shows every character as written, and a name, whose
    /// line breaks sanitising has made spaces, cannot start the line that would close the block.
    case code
    /// Raw HTML: a quoted or unquoted attribute value, a comment, the text of an HTML block: every space and ASCII
    /// punctuation character a character reference (``MarkupEscaping/markdownRawHTML``), which HTML undoes and
    /// which can end no attribute value, comment or block.
    case rawHTML
    /// Nowhere a name can be shown as itself: the template is refused, and a render that cannot refuse writes
    /// U+FFFD REPLACEMENT CHARACTER for the name.
    case refused(Refusal)

    /// A construct in which no escape shows a name as itself.
    package enum Refusal: Hashable, Sendable, CustomStringConvertible {
        /// A code span: it undoes no escape, and a run of backticks in the name as long as the span's would close it.
        case codeSpan
        /// An autolink (`<https://…>`) or one of GitHub's extended autolinks (`www.`, `https://`): the name would
        /// be part of the link's address, where its escapes show.
        case autolink
        /// The text of a `<script>` or `<style>` element, which is not shown and undoes no escape.
        case scriptOrStyle
        /// Inside an HTML tag's or attribute's name, a declaration, a processing instruction or CDATA: the name
        /// would be markup.
        case htmlMarkup
        /// What reads as code in a template with a list or a block quote, where code is indented from the item's
        /// own margin; the check does not follow those margins, so it does not guess.
        case codeInContainer

        package var description: String {
            switch self {
            case .codeSpan: "a code span (between backticks)"
            case .autolink: "an autolink (<https://…>, www. or https:// in text)"
            case .scriptOrStyle: "a <script> or <style> element"
            case .htmlMarkup: "an HTML tag or attribute name, a declaration, a processing instruction or CDATA"
            case .codeInContainer: "code in a list item or block quote"
            }
        }
    }
}
