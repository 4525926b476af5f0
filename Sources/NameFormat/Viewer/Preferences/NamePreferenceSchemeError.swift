import Foundation

/// Why three private-use subtags make no ``NamePreferenceScheme``.
///
/// ```swift
/// do { _ = try NamePreferenceScheme(fullName: .gnfirst) } catch { print(error) }
/// // The private-use subtag "gnfirst" is both fullName and givenFirst; each preference needs its own subtag.
/// ```
public struct NamePreferenceSchemeError: NameFormatError {
    /// What is wrong.
    public let kind: Kind

    /// The subtag given more than once.
    public let subtag: PrivateUseSubtag

    /// The parameters of ``NamePreferenceScheme/init(fullName:givenFirst:surnameFirst:)`` that share ``subtag``, in
    /// the initializer's order: two or three of `fullName`, `givenFirst` and `surnameFirst`.
    public let preferences: [String]

    init(collidingSubtag subtag: PrivateUseSubtag, preferences: [String]) {
        self.kind = .collidingSubtags
        self.subtag = subtag
        self.preferences = preferences
    }

    /// A sentence that names the subtag and the preferences that share it.
    public var description: String {
        let names =
            preferences.count == 2
            ? "\(preferences[0]) and \(preferences[1])"
            : preferences.dropLast().joined(separator: ", ") + " and " + (preferences.last ?? "")
        return "The private-use subtag \"\(subtag)\" is \(preferences.count == 2 ? "both" : "all of") \(names); "
            + "each preference needs its own subtag."
    }

}

extension NameFormatErrorKind where Failure == NamePreferenceSchemeError {
    /// One subtag is given for two or more preferences, so a locale carrying it could not say which it meant.
    public static var collidingSubtags: Self { Self("collidingSubtags") }
}
