public import Foundation

/// What the package's errors share: a ``kind`` to compare, and a sentence that names the bad input, escaped.
///
/// Each error is a struct, not an enum, so that a kind added later breaks no caller's `switch`: compare ``kind``
/// with the kinds the error lists, and show `description` (or `localizedDescription`, which is the same sentence)
/// to whoever supplied the input.
///
/// ```swift
/// do {
///     _ = try LocaleTag(field)
/// } catch where error.kind == .tooLong {
///     print(error)  // The locale identifier "…" is 180 bytes long; the most is 150.
/// }
/// ```
///
/// ``LocaleTagError``, ``PrivateUseSubtagError``, ``NamePreferenceSchemeError``, ``MentionSyntaxError``,
/// ``NameSearchError``, ``DisplayNameProblem``, and NameFormatMessages' `MessageCatalogError` and `MessageError`
/// conform, and each lists its kinds as static members of ``Kind``.
public protocol NameFormatError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// What kind of problem this is; `description` says exactly what.
    var kind: Kind { get }
}

extension NameFormatError {
    /// The kinds of problem this error reports, such as `LocaleTagError.Kind.tooLong`: a struct, not an enum, so
    /// that a kind added later breaks no caller's `switch`.
    public typealias Kind = NameFormatErrorKind<Self>

    /// The same sentence as `description`, so that `localizedDescription` shows it rather than Foundation's
    /// "The operation could not be completed".
    public var errorDescription: String? { description }
}
