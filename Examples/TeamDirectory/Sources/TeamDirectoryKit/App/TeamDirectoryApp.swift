public import Hummingbird
public import NameFormat
import NameFormatHummingbird
public import NameFormatMessages

/// Builds the team directory's router and server.
///
/// ```swift
/// let database = try await DirectoryDatabase.open(path: "TeamDirectory.sqlite")
/// try await TeamDirectoryApp.application(database: database, host: "127.0.0.1", port: 8080).runService()
/// ```
public enum TeamDirectoryApp {
    /// The viewer when a request names none: English, display names.
    public static let fallbackViewer = NameContext(locale: try! LocaleTag("en-US"))

    /// The routes: every route but the baselines behind ``NameFormatHummingbird/NameContextMiddleware``, which binds
    /// the viewer ``ViewerResolver`` finds. The page's templates are read and parsed when the router is made.
    ///
    /// - Parameters:
    ///   - database: The members.
    ///   - fallback: The viewer when a request names none.
    ///   - catalog: The page's text; the bundled catalog, read when the router is made, by default.
    public static func router(
        database: DirectoryDatabase,
        fallback: NameContext = fallbackViewer,
        catalog: StringCatalog = DirectoryText.catalog
    ) -> Router<DirectoryRequestContext> {
        let router = Router(context: DirectoryRequestContext.self)
        // First, so that it wraps every route and the router's own 404.
        router.add(middleware: ErrorMessageMiddleware())
        let viewed = router.group().add(middleware: ViewerResolver(database: database, fallback: fallback).middleware)
        PageRoutes(database: database, catalog: catalog, templates: DirectoryTemplates.library).add(to: viewed)
        MemberRoutes(database: database).add(to: viewed)
        MentionRoutes(database: database).add(to: viewed)
        CheckRoutes(database: database, validation: DisplayNameValidation()).add(to: viewed)
        BaselineRoutes(database: database).add(to: router.group("baseline"))
        return router
    }

    /// The server on `host` and `port`, with `database` as a service of its group: `runService()` stops on SIGTERM or
    /// SIGINT, lets the server finish its requests, then closes the database.
    ///
    /// - Parameters:
    ///   - database: The members; the application closes it when it stops.
    ///   - host: The address to listen on, such as `127.0.0.1`.
    ///   - port: The port; 0 picks a free one.
    public static func application(
        database: DirectoryDatabase,
        host: String,
        port: Int
    ) -> some ApplicationProtocol {
        Application(
            router: router(database: database),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "TeamDirectory"),
            services: [database]
        )
    }
}
