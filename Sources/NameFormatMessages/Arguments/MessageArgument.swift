public import Foundation
public import NameFormat

/// A value that goes into a localized message: a name, a text, a number, or a date.
///
/// A name is formatted for the viewer (the preference, the order and the CLDR style), sanitised, isolated by the
/// text around it, and escaped for the output. A text is untrusted, and goes through the same. A number is formatted
/// for the viewer, and chooses the plural variant. A date is formatted for the viewer, in their time zone, by an ICU
/// MessageFormat message's `date` and `time` arguments. No value is ever read again as a specifier or a placeholder.
///
/// ```swift
/// let arguments: [String: MessageArgument] = ["assignee": .name(assignee, userID: "U1"), "count": 3]
/// ```
public struct MessageArgument: Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral
{
    enum Value: Sendable {
        case userName(UserName, userID: String?)
        case personName(PersonName)
        case text(String)
        case signed(Int64)
        case unsigned(UInt64)
        case real(Double)
        case date(Date)
    }

    let value: Value

    init(_ value: Value) { self.value = value }

    /// A user's name, shown as the viewer prefers it; `userID` marks it in attributed output
    /// (`MentionUserIDAttribute`).
    public static func name(_ name: UserName, userID: String? = nil) -> Self { Self(.userName(name, userID: userID)) }

    /// A person's name, formatted by CLDR's rules for the viewer (`PersonName.FormatStyle`).
    public static func name(_ name: PersonName) -> Self { Self(.personName(name)) }

    /// Untrusted text: sanitised, isolated and escaped as a name is.
    public static func text(_ text: String) -> Self { Self(.text(text)) }

    /// An integer, formatted for the viewer; a signed one for `%lld`, an unsigned one for `%llu`.
    @specialized(where Integer == Int)
    public static func number<Integer: BinaryInteger>(_ number: Integer) -> Self {
        if let signed = Int64(exactly: number) { return Self(.signed(signed)) }
        return Self(.unsigned(UInt64(clamping: number)))
    }

    /// A floating-point number, formatted for the viewer, for `%lf` and `%f`.
    public static func number(_ number: Double) -> Self { Self(.real(number)) }

    /// An instant, for an ICU MessageFormat message's `{when, date}`, `{when, time}` (with a style, a `::` skeleton
    /// or a pattern) or plain `{when}`: formatted for the viewer's locale, in the time zone their tag names with
    /// `-u-tz-` (`en-US-u-tz-usnyc`), else in UTC, never the server's; to the millisecond, as ICU reads an instant.
    ///
    /// ```swift
    /// try catalog.string(key: "push.due", arguments: ["task": "Review", "due": .date(deadline)])
    /// ```
    public static func date(_ date: Date) -> Self { Self(.date(date)) }

    /// A text, as ``text(_:)``.
    public init(stringLiteral value: String) { self.init(.text(value)) }

    /// An integer, as ``number(_:)-(Integer)``.
    public init(integerLiteral value: Int) { self.init(.signed(Int64(value))) }

    /// A floating-point number, as ``number(_:)-(Double)``.
    public init(floatLiteral value: Double) { self.init(.real(value)) }
}

extension MessageArgument.Value {
    /// Whether the value is the number 0, which a catalog's `zero` variant is for in every language (Apple's rule).
    var isZero: Bool {
        switch self {
        case .signed(let number): number == 0
        case .unsigned(let number): number == 0
        case .real(let number): number == 0
        default: false
        }
    }

    /// What the value is, in words, for an error.
    var kindDescription: String {
        switch self {
        case .userName: "a UserName"
        case .personName: "a PersonName"
        case .text: "a String"
        case .signed: "a signed integer"
        case .unsigned: "an unsigned integer"
        case .real: "a Double"
        case .date: "a Date"
        }
    }
}
