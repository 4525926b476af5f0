import Hummingbird
import NameFormat

/// `POST /render?format=text|markdown|html`: a message template with mentions (`<@12>`) rendered for the viewer.
struct MentionRoutes: Sendable {
    /// The largest template accepted.
    static let maximumTemplateBytes = 1 << 20

    let database: DirectoryDatabase

    func add(to group: RouterGroup<DirectoryRequestContext>) {
        group.post("render", use: render)
    }

    @Sendable func render(_ request: Request, context: DirectoryRequestContext) async throws -> Response {
        var format = MentionOutputFormat.text
        if let name = request.formValue("format") {
            guard let named = MentionOutputFormat(rawValue: name) else {
                throw HTTPError(
                    .badRequest,
                    message: "?format=\(QuotedInput(name)) is not a format: use text, markdown or html."
                )
            }
            format = named
        }
        let template = try await request.utf8Body(upTo: Self.maximumTemplateBytes)
        let users = try await MentionDirectory(database: database)
        let text = MentionRenderer().render(template, users: users, as: format)
        let contentType =
            switch format {
            case .text: "text/plain; charset=utf-8"
            case .markdown: "text/markdown; charset=utf-8"
            case .html: "text/html; charset=utf-8"
            }
        return Response(
            status: .ok,
            headers: [.contentType: contentType],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text))
        )
    }
}
