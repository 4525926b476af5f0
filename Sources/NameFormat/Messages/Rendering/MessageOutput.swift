import Foundation

/// Writes a resolved message, deciding for each name or text whether it is isolated by the rule of the text around
/// it (``BidiIsolation/automatic``, see ``BidiSurroundings``), as ``MentionRenderer`` decides for mentions: the
/// catalog's text before the value, read from the start of its paragraph, and the first character after it that is
/// not neutral, values after it counting as neutral.
///
/// Text and Markdown are written by ``TextMentionOutput``, so that a message escapes and isolates exactly as a
/// mention template does: Markdown isolates every value, HTML escapes the catalog's text as well and puts an
/// isolated value in `<bdi>`.
enum MessageOutput {
    /// A piece as written: text as UTF-8, or a value's text and the value's position among the pieces, where
    /// attributed output reads its mark (passing the whole value would copy its mark for every value written).
    enum Written {
        case text(UnsafeBufferPointer<UInt8>)
        case value(String, position: Int)
    }

    /// Calls `body` with each piece in order, its text read from `literals` (the catalog message's own text, where
    /// ``MessagePiece/literal(start:count:)`` points) or from the piece, and for a name or a text whether it is
    /// isolated.
    @inline(__always)
    static func walk(
        _ pieces: UnsafeBufferPointer<MessagePiece>,
        literals: UnsafeBufferPointer<UInt8>,
        viewer: Viewer,
        format: MentionOutputFormat,
        _ body: (Written, _ isolated: Bool) -> Void
    ) {
        var before = BidiTextBefore()
        // The text after the last value is read by no isolation decision, so it is not read for one.
        var lastValue = -1
        for position in pieces.indices {
            if case .value = pieces[position] { lastValue = position }
        }
        for position in pieces.indices {
            if case .value(let value) = pieces[position] {
                if value.text.isEmpty {
                    body(.value(value.text, position: position), false)
                } else if format == .markdown {
                    body(.value(value.text, position: position), true)
                } else {
                    let surroundings = BidiSurroundings(
                        followsLeftToRight: before.followsLeftToRight,
                        paragraphStartsLeftToRight: before.paragraphStartsLeftToRight,
                        precedesLeftToRight: precedesLeftToRight(pieces[(position + 1)...], literals: literals)
                    )
                    let isolated = viewer.isolates(
                        value.text,
                        directions: value.directions,
                        .automatic,
                        in: surroundings
                    )
                    // An isolated value is a neutral to the text after it; one left unisolated is left to right.
                    if !isolated { before.appendUnisolatedName() }
                    body(.value(value.text, position: position), isolated)
                }
            } else {
                withText(of: pieces[position], literals: literals) { text in
                    if position < lastValue { before.append(text) }
                    body(.text(text), false)
                }
            }
        }
    }

    /// Calls `body` with the UTF-8 of a text piece.
    @inline(__always)
    private static func withText(
        of piece: MessagePiece,
        literals: UnsafeBufferPointer<UInt8>,
        _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        switch piece {
        case .literal(let start, let count):
            body(UnsafeBufferPointer(rebasing: literals[Int(start)..<Int(start) + Int(count)]))
        case .text(let text):
            if text.utf8.withContiguousStorageIfAvailable(body) == nil {
                var copy = text
                copy.withUTF8(body)
            }
        case .value:
            break
        }
    }

    /// Whether the first character after a value that is neither neutral nor in an isolate (values count as
    /// neutral) is left to right or a European digit; `false` at a paragraph's end.
    private static func precedesLeftToRight(
        _ pieces: Slice<UnsafeBufferPointer<MessagePiece>>,
        literals: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        var after = BidiTextAfter()
        var answer: Bool?
        for piece in pieces {
            withText(of: piece, literals: literals) { answer = after.read($0)?.precedesLeftToRight }
            if let answer { return answer }
        }
        return false
    }

    /// The message in `format`.
    static func string(
        _ message: ResolvedMessage,
        for environment: MessageEnvironment,
        as format: MentionOutputFormat
    ) -> String {
        let pieces = message.pieces
        let viewer = environment.viewer
        if format == .text { return text(pieces, literals: message.literals, viewer: viewer) }
        let capacity = 16 + bytes(of: pieces, aroundEachValue: 8)
        var output = TextMentionOutput(format: format, capacity: capacity + capacity / 4)
        walk(pieces, literals: message.literals, viewer: viewer, format: format) { piece, isolated in
            switch piece {
            case .text(let text):
                output.appendLiteral(Substring(String(decoding: text, as: UTF8.self)))
            case .value(let text, _):
                output.appendMention(RenderedMention(id: "", field: nil, text: text, isolated: isolated))
            }
        }
        return output.text
    }

    /// The message as plain text: what ``TextMentionOutput`` writes for ``MentionOutputFormat/text``, written byte
    /// by byte into one buffer of the most it can take (String's appends cost more than the copies), on the stack
    /// for a message of up to 1 KiB, and made a string without validating it again: every piece is a string's
    /// UTF-8, or the catalog's, cut at ASCII.
    private static func text(
        _ pieces: UnsafeBufferPointer<MessagePiece>,
        literals: UnsafeBufferPointer<UInt8>,
        viewer: Viewer
    ) -> String {
        // FSI and PDI take three bytes each.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, bytes(of: pieces, aroundEachValue: 6))) {
            buffer in
            var writer = ByteWriter(buffer.baseAddress!)
            walk(pieces, literals: literals, viewer: viewer, format: .text) { piece, isolated in
                switch piece {
                case .text(let text):
                    writer.write(text)
                case .value(let text, _):
                    if isolated { writer.write(0xE2, 0x81, 0xA8) }  // U+2068 FIRST STRONG ISOLATE
                    writer.write(text.utf8)
                    if isolated { writer.write(0xE2, 0x81, 0xA9) }  // U+2069 POP DIRECTIONAL ISOLATE
                }
            }
            return NameBytes.uncheckedString(UnsafeBufferPointer(rebasing: buffer[..<writer.count]))
        }
    }

    /// The UTF-8 bytes of the pieces' texts and values, with `extra` more for each value.
    @inline(__always)
    private static func bytes(of pieces: UnsafeBufferPointer<MessagePiece>, aroundEachValue extra: Int) -> Int {
        var count = 0
        for piece in pieces {
            switch piece {
            case .literal(_, let length): count += Int(length)
            case .text(let text): count += text.utf8.count
            case .value(let value): count += value.text.utf8.count + extra
            }
        }
        return count
    }

    /// Writes UTF-8 into a buffer that has room for it.
    private struct ByteWriter {
        let start: UnsafeMutablePointer<UInt8>
        var count = 0

        init(_ start: UnsafeMutablePointer<UInt8>) { self.start = start }

        @inline(__always)
        mutating func write(_ text: some Collection<UInt8>) {
            if text.withContiguousStorageIfAvailable({ write($0) }) == nil {
                for byte in text {
                    start[count] = byte
                    count += 1
                }
            }
        }

        @inline(__always)
        mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let source = bytes.baseAddress else { return }
            (start + count).initialize(from: source, count: bytes.count)
            count += bytes.count
        }

        @inline(__always)
        mutating func write(_ first: UInt8, _ second: UInt8, _ third: UInt8) {
            start[count] = first
            start[count + 1] = second
            start[count + 2] = third
            count += 3
        }
    }

    /// The message with its names marked.
    static func attributedString(_ message: ResolvedMessage, for environment: MessageEnvironment) -> AttributedString {
        let pieces = message.pieces
        var result = AttributedString()
        let personNameStyle = environment.personNameStyle
        walk(pieces, literals: message.literals, viewer: environment.viewer, format: .text) { piece, isolated in
            switch piece {
            case .text(let text):
                result.append(AttributedString(String(decoding: text, as: UTF8.self)))
            case .value(_, let position):
                guard case .value(let value) = pieces[position] else { return }
                var run: AttributedString
                switch value.mark {
                case .userName(let field, let userID):
                    run = AttributedString(isolated ? "\u{2068}" + value.text + "\u{2069}" : value.text)
                    run.nameFormat.userNameField = field
                    if let userID { run.nameFormat.mentionUserID = userID }
                case .personName(let name):
                    let parts = personNameStyle.attributed.format(name)
                    // The parts' marks, where the attributed form's characters are the sanitised text's.
                    run = String(parts.characters) == value.text ? parts : AttributedString(value.text)
                    if isolated {
                        run = AttributedString("\u{2068}") + run + AttributedString("\u{2069}")
                    }
                case .text:
                    run = AttributedString(isolated ? "\u{2068}" + value.text + "\u{2069}" : value.text)
                }
                result.append(run)
            }
        }
        return result
    }
}
