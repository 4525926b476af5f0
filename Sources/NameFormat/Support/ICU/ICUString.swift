internal import CNameFormatICU

/// The one way a string comes out of the C door: a buffer that grows to the length the C side reports, up to a
/// limit.
///
/// Every function of `CNameFormatICU` that writes a string follows one contract (see its header): it returns the
/// string's full length however much of it fit, or a negative `NFI_` code. ``read(capacity:maximumLength:_:)`` calls
/// one with a buffer on the stack, and again with a larger buffer when the string did not fit, so that a short
/// string costs no heap allocation and a long one is read whole.
///
/// ```swift
/// let version = try? ICUString.read(maximumLength: 32) { nfi_icu_version($0, $1) }
/// ```
package enum ICUString {
    /// Why no string was read.
    package enum Failure: Error, Equatable {
        /// The C function returned this negative `NFI_` code.
        case code(Int32)
        /// The string has this many bytes, more than the reader was allowed to take.
        case tooLong(Int)
    }

    /// Calls `write` with a buffer and its capacity, and again with a larger one while the length it returns is
    /// larger than the buffer.
    ///
    /// - Parameters:
    ///   - capacity: The capacity of the first buffer; enough for the usual string, so that one call does.
    ///   - maximumLength: The longest string taken, in bytes: a string the C side reports as longer is an error, not
    ///     a larger buffer, so that no input makes the buffer grow without bound.
    ///   - write: Calls a C function with `(out, capacity)` and returns what it returns. It may be called more than
    ///     once; what it writes through other pointers is from the last call.
    /// - Returns: The string, decoded as UTF-8 (ill-formed sequences repaired).
    /// - Throws: ``Failure/code(_:)`` for a negative return, ``Failure/tooLong(_:)`` for a string over
    ///   `maximumLength`.
    package static func read(
        capacity: Int = 64,
        maximumLength: Int,
        _ write: (UnsafeMutablePointer<CChar>, Int32) -> Int32
    ) throws(Failure) -> String {
        var capacity = max(1, min(capacity, maximumLength + 1))
        while true {
            let (length, text) = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) {
                buffer -> (Int, String?) in
                let length = buffer.withMemoryRebound(to: CChar.self) { chars in
                    Int(write(chars.baseAddress!, Int32(clamping: chars.count)))
                }
                guard length >= 0, length <= buffer.count else { return (length, nil) }
                return (
                    length, String(decoding: UnsafeMutableBufferPointer(rebasing: buffer[..<length]), as: UTF8.self)
                )
            }
            if let text { return text }
            guard length >= 0 else { throw .code(Int32(length)) }
            guard length <= maximumLength else { throw .tooLong(length) }
            // Room for the NUL too; at least double, so that a C side that keeps asking for more is done quickly.
            capacity = min(max(length + 1, capacity * 2), maximumLength + 1)
        }
    }

    /// ``read(capacity:maximumLength:_:)`` for bytes that are not text, such as a collation sort key: appends them
    /// to `bytes`, with the same contract and the same growing buffer.
    ///
    /// - Parameters:
    ///   - bytes: Where the bytes go, after what it holds.
    ///   - capacity: The capacity of the first try; enough for the usual value, so that one call does.
    ///   - maximumLength: The most bytes taken; a longer value is an error.
    ///   - write: Calls a C function with `(out, capacity)` and returns what it returns.
    /// - Throws: ``Failure/code(_:)`` for a negative return, ``Failure/tooLong(_:)`` for a value over
    ///   `maximumLength`; `bytes` is as it was then.
    package static func readBytes(
        appendingTo bytes: inout [UInt8],
        capacity: Int,
        maximumLength: Int,
        _ write: (UnsafeMutablePointer<UInt8>, Int32) -> Int32
    ) throws(Failure) {
        let start = bytes.count
        var capacity = max(1, min(capacity, maximumLength))
        while true {
            bytes.append(contentsOf: repeatElement(0, count: capacity))
            let length = bytes.withUnsafeMutableBufferPointer { buffer in
                Int(write(buffer.baseAddress! + start, Int32(clamping: capacity)))
            }
            if length >= 0, length <= capacity {
                bytes.removeLast(capacity - length)
                return
            }
            bytes.removeLast(capacity)
            guard length >= 0 else { throw .code(Int32(length)) }
            guard length <= maximumLength else { throw .tooLong(length) }
            capacity = length
        }
    }
}
