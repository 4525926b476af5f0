import Foundation
import NameFormat

/// Fuzz target: `AcceptLanguage(_:)` on any bytes, as a server reads a request's header.
///
/// Properties, each a crash when it fails:
/// - nothing crashes, whatever the bytes;
/// - the ranges are best first: weights never rise, and no range appears twice;
/// - the field value written back reads again as the same ranges, when it fits the limits;
/// - the best match is the first acceptable range that is not `*`;
/// - lookup among a fixed set of supported locales gives a supported locale (private use aside) with every
///   private-use subtag of the range it came from, or nothing; the context it gives has that tag;
/// - with no match, the context is the fallback when no range is acceptable, and otherwise the fallback's language
///   with the fallback's own private-use subtags first, in order, then only subtags of the first acceptable range,
///   all of them whenever they fit in a tag's 150 characters (a preference is about names, not languages).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAcceptLanguageReading(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    AcceptLanguageReading(input: input).check()
    return 0
}

private struct AcceptLanguageReading {
    let input: UnsafeBufferPointer<UInt8>

    static let supported = ["en", "de", "de-CH", "zh-Hant", "ar", "sr-Latn", "und-x-acme"].map {
        try! LocaleTag($0)
    }
    static let fallback = NameContext(locale: try! LocaleTag("fr-x-fallback"))

    func check() {
        let header = AcceptLanguage(String(decoding: input, as: UTF8.self))
        let ranges = header.ranges
        for (earlier, later) in zip(ranges, ranges.dropFirst()) where later.quality > earlier.quality {
            fail("weights never rise", "\(earlier) before \(later)")
        }
        if Set(ranges.map { $0.tag?.identifier ?? "*" }).count != ranges.count {
            fail("no range appears twice", header.description)
        }
        let written = header.description
        if written.utf8.count <= AcceptLanguage.Limits.default.maximumLength {
            let again = AcceptLanguage(written)
            if again.ranges != ranges {
                fail("the value written back reads as the same ranges", "\(quoted(written)) reads as \(again)")
            }
        }
        let expectedBest = ranges.first { $0.quality > 0 && $0.tag != nil }?.tag
        if header.bestMatch() != expectedBest {
            fail("the best match is the first acceptable range", "\(String(describing: header.bestMatch()))")
        }
        let match = header.bestMatch(among: Self.supported)
        let context = header.nameContext(among: Self.supported, fallback: Self.fallback)
        guard let match else {
            checkFallback(context, preferred: expectedBest)
            return
        }
        if context.localeTag != match { fail("the context has the match's tag", "\(context.localeTag) for \(match)") }
        let base = beforePrivateUse(match.identifier)
        guard let candidate = Self.supported.first(where: { beforePrivateUse($0.identifier) == base }) else {
            fail("the match is a supported locale", match.identifier)
        }
        let source = ranges.first { range in
            guard range.quality > 0, let tag = range.tag else { return false }
            return Set(tag.privateUseSubtags).isSubset(of: Set(match.privateUseSubtags))
        }
        if source == nil || !Set(candidate.privateUseSubtags).isSubset(of: Set(match.privateUseSubtags)) {
            fail("the match keeps its own and the range's private-use subtags", match.identifier)
        }
    }

    /// Checks the context given when no supported locale matches: the fallback, carrying the private-use subtags of
    /// `preferred`, the first acceptable range, when there is one.
    private func checkFallback(_ context: NameContext, preferred: LocaleTag?) {
        let fallback = Self.fallback.localeTag
        guard let preferred else {
            if context != Self.fallback { fail("no acceptable range gives the fallback", context.localeTag.identifier) }
            return
        }
        let tag = context.localeTag
        if beforePrivateUse(tag.identifier) != beforePrivateUse(fallback.identifier)
            || context.scheme != Self.fallback.scheme
        {
            fail("no match gives the fallback's language and scheme", "\(tag) for \(preferred)")
        }
        if !tag.privateUseSubtags.starts(with: fallback.privateUseSubtags) {
            fail("the fallback keeps its own private-use subtags first, in order", "\(tag) for \(preferred)")
        }
        let added = tag.privateUseSubtags.dropFirst(fallback.privateUseSubtags.count)
        let offered = preferred.privateUseSubtags.filter { !fallback.privateUseSubtags.contains($0) }
        if added.contains(where: { !offered.contains($0) }) || Set(added).count != added.count {
            fail(
                "the fallback gains only the preferred range's private-use subtags, once each",
                "\(tag) for \(preferred)"
            )
        }
        var unique: [PrivateUseSubtag] = []
        for subtag in offered where !unique.contains(subtag) { unique.append(subtag) }
        let fullLength = fallback.identifier.utf8.count + unique.reduce(0) { $0 + 1 + $1.description.utf8.count }
        if fullLength <= 150 && Array(added) != unique {
            fail(
                "the fallback gains every private-use subtag of the preferred range that fits",
                "\(tag) for \(preferred)"
            )
        }
    }

    private func beforePrivateUse(_ identifier: String) -> Substring {
        if identifier.hasPrefix("x-") { return "" }
        guard let marker = identifier.range(of: "-x-") else { return identifier[...] }
        return identifier[..<marker.lowerBound]
    }

    private func fail(_ property: String, _ details: String) -> Never {
        propertyFailure(property, details, input: input)
    }
}
