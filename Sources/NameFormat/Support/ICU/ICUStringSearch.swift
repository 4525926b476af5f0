internal import CNameFormatICU

/// A collation-based search of the system ICU (`usearch`) for one query under one locale's rules, at primary
/// strength (ignoring case, accents and width), whose matches start and end on grapheme cluster boundaries.
///
/// Not thread-safe, as ICU's searcher is not: one owner uses it at a time (a ``NameSearcher``, itself not
/// `Sendable`), and it is closed with its owner.
final class ICUStringSearch {
    private let handle: OpaquePointer

    /// Why a searcher could not be opened.
    enum Failure: Error, Equatable {
        /// The query is empty.
        case emptyQuery
        /// ICU failed with this status.
        case icu(Int32)
    }

    /// Opens a searcher for `query` under the collation of a canonical BCP 47 tag (`tr`, `de-u-co-phonebk`);
    /// without `prefiltering`, every text goes to usearch (for tests that check the prefilter changes nothing).
    init(tag: String, query: String, prefiltering: Bool = true) throws(Failure) {
        guard !query.isEmpty else { throw .emptyQuery }
        var status: Int32 = 0
        var query = query
        let contractions = prefiltering ? Self.contractionCharacters(tag: tag) : nil
        let handle = query.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { chars -> OpaquePointer? in
                func open(_ bits: UnsafePointer<UInt8>?) -> OpaquePointer? {
                    nfi_searcher_open(tag, chars.baseAddress, Int32(clamping: chars.count), bits, &status)
                }
                guard let contractions else { return open(nil) }
                return contractions.withUnsafeBufferPointer { open($0.baseAddress) }
            }
        }
        guard let handle else { throw .icu(status) }
        self.handle = handle
    }

    deinit { nfi_searcher_close(handle) }

    /// The BMP code points that take part in a contraction of each collation, one bit each (8 KiB), which the
    /// prefilter must not rule out alone. ICU takes 15 to 45 ms to list them, so they are listed once per collation,
    /// keyed by the ICU locale of the collation data (`de@collation=phonebook`, `root`): however many distinct tags
    /// a server sees, there are only as many keys as ICU has tailorings.
    private static let contractions = BoundedCache<String, [UInt8]>(countLimit: 64, byteLimit: 1 << 20) { key, bits in
        key.utf8.count + bits.count + 64
    }

    /// The contraction characters of `tag`'s collation, or `nil` (no prefilter) when ICU cannot list them.
    private static func contractionCharacters(tag: String) -> [UInt8]? {
        var status: Int32 = 0
        guard
            let key = try? ICUString.read(
                maximumLength: Int(NFI_TAG_CAPACITY),
                { out, capacity in
                    nfi_collation_data_locale(tag, out, capacity, &status)
                }
            )
        else { return nil }
        if let bits = contractions[key] { return bits }
        var bits = [UInt8](repeating: 0, count: Int(NFI_BMP_BITSET_BYTES))
        guard nfi_collator_contraction_characters(tag, &bits, &status) == 0 else { return nil }
        return contractions.insert(bits, forKey: key)
    }

    /// The matches of the query in `utf8`, in order and without overlap, as ranges of UTF-8 byte offsets.
    func matches(in utf8: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        guard !utf8.isEmpty else { return [] }
        var capacity = 16
        while true {
            var status: Int32 = 0
            let (count, ranges) = withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * capacity) {
                buffer -> (Int, [Range<Int>]) in
                let count = utf8.withMemoryRebound(to: CChar.self) { chars in
                    Int(
                        nfi_searcher_find(
                            handle,
                            chars.baseAddress,
                            Int32(clamping: chars.count),
                            buffer.baseAddress,
                            Int32(buffer.count),
                            &status
                        )
                    )
                }
                guard count > 0, count <= capacity else { return (count, []) }
                return (count, (0..<count).map { Int(buffer[2 * $0])..<Int(buffer[2 * $0 + 1]) })
            }
            // A failure (never expected for a valid string) finds nothing.
            if count <= capacity { return ranges }
            capacity = count
        }
    }
}
