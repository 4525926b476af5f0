/// Which private-use subtags carry which name preference.
///
/// The default scheme reads `linearf` as "prefer full names", `gnfirst` as "every name given name first" and
/// `snfirst` as "every name surname first". An application that already uses its own subtags names them here
/// instead of forking the library:
///
/// ```swift
/// let scheme = try NamePreferenceScheme(fullName: PrivateUseSubtag("myappfn"))
/// let style = UserName.FormatStyle(locale: Locale(identifier: "en-x-myappfn"), scheme: scheme)
/// ```
///
/// Each preference needs its own subtag: a scheme in which two share one cannot be made, because a locale carrying
/// that subtag could not say which it meant (and `settingNamePreferences` would read back a different preference).
public struct NamePreferenceScheme: Hashable, Sendable, Codable {
    /// The subtag that means "show full names instead of display names". Defaults to `linearf`.
    public let fullName: PrivateUseSubtag

    /// The subtag that means "show every person name given name first". Defaults to `gnfirst`.
    public let givenFirst: PrivateUseSubtag

    /// The subtag that means "show every person name surname first". Defaults to `snfirst`.
    public let surnameFirst: PrivateUseSubtag

    /// The scheme this package uses unless told otherwise: `linearf`, `gnfirst` and `snfirst`.
    public static let `default` = NamePreferenceScheme(trusted: .linearf, .gnfirst, .snfirst)

    /// Creates a scheme.
    ///
    /// ```swift
    /// let scheme = try NamePreferenceScheme(surnameFirst: PrivateUseSubtag("famfirst"))
    /// ```
    ///
    /// - Parameters:
    ///   - fullName: The subtag that means "prefer full names".
    ///   - givenFirst: The subtag that means "every name given name first".
    ///   - surnameFirst: The subtag that means "every name surname first".
    /// - Throws: ``NamePreferenceSchemeError`` naming the subtag and the preferences when two or three of them are
    ///   the same subtag (compared case-insensitively, as subtags are), such as `fullName: .gnfirst` with the
    ///   default `givenFirst`.
    public init(
        fullName: PrivateUseSubtag = .linearf,
        givenFirst: PrivateUseSubtag = .gnfirst,
        surnameFirst: PrivateUseSubtag = .snfirst
    ) throws(NamePreferenceSchemeError) {
        let named = [("fullName", fullName), ("givenFirst", givenFirst), ("surnameFirst", surnameFirst)]
        for (_, subtag) in named {
            let sharing = named.filter { $0.1 == subtag }
            if sharing.count > 1 {
                throw NamePreferenceSchemeError(collidingSubtag: subtag, preferences: sharing.map(\.0))
            }
        }
        self.init(trusted: fullName, givenFirst, surnameFirst)
    }

    /// A scheme from three subtags known to differ.
    private init(trusted fullName: PrivateUseSubtag, _ givenFirst: PrivateUseSubtag, _ surnameFirst: PrivateUseSubtag) {
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
    ///
    /// - Throws: `DecodingError.dataCorrupted` with the ``NamePreferenceSchemeError`` message when two preferences
    ///   share a subtag.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let fullName = try container.decodeIfPresent(PrivateUseSubtag.self, forKey: .fullName) ?? .linearf
        let givenFirst = try container.decodeIfPresent(PrivateUseSubtag.self, forKey: .givenFirst) ?? .gnfirst
        let surnameFirst = try container.decodeIfPresent(PrivateUseSubtag.self, forKey: .surnameFirst) ?? .snfirst
        do {
            try self.init(fullName: fullName, givenFirst: givenFirst, surnameFirst: surnameFirst)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: error.description,
                    underlyingError: error
                )
            )
        }
    }
}
