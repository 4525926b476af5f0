import NameFormat

/// Locales and what the viewer of each sees of `UserName.robb` (TestSupport), for the table tests of both frameworks.
enum Viewers {
    /// An identifier, in any spelling `LocaleTag` reads, and the name its viewer sees.
    static let cases: [(identifier: String, expected: String)] = [
        ("en-US-x-linearf", "Robb Böhnke"),
        ("EN_us@x=LinearF", "Robb Böhnke"),
        ("x-linearf", "Robb Böhnke"),
        ("de-CH-u-ca-buddhist-x-linearf", "Robb Böhnke"),
        ("en-US", "robb"),
        ("ja-JP-x-gnfirst", "robb"),
        ("und", "robb"),
    ]

    /// Identifiers that are not valid tags, and the `LocaleTagError` message each must fail a test with.
    static let invalid: [(identifier: String, message: String)] = [
        ("en--US", #""en--US" is not a well-formed locale: it has an empty subtag after "en"."#),
        ("", #"The locale is empty: give a BCP 47 tag such as "en-US" or "en-US-x-linearf"."#),
        ("en-US-x", #""en-US-x" is not a well-formed locale: the private-use marker "x" has no subtags after it."#),
    ]

    /// A scheme in which `myfn`, not `linearf`, means "prefer full names".
    static let appScheme = try! NamePreferenceScheme(fullName: PrivateUseSubtag("myfn"))
}
