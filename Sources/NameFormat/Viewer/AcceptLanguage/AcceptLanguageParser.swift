/// Reads an `Accept-Language` field value into ranges, by the grammar of RFC 9110 (sections 5.6.1, 12.4.2 and
/// 12.5.4) and RFC 4647 (section 2.1):
///
/// ```
/// Accept-Language = #( language-range [ OWS ";" OWS "q=" qvalue ] )
/// language-range  = ( 1*8ALPHA *( "-" 1*8alphanum ) ) / "*"
/// qvalue          = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )
/// ```
///
/// Empty list elements are skipped, letter case does not matter, and an entry that breaks the grammar is ignored
/// on its own. Each range's tag is canonicalized by ``LocaleTag``, once per distinct range in a bounded cache.
struct AcceptLanguageParser {
    let limits: AcceptLanguage.Limits
    private(set) var ranges: [AcceptLanguage.LanguageRange] = []
    private(set) var problems: [AcceptLanguage.Problem] = []

    init(limits: AcceptLanguage.Limits) {
        self.limits = limits
    }

    /// The strict parse of each range seen, keyed by the range as written: ICU canonicalizes a range once, not
    /// once per request. Bounded by entries and bytes, as ``LocaleResolver``'s cache is.
    private static let tags = BoundedCache<String, Result<LocaleTag, LocaleTagError>>(
        countLimit: 4096,
        byteLimit: 1 << 20
    ) { range, result in
        range.utf8.count + ((try? result.get())?.identifier.utf8.count ?? 200) + 256
    }

    mutating func read(_ fieldValue: some StringProtocol) {
        let length = fieldValue.utf8.count
        guard length <= limits.maximumLength else {
            problems = [.tooLong(length: length, limit: limits.maximumLength)]
            return
        }
        var read: [(range: AcceptLanguage.LanguageRange, position: Int)] = []
        var entries = 0
        let bytes = Array(fieldValue.utf8)
        for element in bytes.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
            let entry = Self.trimmed(element[...])
            if entry.isEmpty { continue }
            entries += 1
            guard entries <= limits.maximumRanges else {
                problems = [.tooManyRanges(limit: limits.maximumRanges)]
                ranges = []
                return
            }
            if let range = self.range(entry) { read.append((range, read.count)) }
        }
        read.sort {
            $0.range.thousandths != $1.range.thousandths
                ? $0.range.thousandths > $1.range.thousandths : $0.position < $1.position
        }
        var seen: Set<String> = []
        for (range, _) in read where seen.insert(range.tag?.identifier ?? "*").inserted {
            ranges.append(range)
        }
    }

    /// One entry read, or `nil` with a problem recorded when it is not usable.
    private mutating func range(_ entry: ArraySlice<UInt8>) -> AcceptLanguage.LanguageRange? {
        let text = String(decoding: entry, as: UTF8.self)
        let semicolon = entry.firstIndex(of: UInt8(ascii: ";"))
        let rangeBytes = Self.trimmed(entry[..<(semicolon ?? entry.endIndex)])
        guard Self.isLanguageRange(rangeBytes) else {
            problems.append(.malformedRange(entry: text))
            return nil
        }
        var thousandths = 1000
        if let semicolon {
            guard let weight = Self.weight(entry[(semicolon + 1)...]) else {
                problems.append(.invalidWeight(entry: text))
                return nil
            }
            thousandths = weight
        }
        if rangeBytes.count == 1 && rangeBytes.first == UInt8(ascii: "*") {
            return AcceptLanguage.LanguageRange(tag: nil, thousandths: thousandths)
        }
        let range = String(decoding: rangeBytes, as: UTF8.self)
        let parsed: Result<LocaleTag, LocaleTagError>
        if range.utf8.count > LocaleTag.maximumLength {
            parsed = Result { () throws(LocaleTagError) in try LocaleTag(range) }
        } else {
            parsed = Self.tags.value(forKey: range) { Result { () throws(LocaleTagError) in try LocaleTag(range) } }
        }
        switch parsed {
        case .success(let tag):
            return AcceptLanguage.LanguageRange(tag: tag, thousandths: thousandths)
        case .failure(let error):
            problems.append(.rejectedTag(entry: text, error: error))
            return nil
        }
    }

    /// `bytes` without optional whitespace (space and horizontal tab) at either end.
    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let isWhitespace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !isWhitespace($0) }) else { return [] }
        let last = bytes.lastIndex(where: { !isWhitespace($0) })!
        return bytes[first...last]
    }

    /// Whether `bytes` is `*` or `1*8ALPHA *("-" 1*8alphanum)`.
    private static func isLanguageRange(_ bytes: ArraySlice<UInt8>) -> Bool {
        if bytes.count == 1 && bytes.first == UInt8(ascii: "*") { return true }
        var subtags = 0
        for subtag in bytes.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false) {
            guard (1...8).contains(subtag.count) else { return false }
            let allowed = subtags == 0 ? isASCIILetter : { isASCIILetter($0) || (0x30...0x39).contains($0) }
            guard subtag.allSatisfy(allowed) else { return false }
            subtags += 1
        }
        return subtags > 0
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// The weight after an entry's `;`, in thousandths: `OWS "q=" qvalue OWS`, `q` in either case.
    private static func weight(_ parameter: ArraySlice<UInt8>) -> Int? {
        let bytes = trimmed(parameter)
        guard bytes.count >= 3, bytes.first == UInt8(ascii: "q") || bytes.first == UInt8(ascii: "Q"),
            bytes[bytes.startIndex + 1] == UInt8(ascii: "=")
        else { return nil }
        let value = bytes[(bytes.startIndex + 2)...]
        guard let whole = value.first, whole == UInt8(ascii: "0") || whole == UInt8(ascii: "1") else { return nil }
        let rest = value.dropFirst()
        if rest.isEmpty { return whole == UInt8(ascii: "1") ? 1000 : 0 }
        let digits = rest.dropFirst()
        guard rest.first == UInt8(ascii: "."), digits.count <= 3, digits.allSatisfy({ (0x30...0x39).contains($0) })
        else { return nil }
        var thousandths = 0
        for (offset, digit) in digits.enumerated() {
            thousandths += Int(digit - 0x30) * [100, 10, 1][offset]
        }
        if whole == UInt8(ascii: "1") { return thousandths == 0 ? 1000 : nil }
        return thousandths
    }
}
