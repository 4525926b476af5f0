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
    /// The text between the arguments, as written (`%` not yet doubled): one more than there are arguments.
    let literals: Literals
    /// The arguments, in order.
    let arguments: [MessageArgument]
    /// Each argument's specifier in the key.
    let specifiers: Specifiers

    /// The key: the text with a format specifier for each argument.
    public var key: String {
        var key = ""
        key.reserveCapacity((0..<literals.count).reduce(4 * arguments.count) { $0 + literals[$1].utf8.count })
        for index in 0..<literals.count {
            for scalar in literals[index].unicodeScalars {
                key.unicodeScalars.append(scalar)
                if scalar == "%" { key.unicodeScalars.append("%") }
            }
            if index < arguments.count { key.append(specifiers[index].text) }
        }
        return key
    }

    /// A message without arguments; its key is `value` with each `%` written `%%`.
    public init(stringLiteral value: String) {
        var literals = Literals()
        literals.append(value)
        self.literals = literals
        arguments = []
        specifiers = Specifiers()
    }

    /// A message from interpolation.
    public init(stringInterpolation: StringInterpolation) {
        var literals = stringInterpolation.literals
        // The text after the last argument, or the whole text of a message without arguments.
        if literals.count == stringInterpolation.arguments.count { literals.append("") }
        self.literals = literals
        arguments = stringInterpolation.arguments
        specifiers = stringInterpolation.specifiers
    }

    /// The key.
    public var description: String { key }

    /// The texts between the arguments: the first four inline, the rest in an array, so that a message with up to
    /// three arguments allocates nothing for them (a literal's text is the program's own).
    struct Literals: Sendable {
        private var first = ""
        private var second = ""
        private var third = ""
        private var fourth = ""
        private var more: [String] = []
        private(set) var count = 0

        mutating func append(_ literal: String) {
            switch count {
            case 0: first = literal
            case 1: second = literal
            case 2: third = literal
            case 3: fourth = literal
            default: more.append(literal)
            }
            count += 1
        }

        subscript(index: Int) -> String {
            get {
                switch index {
                case 0: first
                case 1: second
                case 2: third
                case 3: fourth
                default: more[index - 4]
                }
            }
            set {
                switch index {
                case 0: first = newValue
                case 1: second = newValue
                case 2: third = newValue
                case 3: fourth = newValue
                default: more[index - 4] = newValue
                }
            }
        }
    }

    /// Each argument's specifier, packed four bits apiece: the first sixteen inline, the rest in an array, so
    /// that a message allocates nothing for them.
    struct Specifiers: Sendable {
        private var packed: UInt64 = 0
        private var more: [Specifier] = []
        private(set) var count = 0

        mutating func append(_ specifier: Specifier) {
            if count < 16 {
                packed |= UInt64(specifier.rawValue) << (4 * UInt64(count))
            } else {
                more.append(specifier)
            }
            count += 1
        }

        subscript(index: Int) -> Specifier {
            index < 16
                ? Specifier(rawValue: UInt8(truncatingIfNeeded: packed >> (4 * UInt64(index))) & 0xF)!
                : more[index - 16]
        }
    }

    /// A specifier of the key, as Xcode writes it for an interpolated value.
    enum Specifier: UInt8, Sendable {
        case object, signed, unsigned, double, float

        /// As the key has it.
        var text: String {
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
        var literals = Literals()
        var arguments: [MessageArgument] = []
        var specifiers = Specifiers()

        /// Room for the text and the arguments.
        public init(literalCapacity: Int, interpolationCount: Int) {
            arguments.reserveCapacity(interpolationCount)
        }

        /// Text of the message, with `%` written `%%` in the key.
        public mutating func appendLiteral(_ literal: String) {
            if literals.count > arguments.count {
                literals[literals.count - 1] += literal
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

        private mutating func append(_ specifier: Specifier, _ argument: MessageArgument) {
            // Two arguments side by side have no text between them.
            if literals.count == arguments.count { literals.append("") }
            arguments.append(argument)
            specifiers.append(specifier)
        }
    }
}
