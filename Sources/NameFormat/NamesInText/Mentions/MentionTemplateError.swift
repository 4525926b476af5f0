import Foundation

/// Why a template cannot be rendered as Markdown: a mention stands where no escape shows a name as itself.
///
/// ```swift
/// do { try MentionRenderer().checkMarkdown("<https://example.com/<@U1>>") } catch { print(error) }
/// // The mention <@U1> of the Markdown template "<https://example.com/<@U1>>" is in an autolink …
/// ```
///
/// A struct, not an enum, so that a kind added later breaks no caller's `switch`.
public struct MentionTemplateError: NameFormatError {
    /// What kind of problem the template has.
    public var kind: Kind { .markdownContext }

    /// The template, the token refused, and the construct it is in.
    package let template: String
    package let token: String
    let refusal: MarkdownContext.Refusal

    init(template: String, token: String, refusal: MarkdownContext.Refusal) {
        self.template = template
        self.token = token
        self.refusal = refusal
    }

    /// A sentence that quotes the mention and the template, escaped and cut to 64 characters, and names the
    /// construct the mention is in.
    public var description: String {
        "The mention \(InputQuoting.quotedShort(token)) of the Markdown template \(InputQuoting.quotedShort(template)) is in "
            + "\(refusal), where no escape shows a name as written; move it out, or render the template as text."
    }
}

extension NameFormatErrorKind where Failure == MentionTemplateError {
    /// A mention stands in a code span, an autolink, a `<script>` or `<style>` element, or an HTML tag's own
    /// syntax, where Markdown undoes no escape.
    public static var markdownContext: Self { Self("markdownContext") }
}
