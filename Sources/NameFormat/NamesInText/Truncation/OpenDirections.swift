/// The isolates and embeddings open at a point in a text, as UAX #9 (X1–X8) matches openers and closers, without
/// its depth limit.
struct OpenDirections {
    /// An explicit directional formatting character, or a paragraph separator, which closes everything open.
    enum Control {
        /// LRI, RLI or FSI (U+2066–U+2068).
        case isolateOpener
        /// PDI (U+2069).
        case isolateCloser
        /// LRE, RLE, LRO or RLO (U+202A, U+202B, U+202D, U+202E).
        case embeddingOpener
        /// PDF (U+202C).
        case embeddingCloser
        /// Bidi class B: LF, CR, U+001C–U+001E, U+0085, U+2029.
        case paragraphSeparator

        init?(_ scalar: Unicode.Scalar) {
            switch scalar.value {
            case 0x2066...0x2068: self = .isolateOpener
            case 0x2069: self = .isolateCloser
            case 0x202A, 0x202B, 0x202D, 0x202E: self = .embeddingOpener
            case 0x202C: self = .embeddingCloser
            case 0x0A, 0x0D, 0x1C...0x1E, 0x85, 0x2029: self = .paragraphSeparator
            default: return nil
            }
        }
    }

    /// Whether each open opener is an isolate (`true`) or an embedding or override (`false`), outermost first.
    private var stack: [Bool] = []
    /// The isolates in ``stack``.
    private var isolates = 0
    /// The embeddings in ``stack`` below its first isolate: the ones a PDI cannot close.
    private var outerEmbeddings = 0

    /// How many characters ``closers()`` has.
    var closerCount: Int { isolates + outerEmbeddings }

    /// Takes in the next character and tells whether a prefix may end with it: not when it opens an isolate or an
    /// embedding (which would be left holding nothing but the ellipsis), nor when it is a PDI or PDF that closes
    /// nothing.
    mutating func apply(_ character: Character) -> Bool {
        // Every one of these is a grapheme cluster of its own (Grapheme_Cluster_Break Control, CR or LF); CR LF is
        // one cluster, starting with CR. Their UTF-8 starts with a byte below 0x20, C2 (U+0085) or E2 (U+2029 and
        // the formatting characters): any other first byte needs no decoding.
        guard let lead = character.utf8.first, lead < 0x20 || lead == 0xC2 || lead == 0xE2,
            let scalar = character.unicodeScalars.first, let control = Control(scalar)
        else { return true }
        switch control {
        case .isolateOpener:
            stack.append(true)
            isolates += 1
            return false
        case .embeddingOpener:
            stack.append(false)
            if isolates == 0 { outerEmbeddings += 1 }
            return false
        case .isolateCloser:
            guard isolates > 0 else { return false }
            // Closes the innermost isolate and every embedding opened inside it.
            while stack.removeLast() == false {}
            isolates -= 1
            return true
        case .embeddingCloser:
            guard stack.last == false else { return false }
            stack.removeLast()
            if isolates == 0 { outerEmbeddings -= 1 }
            return true
        case .paragraphSeparator:
            // The end of a paragraph ends everything open in it.
            stack.removeAll(keepingCapacity: true)
            isolates = 0
            outerEmbeddings = 0
            return true
        }
    }

    /// The characters that close everything open, innermost first: a PDI for each isolate (which also closes the
    /// embeddings inside it) and a PDF for each embedding outside every isolate.
    func closers() -> String {
        var closers = ""
        var remainingIsolates = isolates
        for isIsolate in stack.reversed() {
            if isIsolate {
                closers.unicodeScalars.append("\u{2069}")
                remainingIsolates -= 1
            } else if remainingIsolates == 0 {
                closers.unicodeScalars.append("\u{202C}")
            }
        }
        return closers
    }
}
