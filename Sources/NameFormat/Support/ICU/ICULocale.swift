internal import CNameFormatICU

/// Locale canonicalization and likely subtags from the system ICU, as Swift values and errors.
///
/// This file and its siblings in `ICU/` are the only Swift code that calls the C door `CNameFormatICU`.
package enum ICULocale {
    /// Why ICU did not return a canonical tag.
    package enum Failure: Error, Equatable {
        /// ICU could not read the input; `parsedLength` bytes of a BCP 47 tag were readable.
        case illFormed(parsedLength: Int?)
        /// ICU failed for another reason, named by its status code.
        case icu(String)
    }

    /// The capacity of the first buffer tried: enough for a tag of 150 bytes. The C side
    /// handles tags of up to `NFI_TAG_CAPACITY` bytes, so no answer is longer.
    private static let initialCapacity = 160
    private static let maximumLength = Int(NFI_TAG_CAPACITY)

    /// The version of the system ICU the package is linked against, such as `72.1`.
    static let version: String = (try? ICUString.read(maximumLength: 32) { nfi_icu_version($0, $1) }) ?? "unknown"

    /// The version of the CLDR data the system ICU carries, such as `42.0`; its person-name data follows it.
    static let cldrVersion: String =
        (try? ICUString.read(maximumLength: 32) { out, capacity in
            var status: Int32 = 0
            return nfi_cldr_version(out, capacity, &status)
        }) ?? "unknown"

    /// Canonicalizes a BCP 47 language tag, such as `EN-us-x-LinearF` or `i-klingon`.
    ///
    /// - Throws: ``Failure/illFormed(parsedLength:)`` when ICU cannot read the whole tag.
    static func canonicalTag(fromLanguageTag tag: String) throws(Failure) -> String {
        try canonicalize { out, capacity, status in
            var parsedLength: Int32 = 0
            let result = nfi_canonicalize_language_tag(tag, out, capacity, &parsedLength, &status)
            return (result, Int(parsedLength))
        }
    }

    /// Canonicalizes an ICU or POSIX-style identifier, such as `en_US@x=linearf`.
    ///
    /// - Parameter strict: Whether parts that cannot be expressed in BCP 47 are an error (`true`) or dropped.
    /// - Throws: ``Failure/illFormed(parsedLength:)`` in strict mode when ICU cannot express the identifier.
    static func canonicalTag(fromICUIdentifier identifier: String, strict: Bool) throws(Failure) -> String {
        try canonicalize { out, capacity, status in
            (nfi_canonicalize_icu_identifier(identifier, strict ? 1 : 0, out, capacity, &status), nil)
        }
    }

    /// The maximal likely locale for an ICU locale ID: `und_Jpan` → `ja_Jpan_JP`, `de` → `de_Latn_DE`.
    ///
    /// Returns the input unchanged when ICU cannot add subtags to it.
    static func addingLikelySubtags(_ locale: String) -> String {
        var status: Int32 = 0
        let maximized = try? ICUString.read(maximumLength: Int(NFI_LOCALE_ID_CAPACITY)) { out, capacity in
            nfi_add_likely_subtags(locale, out, capacity, &status)
        }
        guard let maximized, !maximized.isEmpty else { return locale }
        return maximized
    }

    private static func canonicalize(
        _ call: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> (Int32, Int?)
    ) throws(Failure) -> String {
        var status: Int32 = 0
        var parsedLength: Int?
        do {
            return try ICUString.read(capacity: initialCapacity, maximumLength: maximumLength) { out, capacity in
                let result: Int32
                (result, parsedLength) = call(out, capacity, &status)
                return result
            }
        } catch {
            switch error {
            case .code(Int32(NFI_ILL_FORMED)): throw .illFormed(parsedLength: parsedLength)
            case .code: throw .icu(statusName(status))
            case .tooLong: throw .icu("U_BUFFER_OVERFLOW_ERROR")
            }
        }
    }

    /// ICU's name for a status code, such as `U_ILLEGAL_ARGUMENT_ERROR`.
    package static func statusName(_ status: Int32) -> String {
        (try? ICUString.read(maximumLength: 256) { nfi_status_name(status, $0, $1) }) ?? "ICU status \(status)"
    }
}
