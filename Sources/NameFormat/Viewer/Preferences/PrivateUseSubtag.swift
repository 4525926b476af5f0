/// One subtag of the private-use part of a BCP 47 tag: the `linearf` in `en-US-x-linearf`.
///
/// A private-use subtag is 1 to 8 ASCII letters or digits and compares case-insensitively. The value packs its
/// lowercased characters into one machine word, so comparing two subtags is a single integer comparison and
/// never touches the heap.
///
/// ```swift
/// let subtag = try PrivateUseSubtag("MyAppF")
/// print(subtag)  // "myappf"
/// ```
public struct PrivateUseSubtag: Hashable, Sendable, CustomStringConvertible {
    /// The lowercased ASCII characters, first character in the lowest byte, unused bytes zero.
    let packed: UInt64

    /// `linearf`, the default subtag for "prefer full names".
    public static let linearf = PrivateUseSubtag(trusted: "linearf")

    /// `gnfirst`, the default subtag for "show every name given name first".
    public static let gnfirst = PrivateUseSubtag(trusted: "gnfirst")

    /// `snfirst`, the default subtag for "show every name surname first".
    public static let snfirst = PrivateUseSubtag(trusted: "snfirst")

    /// Creates a subtag from its text.
    ///
    /// - Parameter text: 1 to 8 ASCII letters or digits, in any case.
    /// - Throws: ``PrivateUseSubtagError`` naming what is wrong with `text`.
    public init(_ text: String) throws(PrivateUseSubtagError) {
        guard !text.isEmpty else { throw PrivateUseSubtagError(.empty) }
        var packed: UInt64 = 0
        var count = 0
        for scalar in text.unicodeScalars {
            guard scalar.isASCII, let byte = Self.lowercasedAlphanumeric(UInt8(scalar.value)) else {
                throw PrivateUseSubtagError(.invalidCharacter(Character(scalar), subtag: text))
            }
            guard count < 8 else { throw PrivateUseSubtagError(.tooLong(text)) }
            packed |= UInt64(byte) << (8 * UInt64(count))
            count += 1
        }
        self.packed = packed
    }

    /// Creates a subtag from bytes already known to be 1 to 8 ASCII alphanumerics; returns nil otherwise.
    init?<Bytes: Collection<UInt8>>(bytes: Bytes) {
        guard (1...8).contains(bytes.count) else { return nil }
        var packed: UInt64 = 0
        for (index, byte) in bytes.enumerated() {
            guard let lowered = Self.lowercasedAlphanumeric(byte) else { return nil }
            packed |= UInt64(lowered) << (8 * UInt64(index))
        }
        self.packed = packed
    }

    private init(trusted text: StaticString) {
        var packed: UInt64 = 0
        text.withUTF8Buffer { bytes in
            for (index, byte) in bytes.enumerated() { packed |= UInt64(byte) << (8 * UInt64(index)) }
        }
        self.packed = packed
    }

    /// The subtag in lower case, as it appears in a canonical tag.
    public var description: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(8)
        var rest = packed
        while rest != 0 {
            bytes.append(UInt8(truncatingIfNeeded: rest))
            rest >>= 8
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func lowercasedAlphanumeric(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return byte
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte + 32
        default: return nil
        }
    }
}

extension PrivateUseSubtag: Codable {
    /// Decodes a subtag from its text, validating it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes the subtag as its lowercased text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
