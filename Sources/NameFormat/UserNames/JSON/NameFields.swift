/// A name read from its JSON form one key at a time, and the rules for reading it, in one place for every reader:
/// the `Codable` conformances of ``UserName`` and ``PersonName`` and `namefmt`'s line scanner.
///
/// The rules (<doc:NamesAsJSON> tells them to users):
/// - The keys are the ``NameKey`` cases. Any other key is no concern of the name's: a reader checks that its value
///   is valid JSON and ignores it.
/// - A value is a string or `null`, and `null` counts as absent, as `decodeIfPresent` reads it. Any other value is
///   an error (``NameFieldError/notAString(_:found:)``).
/// - A key that appears more than once counts the first time only; its later values are ignored, whatever they
///   are. That is what `JSONDecoder` does (it keeps the first value of a repeated key), and a `Codable` conformance
///   cannot see a repeated key to reject it, so every reader keeps the first.
/// - `preferredOrder` is `givenFirst` or `surnameFirst` (``NameFieldError/unknownOrder(_:)`` otherwise); `locale`
///   is kept as given, a BCP 47 tag or an ICU identifier, since formatting reads one it cannot use as none.
/// - There is a ``PersonName`` when a ``PersonName`` key has a value; a ``UserName`` needs a name to show
///   (``NameFieldError/noNameToShow(hasBlankName:)``).
///
/// A reader that scans JSON itself feeds the top-level members in order:
///
/// ```swift
/// var fields = NameFields()
/// for member in object {
///     guard let key = NameKey(utf8: member.key), fields.shouldRead(key) else { continue }  // skip its value
///     try fields.set(key, to: member.stringValue)  // nil for null; a value of another type is .notAString
/// }
/// let name = try fields.userName()
/// ```
package struct NameFields: Sendable {
    private var displayName: String?
    private var fullName: String?
    private var parts = PersonName.Parts()

    /// The keys that have appeared, one ``NameKey/bit`` each.
    private var seen: UInt16 = 0
    /// The keys that have a value other than `null`.
    private var present: UInt16 = 0
    /// The reader's own keys that have appeared (see ``shouldRead(otherKey:)``).
    private var otherKeysSeen: UInt64 = 0

    /// The most keys of its own a reader can ask ``shouldRead(otherKey:)`` about.
    package static let maximumOtherKeys = UInt64.bitWidth

    /// The keys that give a name something to show, as the message for a name without one lists them.
    static let nameToShowKeys: [NameKey] = [.displayName, .fullName, .part(.given), .part(.surname)]

    /// The keys that make a name that has nothing to show a blank one: the two names and every key that can hold a
    /// given name or a surname (`PersonName.hasGivenOrSurname`).
    private static let blankNameBits: UInt16 = [
        NameKey.displayName, .fullName, .part(.given), .part(.givenInformal), .part(.surname), .part(.surnamePrefix),
        .part(.surnameCore), .part(.surname2),
    ].reduce(0) { $0 | $1.bit }

    /// The bits of the ``PersonName`` keys.
    private static let personNameBits: UInt16 = NameKey.personNameKeys.reduce(0) { $0 | $1.bit }

    /// Creates fields with no key read yet.
    package init() {}

    /// Whether a reader should read the value of this occurrence of `key`: `true` the first time, `false` when the
    /// key came before, whose later values are ignored (the reader still checks that they are valid JSON).
    package mutating func shouldRead(_ key: NameKey) -> Bool {
        defer { seen |= key.bit }
        return seen & key.bit == 0
    }

    /// Whether a reader should read this occurrence of a key of its own beside the name's, such as `"id"`, by the
    /// same rule as ``shouldRead(_:)``: only the first occurrence counts.
    ///
    /// - Parameter index: The reader's number for the key, below ``maximumOtherKeys``.
    package mutating func shouldRead(otherKey index: Int) -> Bool {
        precondition(index >= 0 && index < Self.maximumOtherKeys, "a reader has at most 64 keys of its own")
        let bit: UInt64 = 1 << UInt64(index)
        defer { otherKeysSeen |= bit }
        return otherKeysSeen & bit == 0
    }

    /// Sets the value of `key`, after ``shouldRead(_:)`` said to read it.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - value: The key's string, or `nil` for `null`, which counts as absent.
    /// - Throws: ``NameFieldError/unknownOrder(_:)`` when `key` is `preferredOrder` and `value` is not one of the
    ///   two orders.
    package mutating func set(_ key: NameKey, to value: consuming String?) throws(NameFieldError) {
        guard var value else { return }
        switch key {
        case .displayName: displayName = value
        case .fullName: fullName = value
        case .preferredOrder:
            guard let order = PersonName.Order(rawValue: value) else { throw .unknownOrder(value) }
            parts.preferredOrder = order
        case .part(let part):
            value.withUTF8 { parts.set(part, utf8: $0) }
        }
        present |= key.bit
    }

    /// Sets the value of `key` to a string given as its UTF-8, after ``shouldRead(_:)`` said to read it: what a
    /// reader that scans JSON itself calls, so that a person name's parts go into the name without a `String` each.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - utf8: The string's UTF-8, with its escapes decoded; it must be valid UTF-8.
    /// - Throws: ``NameFieldError/unknownOrder(_:)`` when `key` is `preferredOrder` and `value` is not one of the
    ///   two orders.
    package mutating func set(_ key: NameKey, utf8 value: UnsafeBufferPointer<UInt8>) throws(NameFieldError) {
        switch key {
        case .displayName: displayName = NameBytes.string(value)
        case .fullName: fullName = NameBytes.string(value)
        case .preferredOrder:
            let text = NameBytes.string(value)
            guard let order = PersonName.Order(rawValue: text) else { throw .unknownOrder(text) }
            parts.preferredOrder = order
        case .part(let part):
            parts.set(part, utf8: value)
        }
        present |= key.bit
    }

    /// The string value of `key`, or `nil` when it is absent or `null`.
    package subscript(key: NameKey) -> String? {
        switch key {
        case .displayName: displayName
        case .fullName: fullName
        case .preferredOrder: parts.preferredOrder?.rawValue
        case .part(let part): parts.string(part)
        }
    }

    /// Whether a ``PersonName`` key has a value other than `null`.
    package var hasPersonName: Bool { present & Self.personNameBits != 0 }

    /// The person name the ``PersonName`` keys spell, or `nil` when none has a value.
    package consuming func personName() -> PersonName? {
        hasPersonName ? PersonName(parts) : nil
    }

    /// The user name the keys spell.
    ///
    /// The fields are consumed, so that their strings move into the name: a reader makes one name per line.
    ///
    /// - Throws: ``NameFieldError/noNameToShow(hasBlankName:)`` when it has no name to show
    ///   (``UserName/hasNameToShow``).
    package consuming func userName() throws(NameFieldError) -> UserName {
        let hasBlankName = present & Self.blankNameBits != 0
        let name = UserName(
            displayName: displayName ?? "",
            fullName: fullName ?? "",
            personName: hasPersonName ? PersonName(parts) : nil
        )
        guard name.hasNameToShow else { throw .noNameToShow(hasBlankName: hasBlankName) }
        return name
    }
}

extension NameFields {
    /// Reads `keys` from the object `decoder` holds, for a `Codable` conformance.
    ///
    /// - Throws: The decoder's `DecodingError` when the value is not an object or a value is neither a string nor
    ///   `null`; ``decodingError(_:codingPath:)`` for what ``set(_:to:)`` throws.
    package init(decoding keys: [NameKey], from decoder: any Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: NameKey.self)
        for key in keys where container.contains(key) && shouldRead(key) {
            let value = try container.decodeIfPresent(String.self, forKey: key)
            do {
                try set(key, to: value)
            } catch {
                throw Self.decodingError(error, codingPath: container.codingPath + [key])
            }
        }
    }

    /// `error` as a `DecodingError.dataCorrupted` whose description is the error's message.
    package static func decodingError(_ error: NameFieldError, codingPath: [any CodingKey]) -> DecodingError {
        .dataCorrupted(
            DecodingError.Context(codingPath: codingPath, debugDescription: error.description, underlyingError: error)
        )
    }
}
