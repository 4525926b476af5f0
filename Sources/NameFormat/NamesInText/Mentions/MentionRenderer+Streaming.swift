extension MentionRenderer {
    /// Renders `template` as ``render(_:users:as:)`` does, but hands the output to `write` piece by piece, in order,
    /// instead of building one string: a text between tokens, or one mention with its isolates and escapes.
    ///
    /// `namefmt render` writes with it, as the output may be too long to hold (a long template with many mentions
    /// of a long name, written straight to a file). The pieces joined are exactly what ``render(_:users:as:)``
    /// returns.
    ///
    /// ```swift
    /// var output = ""
    /// renderer.render("Thanks <@U1>!", users: users, as: .html) { output += $0 }
    /// ```
    ///
    /// - Parameters:
    ///   - template: The message, with mention tokens written in ``syntax``.
    ///   - users: Looks up the user each token's id names.
    ///   - format: Plain text (the default), Markdown or HTML.
    ///   - write: Receives each piece of the output; no piece is empty.
    package func render(
        _ template: String,
        users: some MentionResolver,
        as format: MentionOutputFormat = .text,
        writingTo write: (Substring) -> Void
    ) {
        withoutActuallyEscaping(write) { write in
            var output = StreamingMentionOutput(format: format, write: write)
            render(template, users: users, as: format, into: &output)
        }
    }
}

/// Hands each piece of a ``TextMentionOutput`` to a closure as soon as it is written, so that nothing longer than
/// one piece is held.
private struct StreamingMentionOutput: MentionOutput {
    let format: MentionOutputFormat
    let write: (Substring) -> Void

    mutating func appendLiteral(_ text: Substring) {
        var piece = TextMentionOutput(format: format, capacity: 0)
        piece.appendLiteral(text)
        hand(piece)
    }

    mutating func appendMention(_ mention: RenderedMention) {
        var piece = TextMentionOutput(format: format, capacity: 0)
        piece.appendMention(mention)
        hand(piece)
    }

    private func hand(_ piece: TextMentionOutput) {
        if !piece.text.isEmpty { write(Substring(piece.text)) }
    }
}
