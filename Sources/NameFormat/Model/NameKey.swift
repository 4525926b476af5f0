/// One key of a name's JSON form: the two ``UserName`` keys and the twelve ``PersonName`` keys, each spelled as in
/// JSON by its raw value.
///
/// Every reader of a name's JSON goes through this list and ``NameFields``: the `Codable` conformances of
/// ``UserName`` and ``PersonName``, and `namefmt`'s line scanner. A new key is a new case here and a field in
/// ``NameFields``; no reader restates the list.
package enum NameKey: String, CaseIterable, CodingKey, Sendable {
    // The UserName keys.
    case displayName
    case fullName
    // The PersonName keys, which may come instead of or beside the two above.
    case title
    case given
    case givenInformal
    case given2
    case surname
    case surnamePrefix
    case surnameCore
    case surname2
    case generation
    case credentials
    case locale
    case preferredOrder

    /// The keys of a ``PersonName``'s own JSON form: every key but `displayName` and `fullName`.
    package static let personNameKeys: [NameKey] = allCases.filter(\.isPersonNameKey)

    /// Whether the key is one of a ``PersonName``'s.
    package var isPersonNameKey: Bool { self != .displayName && self != .fullName }

    /// The key's bit in a set of keys: one bit for each key, in the order of the cases.
    var bit: UInt16 {
        switch self {
        case .displayName: 1 << 0
        case .fullName: 1 << 1
        case .title: 1 << 2
        case .given: 1 << 3
        case .givenInformal: 1 << 4
        case .given2: 1 << 5
        case .surname: 1 << 6
        case .surnamePrefix: 1 << 7
        case .surnameCore: 1 << 8
        case .surname2: 1 << 9
        case .generation: 1 << 10
        case .credentials: 1 << 11
        case .locale: 1 << 12
        case .preferredOrder: 1 << 13
        }
    }

    /// The key spelled by the UTF-8 bytes of a JSON key, after its escapes are decoded; `nil` for any other key.
    ///
    /// Keys compare as Swift strings do, by canonical equivalence, as `JSONDecoder` matches them. The keys are
    /// ASCII, and no other text is canonically equivalent to them, so ASCII bytes are compared byte for byte without
    /// making a string.
    package init?(utf8 key: UnsafeBufferPointer<UInt8>) {
        for entry in Self.utf8Table where entry.utf8.count == key.count && entry.utf8.first == key.first {
            if entry.utf8.withUnsafeBufferPointer({ $0.elementsEqual(key) }) {
                self = entry.key
                return
            }
        }
        return nil
    }

    /// Every key with its UTF-8 spelling, for ``init(utf8:)``.
    private static let utf8Table: [(key: NameKey, utf8: [UInt8])] = allCases.map { ($0, Array($0.rawValue.utf8)) }
}
