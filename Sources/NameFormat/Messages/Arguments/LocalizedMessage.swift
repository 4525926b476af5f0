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
    /// The key: the text with a format specifier for each argument.
    public let key: String
    /// The arguments, in order.
    let arguments: [MessageArgument]

    /// A message without arguments; its key is `value` with each `%` written `%%`.
    public init(stringLiteral value: String) {
        var interpolation = StringInterpolation(literalCapacity: value.utf8.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.init(stringInterpolation: interpolation)
    }

    /// A message from interpolation.
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
    }

    /// The key.
    public var description: String { key }

    /// Builds a ``LocalizedMessage``'s key and arguments from Swift text.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var key = ""
        var arguments: [MessageArgument] = []

        /// Room for the text and the arguments.
        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 4 * interpolationCount)
            arguments.reserveCapacity(interpolationCount)
        }

        /// Text of the message, with `%` written `%%` in the key.
        public mutating func appendLiteral(_ literal: String) {
            var literal = literal
            let hasPercent = literal.withUTF8 { $0.contains(UInt8(ascii: "%")) }
            guard hasPercent else { return key.append(literal) }
            // Scalar by scalar: a `%` before a combining mark is one Character with it, and is doubled all the same.
            for scalar in literal.unicodeScalars {
                key.unicodeScalars.append(scalar)
                if scalar == "%" { key.unicodeScalars.append("%") }
            }
        }

        /// A user's name (`%@`), as the viewer prefers it; `userID` marks it in attributed output.
        public mutating func appendInterpolation(_ name: UserName, userID: String? = nil) {
            append("%@", .name(name, userID: userID))
        }

        /// A person's name (`%@`), formatted by CLDR's rules for the viewer.
        public mutating func appendInterpolation(_ name: PersonName) {
            append("%@", .name(name))
        }

        /// Untrusted text (`%@`), sanitised and isolated as a name is.
        public mutating func appendInterpolation(_ text: some StringProtocol) {
            append("%@", .text(String(text)))
        }

        /// An integer: `%lld` for a signed type, `%llu` for an unsigned one.
        public mutating func appendInterpolation<Integer: BinaryInteger>(_ number: Integer) {
            append(Integer.isSigned ? "%lld" : "%llu", .number(number))
        }

        /// A `Double` (`%lf`).
        public mutating func appendInterpolation(_ number: Double) {
            append("%lf", .number(number))
        }

        /// A `Float` (`%f`).
        public mutating func appendInterpolation(_ number: Float) {
            append("%f", .number(Double(number)))
        }

        private mutating func append(_ specifier: String, _ argument: MessageArgument) {
            key.append(specifier)
            arguments.append(argument)
        }
    }
}
