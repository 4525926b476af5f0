internal import CNameFormatICU

/// Locale canonicalization by the system ICU, as Swift values and errors.
///
/// This file and its siblings in `ICU/` are the only Swift code that calls the C door `CNameFormatICU`.
enum ICULocale {
    /// Why ICU did not return a canonical tag.
    enum Failure: Error, Equatable {
        /// ICU could not read the input; `parsedLength` bytes of a BCP 47 tag were readable.
        case illFormed(parsedLength: Int?)
        /// ICU failed for another reason, named by its status code.
        case icu(String)
    }

    /// The capacity of the first buffer tried; tags that need more are retried with a larger one.
    private static let initialCapacity = 160
    private static let maximumCapacity = 4096

    /// The version of the system ICU the package is linked against, such as `72.1`.
    static let version: String = readString { nfi_icu_version($0, $1) } ?? "unknown"

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

    private static func canonicalize(
        _ call: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> (Int32, Int?)
    ) throws(Failure) -> String {
        var capacity = initialCapacity
        while true {
            var status: Int32 = 0
            var parsedLength: Int?
            var result: Int32 = 0
            // A buffer on the stack, so that a short tag becomes a small string without a heap allocation.
            let text = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer -> String in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    guard let base = chars.baseAddress else { return }
                    (result, parsedLength) = call(base, Int32(chars.count), &status)
                }
                return String(decoding: buffer.prefix(result > 0 ? Int(result) : 0), as: UTF8.self)
            }
            switch result {
            case 0...:
                return text
            case Int32(NFI_BUFFER_TOO_SMALL) where capacity < maximumCapacity:
                capacity *= 4
            case Int32(NFI_ILL_FORMED):
                throw .illFormed(parsedLength: parsedLength)
            default:
                throw .icu(statusName(status))
            }
        }
    }

    private static func statusName(_ status: Int32) -> String {
        readString { nfi_status_name(status, $0, $1) } ?? "ICU status \(status)"
    }

    private static func readString(_ call: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String? {
        var ok = true
        let text = String(unsafeUninitializedCapacity: 64) { buffer -> Int in
            buffer.withMemoryRebound(to: CChar.self) { chars -> Int in
                guard let base = chars.baseAddress else { return 0 }
                let length = call(base, Int32(chars.count))
                ok = length >= 0
                return max(0, Int(length))
            }
        }
        return ok ? text : nil
    }
}
