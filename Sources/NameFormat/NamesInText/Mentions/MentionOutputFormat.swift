/// The kinds of text ``MentionRenderer/render(_:users:as:)`` writes; ``MentionRenderer/renderAttributed(_:users:)``
/// writes an `AttributedString`.
///
/// The raw values are the names a command line would use: `text`, `markdown`, `html`.
public enum MentionOutputFormat: String, Hashable, Sendable, Codable, CaseIterable {
    /// Plain text: the template as it is, each name isolated in FSI…PDI where its direction needs it.
    case text
    /// Markdown (CommonMark and GitHub Flavored Markdown): the template's own Markdown as it is, each name escaped
    /// so that it is text and nothing else, and always between FSI and PDI.
    case markdown
    /// HTML text, for the inside of an element: the template and the names escaped, each name in `<bdi>` where its
    /// direction needs it.
    case html
}
