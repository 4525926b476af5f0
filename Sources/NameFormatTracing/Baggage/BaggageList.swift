#if Tracing
/// The W3C Baggage list reader and writer behind ``NameContextInstrument``: it finds one member by key, and rewrites
/// one member while keeping every other member byte for byte.
///
/// A baggage-string may arrive in several `baggage` fields; they are one list, joined with commas (RFC 9110,
/// section 5.3). Members are split on commas in UTF-8, so a comma followed by a combining mark still separates, and
/// empty list elements are skipped, as RFC 9110 asks of a recipient (section 5.6.1).
enum BaggageList {
    /// What a search for a member found.
    enum Lookup: Equatable {
        /// The list has no member with the key.
        case absent
        /// The first member with the key: its value percent-decoded, and its properties as written (the bytes
        /// after the value's `;`, empty when it has none), which ``property(_:in:)`` reads.
        case found(String, properties: Substring)
        /// The first member with the key is malformed: a value octet outside `baggage-octet`, or a `%` not
        /// followed by two hexadecimal digits.
        case malformed
        /// The list is over the limits, so it is not read.
        case overLimits
    }

    /// The size of `fields` as one baggage-string: their UTF-8 bytes and a comma between each two.
    static func size(of fields: some Collection<String>) -> Int {
        fields.reduce(max(fields.count - 1, 0)) { $0 + $1.utf8.count }
    }

    /// Finds the first member named `key` in `fields`, within `limits`.
    ///
    /// The whole list is checked against the limits first, so a list over them gives ``Lookup/overLimits`` even
    /// when the member comes early; the work is at most one pass over `limits.maximumBytes` bytes.
    static func lookup(
        _ key: String,
        in fields: some Collection<String>,
        limits: NameContextInstrument.Limits
    ) -> Lookup {
        guard size(of: fields) <= limits.maximumBytes else { return .overLimits }
        var members = 0
        var found: Lookup = .absent
        for field in fields {
            for element in field.utf8.split(separator: comma, omittingEmptySubsequences: false) {
                let member = trimmingWhitespace(element)
                guard !member.isEmpty else { continue }
                members += 1
                guard members <= limits.maximumMembers else { return .overLimits }
                guard case .absent = found, let (value, properties) = parts(of: member, ifNamed: key) else {
                    continue
                }
                found = decoded(value).map { .found($0, properties: Substring(properties)) } ?? .malformed
            }
        }
        return found
    }

    /// The list `fields` with every member named `key` removed and, when `value` is not `nil`, a member
    /// `key=value` (the value percent-encoded) added at the end; `nil` when that changes nothing.
    ///
    /// The other members keep their bytes and their order; the fields become one, the members joined by commas.
    /// The answer is within `limits`, as the W3C specification asks of a list that is propagated: only the first
    /// `limits.maximumBytes` bytes of `fields` are read, and the other members whole within them are kept, at most
    /// `limits.maximumMembers` of them; a member cut by that limit, and every one after it, is dropped, never sent
    /// in part. So the work is bounded whatever arrives. When the new member would take the list over `limits`, it
    /// is not added: the answer is the other members alone. An empty answer means the carrier should have no
    /// `baggage` field.
    static func replacing(
        _ key: String,
        with value: String?,
        property: (key: String, value: String)? = nil,
        in fields: some Collection<String>,
        limits: NameContextInstrument.Limits
    ) -> String? {
        var others: [Substring] = []
        var removed = false
        // Whether members were dropped to keep within the limits.
        var cut = false
        for element in elements(of: fields, withinBytes: limits.maximumBytes, cut: &cut) {
            let member = trimmingWhitespace(element)
            guard !member.isEmpty else { continue }
            if parts(of: member, ifNamed: key) != nil {
                removed = true
            } else if others.count < limits.maximumMembers {
                others.append(Substring(member))
            } else {
                cut = true
            }
        }
        guard removed || cut || value != nil else { return nil }
        let kept = others.joined(separator: ",")
        guard let value else { return kept }
        guard others.count + 1 <= limits.maximumMembers else { return kept }
        let member = "\(key)=\(percentEncoded(value))"
        // The property goes only where the list stays within the limits with it; the member, without it.
        let withProperty = property.map { member + ";\($0.key)=\(percentEncoded($0.value))" }
        for candidate in [withProperty, member].compactMap(\.self) {
            let size = kept.utf8.count + (others.isEmpty ? 0 : 1) + candidate.utf8.count
            guard size <= limits.maximumBytes else { continue }
            return others.isEmpty ? candidate : kept + "," + candidate
        }
        return kept
    }

    /// The value of the first property named `name` among a member's `properties` (as ``Lookup/found(_:properties:)``
    /// gives them), percent-decoded; `nil` when there is none, it has no value, or its value is malformed.
    ///
    /// - Parameters:
    ///   - name: The property's key.
    ///   - properties: The bytes after the member's value, `;`-separated, OWS around each.
    static func property(_ name: String, in properties: Substring) -> String? {
        for element in properties.utf8.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: true) {
            let property = trimmingWhitespace(element)
            guard let equals = property.firstIndex(of: UInt8(ascii: "=")),
                trimmingWhitespace(property[..<equals]).elementsEqual(name.utf8)
            else { continue }
            return decoded(trimmingWhitespace(property[property.index(after: equals)...]))
        }
        return nil
    }

    /// The list elements (members and empty elements, OWS untrimmed) that lie whole within the first
    /// `maximumBytes` bytes of `fields` as one baggage-string; `cut` is set when the list is longer. Reads at most
    /// `maximumBytes + 1` bytes of it.
    private static func elements(
        of fields: some Collection<String>,
        withinBytes maximumBytes: Int,
        cut: inout Bool
    ) -> [Substring.UTF8View] {
        var elements: [Substring.UTF8View] = []
        // The bytes of the list still within the limit; a field after the first costs its comma too.
        var budget = maximumBytes
        for (index, field) in fields.enumerated() {
            if index > 0 {
                budget -= 1
                guard budget >= 0 else {
                    cut = true
                    break
                }
            }
            let bytes = Substring(field).utf8
            let window = bytes.prefix(budget)
            var split = window.split(separator: comma, omittingEmptySubsequences: false)
            guard window.endIndex == bytes.endIndex else {
                // The field goes past the limit: its last element within it is whole only when a comma follows.
                cut = true
                if bytes[window.endIndex] != comma { split.removeLast() }
                elements += split
                break
            }
            elements += split
            budget -= window.count
        }
        return elements
    }

    /// Whether `key` is a `token` (RFC 9110, section 5.6.2), as a baggage key must be.
    static func isToken(_ key: String) -> Bool {
        !key.utf8.isEmpty && key.utf8.allSatisfy(isTokenCharacter)
    }

    // MARK: - Members

    private static let comma = UInt8(ascii: ",")

    /// The raw value of `member` (OWS trimmed) and its properties (the bytes after the value's `;`, empty when
    /// there are none) when its key is `key`.
    private static func parts(
        of member: Substring.UTF8View,
        ifNamed key: String
    ) -> (value: Substring.UTF8View, properties: Substring.UTF8View)? {
        guard let equals = member.firstIndex(of: UInt8(ascii: "=")) else { return nil }
        guard trimmingWhitespace(member[..<equals]).elementsEqual(key.utf8) else { return nil }
        let rest = member[member.index(after: equals)...]
        guard let semicolon = rest.firstIndex(of: UInt8(ascii: ";")) else {
            return (trimmingWhitespace(rest), rest[rest.endIndex...])
        }
        return (trimmingWhitespace(rest[..<semicolon]), rest[rest.index(after: semicolon)...])
    }

    /// `bytes` without the spaces and tabs (OWS) at either end.
    private static func trimmingWhitespace(_ bytes: Substring.UTF8View) -> Substring.UTF8View {
        let isWhitespace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !isWhitespace($0) }),
            let last = bytes.lastIndex(where: { !isWhitespace($0) })
        else { return bytes[bytes.endIndex...] }
        return bytes[first...last]
    }

    // MARK: - Percent-encoding

    /// `value` percent-decoded, or `nil` when an octet is outside `baggage-octet` or a `%` is not followed by two
    /// hexadecimal digits. Decoded octets that are not UTF-8 become U+FFFD, as the specification requires.
    private static func decoded(_ value: Substring.UTF8View) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.count)
        var index = value.startIndex
        while index != value.endIndex {
            let byte = value[index]
            guard isBaggageOctet(byte) else { return nil }
            index = value.index(after: index)
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard index != value.endIndex, let high = hexValue(value[index]) else { return nil }
            index = value.index(after: index)
            guard index != value.endIndex, let low = hexValue(value[index]) else { return nil }
            index = value.index(after: index)
            bytes.append(high << 4 | low)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `value` with `%` and every octet outside `baggage-octet` percent-encoded.
    static func percentEncoded(_ value: String) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count)
        for byte in value.utf8 {
            if isBaggageOctet(byte) && byte != UInt8(ascii: "%") {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `baggage-octet`: printable US-ASCII but DQUOTE, comma, semicolon and backslash.
    private static func isBaggageOctet(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x21, 0x23...0x2B, 0x2D...0x3A, 0x3C...0x5B, 0x5D...0x7E: true
        default: false
        }
    }

    /// `tchar` (RFC 9110, section 5.6.2).
    private static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "A")...UInt8(ascii: "Z"):
            true
        default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }
}
#endif
