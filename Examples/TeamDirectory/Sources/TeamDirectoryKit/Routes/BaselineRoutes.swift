import Hummingbird

/// `GET /baseline/users/{id}` and `GET /baseline/members`: the same JSON as ``MemberRoutes`` from names stored
/// pre-formatted for one viewer (``DirectoryDatabase/baselineViewer``), with no viewer resolved and nothing
/// formatted or sorted per request. The load comparison's baseline; not for clients.
struct BaselineRoutes: Sendable {
    let database: DirectoryDatabase

    func add(to group: RouterGroup<DirectoryRequestContext>) {
        group.get("users/:id", use: user)
        group.get("members", use: members)
    }

    @Sendable func user(_ request: Request, context: DirectoryRequestContext) async throws -> ShownName {
        let id = try context.parameters.memberID()
        guard let name = try await database.baselineName(id: id) else {
            throw HTTPError(.notFound, message: "No member has the id \(id).")
        }
        return name
    }

    @Sendable func members(_ request: Request, context: DirectoryRequestContext) async throws -> [ShownName] {
        try await database.baselineNames()
    }
}
