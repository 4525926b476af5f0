/// Works out the ``MarkdownContext`` of each placeholder in a Markdown template, following CommonMark 0.29 and
/// GitHub Flavored Markdown as `cmark-gfm` 0.29 reads them: the blocks line by line (fenced and indented code, the
/// seven kinds of HTML block), then the inlines of each run of text (code spans, autolinks, raw HTML, GitHub's
/// extended autolinks), and inside raw HTML the states of the HTML tokenizer (attribute values, comments,
/// `<script>`).
///
/// The template is read as a skeleton: its UTF-8 with each placeholder as the byte 0xFF, which no UTF-8 text holds.
/// A name is written between FSI and PDI, so to Markdown a placeholder is one character that is neither white space
/// nor punctuation, as 0xFF is to this scan.
///
/// Every search is remembered (``Finder``), so the cost is linear in the template's length whatever it holds; the
/// contexts of each skeleton are kept in a bounded cache, so a template rendered again is not read again.
package enum MarkdownContextScanner {
    /// The byte that stands for a placeholder in a skeleton.
    package static let placeholder: UInt8 = 0xFF

    private static let cache = BoundedCache<[UInt8], [MarkdownContext]>(countLimit: 1_024, byteLimit: 4 << 20) {
        skeleton,
        contexts in
        skeleton.count + contexts.count * 16 + 64
    }

    /// The context of each placeholder of `skeleton`, in order, from the cache when it was read before.
    package static func contexts(of skeleton: [UInt8]) -> [MarkdownContext] {
        cache.value(forKey: skeleton) { read(skeleton) }
    }

    /// The context of each placeholder of `skeleton`, in order, read now.
    package static func read(_ skeleton: [UInt8]) -> [MarkdownContext] {
        var scan = Scan(skeleton)
        scan.blocks()
        return scan.result
    }

    /// The first refused context among `contexts`, if any.
    package static func firstRefusal(in contexts: [MarkdownContext]) -> MarkdownContext.Refusal? {
        for case .refused(let refusal) in contexts { return refusal }
        return nil
    }

    /// One reading of a skeleton.
    private struct Scan {
        let bytes: [UInt8]
        /// The contexts found other than ``MarkdownContext/text``, by the placeholder's offset.
        private var found: [Int: MarkdownContext] = [:]
        /// Whether a line so far started a list item or a block quote.
        private var containerSeen = false

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        /// The context of each placeholder, in order.
        var result: [MarkdownContext] {
            bytes.indices.filter { bytes[$0] == placeholder }.map { found[$0] ?? .text }
        }

        private mutating func mark(_ range: Range<Int>, _ context: MarkdownContext) {
            for offset in range where bytes[offset] == placeholder { found[offset] = context }
        }

        /// The kinds of block whose lines are not text.
        private enum Block {
            case none
            case fenced(fence: UInt8, length: Int)
            /// An HTML block of kind 1 to 7 (CommonMark 4.6), with the HTML tokenizer's state carried across its
            /// lines, and for kinds 1 to 5 what ends it.
            case html(kind: Int, end: [UInt8], tokenizer: HTMLTokenizer)
        }

        mutating func blocks() {
            var block = Block.none
            var inParagraph = false
            var textRun: Range<Int>?
            var lineStart = 0
            let count = bytes.count
            while lineStart < count {
                var lineEnd = lineStart
                while lineEnd < count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
                var next = lineEnd
                if next < count { next += bytes[next] == 0x0D && next + 1 < count && bytes[next + 1] == 0x0A ? 2 : 1 }
                defer { lineStart = next }
                let (first, indent) = indentation(lineStart, lineEnd)
                let isBlank = first == lineEnd
                switch block {
                case .fenced(let fence, let length):
                    if indent < 4, closesFence(first, lineEnd, fence: fence, length: length) {
                        block = .none
                    } else {
                        mark(lineStart..<lineEnd, containerSeen ? .refused(.codeInContainer) : .code)
                    }
                    continue
                case .html(let kind, let end, var tokenizer):
                    if kind >= 6 && isBlank {
                        block = .none
                        continue
                    }
                    classify(lineStart..<next, with: &tokenizer)
                    block = .html(kind: kind, end: end, tokenizer: tokenizer)
                    if kind <= 5, contains(end, in: lineStart..<lineEnd) { block = .none }
                    continue
                case .none:
                    break
                }
                if isBlank {
                    flush(&textRun)
                    inParagraph = false
                    continue
                }
                if indent >= 4 && !inParagraph {
                    flush(&textRun)
                    mark(lineStart..<lineEnd, containerSeen ? .refused(.codeInContainer) : .code)
                    continue
                }
                if indent < 4, let fence = fenceOpening(first, lineEnd) {
                    flush(&textRun)
                    inParagraph = false
                    // The info string is text: escapes and references are undone there.
                    inline(first..<lineEnd)
                    block = .fenced(fence: fence.byte, length: fence.length)
                    continue
                }
                if indent < 4, let (kind, end) = htmlBlockStart(first, lineEnd, inParagraph: inParagraph) {
                    flush(&textRun)
                    inParagraph = false
                    var tokenizer = HTMLTokenizer()
                    classify(lineStart..<next, with: &tokenizer)
                    if kind <= 5, contains(end, in: lineStart..<lineEnd) { continue }
                    block = .html(kind: kind, end: end, tokenizer: tokenizer)
                    continue
                }
                if indent < 4, startsContainer(first, lineEnd) { containerSeen = true }
                if indent < 4, isHeadingOrBreak(first, lineEnd) {
                    // A heading or a thematic break is a block of one line: no code span runs past it.
                    flush(&textRun)
                    inline(first..<lineEnd)
                    inParagraph = false
                    continue
                }
                textRun = (textRun?.lowerBound ?? lineStart)..<lineEnd
                inParagraph = true
            }
            flush(&textRun)
        }

        private mutating func flush(_ run: inout Range<Int>?) {
            if let text = run { inline(text) }
            run = nil
        }

        /// The offset of the first byte that is neither a space nor a tab, and the columns before it (a tab moves
        /// to the next multiple of 4).
        private func indentation(_ start: Int, _ end: Int) -> (first: Int, columns: Int) {
            var offset = start
            var columns = 0
            while offset < end {
                switch bytes[offset] {
                case 0x20: columns += 1
                case 0x09: columns += 4 - columns % 4
                default: return (offset, columns)
                }
                offset += 1
            }
            return (end, columns)
        }

        private func fenceOpening(_ start: Int, _ end: Int) -> (byte: UInt8, length: Int)? {
            let fence = bytes[start]
            guard fence == UInt8(ascii: "`") || fence == UInt8(ascii: "~") else { return nil }
            var offset = start
            while offset < end, bytes[offset] == fence { offset += 1 }
            guard offset - start >= 3 else { return nil }
            if fence == UInt8(ascii: "`"), bytes[offset..<end].contains(fence) { return nil }
            return (fence, offset - start)
        }

        private func closesFence(_ start: Int, _ end: Int, fence: UInt8, length: Int) -> Bool {
            var offset = start
            while offset < end, bytes[offset] == fence { offset += 1 }
            guard offset - start >= length else { return false }
            return bytes[offset..<end].allSatisfy { $0 == 0x20 || $0 == 0x09 }
        }

        /// Whether the line starts a block quote or a list item.
        private func startsContainer(_ start: Int, _ end: Int) -> Bool {
            let byte = bytes[start]
            func spaceOrEnd(_ offset: Int) -> Bool { offset == end || bytes[offset] == 0x20 || bytes[offset] == 0x09 }
            if byte == UInt8(ascii: ">") { return true }
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "*") {
                return spaceOrEnd(start + 1)
            }
            var offset = start
            while offset < end, offset - start < 9, HTMLSyntax.isDigit(bytes[offset]) { offset += 1 }
            guard offset > start, offset < end, bytes[offset] == UInt8(ascii: ".") || bytes[offset] == UInt8(ascii: ")")
            else { return false }
            return spaceOrEnd(offset + 1)
        }

        /// Whether the line is an ATX heading or a thematic break.
        private func isHeadingOrBreak(_ start: Int, _ end: Int) -> Bool {
            var offset = start
            while offset < end, bytes[offset] == UInt8(ascii: "#") { offset += 1 }
            if (1...6).contains(offset - start), offset == end || bytes[offset] == 0x20 || bytes[offset] == 0x09 {
                return true
            }
            let byte = bytes[start]
            guard byte == UInt8(ascii: "-") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") else {
                return false
            }
            var marks = 0
            for other in bytes[start..<end] {
                if other == byte {
                    marks += 1
                } else if other != 0x20 && other != 0x09 {
                    return false
                }
            }
            return marks >= 3
        }

        private static let rawTextStarts = ["script", "pre", "style"]
        private static let blockNames: Set<String> = [
            "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center", "col",
            "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure",
            "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr", "html",
            "iframe", "legend", "li", "link", "main", "menu", "menuitem", "nav", "noframes", "ol", "optgroup",
            "option", "p", "param", "section", "source", "summary", "table", "tbody", "td", "tfoot", "th", "thead",
            "title", "tr", "track", "ul",
        ]

        /// The kind of HTML block the line starts, 1 to 7, and for kinds 1 to 5 the text that ends it.
        private func htmlBlockStart(_ start: Int, _ end: Int, inParagraph: Bool) -> (Int, [UInt8])? {
            guard bytes[start] == UInt8(ascii: "<") else { return nil }
            let line = bytes[start..<end]
            func starts(with text: String) -> Bool {
                let pattern = Array(text.utf8)
                return line.count >= pattern.count
                    && zip(line, pattern).allSatisfy { HTMLSyntax.lowercased($0) == $1 }
            }
            func endsName(_ offset: Int) -> Bool {
                offset == end || [0x20, 0x09, UInt8(ascii: ">")].contains(bytes[offset])
            }
            for name in Self.rawTextStarts where starts(with: "<" + name) && endsName(start + 1 + name.utf8.count) {
                return (1, Array("</\(name)>".utf8))
            }
            if starts(with: "<!--") { return (2, Array("-->".utf8)) }
            if starts(with: "<?") { return (3, Array("?>".utf8)) }
            if starts(with: "<![CDATA[") { return (5, Array("]]>".utf8)) }
            if line.count > 2, line[start + 1] == UInt8(ascii: "!"), (0x41...0x5A).contains(line[start + 2]) {
                return (4, [UInt8(ascii: ">")])
            }
            var nameStart = start + 1
            if nameStart < end, bytes[nameStart] == UInt8(ascii: "/") { nameStart += 1 }
            var nameEnd = nameStart
            while nameEnd < end, HTMLSyntax.isAlphanumeric(bytes[nameEnd]) { nameEnd += 1 }
            let name = String(decoding: bytes[nameStart..<nameEnd].map(HTMLSyntax.lowercased), as: UTF8.self)
            if Self.blockNames.contains(name),
                endsName(nameEnd)
                    || (bytes[nameEnd] == UInt8(ascii: "/") && nameEnd + 1 < end
                        && bytes[nameEnd + 1] == UInt8(ascii: ">"))
            {
                return (6, [])
            }
            // Kind 7: a whole opening or closing tag alone on its line, other than the kinds above; it cannot
            // interrupt a paragraph.
            guard !inParagraph, !Self.rawTextStarts.contains(name) else { return nil }
            var finder = Finder()
            guard let tagEnd = HTMLSyntax.tag(in: bytes, at: start, limit: end, finder: &finder) else { return nil }
            return bytes[tagEnd..<end].allSatisfy { $0 == 0x20 || $0 == 0x09 } ? (7, []) : nil
        }

        /// Whether `range` holds `pattern`, ASCII letters matched in either case.
        private func contains(_ pattern: [UInt8], in range: Range<Int>) -> Bool {
            guard !pattern.isEmpty, range.count >= pattern.count else { return false }
            for start in range.lowerBound...(range.upperBound - pattern.count)
            where pattern.indices.allSatisfy({ HTMLSyntax.lowercased(bytes[start + $0]) == pattern[$0] }) {
                return true
            }
            return false
        }

        /// Feeds `range` of raw HTML to `tokenizer` and marks each placeholder by the state it is read in.
        private mutating func classify(_ range: Range<Int>, with tokenizer: inout HTMLTokenizer) {
            for offset in range {
                let byte = bytes[offset]
                if byte == placeholder {
                    found[offset] = tokenizer.contextOfPlaceholder
                }
                tokenizer.read(byte)
            }
        }

        /// Reads a run of text (a paragraph, a heading, an info string) for code spans, autolinks and raw HTML.
        private mutating func inline(_ range: Range<Int>) {
            var finder = Finder()
            var backticks = BacktickRuns(bytes, range)
            var offset = range.lowerBound
            let end = range.upperBound
            while offset < end {
                let byte = bytes[offset]
                switch byte {
                case UInt8(ascii: "\\"):
                    offset += offset + 1 < end && HTMLSyntax.isPunctuation(bytes[offset + 1]) ? 2 : 1
                case UInt8(ascii: "`"):
                    var runEnd = offset
                    while runEnd < end, bytes[runEnd] == byte { runEnd += 1 }
                    if let closer = backticks.closer(length: runEnd - offset, after: runEnd) {
                        mark(runEnd..<closer, .refused(.codeSpan))
                        offset = closer + (runEnd - offset)
                    } else {
                        offset = runEnd
                    }
                case UInt8(ascii: "<"):
                    if let autolinkEnd = HTMLSyntax.autolink(in: bytes, at: offset, limit: end) {
                        mark(offset..<autolinkEnd, .refused(.autolink))
                        offset = autolinkEnd
                    } else if let htmlEnd = HTMLSyntax.inlineHTML(in: bytes, at: offset, limit: end, finder: &finder) {
                        var tokenizer = HTMLTokenizer()
                        classify(offset..<htmlEnd, with: &tokenizer)
                        offset = htmlEnd
                    } else {
                        offset += 1
                    }
                default:
                    if let linkEnd = extendedAutolink(at: offset, in: range) {
                        mark(offset..<linkEnd, .refused(.autolink))
                        offset = linkEnd
                    } else {
                        offset += 1
                    }
                }
            }
        }

        private static let autolinkPrefixes = ["www.", "http://", "https://", "ftp://"].map { Array($0.utf8) }

        /// The end of a GitHub extended autolink (`www.`, `http://`, `https://`, `ftp://`) starting at `offset`: it
        /// runs to white space or `<`.
        private func extendedAutolink(at offset: Int, in range: Range<Int>) -> Int? {
            let byte = HTMLSyntax.lowercased(bytes[offset])
            guard byte == UInt8(ascii: "w") || byte == UInt8(ascii: "h") || byte == UInt8(ascii: "f") else {
                return nil
            }
            // GitHub's rule: at the start, or after white space, `*`, `_`, `~` or `(`.
            if offset > range.lowerBound {
                let before = bytes[offset - 1]
                guard HTMLSyntax.isSpace(before) || before == 0x2A || before == 0x5F || before == 0x7E || before == 0x28
                else { return nil }
            }
            guard
                Self.autolinkPrefixes.contains(where: { prefix in
                    prefix.count <= range.upperBound - offset
                        && zip(prefix, bytes[offset...]).allSatisfy { $0 == HTMLSyntax.lowercased($1) }
                })
            else { return nil }
            var linkEnd = offset
            while linkEnd < range.upperBound, !HTMLSyntax.isSpace(bytes[linkEnd]), bytes[linkEnd] != 0x3C {
                linkEnd += 1
            }
            return linkEnd
        }

    }

    /// The runs of backticks of a run of text, so that each code span's closer is found without reading the text
    /// again: a closer is the next run of exactly the opener's length, and openers only move forward.
    private struct BacktickRuns {
        /// The starts of the runs of each length, in order, and how many of them were passed.
        private var runs: [Int: (starts: [Int], passed: Int)] = [:]

        init(_ bytes: [UInt8], _ range: Range<Int>) {
            var offset = range.lowerBound
            while offset < range.upperBound {
                guard bytes[offset] == UInt8(ascii: "`") else {
                    offset += 1
                    continue
                }
                var end = offset
                while end < range.upperBound, bytes[end] == UInt8(ascii: "`") { end += 1 }
                runs[end - offset, default: ([], 0)].starts.append(offset)
                offset = end
            }
        }

        /// The start of the first run of `length` backticks at or after `offset`.
        mutating func closer(length: Int, after offset: Int) -> Int? {
            guard var entry = runs[length] else { return nil }
            while entry.passed < entry.starts.count, entry.starts[entry.passed] < offset { entry.passed += 1 }
            runs[length] = entry
            return entry.passed < entry.starts.count ? entry.starts[entry.passed] : nil
        }
    }
}

/// Finds texts that end raw HTML constructs (`-->`, `?>`, `]]>`, `>`, a quote) in one run of text, remembering
/// each search, so that many constructs that start and never end cost one pass over the text, not one each.
struct Finder {
    /// For each pattern: where the last search started, and what it found (`nil`: not there).
    private var last: [[UInt8]: (start: Int, found: Int?)] = [:]

    /// The offset of the first `pattern` in `bytes` from `start` to `limit`.
    package mutating func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int, limit: Int) -> Int? {
        if let previous = last[pattern], previous.start <= start {
            // The same text from further on: what was found is still the first, or nothing is there.
            guard let found = previous.found else { return nil }
            if found >= start { return found }
        }
        var found: Int?
        var offset = start
        while offset + pattern.count <= limit {
            if bytes[offset] == pattern[0], pattern.indices.allSatisfy({ bytes[offset + $0] == pattern[$0] }) {
                found = offset
                break
            }
            offset += 1
        }
        last[pattern] = (start, found)
        return found
    }
}
