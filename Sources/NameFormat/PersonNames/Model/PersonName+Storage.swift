extension PersonName {
    /// A name's parts and what formatting derives from them alone, in one allocation: a header of ranges and
    /// facts, followed by the UTF-8 of the parts as given and of any field that sanitising or joining changed.
    ///
    /// The header holds the fields as ranges (``PersonNameFields``), the directions the sanitised fields run in,
    /// the name's script (UTS #35, "Derive the name locale") and the key of the formatters' caches, all worked out
    /// once when the name is made. Nothing in it is a `String` but the short key, so making, copying and freeing a
    /// name costs one allocation and almost no reference counting, whatever its number of parts.
    ///
    /// Immutable once made: a setter makes a new one.
    final class Storage: ManagedBuffer<Storage.Header, UInt8> {
        struct Header {
            /// The parts as given: ranges of the first ``rawCount`` bytes.
            var parts: Parts.Ranges
            var preferredOrder: Order?
            /// How many bytes the parts as given take; the fields that differ from them follow.
            var rawCount: Int
            /// How many bytes there are in all.
            var count: Int
            /// The fields sanitised (see ``NameSanitization``), as formatting reads them.
            var fields: PersonNameFields.Ranges
            /// The directions the sanitised parts run in, for isolating the formatted name in text.
            var directions: NameText.Directions
            /// The name's script (UTS #35, "Derive the name locale").
            var script: Int32
            /// Where the key of the name's locale (``PersonName/localeKeyLength(_:)``) lies in the bytes, if it has one.
            var localeKey: ByteRange?
            /// The locale key's and the script's hash, for finding their resolution
            /// (``PersonNameFormatter/ResolutionKey/slotHash(nameLocale:script:)``).
            var slotHash: UInt32
        }

        /// A storage for `parts`.
        static func make(_ parts: borrowing Parts) -> Storage {
            parts.withBytes { make(parts, raw: $0) }
        }

        private static func make(_ parts: borrowing Parts, raw: UnsafeBufferPointer<UInt8>) -> Storage {
            var extras: [UInt8] = []
            var directions: NameText.Directions = []
            let fields = PersonNameFields.Ranges(
                raw: raw,
                parts: parts.ranges,
                sanitizing: true,
                extras: &extras,
                directions: &directions
            )
            let count = raw.count + extras.count
            let header = Header(
                parts: parts.ranges,
                preferredOrder: parts.preferredOrder,
                rawCount: raw.count,
                count: count,
                fields: fields,
                directions: directions,
                script: 0,
                localeKey: nil,
                slotHash: 0
            )
            let storage = unsafeDowncast(create(minimumCapacity: count) { _ in header }, to: Storage.self)
            storage.withUnsafeMutablePointers { header, elements in
                if let source = raw.baseAddress { elements.update(from: source, count: raw.count) }
                extras.withUnsafeBufferPointer {
                    if let source = $0.baseAddress { (elements + raw.count).update(from: source, count: $0.count) }
                }
                let bytes = UnsafeBufferPointer(start: elements, count: count)
                let script = NameScript.derive(PersonNameFields(bytes: bytes, ranges: fields))
                let localeKey = parts.ranges[.localeIdentifier].flatMap { range in
                    PersonName.localeKeyLength(range.slice(of: bytes)).map {
                        ByteRange(start: Int(range.start), count: $0)
                    }
                }
                header.pointee.script = script
                header.pointee.localeKey = localeKey
                header.pointee.slotHash = PersonNameFormatter.ResolutionKey.slotHash(
                    nameLocale: localeKey?.slice(of: bytes),
                    script: script
                )
            }
            return storage
        }

        /// The bytes, valid for as long as the storage lives.
        private var bytes: UnsafeBufferPointer<UInt8> {
            withUnsafeMutablePointers { header, elements in
                UnsafeBufferPointer(start: elements, count: header.pointee.count)
            }
        }

        var preferredOrder: Order? { withUnsafeMutablePointerToHeader { $0.pointee.preferredOrder } }
        var directions: NameText.Directions { withUnsafeMutablePointerToHeader { $0.pointee.directions } }
        var presentFields: PersonNameFields.Presence { withUnsafeMutablePointerToHeader { $0.pointee.fields.present } }
        /// Where the parts as given lie in the bytes.
        private var partRanges: Parts.Ranges { withUnsafeMutablePointerToHeader { $0.pointee.parts } }

        /// The UTF-8 of a part as given, or `nil` when it was not; valid for as long as the storage lives.
        private func utf8(_ part: NamePartSlot) -> UnsafeBufferPointer<UInt8>? {
            partRanges[part]?.slice(of: bytes)
        }

        /// A part as given, or `nil` when it was not.
        func string(_ part: NamePartSlot) -> String? {
            utf8(part).map(NameBytes.string)
        }

        /// Calls `body` with the name's fields: sanitised as the storage keeps them, or, for
        /// ``NameSanitization/raw``, the parts as given, trimmed.
        func withFields<Result>(
            sanitization: NameSanitization = .sanitized,
            _ body: (borrowing PersonNameFields) -> Result
        ) -> Result {
            withFields(sanitization: sanitization) { fields, _ in body(fields) }
        }

        /// Calls `body` with the name's fields, as ``withFields(sanitization:_:)`` does, and what the formatter
        /// needs to find the resolution of the name's locale and script.
        @inline(__always)
        func withFields<Result>(
            sanitization: NameSanitization = .sanitized,
            _ body: (borrowing PersonNameFields, borrowing PersonNameFormatter.Query) -> Result
        ) -> Result {
            let (parts, rawCount, fields, localeKey, script, slotHash, preferredOrder) =
                withUnsafeMutablePointerToHeader {
                    (
                        $0.pointee.parts, $0.pointee.rawCount, $0.pointee.fields, $0.pointee.localeKey,
                        $0.pointee.script, $0.pointee.slotHash, $0.pointee.preferredOrder
                    )
                }
            let bytes = bytes
            let query = PersonNameFormatter.Query(
                nameLocale: localeKey?.slice(of: bytes),
                script: script,
                slotHash: slotHash,
                preferredOrder: preferredOrder
            )
            switch sanitization {
            case .sanitized:
                return body(PersonNameFields(bytes: bytes, ranges: fields), query)
            case .raw:
                let raw = UnsafeBufferPointer(rebasing: bytes[..<rawCount])
                var extras: [UInt8] = []
                var directions: NameText.Directions = []
                let fields = PersonNameFields.Ranges(
                    raw: raw,
                    parts: parts,
                    sanitizing: false,
                    extras: &extras,
                    directions: &directions
                )
                guard !extras.isEmpty else { return body(PersonNameFields(bytes: raw, ranges: fields), query) }
                // A surname joined from its prefix and core: the parts and the join, in one buffer.
                let joined = Array(raw) + extras
                return joined.withUnsafeBufferPointer { body(PersonNameFields(bytes: $0, ranges: fields), query) }
            }
        }

        /// The parts as given, for a setter to change one: all of them but `replaced`, whose old value's bytes would
        /// otherwise stay in the new storage, unused (a 1 MB part set to `nil` would still take 1 MB).
        func parts(replacing replaced: NamePartSlot? = nil) -> Parts {
            var parts = Parts()
            for part in NamePartSlot.allCases where part != replaced {
                if let value = utf8(part) { parts.set(part, utf8: value) }
            }
            parts.preferredOrder = preferredOrder
            return parts
        }

        /// Whether two storages hold the same parts, compared as strings compare, by canonical equivalence.
        func hasSameParts(as other: Storage) -> Bool {
            guard preferredOrder == other.preferredOrder else { return false }
            guard partRanges.present == other.partRanges.present else { return false }
            for part in NamePartSlot.allCases {
                guard let x = utf8(part), let y = other.utf8(part) else { continue }
                if x.elementsEqual(y) { continue }
                if NameBytes.isASCII(x) && NameBytes.isASCII(y) { return false }
                if NameBytes.string(x) != NameBytes.string(y) { return false }
            }
            return true
        }

        /// Hashes the parts as strings hash, so that parts that compare equal hash equally.
        func hashParts(into hasher: inout Hasher) {
            for part in NamePartSlot.allCases {
                hasher.combine(string(part))
            }
            hasher.combine(preferredOrder)
        }
    }
}
