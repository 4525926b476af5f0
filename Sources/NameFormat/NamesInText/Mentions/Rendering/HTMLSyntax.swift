/// The raw HTML and autolinks of CommonMark 0.29's inlines (sections 6.5 and 6.6), as `cmark-gfm` 0.29 matches
/// them: each function returns the offset just past the construct that starts at `offset`, or `nil` when none does.
/// A placeholder (0xFF) is read as a character that is neither ASCII nor white space.
enum HTMLSyntax {
    /// A URI autolink, `<scheme:…>`; an e-mail autolink is ASCII only, so it holds no placeholder.
    static func autolink(in bytes: [UInt8], at offset: Int, limit: Int) -> Int? {
        var position = offset + 1
        guard position < limit, isLetter(bytes[position]) else { return nil }
        while position < limit, position - offset <= 33,
            isLetter(bytes[position]) || isDigit(bytes[position]) || [0x2B, 0x2E, 0x2D].contains(bytes[position])
        {
            position += 1
        }
        guard (3...33).contains(position - offset), position < limit, bytes[position] == UInt8(ascii: ":") else {
            return nil
        }
        position += 1
        while position < limit {
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") { return position + 1 }
            if byte <= 0x20 || byte == UInt8(ascii: "<") { return nil }
            position += 1
        }
        return nil
    }

    /// An opening tag, a closing tag, a comment, a processing instruction, a declaration or a CDATA section.
    static func inlineHTML(in bytes: [UInt8], at offset: Int, limit: Int, finder: inout Finder) -> Int? {
        if let end = tag(in: bytes, at: offset, limit: limit, finder: &finder) { return end }
        guard offset + 1 < limit else { return nil }
        let start = offset + 2
        switch bytes[offset + 1] {
        case UInt8(ascii: "?"):
            return finder.find(Array("?>".utf8), in: bytes, from: start, limit: limit).map { $0 + 2 }
        case UInt8(ascii: "!"):
            if has("--", in: bytes, at: start, limit: limit) {
                // Text that does not start with > or ->, holds no --, and does not end with -.
                let text = start + 2
                if has(">", in: bytes, at: text, limit: limit) || has("->", in: bytes, at: text, limit: limit) {
                    return nil
                }
                guard let dashes = finder.find(Array("--".utf8), in: bytes, from: text, limit: limit),
                    has("-->", in: bytes, at: dashes, limit: limit)
                else { return nil }
                return dashes + 3
            }
            if has("[CDATA[", in: bytes, at: start, limit: limit) {
                return finder.find(Array("]]>".utf8), in: bytes, from: start + 7, limit: limit).map { $0 + 3 }
            }
            var position = start
            while position < limit, (0x41...0x5A).contains(bytes[position]) { position += 1 }
            guard position > start, position < limit, isSpace(bytes[position]) else { return nil }
            return finder.find([UInt8(ascii: ">")], in: bytes, from: position, limit: limit).map { $0 + 1 }
        default:
            return nil
        }
    }

    /// An opening or a closing tag.
    static func tag(in bytes: [UInt8], at offset: Int, limit: Int, finder: inout Finder) -> Int? {
        var position = offset + 1
        let closing = position < limit && bytes[position] == UInt8(ascii: "/")
        if closing { position += 1 }
        guard position < limit, isLetter(bytes[position]) else { return nil }
        while position < limit, isLetter(bytes[position]) || isDigit(bytes[position]) || bytes[position] == 0x2D {
            position += 1
        }
        if closing {
            position = skipSpaces(bytes, position, limit)
            return position < limit && bytes[position] == UInt8(ascii: ">") ? position + 1 : nil
        }
        while true {
            let afterSpace = skipSpaces(bytes, position, limit)
            guard afterSpace < limit else { return nil }
            let byte = bytes[afterSpace]
            if byte == UInt8(ascii: ">") { return afterSpace + 1 }
            if byte == UInt8(ascii: "/") {
                return afterSpace + 1 < limit && bytes[afterSpace + 1] == UInt8(ascii: ">") ? afterSpace + 2 : nil
            }
            // An attribute needs white space before it.
            guard afterSpace > position, isLetter(byte) || byte == 0x5F || byte == 0x3A else { return nil }
            position = afterSpace + 1
            while position < limit,
                isLetter(bytes[position]) || isDigit(bytes[position])
                    || [0x5F, 0x2E, 0x3A, 0x2D].contains(bytes[position])
            {
                position += 1
            }
            let beforeEquals = skipSpaces(bytes, position, limit)
            guard beforeEquals < limit, bytes[beforeEquals] == UInt8(ascii: "=") else { continue }
            let value = skipSpaces(bytes, beforeEquals + 1, limit)
            guard value < limit else { return nil }
            let quote = bytes[value]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                guard let close = finder.find([quote], in: bytes, from: value + 1, limit: limit) else { return nil }
                position = close + 1
            } else {
                position = value
                while position < limit, !isSpace(bytes[position]),
                    ![0x22, 0x27, 0x3D, 0x3C, 0x3E, 0x60].contains(bytes[position])
                {
                    position += 1
                }
                guard position > value else { return nil }
            }
        }
    }

    private static func has(_ text: String, in bytes: [UInt8], at offset: Int, limit: Int) -> Bool {
        let pattern = Array(text.utf8)
        return limit - offset >= pattern.count && pattern.indices.allSatisfy { bytes[offset + $0] == pattern[$0] }
    }

    private static func skipSpaces(_ bytes: [UInt8], _ offset: Int, _ limit: Int) -> Int {
        var position = offset
        while position < limit, isSpace(bytes[position]) { position += 1 }
        return position
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    static func lowercased(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
    static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }
    static func isPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
            || (0x7B...0x7E).contains(byte)
    }
}
