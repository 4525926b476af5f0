import Foundation
import NameFormat

/// Writes a resolved message, deciding for each name or text whether it is isolated by the rule of the text around
/// it (``BidiIsolation/automatic``, see ``BidiSurroundings``), as ``MentionRenderer`` decides for mentions: the
/// catalog's text before the value, read from the start of its paragraph, and the first character after it that is
/// not neutral, values after it counting as neutral.
///
/// Text and Markdown are written by ``TextMentionOutput``, so that a message escapes and isolates exactly as a
/// mention template does: Markdown isolates every value, HTML escapes the catalog's text as well and puts an
/// isolated value in `<bdi>`.
enum MessageOutput {
    /// A piece as written: its UTF-8, read in place, and for a value its position among the pieces, where
    /// attributed output reads its mark.
    enum Written {
        case text(UnsafeBufferPointer<UInt8>)
        case value(UnsafeBufferPointer<UInt8>, position: Int)
    }

    /// Calls `body` with each piece of `message` in order, as its UTF-8, and for a name or a text whether it is
    /// isolated.
    static func walk(
        _ message: ResolvedMessage,
        viewer: Viewer,
        format: MessageOutputFormat,
        _ body: (Written, _ isolated: Bool) -> Void
    ) {
        let pieces = message.pieces
        var before = BidiTextBefore()
        // The text after the last value is read by no isolation decision, so it is not read for one.
        var lastValue = -1
        for position in pieces.indices {
            if case .value = pieces[position] { lastValue = position }
        }
        for position in pieces.indices {
            let piece = pieces[position]
            let text = message.text(of: piece)
            if case .value(_, _, let directions, _) = piece {
                if text.isEmpty {
                    body(.value(text, position: position), false)
                } else if format == .markdown {
                    body(.value(text, position: position), true)
                } else {
                    let surroundings = BidiSurroundings(
                        followsLeftToRight: before.followsLeftToRight,
                        paragraphStartsLeftToRight: before.paragraphStartsLeftToRight,
                        precedesLeftToRight: precedesLeftToRight(message, after: position)
                    )
                    let isolated = BidiIsolation.automatic.isolates(
                        directions,
                        in: surroundings,
                        rightToLeftViewer: viewer.isRightToLeft
                    )
                    // An isolated value is a neutral to the text after it; one left unisolated is left to right.
                    if !isolated { before.appendUnisolatedName() }
                    body(.value(text, position: position), isolated)
                }
            } else {
                if position < lastValue { before.append(text) }
                body(.text(text), false)
            }
        }
    }

    /// Whether the first character after the value at `position` that is neither neutral nor in an isolate (values
    /// count as neutral) is left to right or a European digit; `false` at a paragraph's end.
    private static func precedesLeftToRight(_ message: ResolvedMessage, after position: Int) -> Bool {
        var after = BidiTextAfter()
        for piece in message.pieces[(position + 1)...] {
            if case .value = piece { continue }
            if let answer = after.read(message.text(of: piece))?.precedesLeftToRight { return answer }
        }
        return false
    }

    /// The message in `format`; in Markdown, a value where no escape shows it as itself is U+FFFD
    /// (``MarkdownContext``).
    static func string(
        _ message: ResolvedMessage,
        for environment: MessageEnvironment,
        as format: MessageOutputFormat
    ) -> String {
        string(
            message,
            for: environment,
            as: format,
            markdownContexts: format == .markdown ? contexts(of: message) : []
        )
    }

    /// The message in `format`, or in Markdown the error that names `key` and the place of the first value where
    /// no escape shows it as itself.
    static func checkedString(
        _ message: ResolvedMessage,
        for environment: MessageEnvironment,
        as format: MessageOutputFormat,
        key: String
    ) -> Result<String, MessageError> {
        guard format == .markdown else { return .success(string(message, for: environment, as: format)) }
        let contexts = contexts(of: message)
        if let refusal = MarkdownContextScanner.firstRefusal(in: contexts) {
            return .failure(
                MessageError(
                    .markdownContext,
                    key: key,
                    "(\(environment.reading.language.identifier)) has a value in \(refusal), where Markdown shows no "
                        + "name as written; move it out of there in the catalog, or render the message as text"
                )
            )
        }
        return .success(string(message, for: environment, as: format, markdownContexts: contexts))
    }

    /// The Markdown context of each value of `message`, in order: the catalog's text read with each value as a
    /// placeholder and each number as a digit (``MarkdownContextScanner``, which caches them by that text).
    private static func contexts(of message: ResolvedMessage) -> [MarkdownContext] {
        var skeleton: [UInt8] = []
        for piece in message.pieces {
            switch piece {
            case .literal: skeleton.append(contentsOf: message.text(of: piece))
            case .text: skeleton.append(UInt8(ascii: "0"))
            case .value: skeleton.append(MarkdownContextScanner.placeholder)
            }
        }
        return MarkdownContextScanner.contexts(of: skeleton)
    }

    private static func string(
        _ message: ResolvedMessage,
        for environment: MessageEnvironment,
        as format: MessageOutputFormat,
        markdownContexts: [MarkdownContext]
    ) -> String {
        let viewer = environment.viewer
        if format == .text { return text(message, viewer: viewer) }
        let capacity = 16 + bytes(of: message, aroundEachValue: 8)
        var output = TextMentionOutput(format: format.mentionFormat, capacity: capacity + capacity / 4)
        var values = 0
        walk(message, viewer: viewer, format: format) { piece, isolated in
            switch piece {
            case .text(let text):
                output.appendLiteral(Substring(String(decoding: text, as: UTF8.self)))
            case .value(let text, _):
                var mention = RenderedMention(
                    id: "",
                    field: nil,
                    text: NameBytes.uncheckedString(text),
                    isolated: isolated
                )
                if values < markdownContexts.count { mention.markdownContext = markdownContexts[values] }
                values += 1
                output.appendMention(mention)
            }
        }
        return output.text
    }

    /// The message as plain text: what ``TextMentionOutput`` writes for ``MentionOutputFormat/text``, written byte
    /// by byte into one buffer of the most it can take (String's appends cost more than the copies), on the stack
    /// for a message of up to 1 KiB, and made a string without validating it again: every piece is a string's
    /// UTF-8, or the catalog's, cut at ASCII.
    private static func text(_ message: ResolvedMessage, viewer: Viewer) -> String {
        // FSI and PDI take three bytes each.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, bytes(of: message, aroundEachValue: 6))) {
            buffer in
            var writer = ByteWriter(buffer.baseAddress!)
            walk(message, viewer: viewer, format: .text) { piece, isolated in
                switch piece {
                case .text(let text):
                    writer.write(text)
                case .value(let text, _):
                    if isolated { writer.write(0xE2, 0x81, 0xA8) }  // U+2068 FIRST STRONG ISOLATE
                    writer.write(text)
                    if isolated { writer.write(0xE2, 0x81, 0xA9) }  // U+2069 POP DIRECTIONAL ISOLATE
                }
            }
            return NameBytes.uncheckedString(UnsafeBufferPointer(rebasing: buffer[..<writer.count]))
        }
    }

    /// The UTF-8 bytes of the message's pieces, with `extra` more for each value.
    @inline(__always)
    private static func bytes(of message: ResolvedMessage, aroundEachValue extra: Int) -> Int {
        var count = 0
        for piece in message.pieces {
            switch piece {
            case .literal(_, let length): count += Int(length)
            case .text(_, let length): count += length
            case .value(_, let length, _, _): count += length + extra
            }
        }
        return count
    }

    /// Writes UTF-8 into a buffer that has room for it.
    private struct ByteWriter {
        let start: UnsafeMutablePointer<UInt8>
        var count = 0

        init(_ start: UnsafeMutablePointer<UInt8>) { self.start = start }

        mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let source = bytes.baseAddress else { return }
            (start + count).initialize(from: source, count: bytes.count)
            count += bytes.count
        }

        mutating func write(_ first: UInt8, _ second: UInt8, _ third: UInt8) {
            start[count] = first
            start[count + 1] = second
            start[count + 2] = third
            count += 3
        }
    }

    /// The message with its names marked; a name right after another is marked too (``AdjacentNameAttribute``), so
    /// that each stays its own run.
    static func attributedString(_ message: ResolvedMessage, for environment: MessageEnvironment) -> AttributedString {
        var result = AttributedString()
        let personNameStyle = environment.personNameStyle
        // How many names were written right before the next piece, with no text between.
        var namesBefore = 0
        walk(message, viewer: environment.viewer, format: .text) { piece, isolated in
            switch piece {
            case .text(let text):
                if !text.isEmpty { namesBefore = 0 }
                result.append(AttributedString(String(decoding: text, as: UTF8.self)))
            case .value(let text, let position):
                guard !text.isEmpty else { return }
                let text = NameBytes.uncheckedString(text)
                guard case .value(_, _, _, let mark) = message.pieces[position] else { return }
                // Attributed output resolves its messages keeping the marks.
                precondition(message.marks.indices.contains(mark), "a value's mark was not kept")
                var run: AttributedString
                switch message.marks[mark] {
                case .userName(let field, let userID):
                    run = AttributedString(isolated ? "\u{2068}" + text + "\u{2069}" : text)
                    run.nameFormat.userNameField = field
                    if let userID { run.nameFormat.mentionUserID = userID }
                case .personName(let name):
                    let parts = personNameStyle.attributed.format(name)
                    // The parts' marks, where the attributed form's characters are the sanitised text's.
                    run = String(parts.characters) == text ? parts : AttributedString(text)
                    if isolated {
                        run = AttributedString("\u{2068}") + run + AttributedString("\u{2069}")
                    }
                case .text:
                    run = AttributedString(isolated ? "\u{2068}" + text + "\u{2069}" : text)
                    // A text is not a name: a name after it starts a row of its own.
                    namesBefore = 0
                    result.append(run)
                    return
                }
                if namesBefore > 0 { run.nameFormat.adjacentName = namesBefore }
                namesBefore += 1
                result.append(run)
            }
        }
        return result
    }
}
