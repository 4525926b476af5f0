import Hummingbird
import NameFormat
import NameFormatHummingbird

// Serves GET /plain and GET /named on 127.0.0.1:PORT (first argument, default 8089). Both interpolate the same
// UserName and echo the bound tag; only /named runs behind NameContextMiddleware.
let port = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 8089
let user = UserName(displayName: "robb", fullName: "Robb Böhnke")

let router = Router()
router.get("plain") { _, _ in "\(user)|\(NameContext.current.localeTag)" }
router.group("named")
    .add(middleware: NameContextMiddleware())
    .get { _, _ in "\(user)|\(NameContext.current.localeTag)" }

let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
try await app.runService()
