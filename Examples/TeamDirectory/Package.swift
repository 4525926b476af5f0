// swift-tools-version: 6.1

import PackageDescription

// A small team directory that serves people's names formatted for whoever is viewing them. A package of its own,
// so that the root package builds neither Hummingbird nor SQLite.
let package = Package(
    name: "TeamDirectory",
    dependencies: [
        // The `name:` keeps the reference working from a clone in a differently named folder.
        // The page is rendered from swift-mustache templates, with names and messages through the Mustache trait.
        .package(name: "swift-namefmt", path: "../..", traits: ["Hummingbird", "Mustache"]),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        // SQLite vendored in the package, so a fresh machine needs no libsqlite3-dev.
        .package(url: "https://github.com/vapor/sqlite-nio", from: "1.13.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Hummingbird's own dependencies, named here because the database is a service of the server's group and
        // the error middleware logs.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .target(
            name: "TeamDirectoryKit",
            dependencies: [
                .product(name: "NameFormat", package: "swift-namefmt"),
                .product(name: "NameFormatMessages", package: "swift-namefmt"),
                .product(name: "NameFormatHummingbird", package: "swift-namefmt"),
                .product(name: "NameFormatTracing", package: "swift-namefmt"),
                .product(name: "NameFormatMustache", package: "swift-namefmt"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ],
            // The page's text, a String Catalog shared with an app; copied, as the server reads the JSON itself. The
            // page's swift-mustache templates, read and parsed when the router is made.
            resources: [.copy("Resources/Localizable.xcstrings"), .copy("Resources/Templates")]
        ),
        .executableTarget(
            name: "TeamDirectory",
            dependencies: [
                "TeamDirectoryKit",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "TeamDirectoryTests",
            dependencies: [
                "TeamDirectoryKit",
                .product(name: "NameFormat", package: "swift-namefmt"),
                .product(name: "NameFormatMessages", package: "swift-namefmt"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
    ]
)

for target in package.targets {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
    settings.append(.enableUpcomingFeature("NonisolatedNonsendingByDefault"))
    target.swiftSettings = settings
}
