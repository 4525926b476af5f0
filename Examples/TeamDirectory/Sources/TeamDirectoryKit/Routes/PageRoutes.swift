import Hummingbird
import Mustache
import NameFormat
import NameFormatMessages

/// `GET /[?as=ID][&q=…]`: the directory's HTML page for the viewer.
struct PageRoutes: Sendable {
    let database: DirectoryDatabase
    /// The page's text.
    let catalog: StringCatalog
    /// The page's templates.
    let templates: MustacheLibrary

    func add(to group: RouterGroup<DirectoryRequestContext>) {
        group.get("/", use: page)
    }

    @Sendable func page(_ request: Request, context: DirectoryRequestContext) async throws -> Response {
        let members = try await database.members()
        let query = request.formValue("q") ?? ""
        // The resolver has already refused an `as` that is not a member's id.
        let signedInID = request.formValue("as").flatMap { Int($0) }
        let list = MemberList(members: members)
        let everyone = try list.entries()
        var entries = everyone
        var searchError: String?
        if !query.isEmpty {
            do {
                entries = try list.entries(matching: query)
            } catch {
                searchError = error.description
                entries = []
            }
        }
        let page = DirectoryPage(
            viewer: NameContext.current,
            catalog: catalog,
            signedIn: members.first { $0.id == signedInID },
            query: query,
            searchError: searchError,
            entries: entries,
            everyone: everyone,
            preferences: Dictionary(members.map { ($0.id, $0.preference) }, uniquingKeysWith: { first, _ in first }),
            nameLanguages: Dictionary(
                members.compactMap { member in
                    member.name.personName?.locale.map { (member.id, $0) }
                },
                uniquingKeysWith: { first, _ in first }
            ),
            message: DirectoryPage.message(
                names: Dictionary(members.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first }),
                memberCount: members.count
            )
        )
        return Response(
            status: .ok,
            headers: [.contentType: "text/html; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: page.html(from: templates)))
        )
    }
}
