/// A field of a name as formatting reads it, in the order of its ``PersonNameFields/Presence`` bit: the parts as
/// given (``NamePartSlot/formattingField``), but for the surname, which is the whole surname however it was given.
enum FormattingField: Int, CaseIterable, Sendable {
    case title, given, givenInformal, given2, plainSurname, surnamePrefix, surnameCore, surname2, generation,
        credentials
}

/// A ``PersonName``'s fields as formatting reads them: blank fields dropped, surrounding whitespace trimmed, and
/// the surname's plain, prefix and core forms completed from each other (UTS #35, "Handle core and prefix").
///
/// The fields are ranges of one UTF-8 buffer, which belongs to the name's storage: no field is a `String`, so
/// reading and passing them costs no reference counting. A value lives only inside the call that lends the buffer
/// (``PersonName/Storage/withFields(sanitization:_:)``), and must not escape it.
struct PersonNameFields: ~Copyable {
    /// Which fields have a value.
    struct Presence: OptionSet, Sendable {
        let rawValue: UInt16
        static let title = Presence(.title)
        static let given = Presence(.given)
        static let givenInformal = Presence(.givenInformal)
        static let given2 = Presence(.given2)
        static let plainSurname = Presence(.plainSurname)
        static let surnamePrefix = Presence(.surnamePrefix)
        static let surnameCore = Presence(.surnameCore)
        static let surname2 = Presence(.surname2)
        static let generation = Presence(.generation)
        static let credentials = Presence(.credentials)

        init(rawValue: UInt16) { self.rawValue = rawValue }
        init(_ field: FormattingField) { rawValue = 1 << UInt16(field.rawValue) }
    }

    /// Where each field lies in the buffer, and which fields there are: what a name's storage keeps.
    struct Ranges: Sendable {
        var spans = InlineArray<10, ByteRange>(repeating: .empty)
        /// One bit per field that has a value, so that choosing and trimming a pattern never touches the text.
        var present: Presence = []

        @inline(__always)
        subscript(field: FormattingField) -> ByteRange? {
            get { present.contains(Presence(field)) ? spans[field.rawValue] : nil }
            set {
                if let newValue {
                    spans[field.rawValue] = newValue
                    present.insert(Presence(field))
                } else {
                    present.remove(Presence(field))
                }
            }
        }

        /// The fields of a name's parts as given: each trimmed and, when `sanitizing`, sanitised (see
        /// ``NameSanitization``), with the directions the sanitised fields run in added to `directions`.
        ///
        /// A field that needs no change is its part's own bytes; one that does (or a surname joined from its prefix
        /// and core) is appended to `extras`, whose bytes follow `raw`'s in the buffer the ranges index.
        init(
            raw: UnsafeBufferPointer<UInt8>,
            parts: PersonName.Parts.Ranges,
            sanitizing: Bool,
            extras: inout [UInt8],
            directions: inout NameText.Directions
        ) {
            func value(_ part: NamePartSlot) -> ByteRange? {
                guard let range = parts[part] else { return nil }
                let bytes = range.slice(of: raw)
                if sanitizing {
                    if let clean = NameText.directionsIfClean(bytes) {
                        directions.formUnion(clean)
                    } else {
                        let text = NameText.sanitize(NameBytes.string(bytes))
                        directions.formUnion(text.directions)
                        var sanitized = text.text
                        return sanitized.withUTF8 { append($0) }
                    }
                }
                guard let kept = NameBytes.trimmed(bytes) else { return nil }
                return ByteRange(start: Int(range.start) + kept.lowerBound, count: kept.count)
            }
            /// Appends `bytes`, trimmed, to the extras; `nil` when they are blank.
            func append(_ bytes: UnsafeBufferPointer<UInt8>) -> ByteRange? {
                guard let kept = NameBytes.trimmed(bytes) else { return nil }
                let start = raw.count + extras.count
                extras.append(contentsOf: bytes[kept])
                return ByteRange(start: start, count: kept.count)
            }
            self[.title] = value(.title)
            self[.given] = value(.given)
            self[.givenInformal] = value(.givenInformal)
            self[.given2] = value(.given2)
            self[.surname2] = value(.surname2)
            self[.generation] = value(.generation)
            self[.credentials] = value(.credentials)
            let plainSurname = value(.surname)
            self[.plainSurname] = plainSurname
            if parts[.surnamePrefix] == nil && parts[.surnameCore] == nil {
                // The usual case: a plain surname or none.
                self[.surnameCore] = plainSurname
            } else {
                let prefix = value(.surnamePrefix)
                let core = value(.surnameCore)
                if plainSurname == nil, let core {
                    if let prefix {
                        // "prefix core", from bytes that are in `raw` or already in `extras`.
                        let start = raw.count + extras.count
                        for piece in [prefix, core] {
                            if piece.start >= UInt32(raw.count) {
                                let local = piece.shifted(by: -raw.count)
                                extras.append(contentsOf: extras[Int(local.start)..<Int(local.end)])
                            } else {
                                extras.append(contentsOf: piece.slice(of: raw))
                            }
                            if piece == prefix { extras.append(UInt8(ascii: " ")) }
                        }
                        self[.plainSurname] = ByteRange(start: start, count: raw.count + extras.count - start)
                    } else {
                        self[.plainSurname] = core
                    }
                }
                self[.surnameCore] = core ?? self[.plainSurname]
                self[.surnamePrefix] = core == nil ? nil : prefix
            }
        }

        init() {}
    }

    /// The buffer the ranges index.
    let bytes: UnsafeBufferPointer<UInt8>
    let ranges: Ranges

    /// Fields over `bytes`, which must outlive them.
    init(bytes: UnsafeBufferPointer<UInt8>, ranges: Ranges) {
        self.bytes = bytes
        self.ranges = ranges
    }

    /// Which fields have a value.
    var present: Presence { ranges.present }

    /// The UTF-8 of a field, or `nil` when it has no value.
    @inline(__always)
    subscript(field: FormattingField) -> UnsafeBufferPointer<UInt8>? {
        ranges[field].map { $0.slice(of: bytes) }
    }

    var title: UnsafeBufferPointer<UInt8>? { self[.title] }
    var given: UnsafeBufferPointer<UInt8>? { self[.given] }
    var givenInformal: UnsafeBufferPointer<UInt8>? { self[.givenInformal] }
    var given2: UnsafeBufferPointer<UInt8>? { self[.given2] }
    /// The whole surname: as given, or the prefix and core joined, or the core alone.
    var plainSurname: UnsafeBufferPointer<UInt8>? { self[.plainSurname] }
    /// The surname's prefix; only when there is a core to go with it.
    var surnamePrefix: UnsafeBufferPointer<UInt8>? { self[.surnamePrefix] }
    /// The surname's core, or the whole surname when no core was given.
    var surnameCore: UnsafeBufferPointer<UInt8>? { self[.surnameCore] }
    var surname2: UnsafeBufferPointer<UInt8>? { self[.surname2] }
    var generation: UnsafeBufferPointer<UInt8>? { self[.generation] }
    var credentials: UnsafeBufferPointer<UInt8>? { self[.credentials] }

    /// CLDR 42's `suffix`: generation and credentials joined by a space, as a string.
    var suffix: String? {
        guard let generation else { return credentials.map(NameBytes.string) }
        guard let credentials else { return NameBytes.string(generation) }
        return NameBytes.string(generation) + " " + NameBytes.string(credentials)
    }

    /// Whether the name has neither a surname in any form nor a second surname.
    var lacksSurname: Bool { !present.contains(.plainSurname) }

    /// The value of a field with its `informal`, `prefix` and `core` modifiers applied; initials and case are
    /// applied later. CLDR 42's `{suffix}` of a name with both a generation and credentials has no single range:
    /// it is ``suffix``, and this gives `nil` for it.
    ///
    /// - Parameter givenAsSurname: Whether the name shows its given name in the surname's place (a name without a
    ///   surname, formatted by a pattern that does not show the given name; UTS #35, "Handle missing surname").
    func value(of reference: PatternFieldReference, givenAsSurname: Bool) -> UnsafeBufferPointer<UInt8>? {
        let modifiers = reference.modifiers
        switch reference.field {
        case .part(.given):
            if givenAsSurname { return nil }
            return givenValue(modifiers)
        case .part(.surname):
            if givenAsSurname { return givenValue(modifiers) }
            if modifiers.contains(.prefix) { return surnamePrefix }
            if modifiers.contains(.core) { return surnameCore }
            return plainSurname
        case .part(let part):
            guard let field = part.formattingField else { return nil }
            return plain(self[field], modifiers)
        case .suffix: return hasJoinedSuffix ? nil : plain(generation ?? credentials, modifiers)
        case .unknown: return nil
        }
    }

    /// Whether `{suffix}` is the generation and the credentials joined, which ``value(of:givenAsSurname:)`` does
    /// not give as one range.
    var hasJoinedSuffix: Bool { present.contains([.generation, .credentials]) }

    /// Whether ``value(of:givenAsSurname:)`` has a value for `reference`, without making it.
    func hasValue(of reference: PatternFieldReference, givenAsSurname: Bool) -> Bool {
        let modifiers = reference.modifiers
        if modifiers.contains(.prefix) && reference.field != .part(.surname) { return false }
        let needed: Presence
        switch reference.field {
        case .part(.given):
            if givenAsSurname { return false }
            needed = modifiers.contains(.informal) ? [.given, .givenInformal] : .given
        case .part(.surname):
            if givenAsSurname {
                if modifiers.contains(.prefix) { return false }
                needed = modifiers.contains(.informal) ? [.given, .givenInformal] : .given
            } else if modifiers.contains(.prefix) {
                needed = .surnamePrefix
            } else if modifiers.contains(.core) {
                needed = .surnameCore
            } else {
                needed = .plainSurname
            }
        case .part(let part):
            guard let field = part.formattingField else { return false }
            needed = Presence(field)
        case .suffix: needed = [.generation, .credentials]
        case .unknown: return false
        }
        return !present.isDisjoint(with: needed)
    }

    private func givenValue(_ modifiers: PatternFieldModifiers) -> UnsafeBufferPointer<UInt8>? {
        if modifiers.contains(.prefix) { return nil }
        if modifiers.contains(.informal) { return givenInformal ?? given }
        return given
    }

    /// A field with no prefix/core split: `-prefix` is empty and `-core` is the whole value.
    private func plain(
        _ value: UnsafeBufferPointer<UInt8>?,
        _ modifiers: PatternFieldModifiers
    ) -> UnsafeBufferPointer<UInt8>? {
        modifiers.contains(.prefix) ? nil : value
    }
}
