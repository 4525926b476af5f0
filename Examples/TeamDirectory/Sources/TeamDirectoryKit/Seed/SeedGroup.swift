/// Given names and surnames of one writing system, from which ``SeedUsers`` makes realistic members.
///
/// Each given name and surname has an ASCII handle beside it, for display names such as `dmitri.i`. The members of
/// a group take each given name in turn, each time with another surname, so no two members share a full name.
struct SeedGroup: Sendable {
    /// How full names are written in this group's language: given name first with a space, or surname first
    /// without one (Chinese, Japanese and Korean).
    enum FullNameOrder: Sendable {
        case givenFirst
        case surnameFirst
    }

    /// The BCP 47 tag of the names' own locale, such as `ru`.
    let locale: String
    let order: FullNameOrder
    /// Given names and their ASCII handles.
    let given: [(name: String, handle: String)]
    /// Surnames and their ASCII handles.
    let surnames: [(name: String, handle: String)]
    /// The viewing preferences the group's members hold in turn (BCP 47 tags with the private-use subtags).
    let preferences: [String]
    /// How many members to make: at most three for each given name, so that each display name style is used once
    /// per given name.
    let count: Int
}
