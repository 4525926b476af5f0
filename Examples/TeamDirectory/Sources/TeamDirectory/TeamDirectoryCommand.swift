import ArgumentParser
import Hummingbird
import TeamDirectoryKit

/// `TeamDirectory [--host H] [--port N] [--database PATH]`: serves the team directory.
@main
struct TeamDirectoryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "TeamDirectory",
        abstract: "Serve a small team directory whose names are formatted for each viewer.",
        discussion: """
            The database file is created and seeded with 231 members on first run. Open http://HOST:PORT/ in a \
            browser; the JSON endpoints are GET /users/{id}, GET /members[?q=], POST /render[?format=] and \
            POST /check. Add ?as=ID to view as a member, or send Accept-Language.
            """
    )

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on.")
    var port = 8080

    @Option(help: ArgumentHelp("The SQLite database file; created and seeded when missing.", valueName: "path"))
    var database = "TeamDirectory.sqlite"

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port \(port) is not a port: use 0 to 65535.")
        }
    }

    /// Serves until SIGTERM or SIGINT, then lets the server finish its requests, closes the database and exits 0.
    func run() async throws {
        let directory = try await DirectoryDatabase.open(path: database)
        let count: Int
        do {
            count = try await directory.memberCount()
        } catch {
            try? await directory.close()
            throw error
        }
        print("Team directory: \(count) members from \(database), on http://\(host):\(port)/")
        // The application's service group closes the database after the server (see `DirectoryDatabase.run()`).
        try await TeamDirectoryApp.application(database: directory, host: host, port: port).runService()
    }
}
