import NameFormat

/// A catalog's keys, found by their text, or by an interpolated message's pieces without joining them into its key
/// first: a warm message then builds no key at all.
///
/// Open addressing over FNV-1a hashes of the keys' UTF-8, with the catalog's entries in the keys' order. The keys are
/// the catalog's own; a looked-up key, which may be anyone's, costs its length to hash and one comparison per key
/// of the same hash on its probe path.
///
/// An interpolated message is also remembered by its call site: where the program keeps its literal texts, and its
/// specifiers. The compiler hands an interpolation its literals as `StaticString`s in the program's own storage, so
/// the same addresses, lengths and specifiers mean the same key, and a message seen before is found without reading
/// its text (``CallSite``).
struct MessageKeys: Sendable {
    /// The keys, in the order of the entries.
    let keys: [String]
    private let hashes: [UInt64]
    /// The index of a key plus one in each slot, or 0 for an empty slot; a power of two long, at most half full.
    private let slots: [Int32]
    /// The answers for the call sites seen first, one a slot.
    private let callSites = CallSites()

    /// The index of the key an interpolation's call site is filed under, or `nil` for none: its literals' addresses
    /// and lengths in the program, and its specifiers.
    final class CallSite: Sendable {
        let literals: [UInt]
        let specifiers: UInt64
        let argumentCount: Int
        let index: Int?

        init(literals: [UInt], specifiers: UInt64, argumentCount: Int, index: Int?) {
            self.literals = literals
            self.specifiers = specifiers
            self.argumentCount = argumentCount
            self.index = index
        }

        /// Whether `message` was written at this call site: the same literals, where they are, and specifiers.
        @inline(__always)
        func isSite(of message: LocalizedMessage, specifiers packed: UInt64) -> Bool {
            guard specifiers == packed, argumentCount == message.arguments.count,
                literals.count == 2 * message.literals.count
            else { return false }
            return message.literals.withProgramTexts { texts in
                for (index, text) in texts.enumerated() {
                    guard let text = text.programText, literals[2 * index] == text.address,
                        literals[2 * index + 1] == UInt(text.count)
                    else { return false }
                }
                return true
            } ?? false
        }
    }

    /// Slots of call sites, filled once each and read without a lock.
    final class CallSites: Sendable {
        let slots = FillOnceSlots<64, CallSite>()
    }

    init(_ keys: [String]) {
        self.keys = keys
        hashes = keys.map { key in
            var hasher = KeyHasher()
            var key = key
            key.withUTF8 { hasher.combine($0) }
            return hasher.value
        }
        var capacity = 8
        while capacity < 2 * keys.count { capacity *= 2 }
        var slots = [Int32](repeating: 0, count: capacity)
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Int32(index + 1)
        }
        self.slots = slots
    }

    /// The index of `key`, if the catalog has it.
    func index(of key: String) -> Int? {
        var hasher = KeyHasher()
        var bytes = key
        bytes.withUTF8 { hasher.combine($0) }
        return find(hasher.value) { keys[$0] == key }
    }

    /// The index of the key `message` is filed under, if the catalog has it: from the message's call site when it
    /// was seen before, else from its text.
    func index(of message: LocalizedMessage) -> Int? {
        guard let packed = message.specifiers.packedIfInline else { return index(ofText: message) }
        // The slot: every literal's address counts, as many messages begin with the same empty one.
        let mixed = message.literals.withProgramTexts { texts -> UInt64? in
            var mix = packed &* 0x9E37_79B9_7F4A_7C15
            for text in texts {
                guard let text = text.programText else { return nil }
                mix = (mix ^ UInt64(text.address) ^ UInt64(text.count) << 48) &* 0x9E37_79B9_7F4A_7C15
            }
            return mix
        }
        guard let mix = mixed ?? nil else { return index(ofText: message) }
        let slot = callSites.slots.slot(for: UInt32(truncatingIfNeeded: mix >> 32))
        if let site = callSites.slots.borrowedObject(at: slot) {
            let known: Int?? = site.withObject { site in
                site.isSite(of: message, specifiers: packed) ? .some(site.index) : .none
            }
            if let known { return known }
            return index(ofText: message)
        }
        let found = index(ofText: message)
        // Every literal is one text of the program's (the slot's mix was made of them).
        let literals =
            message.literals.withProgramTexts { texts in
                texts.flatMap { [$0.address, UInt($0.count)] }
            } ?? []
        // A slot is filled once: a call site met after another took its slot is found by its text.
        callSites.slots.fill(
            slot,
            with: CallSite(literals: literals, specifiers: packed, argumentCount: message.arguments.count, index: found)
        )
        return found
    }

    /// The index of the key `message` is filed under, found by hashing and comparing its text.
    private func index(ofText message: LocalizedMessage) -> Int? {
        var hasher = KeyHasher()
        for index in 0..<message.literals.count {
            message.literals.withUTF8(index) { hasher.combineDoublingPercent($0) }
            if index < message.arguments.count { hasher.combine(message.specifiers[index]) }
        }
        return find(hasher.value) { Self.matches(keys[$0], message) }
    }

    private func find(_ hash: UInt64, _ isKey: (Int) -> Bool) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let stored = Int(slots[slot])
            if stored == 0 { return nil }
            if hashes[stored - 1] == hash, isKey(stored - 1) { return stored - 1 }
            slot = (slot + 1) & mask
        }
    }

    /// Whether `key` is `message`'s key, compared piece by piece.
    private static func matches(_ key: String, _ message: LocalizedMessage) -> Bool {
        var key = key
        return key.withUTF8 { key in
            var position = 0
            for index in 0..<message.literals.count {
                guard message.literals.withUTF8(index, { skip($0, doublingPercent: true, in: key, at: &position) })
                else { return false }
                if index < message.arguments.count {
                    let specifier = message.specifiers[index].utf8
                    guard specifier.withUTF8Buffer({ skip($0, doublingPercent: false, in: key, at: &position) }) else {
                        return false
                    }
                }
            }
            return position == key.count
        }
    }

    /// Moves `position` past `piece` in `key`, if `key` has it there.
    private static func skip(
        _ piece: UnsafeBufferPointer<UInt8>,
        doublingPercent: Bool,
        in key: UnsafeBufferPointer<UInt8>,
        at position: inout Int
    ) -> Bool {
        var next = position
        for byte in piece {
            guard next < key.count, key[next] == byte else { return false }
            next += 1
            if doublingPercent && byte == UInt8(ascii: "%") {
                guard next < key.count, key[next] == byte else { return false }
                next += 1
            }
        }
        position = next
        return true
    }

    /// FNV-1a over UTF-8, which reads the same fed at once or in pieces.
    private struct KeyHasher {
        private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func combine(_ byte: UInt8) {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }

        mutating func combine(_ bytes: UnsafeBufferPointer<UInt8>) {
            for byte in bytes { combine(byte) }
        }

        mutating func combine(_ specifier: LocalizedMessage.Specifier) {
            specifier.utf8.withUTF8Buffer { combine($0) }
        }

        /// Literal text as the key has it: each `%` written `%%`.
        mutating func combineDoublingPercent(_ bytes: UnsafeBufferPointer<UInt8>) {
            for byte in bytes {
                combine(byte)
                if byte == UInt8(ascii: "%") { combine(byte) }
            }
        }
    }
}
