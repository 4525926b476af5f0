public import Hummingbird
import NameFormat

/// `POST /check` with a proposed display name as the body: the look-alike and validation result against the
/// existing members.
struct CheckRoutes: Sendable {
    /// Larger bodies are refused unread; the validation itself reads at most
    /// 4,096 bytes.
    static let maximumBodyBytes = 64 * 1024

    let database: DirectoryDatabase
    let validation: DisplayNameValidation

    func add(to group: RouterGroup<DirectoryRequestContext>) {
        group.post("check", use: check)
    }

    @Sendable func check(_ request: Request, context: DirectoryRequestContext) async throws -> NameCheckResult {
        let displayName = try await request.utf8Body(upTo: Self.maximumBodyBytes)
        return NameCheckResult(checking: displayName, against: try await database.members(), validation: validation)
    }
}

extension NameCheckResult: ResponseEncodable {}
