import Hummingbird
import NameFormat

/// `GET /users/{id}` and `GET /members[?q=…]`: names formatted for the viewer the middleware bound.
struct MemberRoutes: Sendable {
    let database: DirectoryDatabase

    func add(to group: RouterGroup<DirectoryRequestContext>) {
        group.get("users/:id", use: user)
        group.get("members", use: members)
    }

    /// One member's name, as `{"id", "name", "field"}`.
    @Sendable func user(_ request: Request, context: DirectoryRequestContext) async throws -> ShownName {
        let id = try context.parameters.memberID()
        guard let member = try await database.member(id: id) else {
            throw HTTPError(.notFound, message: "No member has the id \(id).")
        }
        return ShownName(member)
    }

    /// Every member's name in the viewer's collation order; with `?q=`, only those the query matches, with the
    /// matches' ranges. An empty `q` lists everyone, as an empty search box does.
    @Sendable func members(_ request: Request, context: DirectoryRequestContext) async throws -> [ShownName] {
        let query = request.formValue("q").flatMap { $0.isEmpty ? nil : $0 }
        let list = MemberList(members: try await database.members())
        do {
            return try list.shownNames(matching: query)
        } catch {
            throw HTTPError(.badRequest, message: error.description)
        }
    }
}
