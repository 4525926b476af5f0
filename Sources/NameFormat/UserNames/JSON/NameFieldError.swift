import Foundation

/// Why the keys and values of a name's JSON form make no name (see ``NameFields``).
///
/// The description is the message every reader shows: `namefmt` prints it for a bad line, and the `Codable`
/// conformances of ``UserName`` and ``PersonName`` put it in their `DecodingError`.
package enum NameFieldError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// A key's value is neither a string nor `null`; `found` says what it is, such as `a number`.
    case notAString(NameKey, found: String)
    /// `preferredOrder` is a string other than `givenFirst` and `surnameFirst`.
    case unknownOrder(String)
    /// The object has no name to show: no display name, full name, given name or surname that is not blank
    /// (``UserName/hasNameToShow``). `hasBlankName` tells whether one of those keys was there with a blank value.
    case noNameToShow(hasBlankName: Bool)

    /// The longest part of a bad value a message quotes, in Unicode scalars.
    static let quotedValueLimit = 40

    /// The same sentence as ``description``, so that `localizedDescription` shows it rather than Foundation's
    /// "The operation could not be completed".
    package var errorDescription: String? { description }

    package var description: String {
        switch self {
        case .notAString(let key, let found):
            return "\"\(key.rawValue)\" must be a string, found \(found)"
        case .unknownOrder(let value):
            let orders = PersonName.Order.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
            let quoted = InputQuoting.quoted(value, limit: Self.quotedValueLimit, showingLength: false)
            return "\"\(NameKey.preferredOrder.rawValue)\" must be \(orders), found \(quoted)"
        case .noNameToShow(let hasBlankName):
            let keys = NameFields.nameToShowKeys.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            return "the object has none of \(keys)" + (hasBlankName ? " that is not blank" : "")
        }
    }
}
