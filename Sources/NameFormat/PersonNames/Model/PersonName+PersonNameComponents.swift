public import Foundation

extension PersonName {
    /// Creates a name from Foundation's `PersonNameComponents`.
    ///
    /// `namePrefix` becomes ``title``, `givenName` ``given``, `middleName` ``given2``, `familyName` ``surname``,
    /// `nickname` ``givenInformal`` and `nameSuffix` ``credentials`` (Foundation has one suffix field for what
    /// CLDR splits into generation and credentials).
    ///
    /// - Parameters:
    ///   - components: The Foundation name.
    ///   - locale: The name's own locale, if known: a ``LocaleTag``, a Foundation `Locale` or a ``NameContext``.
    public init(_ components: PersonNameComponents, locale: (some LocaleTagConvertible)? = LocaleTag?.none) {
        self.init(
            title: components.namePrefix,
            given: components.givenName,
            givenInformal: components.nickname,
            given2: components.middleName,
            surname: components.familyName,
            credentials: components.nameSuffix,
            locale: locale
        )
    }
}

extension PersonNameComponents {
    /// Creates Foundation name components from a ``PersonName``.
    ///
    /// ``PersonName/surname`` (or the prefix and core joined) becomes `familyName`, ``PersonName/given2``
    /// `middleName`, and ``PersonName/generation`` and ``PersonName/credentials`` are joined with a space into
    /// `nameSuffix`. `surname2` is appended to `familyName`, which has no second field.
    ///
    /// - Parameter name: The name to convert.
    public init(_ name: PersonName) {
        self.init()
        name.storage.withFields { fields in
            namePrefix = fields.title.map(NameBytes.string)
            givenName = fields.given.map(NameBytes.string)
            nickname = fields.givenInformal.map(NameBytes.string)
            middleName = fields.given2.map(NameBytes.string)
            let family = [fields.plainSurname, fields.surname2].compactMap { $0.map(NameBytes.string) }
            familyName = family.isEmpty ? nil : family.joined(separator: " ")
            nameSuffix = fields.suffix
        }
    }
}
