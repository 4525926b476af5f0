/// What kind of problem an error of type `Failure` reports, such as ``LocaleTagError``'s `tooLong`.
///
/// Each error lists its kinds as static members (`LocaleTagError.Kind.tooLong`), so a kind of one error cannot be
/// compared with another's. Its description is the kind's name.
public struct NameFormatErrorKind<Failure: NameFormatError>: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    /// A kind named `name`, as the error's list of kinds writes it.
    package init(_ name: String) { self.name = name }

    /// The kind's name, such as `tooLong`.
    public var description: String { name }
}
