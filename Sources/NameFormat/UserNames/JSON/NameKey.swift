/// One key of a name's JSON form: the two ``UserName`` keys, a ``PersonName``'s text parts (one key for each
/// ``NamePartSlot``, spelled as it says) and `preferredOrder`, each spelled as in JSON by its raw value.
///
/// Every reader of a name's JSON goes through this list and ``NameFields``: the `Codable` conformances of
/// ``UserName`` and ``PersonName``, and `namefmt`'s line scanner. A new text part is a new ``NamePartSlot``; no
/// reader restates the list.
package enum NameKey: Hashable, CaseIterable, RawRepresentable, CodingKey, Sendable {
    // The UserName keys.
    case displayName
    case fullName
    // The PersonName keys, which may come instead of or beside the two above.
    case part(NamePartSlot)
    case preferredOrder

    package static let allCases: [NameKey] =
        [.displayName, .fullName] + NamePartSlot.allCases.map { .part($0) } + [.preferredOrder]

    /// The keys of a ``PersonName``'s own JSON form: every key but `displayName` and `fullName`.
    package static let personNameKeys: [NameKey] = allCases.filter(\.isPersonNameKey)

    /// The key spelled `rawValue`; `nil` for any other text.
    package init?(rawValue: String) {
        guard let key = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = key
    }

    /// The key as JSON spells it.
    package var rawValue: String { spelling.description }

    package init?(stringValue: String) { self.init(rawValue: stringValue) }
    package var stringValue: String { rawValue }
    package init?(intValue: Int) { nil }
    package var intValue: Int? { nil }

    /// Whether the key is one of a ``PersonName``'s.
    package var isPersonNameKey: Bool { self != .displayName && self != .fullName }

    /// The key's bit in a set of keys: one bit for each key, the parts' first and the others' at the top (a test
    /// checks that they stay apart).
    var bit: UInt16 {
        switch self {
        case .part(let slot): 1 << UInt16(slot.rawValue)
        case .displayName: 1 << 13
        case .fullName: 1 << 14
        case .preferredOrder: 1 << 15
        }
    }

    /// The key spelled by the UTF-8 bytes of a JSON key, after its escapes are decoded; `nil` for any other key.
    ///
    /// Keys compare as Swift strings do, by canonical equivalence, as `JSONDecoder` matches them. The keys are
    /// ASCII, and no other text is canonically equivalent to them, so the bytes are compared as they are, without
    /// making a string: a reader calls this for every key of every line.
    package init?(utf8 key: UnsafeBufferPointer<UInt8>) {
        guard let first = key.first, let candidate = Self.candidate(count: key.count, first: first) else {
            return nil
        }
        guard candidate.spelling.withUTF8Buffer({ Self.equal($0, key) }) else { return nil }
        self = candidate
    }

    /// Whether two byte sequences of the same length are equal: for 4 to 16 bytes, as every key has, two
    /// overlapping loads from each end, without a loop.
    private static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = a.count
        guard count == b.count, let a = a.baseAddress, let b = b.baseAddress else { return false }
        let pa = UnsafeRawPointer(a)
        let pb = UnsafeRawPointer(b)
        switch count {
        case 8...16:
            return pa.loadUnaligned(as: UInt64.self) == pb.loadUnaligned(as: UInt64.self)
                && pa.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                    == pb.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        case 4...7:
            return pa.loadUnaligned(as: UInt32.self) == pb.loadUnaligned(as: UInt32.self)
                && pa.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
                    == pb.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        default:
            for index in 0..<count where a[index] != b[index] { return false }
            return true
        }
    }

    /// The only key that can have `count` bytes starting with `first`, or `nil`.
    private static func candidate(count: Int, first: UInt8) -> NameKey? {
        guard count < 32 else { return nil }
        return candidates[count &<< 5 | Int(first & 0x1F)]
    }

    /// The key for each length below 32 and first letter (its low five bits, which tell the letters apart): no two
    /// keys share both, so one guess and one comparison tell any key. Inline, so that a look-up counts no
    /// references.
    private static let candidates: InlineArray<1024, NameKey?> = {
        var table = InlineArray<1024, NameKey?>(repeating: nil)
        for key in allCases {
            let spelling = key.spelling
            precondition(spelling.utf8CodeUnitCount < 32, "a key is shorter than 32 bytes")
            let index = spelling.utf8CodeUnitCount << 5 | Int(spelling.utf8Start.pointee & 0x1F)
            precondition(table[index] == nil, "no two keys share their length and first letter")
            table[index] = key
        }
        return table
    }()

    /// The key's spelling, without making a string.
    private var spelling: StaticString {
        switch self {
        case .displayName: "displayName"
        case .fullName: "fullName"
        case .part(let slot): slot.key
        case .preferredOrder: "preferredOrder"
        }
    }
}
