/// Which private-use subtags carry which name preference.
///
/// The default scheme reads `linearf` as "prefer full names", `gnfirst` as "every name given name first" and
/// `snfirst` as "every name surname first". An application that already uses its own subtags names them here
/// instead of forking the library:
///
/// ```swift
/// let scheme = NamePreferenceScheme(fullName: try PrivateUseSubtag("myappfn"))
/// let style = UserName.FormatStyle(locale: Locale(identifier: "en-x-myappfn"), scheme: scheme)
/// ```
public struct NamePreferenceScheme: Hashable, Sendable, Codable {
    /// The subtag that means "show full names instead of display names". Defaults to `linearf`.
    public var fullName: PrivateUseSubtag

    /// The subtag that means "show every person name given name first". Defaults to `gnfirst`.
    public var givenFirst: PrivateUseSubtag

    /// The subtag that means "show every person name surname first". Defaults to `snfirst`.
    public var surnameFirst: PrivateUseSubtag

    /// The scheme this package uses unless told otherwise: `linearf`, `gnfirst` and `snfirst`.
    public static let `default` = NamePreferenceScheme()

    /// Creates a scheme.
    ///
    /// - Parameters:
    ///   - fullName: The subtag that means "prefer full names".
    ///   - givenFirst: The subtag that means "every name given name first".
    ///   - surnameFirst: The subtag that means "every name surname first".
    public init(
        fullName: PrivateUseSubtag = .linearf,
        givenFirst: PrivateUseSubtag = .gnfirst,
        surnameFirst: PrivateUseSubtag = .snfirst
    ) {
        self.fullName = fullName
        self.givenFirst = givenFirst
        self.surnameFirst = surnameFirst
    }

    /// The three subtags, full name first.
    var subtags: [PrivateUseSubtag] { [fullName, givenFirst, surnameFirst] }

    private enum CodingKeys: String, CodingKey {
        case fullName, givenFirst, surnameFirst
    }

    /// Decodes a scheme; a missing subtag takes its default.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            fullName: try container.decodeIfPresent(PrivateUseSubtag.self, forKey: .fullName) ?? .linearf,
            givenFirst: try container.decodeIfPresent(PrivateUseSubtag.self, forKey: .givenFirst) ?? .gnfirst,
            surnameFirst: try container.decodeIfPresent(PrivateUseSubtag.self, forKey: .surnameFirst) ?? .snfirst
        )
    }
}
