/// One member as first stored: names and the member's own viewing preference.
struct SeedUser: Sendable {
    let id: Int
    let displayName: String
    /// The full name as one string, in the order of the name's language; the fallback when parts are missing.
    let fullName: String
    let given: String
    let surname: String
    /// The BCP 47 tag of the name's own language, such as `ja`.
    let nameLocale: String
    /// The member's viewing preference: a BCP 47 tag with private-use subtags, such as `en-US-x-linearf`.
    let preference: String
}

extension SeedUser {
    /// Every seeded member, ids from 1: the groups' members, then the look-alike display names, then one display
    /// name that is markup, so that the page's escaping is seen to work.
    static let all: [SeedUser] = {
        var users: [SeedUser] = []
        for group in SeedGroup.all {
            for index in 0..<group.count {
                users.append(member(index, of: group, id: users.count + 1))
            }
        }
        for lookAlike in lookAlikes {
            let (display, given, surname, locale, preference) = lookAlike
            users.append(
                SeedUser(
                    id: users.count + 1,
                    displayName: display,
                    fullName: "\(given) \(surname)",
                    given: given,
                    surname: surname,
                    nameLocale: locale,
                    preference: preference
                )
            )
        }
        users.append(
            SeedUser(
                id: users.count + 1,
                displayName: "<img src=x onerror=alert(1)>",
                fullName: "Mallory Example",
                given: "Mallory",
                surname: "Example",
                nameLocale: "en",
                preference: "en-US"
            )
        )
        return users
    }()

    /// The `index`th member of `group`: given name `index % n` with a surname that moves on each round, so no full
    /// name repeats, and one of three display name styles (`dmytro.k`, `Дмитро`, `dmytro_kovalchuk`) that differs
    /// between the members who share a given name.
    private static func member(_ index: Int, of group: SeedGroup, id: Int) -> SeedUser {
        let round = index / group.given.count
        let given = group.given[index % group.given.count]
        let surname = group.surnames[(index % group.given.count + round) % group.surnames.count]
        let displayName =
            switch index % 3 {
            case 0: "\(given.handle).\(surname.handle.prefix(1))"
            case 1: given.name
            default: "\(given.handle)_\(surname.handle)"
            }
        let fullName =
            switch group.order {
            case .givenFirst: "\(given.name) \(surname.name)"
            case .surnameFirst: "\(surname.name)\(given.name)"
            }
        return SeedUser(
            id: id,
            displayName: displayName,
            fullName: fullName,
            given: given.name,
            surname: surname.name,
            nameLocale: group.locale,
            preference: group.preferences[index % group.preferences.count]
        )
    }

    /// Pairs of display names that look alike: each first one in Latin, each second one with Cyrillic or Greek
    /// letters in it (`аdmin` starts with U+0430 CYRILLIC SMALL LETTER A), or wholly Cyrillic (`сосо`).
    private static let lookAlikes: [(String, String, String, String, String)] = [
        ("admin", "Ada", "Minter", "en", "en-US-x-linearf"),
        ("\u{430}dmin", "Аркадій", "Мельничук", "uk", "uk-x-linearf"),
        ("robb", "Robb", "Böhnke", "de", "de-x-linearf"),
        ("r\u{3BF}bb", "Ροβέρτος", "Μπέκας", "el", "el"),
        ("maria", "María", "Castillo", "es", "es-x-linearf"),
        ("m\u{430}ria", "Марія", "Коваль", "uk", "uk"),
        ("nikos", "Νίκος", "Ανδρέου", "el", "el-x-linearf"),
        ("n\u{456}kos", "Микола", "Сидоренко", "uk", "uk-x-linearf"),
        ("sara", "Sara", "Lindqvist", "sv", "sv-x-linearf"),
        ("\u{455}ara", "Сара", "Руденко", "uk", "uk"),
        ("yuki", "Yuki", "Ono", "en", "ja-x-linearf"),
        ("\u{443}uki", "Юлія", "Ткаченко", "uk", "uk-x-linearf"),
        ("coco", "Coco", "Martin", "fr", "fr-x-linearf"),
        ("\u{441}\u{43E}\u{441}\u{43E}", "Софія", "Олійник", "uk", "uk"),
    ]
}
