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
    @inline(__always)
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
    public init(stringInterpolation: StringInterpolation) {
        var written = stringInterpolation
        // The text after the last argument, or the whole text of a message without arguments.
        if written.literals.count == written.arguments.count { written.literals.append("") }
        self.written = written
    }

    /// The key.
    public var description: String { key }

    /// A text between the arguments: the program's own, as the compiler hands it over, which costs nothing to copy;
    /// or, where a caller appends text twice in a row, the texts joined.
    enum Literal: Sendable {
        case program(StaticString)
        case joined(String)

        /// Calls `body` with the text's UTF-8, read where it is stored.
        @inline(__always)
        func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            switch self {
            case .program(let text):
                return text.withUTF8Buffer(body)
            case .joined(let text):
                if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
                var copy = text
                return copy.withUTF8(body)
            }
        }

        /// The text, followed by `more`.
        func joined(with more: StaticString) -> Literal {
            var text = withUTF8 { String(decoding: $0, as: UTF8.self) }
            more.withUTF8Buffer { text += String(decoding: $0, as: UTF8.self) }
            return .joined(text)
        }
    }

    /// The texts between the arguments: the first four inline as the program's own texts, so that a message with
    /// up to three arguments allocates nothing for them and copying one retains nothing; all of them in an array
    /// once there are more, or once a caller appends text twice in a row and two texts are joined.
    ///
    /// Four fields, not the core's `SmallVector`: an `InlineArray` is filled when made, copied with `memcpy` and read
    /// through memory, on every message (figures in Benchmarks/HISTORY.md).
    @usableFromInline
    struct Literals: Sendable {
        private var first: StaticString = ""
        private var second: StaticString = ""
        private var third: StaticString = ""
        private var fourth: StaticString = ""
        /// Every literal, when they no longer fit the four inline program texts; `nil` while they do.
        private var spilled: [Literal]?
        @usableFromInline private(set) var count = 0

        @usableFromInline
        mutating func append(_ literal: StaticString) {
            if spilled == nil {
                switch count {
                case 0: first = literal
                case 1: second = literal
                case 2: third = literal
                case 3: fourth = literal
                default: spill()
                }
            }
            spilled?.append(.program(literal))
            count += 1
        }

        /// Appends `text` to the last literal.
        mutating func joinLast(with text: StaticString) {
            if spilled == nil { spill() }
            spilled![count - 1] = spilled![count - 1].joined(with: text)
        }

        /// Moves the inline literals into ``spilled``.
        private mutating func spill() {
            let inline = [first, second, third, fourth]
            spilled = inline.prefix(count).map { .program($0) }
        }

        /// Calls `body` with the UTF-8 of the literal at `index`, read where it is stored.
        @inline(__always)
        func withUTF8<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            if let spilled { return spilled[index].withUTF8(body) }
            return inline(index).withUTF8Buffer(body)
        }

        /// The UTF-8 length of the literal at `index`.
        func utf8Count(_ index: Int) -> Int { withUTF8(index) { $0.count } }

        /// Where the program keeps the literal at `index`, and its length: equal for two literals only when their
        /// texts are; `nil` for joined texts.
        @inline(__always)
        func programText(_ index: Int) -> (address: UInt, count: Int)? {
            let text: StaticString
            if let spilled {
                guard case .program(let program) = spilled[index] else { return nil }
                text = program
            } else {
                text = inline(index)
            }
            guard text.hasPointerRepresentation else { return nil }
            return (UInt(bitPattern: text.utf8Start), text.utf8CodeUnitCount)
        }

        /// The inline literal at `index`, while there is no ``spilled`` array.
        @inline(__always)
        private func inline(_ index: Int) -> StaticString {
            switch index {
            case 0: first
            case 1: second
            case 2: third
            default: fourth
            }
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
