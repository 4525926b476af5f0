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

    /// The part of a ``PersonName`` whose text the key holds; `nil` for the two ``UserName`` keys and
    /// `preferredOrder`.
    var part: PersonName.Parts.Part? {
        switch self {
        case .displayName, .fullName, .preferredOrder: nil
        case .title: .title
        case .given: .given
        case .givenInformal: .givenInformal
        case .given2: .given2
        case .surname: .surname
        case .surnamePrefix: .surnamePrefix
        case .surnameCore: .surnameCore
        case .surname2: .surname2
        case .generation: .generation
        case .credentials: .credentials
        case .locale: .localeIdentifier
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

    /// Whether two byte sequences of the same length, 5 to 16 bytes as every key is, are equal: two overlapping
    /// loads from each end, without a loop.
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

    /// The only key that can have `count` bytes starting with `first`: no two keys share both.
    private static func candidate(count: Int, first: UInt8) -> NameKey? {
        switch count {
        case 5: first == UInt8(ascii: "t") ? .title : first == UInt8(ascii: "g") ? .given : nil
        case 6: first == UInt8(ascii: "g") ? .given2 : first == UInt8(ascii: "l") ? .locale : nil
        case 7: first == UInt8(ascii: "s") ? .surname : nil
        case 8: first == UInt8(ascii: "f") ? .fullName : first == UInt8(ascii: "s") ? .surname2 : nil
        case 10: first == UInt8(ascii: "g") ? .generation : nil
        case 11:
            switch first {
            case UInt8(ascii: "d"): .displayName
            case UInt8(ascii: "s"): .surnameCore
            case UInt8(ascii: "c"): .credentials
            default: nil
            }
        case 13: first == UInt8(ascii: "g") ? .givenInformal : first == UInt8(ascii: "s") ? .surnamePrefix : nil
        case 14: first == UInt8(ascii: "p") ? .preferredOrder : nil
        default: nil
        }
    }

    /// The key's spelling, as the raw value has it, without making a string.
    private var spelling: StaticString {
        switch self {
        case .displayName: "displayName"
        case .fullName: "fullName"
        case .title: "title"
        case .given: "given"
        case .givenInformal: "givenInformal"
        case .given2: "given2"
        case .surname: "surname"
        case .surnamePrefix: "surnamePrefix"
        case .surnameCore: "surnameCore"
        case .surname2: "surname2"
        case .generation: "generation"
        case .credentials: "credentials"
        case .locale: "locale"
        case .preferredOrder: "preferredOrder"
        }
    }
}
