extension MentionRenderer {
    /// Checks that every mention of `template` stands where Markdown shows a name as itself, before the template is
    /// rendered as Markdown.
    ///
    /// ```swift
    /// try renderer.checkMarkdown("Assigned to `<@U1>`")
    /// // MentionTemplateError: the mention <@U1> of the template "Assigned to `<@U1>`" is in a code span …
    /// ```
    ///
    /// A mention in text, in a link, in a code block or in raw HTML's attribute values, comments and HTML blocks is
    /// escaped for that place; in a code span, an autolink, a `<script>` or `<style>` element, or an HTML tag's own
    /// name, no escape shows a name as written, so the template is refused here, and
    /// ``render(_:users:as:)`` writes U+FFFD REPLACEMENT CHARACTER there instead of the name. See
    /// <doc:Mentions>.
    ///
    /// The contexts are worked out once for each template and cached, so rendering it afterwards reads them again.
    ///
    /// - Parameter template: The message, with mention tokens written in ``syntax``.
    /// - Throws: ``MentionTemplateError`` naming the template, the first mention refused and where it stands.
    public func checkMarkdown(_ template: String) throws(MentionTemplateError) {
        let contexts = markdownContexts(of: template)
        guard let index = contexts.firstIndex(where: { if case .refused = $0 { true } else { false } }),
            case .refused(let refusal) = contexts[index]
        else { return }
        var token = ""
        var tokens = 0
        MentionScanner.scan(template, syntax: syntax) { piece in
            if case .token(let id, _) = piece {
                if tokens == index { token = syntax.prefix + id + syntax.suffix }
                tokens += 1
            }
        }
        throw MentionTemplateError(template: template, token: token, refusal: refusal)
    }

    /// The Markdown context of each token of `template`, in order: read once for each template and syntax
    /// (``MarkdownContextScanner``), then cached by them, so that a template rendered again costs a lookup.
    func markdownContexts(of template: String) -> [MarkdownContext] {
        Self.markdownContexts.value(forKey: MarkdownTemplate(template: template, syntax: syntax)) {
            readMarkdownContexts(of: template)
        }
    }

    /// The contexts read so far, by template and syntax.
    private static let markdownContexts = BoundedCache<MarkdownTemplate, [MarkdownContext]>(
        countLimit: 1_024,
        byteLimit: 4 << 20
    ) { key, contexts in
        key.template.utf8.count + contexts.count * 16 + 64
    }

    /// A template and the syntax its tokens are written in.
    private struct MarkdownTemplate: Hashable, Sendable {
        let template: String
        let syntax: MentionSyntax
    }

    private func readMarkdownContexts(of template: String) -> [MarkdownContext] {
        var skeleton: [UInt8] = []
        skeleton.reserveCapacity(template.utf8.count)
        MentionScanner.scan(template, syntax: syntax) { piece in
            switch piece {
            case .literal(let text): skeleton.append(contentsOf: text.utf8)
            case .token: skeleton.append(MarkdownContextScanner.placeholder)
            }
        }
        return MarkdownContextScanner.read(skeleton)
    }
}
