public import NameFormat
import SQLiteNIO

/// The directory's SQLite database: the members, and for the load comparison, each name pre-formatted for one
/// viewer.
///
/// Opening a database with no members creates the table and seeds it (see ``SeedUser``). One connection serves
/// every request; SQLite is built thread-safe, and each query runs on NIO's thread pool.
public struct DirectoryDatabase: Sendable {
    /// The viewer the `baseline_*` columns are formatted for.
    public static let baselineViewer = try! LocaleTag("en-US-x-linearf")

    private let connection: SQLiteConnection

    private init(connection: SQLiteConnection) {
        self.connection = connection
    }

    /// Opens the database at `path`, creating and seeding it when it has no members.
    ///
    /// - Parameter path: The database file, or `nil` for a database in memory (for tests).
    /// - Returns: The open database.
    /// - Throws: ``DirectoryDatabaseError`` naming the file when it cannot be opened or set up.
    public static func open(path: String?) async throws(DirectoryDatabaseError) -> DirectoryDatabase {
        let database: DirectoryDatabase
        do {
            database = DirectoryDatabase(
                connection: try await SQLiteConnection.open(storage: path.map { .file(path: $0) } ?? .memory)
            )
        } catch {
            throw DirectoryDatabaseError(path: path, reason: "cannot be opened: \(error)")
        }
        do {
            try await database.createSchema()
            if try await database.memberCount() == 0 {
                try await database.seed()
            }
        } catch {
            throw DirectoryDatabaseError(path: path, reason: "cannot be set up: \(error)")
        }
        return database
    }

    /// Closes the connection.
    public func close() async throws {
        try await connection.close()
    }

    /// How many members there are.
    public func memberCount() async throws -> Int {
        let rows = try await connection.query("SELECT count(*) AS n FROM users")
        return rows.first?.column("n")?.integer ?? 0
    }

    /// The member with `id`, or `nil`.
    public func member(id: Int) async throws -> Member? {
        let rows = try await connection.query("\(Self.memberColumns) WHERE id = ?", [.integer(id)])
        var preferences: [String: LocaleTag] = [:]
        return try rows.first.map { try Self.member(from: $0, preferences: &preferences) }
    }

    /// Every member, by id.
    public func members() async throws -> [Member] {
        let rows = try await connection.query("\(Self.memberColumns) ORDER BY id")
        // Members share a few dozen preferences: each is parsed once, where parsing them all was a sixth of
        // `GET /members`.
        var preferences: [String: LocaleTag] = [:]
        preferences.reserveCapacity(64)
        return try rows.map { try Self.member(from: $0, preferences: &preferences) }
    }

    /// The member's name as stored pre-formatted for ``baselineViewer``, or `nil`.
    public func baselineName(id: Int) async throws -> ShownName? {
        let rows = try await connection.query(
            "SELECT id, baseline_name, baseline_field FROM users WHERE id = ?",
            [.integer(id)]
        )
        return rows.first.map(Self.baselineName(from:))
    }

    /// Every member's name as stored pre-formatted for ``baselineViewer``, in that viewer's order.
    public func baselineNames() async throws -> [ShownName] {
        try await connection.query("SELECT id, baseline_name, baseline_field FROM users ORDER BY baseline_rank")
            .map(Self.baselineName(from:))
    }

    private static let memberColumns = """
        SELECT id, display_name, full_name, given, surname, name_locale, preference, display_skeleton FROM users
        """

    /// The member in `row`, its preference parsed or taken from `preferences`, which keeps each one parsed.
    private static func member(from row: SQLiteRow, preferences: inout [String: LocaleTag]) throws -> Member {
        let id = row.column("id")?.integer ?? 0
        let given = row.column("given")?.string
        let surname = row.column("surname")?.string
        let personName =
            given == nil && surname == nil
            ? nil
            : PersonName(
                given: given,
                surname: surname,
                // A stored locale that is no longer a tag counts as none, as formatting would count it.
                locale: row.column("name_locale")?.string.flatMap { try? LocaleTag($0) }
            )
        let preference = row.column("preference")?.string ?? ""
        let tag: LocaleTag
        if let parsed = preferences[preference] {
            tag = parsed
        } else {
            do {
                tag = try LocaleTag(preference)
            } catch {
                throw DirectoryDatabaseError(path: nil, reason: "member \(id) has a bad preference: \(error)")
            }
            preferences[preference] = tag
        }
        return Member(
            id: id,
            name: UserName(
                displayName: row.column("display_name")?.string ?? "",
                fullName: row.column("full_name")?.string ?? "",
                personName: personName
            ),
            preference: tag,
            displayNameSkeleton: ConfusableSkeleton(rawValue: row.column("display_skeleton")?.string ?? "")
        )
    }

    private static func baselineName(from row: SQLiteRow) -> ShownName {
        ShownName(
            id: row.column("id")?.integer ?? 0,
            name: row.column("baseline_name")?.string ?? "",
            field: row.column("baseline_field")?.string.flatMap(UserName.Field.init(rawValue:)) ?? .displayName
        )
    }

    private func createSchema() async throws {
        _ = try await connection.query(
            """
            CREATE TABLE IF NOT EXISTS users (
                id INTEGER PRIMARY KEY,
                display_name TEXT NOT NULL,
                full_name TEXT NOT NULL,
                given TEXT,
                surname TEXT,
                name_locale TEXT,
                preference TEXT NOT NULL,
                display_skeleton TEXT NOT NULL,
                baseline_name TEXT NOT NULL,
                baseline_field TEXT NOT NULL,
                baseline_rank INTEGER NOT NULL
            )
            """
        )
        _ = try await connection.query("CREATE INDEX IF NOT EXISTS users_baseline_rank ON users (baseline_rank)")
    }

    /// Inserts ``SeedUser/all`` in one transaction, with each name formatted for ``baselineViewer`` and its rank
    /// in that viewer's order.
    private func seed() async throws {
        var rows: [(user: SeedUser, name: UserName, preference: LocaleTag, skeleton: ConfusableSkeleton)] = []
        for user in SeedUser.all {
            let name = UserName(
                displayName: user.displayName,
                fullName: user.fullName,
                personName: PersonName(given: user.given, surname: user.surname, locale: try LocaleTag(user.nameLocale))
            )
            rows.append((user, name, try LocaleTag(user.preference), try ConfusableSkeleton(user.displayName)))
        }
        let members = rows.map {
            Member(id: $0.user.id, name: $0.name, preference: $0.preference, displayNameSkeleton: $0.skeleton)
        }
        let baseline = try withNameLocale(NameContext(locale: Self.baselineViewer)) {
            try MemberList(members: members).shownNames()
        }
        let ranks = Dictionary(uniqueKeysWithValues: baseline.enumerated().map { ($1.id, $0) })
        let byID = Dictionary(uniqueKeysWithValues: baseline.map { ($0.id, $0) })

        _ = try await connection.query("BEGIN")
        do {
            for row in rows {
                let user = row.user
                guard let shown = byID[user.id], let rank = ranks[user.id] else { continue }
                _ = try await connection.query(
                    """
                    INSERT INTO users (id, display_name, full_name, given, surname, name_locale, preference,
                        display_skeleton, baseline_name, baseline_field, baseline_rank)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                    [
                        .integer(user.id), .text(user.displayName), .text(user.fullName), .text(user.given),
                        .text(user.surname), .text(user.nameLocale), .text(row.preference.identifier),
                        .text(row.skeleton.rawValue), .text(shown.name), .text(shown.field.rawValue), .integer(rank),
                    ]
                )
            }
            _ = try await connection.query("COMMIT")
        } catch {
            _ = try? await connection.query("ROLLBACK")
            throw error
        }
    }
}
