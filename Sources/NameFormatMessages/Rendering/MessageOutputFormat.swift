import NameFormat

/// The kinds of text a catalog writes a message as; `attributedString` writes an `AttributedString`.
///
/// The raw values are the names a command line would use: `text`, `markdown`, `html`.
public enum MessageOutputFormat: String, Hashable, Sendable, CaseIterable {
    /// Plain text: the catalog's text as it is, each value isolated in FSI…PDI where the text around it needs it.
    case text
    /// Markdown (CommonMark and GitHub Flavored Markdown): the catalog's own Markdown as it is, each value escaped
    /// for where it stands, so that it is text and nothing else, and always between FSI and PDI.
    case markdown
    /// HTML text, for the inside of an element: the catalog's text and the values escaped, each value in `<bdi>`
    /// where the text around it needs it.
    case html

    /// The same kind of text, as a mention template writes it: messages are written by the same writer.
    var mentionFormat: MentionOutputFormat {
        switch self {
        case .text: .text
        case .markdown: .markdown
        case .html: .html
        }
    }
}
