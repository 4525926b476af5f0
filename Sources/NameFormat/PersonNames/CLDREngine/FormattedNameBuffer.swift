import Foundation

/// Where a formatted name is written as it is made: UTF-8 bytes kept in the buffer itself, on the caller's stack,
/// with the space replacement applied on the way in, made into a `String` once at the end.
///
/// A result of up to 15 UTF-8 bytes becomes a small string, stored inline, so formatting it allocates nothing; a
/// longer one allocates only its own storage. A result longer than the inline bytes (``stackCapacity``) goes on in
/// an array, which costs one more allocation. Not copyable: a copy would copy every inline byte.
///
/// Every piece appended is whole UTF-8 (a string, a substring, a character), and the only byte the space
/// replacement looks at is 0x20, which in UTF-8 is only ever U+0020 SPACE, so the bytes stay valid UTF-8.
///
/// For the attributed styles, a buffer made with `recordingParts` also notes where each part of the name starts
/// (``startPart(_:abbreviation:)``), and ``makeAttributedString()`` marks the runs with them. A plain format records
/// nothing: each note costs it one test of `nil`, and no allocation.
struct FormattedNameBuffer: ~Copyable {
    /// How many bytes the buffer holds before they move to an array.
    static var stackCapacity: Int { SmallVector<512, UInt8>.inlineCapacity }

    /// The bytes written so far.
    private var bytes = SmallVector<512, UInt8>()
    /// The UTF-8 of what replaces each run of spaces, or `nil` to leave them; its owner keeps it alive while the
    /// buffer is used.
    private let spaceReplacement: UnsafeBufferPointer<UInt8>?
    /// Whether the last byte appended was a space that was replaced.
    private var inSpaces = false
    /// Whether anything has been appended, before space replacement.
    private(set) var isEmpty = true
    /// Where each part of the name starts, in order, when the parts are recorded; `nil` when they are not.
    private var partStarts: [PartStart]?

    /// Where a part of the name starts in the text written, and what it is.
    struct PartStart: Equatable {
        /// The number of bytes written before the part, after space replacement.
        var offset: Int
        var part: PersonName.Part
        var abbreviation: PersonName.Abbreviation?
    }

    /// An empty buffer.
    ///
    /// - Parameters:
    ///   - spaceReplacement: The UTF-8 of what replaces each run of spaces, which the caller keeps alive while the
    ///     buffer is used; `nil` to leave them.
    ///   - recordingParts: Whether ``startPart(_:abbreviation:)`` records where the parts start.
    init(spaceReplacementUTF8 spaceReplacement: UnsafeBufferPointer<UInt8>?, recordingParts: Bool = false) {
        self.spaceReplacement = spaceReplacement
        if recordingParts { partStarts = [] }
    }

    /// Calls `body` with an empty buffer, and returns what `body` returns.
    ///
    /// - Parameter recordingParts: Whether the writer records where the parts of the name start, for
    ///   ``makeAttributedString()``.
    @inline(__always)
    static func withBuffer<Result>(
        spaceReplacementUTF8 spaceReplacement: UnsafeBufferPointer<UInt8>?,
        recordingParts: Bool = false,
        _ body: (inout FormattedNameBuffer) -> Result
    ) -> Result {
        var writer = FormattedNameBuffer(spaceReplacementUTF8: spaceReplacement, recordingParts: recordingParts)
        return body(&writer)
    }

    /// ``withBuffer(spaceReplacementUTF8:recordingParts:_:)`` with the space replacement given as a string.
    static func withBuffer<Result>(
        spaceReplacement: String?,
        recordingParts: Bool = false,
        _ body: (inout FormattedNameBuffer) -> Result
    ) -> Result {
        guard var replacement = spaceReplacement else {
            return withBuffer(spaceReplacementUTF8: nil, recordingParts: recordingParts, body)
        }
        return replacement.withUTF8 { withBuffer(spaceReplacementUTF8: $0, recordingParts: recordingParts, body) }
    }

    /// The text written, as a string.
    func makeString() -> String {
        withUTF8 { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the UTF-8 of the text written, without making a string.
    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer(body)
    }

    /// Whether the buffer records where the parts of the name start.
    var recordsParts: Bool { partStarts != nil }

    /// Notes that what is appended from here on, up to the next part, shows `part`; does nothing unless the buffer
    /// records parts.
    ///
    /// - Parameters:
    ///   - part: The part of the name, or ``PersonName/Part/literal`` for the pattern's own text.
    ///   - abbreviation: How the text abbreviates the part, if it does.
    mutating func startPart(_ part: PersonName.Part, abbreviation: PersonName.Abbreviation? = nil) {
        partStarts?.append(PartStart(offset: bytes.count, part: part, abbreviation: abbreviation))
    }

    /// Where the parts start, as ``startPart(_:abbreviation:)`` recorded them; empty when the buffer records none.
    var recordedParts: [PartStart] { partStarts ?? [] }

    /// The text written, as an attributed string whose runs are marked with the parts recorded: each part's text,
    /// up to where the next one starts, gets ``PersonNamePartAttribute`` and, when it abbreviates,
    /// ``PersonNameAbbreviationAttribute``. A part with no text makes no run.
    ///
    /// Parts start only between the pieces appended, so every run is whole UTF-8; a run may start inside a grapheme
    /// cluster (a name formatted raw may begin with a combining mark), and its characters are kept as they are.
    func makeAttributedString() -> AttributedString {
        guard let partStarts, !partStarts.isEmpty else { return AttributedString(makeString()) }
        func make(_ bytes: UnsafeBufferPointer<UInt8>) -> AttributedString {
            var result = AttributedString()
            var start = 0
            var current: PartStart?
            func appendRun(upTo end: Int) {
                guard start < end else { return }
                var run = AttributedString(
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                )
                if let current {
                    run.nameFormat.personNamePart = current.part
                    run.nameFormat.personNameAbbreviation = current.abbreviation
                }
                result.append(run)
                start = end
            }
            for next in partStarts {
                appendRun(upTo: next.offset)
                current = next
            }
            appendRun(upTo: bytes.count)
            return result
        }
        return withUTF8(make)
    }

    mutating func append(_ text: String) {
        // Patterns' literals and initials' texts are often empty.
        guard !text.isEmpty else { return }
        if text.utf8.withContiguousStorageIfAvailable({ append(bytes: $0) }) == nil {
            var copy = text
            copy.withUTF8 { append(bytes: $0) }
        }
    }

    mutating func append(_ text: Substring) {
        if text.utf8.withContiguousStorageIfAvailable({ append(bytes: $0) }) == nil {
            var copy = text
            copy.withUTF8 { append(bytes: $0) }
        }
    }

    mutating func append(_ character: Character) {
        append(String(character))
    }

    /// Appends one ASCII byte.
    mutating func append(ascii byte: UInt8) {
        withUnsafePointer(to: byte) { append(bytes: UnsafeBufferPointer(start: $0, count: 1)) }
    }

    /// Appends whole UTF-8: a name's field, or a piece of one that starts and ends at a scalar boundary.
    mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard !bytes.isEmpty else { return }
        isEmpty = false
        guard let spaceReplacement else {
            write(bytes)
            return
        }
        var start = 0
        for index in bytes.indices where bytes[index] == 0x20 {
            if start < index {
                write(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                inSpaces = false
            }
            if !inSpaces {
                write(spaceReplacement)
                inSpaces = true
            }
            start = index + 1
        }
        if start < bytes.count {
            write(UnsafeBufferPointer(rebasing: bytes[start...]))
            inSpaces = false
        }
    }

    /// Writes bytes as they are.
    private mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes.append(contentsOf: bytes)
    }
}
