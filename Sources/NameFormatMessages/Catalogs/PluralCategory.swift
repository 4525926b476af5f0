import NameFormat

/// A CLDR plural category, as ICU's plural rules choose one for a number.
enum PluralCategory: Int, CaseIterable, Hashable, Sendable {
    case zero, one, two, few, many, other

    /// Each category's name in a catalog, in the order of ``allCases``.
    static let names = ["zero", "one", "two", "few", "many", "other"]

    /// The category a catalog names with `name` (`one`), or `nil`.
    init?(name: String) {
        switch name {
        case "zero": self = .zero
        case "one": self = .one
        case "two": self = .two
        case "few": self = .few
        case "many": self = .many
        case "other": self = .other
        default: return nil
        }
    }
}
