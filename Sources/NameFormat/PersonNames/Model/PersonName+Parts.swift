extension PersonName {
    /// A name's parts as given, gathered as UTF-8 before the name is made: by the initializers, by a setter, and by
    /// ``NameFields`` as a reader meets the keys, straight from the bytes it reads, without a `String` for each.
    struct Parts: Sendable {
        /// Where each part lies in the bytes, and which parts there are: one span and one bit of `present` for each
        /// ``NamePartSlot``, at its raw value.
        struct Ranges: Sendable {
            var spans = InlineArray<11, ByteRange>(repeating: .empty)
            var present: UInt16 = 0

            @inline(__always)
            subscript(part: NamePartSlot) -> ByteRange? {
                present & (1 << UInt16(part.rawValue)) != 0 ? spans[part.rawValue] : nil
            }
        }

        /// The parts' UTF-8, one after another: the first ``inlineCapacity`` bytes inline, which makes no allocation.
        private var bytes = SmallVector<64, UInt8>()
        /// How many bytes of parts are kept inline, before they move to an array.
        static var inlineCapacity: Int { SmallVector<64, UInt8>.inlineCapacity }
        private(set) var ranges = Ranges()
        var preferredOrder: Order?

        init() {}

        /// Calls `body` with the parts' UTF-8.
        func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            bytes.withUnsafeBufferPointer(body)
        }

        /// Sets `part` to `utf8`, which must be valid UTF-8; a part set before keeps its old bytes, unused.
        mutating func set(_ part: NamePartSlot, utf8: UnsafeBufferPointer<UInt8>) {
            let start = bytes.count
            bytes.append(contentsOf: utf8)
            ranges.spans[part.rawValue] = ByteRange(start: start, count: utf8.count)
            ranges.present |= 1 << UInt16(part.rawValue)
        }

        /// The text of `part`, or `nil` when it has none.
        func string(_ part: NamePartSlot) -> String? {
            guard let range = ranges[part] else { return nil }
            return withBytes { NameBytes.string(range.slice(of: $0)) }
        }

        /// Sets `part` to `value`, or removes it when `value` is `nil`.
        mutating func set(_ part: NamePartSlot, to value: String?) {
            guard var value else {
                ranges.present &= ~(1 << UInt16(part.rawValue))
                return
            }
            value.withUTF8 { set(part, utf8: $0) }
        }
    }
}
