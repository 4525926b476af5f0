public import NameFormat

/// A message written as Swift text with its arguments interpolated: the key a String Catalog files it under, and
/// the values.
///
/// The key is the one Xcode extracts from the same `String(localized:)` call, so one catalog serves an app and its
/// server: a name or a string is `%@`, a signed integer `%lld`, an unsigned one `%llu`, a `Double` `%lf` and a
/// `Float` `%f`, and a `%` of the text is `%%`.
///
/// ```swift
/// let message: LocalizedMessage = "\(assignee) assigned you \(count) issues"
/// message.key  // "%@ assigned you %lld issues"
/// ```
public struct LocalizedMessage: Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The message as written, kept whole as interpolation built it: taking it apart would copy, and so retain,
    /// each argument.
    @usableFromInline let written: StringInterpolation

    /// The text between the arguments, as written (`%` not yet doubled): one more than there are arguments.
    var literals: Literals { written.literals }
    /// The arguments, in order.
    var arguments: MessageArgumentList { written.arguments }

    /// Calls `body` with the arguments, lent where they are kept: ``arguments`` returns a copy, which retains each
    /// argument, wherever the optimiser cannot see that the copy dies before the message does.
    func withArguments<Result>(_ body: (borrowing MessageArgumentList) -> Result) -> Result {
        body(written.arguments)
    }
    /// Each argument's specifier in the key.
    var specifiers: Specifiers { written.specifiers }

    /// The key: the text with a format specifier for each argument.
    public var key: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity((0..<literals.count).reduce(4 * arguments.count) { $0 + literals.utf8Count($1) + 2 })
        for index in 0..<literals.count {
            literals.withUTF8(index) { literal in
                for byte in literal {
                    bytes.append(byte)
                    if byte == UInt8(ascii: "%") { bytes.append(byte) }
                }
            }
            if index < arguments.count { specifiers[index].utf8.withUTF8Buffer { bytes.append(contentsOf: $0) } }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A message without arguments; its key is `value` with each `%` written `%%`.
    public init(stringLiteral value: StaticString) {
        var written = StringInterpolation(literalCapacity: 0, interpolationCount: 0)
        written.literals.append(value)
        self.written = written
    }

    /// A message from interpolation.
    // Inlinable, so that the caller's interpolation becomes the message where it was built, not a copy.
    @inlinable
    public init(stringInterpolation: consuming StringInterpolation) {
        // The text after the last argument, or the whole text of a message without arguments.
        if stringInterpolation.literals.count == stringInterpolation.arguments.count {
            stringInterpolation.literals.append("")
        }
        written = stringInterpolation
    }

    /// The key.
    public var description: String { key }

    /// A text the program appended, as the compiler hands it over: where the program keeps its UTF-8 and how long
    /// it is, which costs nothing to copy; and whether it continues the text before it, where a caller appended
    /// text twice in a row. Plain data, all zeros when unused, so that a message's unused slots are cleared at once.
    @usableFromInline
    struct ProgramText: Sendable, SmallVectorElement {
        /// The address of the text's UTF-8 in the program, or, for a text of one scalar that the program keeps as
        /// a number (a `StaticString` without a pointer), that scalar's value.
        @usableFromInline let address: UInt
        /// The UTF-8 length; -1 for a scalar kept as a number.
        @usableFromInline let count: Int32
        @usableFromInline let continues: Bool

        // Always inlined: measured to help, site by site (Benchmarks/HISTORY.md).
        @inlinable @inline(__always)
        init(_ text: StaticString, continues: Bool) {
            if text.hasPointerRepresentation {
                address = UInt(bitPattern: text.utf8Start)
                count = Int32(text.utf8CodeUnitCount)
            } else {
                address = UInt(text.unicodeScalar.value)
                count = -1
            }
            self.continues = continues
        }

        @inlinable
        init() {
            address = 0
            count = 0
            continues = false
        }

        @inlinable static var vacant: ProgramText { ProgramText() }

        /// Where the program keeps the text and how long it is; `nil` for a scalar kept as a number.
        var programText: (address: UInt, count: Int)? { count < 0 ? nil : (address, Int(count)) }

        /// Calls `body` with the text's UTF-8, read where the program keeps it.
        func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            guard count < 0 else {
                return body(UnsafeBufferPointer(start: UnsafePointer(bitPattern: address), count: Int(count)))
            }
            var scalar = String(Unicode.Scalar(UInt32(truncatingIfNeeded: address)) ?? "\u{FFFD}")
            return scalar.withUTF8(body)
        }
    }

    /// The texts between the arguments, in the package's one small inline vector: the first four inline, so that a
    /// message with up to three arguments allocates nothing for them and copying one retains nothing; all of them
    /// in an array once there are more.
    ///
    /// A caller that appends text twice in a row makes one literal of two texts: the second is kept as the
    /// program's own too, marked as continuing the first, and the two are joined only where the literal is read.
    @usableFromInline
    struct Literals: Sendable {
        /// Every text the program appended, in order.
        @usableFromInline var texts = SmallVector<4, ProgramText>()
        /// How many of ``texts`` continue the text before them: 0 unless a caller appended text twice in a row.
        @usableFromInline private(set) var continuations = 0

        /// How many literals there are.
        @inlinable var count: Int { texts.count - continuations }

        @inlinable
        mutating func append(_ literal: StaticString) {
            texts.append(ProgramText(literal, continues: false))
        }

        /// Appends `text` to the last literal.
        mutating func joinLast(with text: StaticString) {
            texts.append(ProgramText(text, continues: true))
            continuations += 1
        }

        /// Calls `body` with the UTF-8 of the literal at `index`, read where the program keeps it, or joined where a
        /// caller appended text twice in a row.
        func withUTF8<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            if continuations == 0 { return texts[index].withUTF8(body) }
            var joined: [UInt8] = []
            for text in texts(of: index) { text.withUTF8 { joined.append(contentsOf: $0) } }
            return joined.withUnsafeBufferPointer(body)
        }

        /// The UTF-8 length of the literal at `index`.
        func utf8Count(_ index: Int) -> Int { withUTF8(index) { $0.count } }

        /// Calls `body` with the literals, each one text of the program's, read where they are kept; `nil` where a
        /// caller appended text twice in a row, and some literal is two texts joined.
        func withProgramTexts<Result>(_ body: (UnsafeBufferPointer<ProgramText>) -> Result) -> Result? {
            guard continuations == 0 else { return nil }
            return texts.withUnsafeBufferPointer(body)
        }

        /// The texts that make the literal at `index`, where some continue the text before them.
        private func texts(of index: Int) -> [ProgramText] {
            var literal = -1
            var parts: [ProgramText] = []
            for text in texts {
                if !text.continues { literal += 1 }
                if literal == index { parts.append(text) } else if literal > index { break }
            }
            return parts
        }
    }

    /// Each argument's specifier, packed four bits apiece: the first sixteen inline, the rest in an array, so
    /// that a message allocates nothing for them. Not the core's `SmallVector`: the packed word is the key of the
    /// message's call site (``MessageKeys``), which a vector of specifiers would pack again for every lookup.
    struct Specifiers: Sendable {
        private var packed: UInt64 = 0
        /// The specifiers past the sixteenth; `nil` while there are none, so that copying a message retains nothing
        /// for them.
        private var more: [Specifier]?
        private(set) var count = 0

        mutating func append(_ specifier: Specifier) {
            if count < 16 {
                packed |= UInt64(specifier.rawValue) << (4 * UInt64(count))
            } else {
                if more == nil { more = [] }
                more!.append(specifier)
            }
            count += 1
        }

        /// The first sixteen specifiers, four bits apiece, or `nil` when there are more: with ``count``, equal for
        /// two messages only when their specifiers are.
        var packedIfInline: UInt64? { count <= 16 ? packed : nil }

        subscript(index: Int) -> Specifier {
            index < 16
                ? Specifier(rawValue: UInt8(truncatingIfNeeded: packed >> (4 * UInt64(index))) & 0xF)!
                : more![index - 16]
        }
    }

    /// A specifier of the key, as Xcode writes it for an interpolated value.
    enum Specifier: UInt8, Sendable {
        case object, signed, unsigned, double, float

        /// As the key has it.
        var text: String { utf8.description }

        /// As the key has it, as UTF-8 in the program's own storage.
        var utf8: StaticString {
            switch self {
            case .object: "%@"
            case .signed: "%lld"
            case .unsigned: "%llu"
            case .double: "%lf"
            case .float: "%f"
            }
        }
    }

    /// Builds a ``LocalizedMessage``'s key and arguments from Swift text.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        /// The text before each argument so far, and the text after the last one when there is some.
        @usableFromInline var literals = Literals()
        @usableFromInline var arguments = MessageArgumentList()
        var specifiers = Specifiers()

        /// A message being written; the first three arguments and four texts need no room of their own.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Text of the message, with `%` written `%%` in the key.
        public mutating func appendLiteral(_ literal: StaticString) {
            if literals.count > arguments.count {
                literals.joinLast(with: literal)
            } else {
                literals.append(literal)
            }
        }

        /// A user's name (`%@`), as the viewer prefers it; `userID` marks it in attributed output.
        public mutating func appendInterpolation(_ name: UserName, userID: String? = nil) {
            append(.object, .name(name, userID: userID))
        }

        /// A person's name (`%@`), formatted by CLDR's rules for the viewer.
        public mutating func appendInterpolation(_ name: PersonName) {
            append(.object, .name(name))
        }

        /// Untrusted text (`%@`), sanitised and isolated as a name is.
        public mutating func appendInterpolation(_ text: some StringProtocol) {
            append(.object, .text(String(text)))
        }

        /// An integer: `%lld` for a signed type, `%llu` for an unsigned one.
        @specialized(where Integer == Int)
        public mutating func appendInterpolation<Integer: BinaryInteger>(_ number: Integer) {
            append(Integer.isSigned ? .signed : .unsigned, .number(number))
        }

        /// A `Double` (`%lf`).
        public mutating func appendInterpolation(_ number: Double) {
            append(.double, .number(number))
        }

        /// A `Float` (`%f`).
        public mutating func appendInterpolation(_ number: Float) {
            append(.float, .number(Double(number)))
        }

        private mutating func append(_ specifier: Specifier, _ argument: consuming MessageArgument) {
            // Two arguments side by side have no text between them.
            if literals.count == arguments.count { literals.append("") }
            arguments.append(argument)
            specifiers.append(specifier)
        }
    }
}
