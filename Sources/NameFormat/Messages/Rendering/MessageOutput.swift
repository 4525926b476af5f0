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
    /// Calls `body` with each piece in order and, for a name or a text, whether it is isolated.
    @inline(__always)
    static func walk(
        _ pieces: [MessagePiece],
        viewer: Viewer,
        format: MentionOutputFormat,
        _ body: (MessagePiece, _ isolated: Bool) -> Void
    ) {
        pieces.withUnsafeBufferPointer { pieces in
            var before = BidiTextBefore()
            for position in pieces.indices {
                switch pieces[position] {
                case .text(let text):
                    append(text, to: &before)
                    body(pieces[position], false)
                case .value(let value):
                    if value.text.isEmpty {
                        body(pieces[position], false)
                    } else if format == .markdown {
                        body(pieces[position], true)
                    } else {
                        let surroundings = BidiSurroundings(
                            followsLeftToRight: before.followsLeftToRight,
                            paragraphStartsLeftToRight: before.paragraphStartsLeftToRight,
                            precedesLeftToRight: precedesLeftToRight(pieces[(position + 1)...])
                        )
                        let isolated = viewer.isolates(
                            value.text,
                            directions: value.directions,
                            .automatic,
                            in: surroundings
                        )
                        // An isolated value is a neutral to the text after it; one left unisolated is left to right.
                        if !isolated { before.appendUnisolatedName() }
                        body(pieces[position], isolated)
                    }
                }
            }
        }
    }

    /// Reads `text` into `before`, from its UTF-8 where it is contiguous.
    @inline(__always)
    private static func append(_ text: Substring, to before: inout BidiTextBefore) {
        if text.utf8.withContiguousStorageIfAvailable({ before.append($0) }) == nil { before.append(text) }
    }

    private static func precedesLeftToRight(_ pieces: Slice<UnsafeBufferPointer<MessagePiece>>) -> Bool {
        var isolateDepth = 0
        for case .text(let text) in pieces {
            for scalar in text.unicodeScalars {
                let bidiClass = BidiClass(scalar)
                if bidiClass == .b { return false }
                if isolateDepth > 0 {
                    if bidiClass.opensIsolate {
                        isolateDepth += 1
                    } else if bidiClass == .pdi {
                        isolateDepth -= 1
                    }
                    continue
                }
                if bidiClass.opensIsolate {
                    isolateDepth = 1
                } else if !bidiClass.isNeutralBesideName {
                    return bidiClass == .l || bidiClass == .en
                }
            }
        }
        return false
    }

    static func string(_ pieces: [MessagePiece], viewer: Viewer, as format: MentionOutputFormat) -> String {
        if format == .text { return text(pieces, viewer: viewer) }
        var capacity = 16
        for piece in pieces {
            switch piece {
            case .text(let text): capacity += text.utf8.count
            case .value(let value): capacity += value.text.utf8.count + 8
            }
        }
        var output = TextMentionOutput(format: format, capacity: format == .text ? capacity : capacity + capacity / 4)
        walk(pieces, viewer: viewer, format: format) { piece, isolated in
            switch piece {
            case .text(let text):
                output.appendLiteral(text)
            case .value(let value):
                output.appendMention(RenderedMention(id: "", field: nil, text: value.text, isolated: isolated))
            }
        }
        return output.text
    }

    /// The message as plain text: what ``TextMentionOutput`` writes for ``MentionOutputFormat/text``, appended from
    /// the strings themselves.
    private static func text(_ pieces: [MessagePiece], viewer: Viewer) -> String {
        var capacity = 0
        for piece in pieces {
            switch piece {
            case .text(let text): capacity += text.utf8.count
            case .value(let value): capacity += value.text.utf8.count + 6
            }
        }
        // Written byte by byte into one buffer of the most it can take: String's appends cost more than the copies.
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var writer = ByteWriter(buffer.baseAddress!)
            walk(pieces, viewer: viewer, format: .text) { piece, isolated in
                switch piece {
                case .text(let text):
                    writer.write(text.utf8)
                case .value(let value):
                    if isolated { writer.write(0xE2, 0x81, 0xA8) }  // U+2068 FIRST STRONG ISOLATE
                    writer.write(value.text.utf8)
                    if isolated { writer.write(0xE2, 0x81, 0xA9) }  // U+2069 POP DIRECTIONAL ISOLATE
                }
            }
            return writer.count
        }
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

    static func attributedString(_ pieces: [MessagePiece], in environment: MessageEnvironment) -> AttributedString {
        var result = AttributedString()
        let personNameStyle = environment.personNameStyle
        walk(pieces, viewer: environment.viewer, format: .text) { piece, isolated in
            switch piece {
            case .text(let text):
                result.append(AttributedString(String(text)))
            case .value(let value):
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
