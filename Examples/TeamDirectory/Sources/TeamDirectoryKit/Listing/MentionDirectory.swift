import NameFormat

/// The members by id as mentions write it (`<@12>`), for ``NameFormat/MentionRenderer``.
struct MentionDirectory: MentionResolver, Sendable {
    private let names: [String: UserName]

    init(members: [Member]) {
        names = Dictionary(members.map { (String($0.id), $0.name) }, uniquingKeysWith: { first, _ in first })
    }

    init(database: DirectoryDatabase) async throws {
        self.init(members: try await database.members())
    }

    func userName(forID id: String) -> UserName? {
        names[id]
    }
}
