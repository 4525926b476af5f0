// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "swift-namefmt",
    products: [
        .library(name: "NameFormat", targets: ["NameFormat"]),
        .library(name: "NameFormatMessages", targets: ["NameFormatMessages"]),
        .executable(name: "namefmt", targets: ["namefmt"]),
    ],
    traits: [
        .trait(
            name: "Tracing",
            description:
                "NameFormatTracing: a swift-distributed-tracing instrument that carries the viewer in W3C baggage."
        ),
        .trait(
            name: "Hummingbird",
            description: "NameFormatHummingbird: a Hummingbird 2 middleware that binds the viewer.",
            enabledTraits: ["Tracing"]
        ),
        .trait(
            name: "Vapor",
            description: "NameFormatVapor: a Vapor 4 middleware that binds the viewer.",
            enabledTraits: ["Tracing"]
        ),
        .trait(
            name: "Mustache",
            description: "NameFormatMustache: names in swift-mustache 2 templates, for the viewer bound at render time."
        ),
        .trait(
            name: "Leaf",
            description: "NameFormatLeaf: names in LeafKit 1 templates (Leaf, with or without Vapor), as a tag."
        ),
        .default(enabledTraits: []),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
    ],
    targets: [
        // The one door to the system ICU (libicu-dev). Its public header exposes plain C types only, because
        // Foundation on Linux embeds its own ICU with the same C type names.
        .target(
            name: "CNameFormatICU",
            linkerSettings: [
                .linkedLibrary("icuuc"),
                .linkedLibrary("icui18n"),
            ]
        ),
        .target(
            name: "NameFormat",
            dependencies: ["CNameFormatICU"]
        ),
        // Localized messages (String Catalogs and ICU MessageFormat): a target of their own, so that a server that
        // only formats names compiles none of it. Its ICU code is behind a door of its own, which only it links.
        .target(
            name: "CNameFormatMessagesICU",
            dependencies: ["CNameFormatICU"],
            linkerSettings: [
                .linkedLibrary("icuuc"),
                .linkedLibrary("icui18n"),
            ]
        ),
        .target(
            name: "NameFormatMessages",
            dependencies: ["NameFormat", "CNameFormatMessagesICU"]
        ),
        .executableTarget(
            name: "namefmt",
            dependencies: [
                "NameFormat",
                "NameFormatMessages",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        // What more than one test target needs, such as the seeded generator of the property tests, the sample names,
        // and the middleware cases both frameworks' tests share (under the Tracing trait, which both frameworks enable).
        .target(
            name: "TestSupport",
            dependencies: [
                "NameFormat",
                "NameFormatTracing",
                // The client of the concurrent-request tests, which both frameworks' tests share.
                .product(
                    name: "AsyncHTTPClient",
                    package: "async-http-client",
                    condition: .when(traits: ["Hummingbird", "Vapor"])
                ),
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Hummingbird", "Vapor"])),
                .product(name: "NIOHTTP1", package: "swift-nio", condition: .when(traits: ["Hummingbird", "Vapor"])),
            ],
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "NameFormatTests",
            dependencies: ["NameFormat", "TestSupport"],
            // Goldens and the scripts that regenerate them; the tests read them by path.
            exclude: ["Fixtures"]
        ),
        // The messages' tests, with the tests that hold mentions and messages to one rule (side-by-side names,
        // Markdown contexts), which need both targets.
        .testTarget(
            name: "NameFormatMessagesTests",
            dependencies: ["NameFormatMessages", "NameFormat", "TestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "namefmtTests",
            dependencies: [
                "namefmt",
                "NameFormat",
                "NameFormatMessages",
                "TestSupport",
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
    ]
)

// For users' test suites: runs tests under a viewer's locale. Only test targets should depend on it, since it links
// the test frameworks.
package.products.append(.library(name: "NameFormatTesting", targets: ["NameFormatTesting"]))
package.targets += [
    .target(name: "NameFormatTesting", dependencies: ["NameFormat"]),
    .testTarget(
        name: "NameFormatTestingTests",
        dependencies: ["NameFormatTesting", "NameFormat", "NameFormatMessages", "TestSupport"]
    ),
]

// Server integrations: one target per framework, each behind the trait of the same name (off by default), so a
// package that does not enable it fetches and builds nothing of that framework: a dependency used only under a
// trait's condition is not even resolved without the trait.
package.dependencies += [
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
    // The live-server tests' HTTP client; the frameworks depend on it already.
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    // The instrument's protocol and `ServiceContext` (since 1.7, `Instrumentation` holds it, and swift-service-context
    // re-exports it), under the Tracing trait; both frameworks depend on it already.
    .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.7.3"),
    // `HTTPHeaders`, the header type of AsyncHTTPClient's requests, for the Hummingbird target's outgoing injector.
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
]
package.products += [
    .library(name: "NameFormatTracing", targets: ["NameFormatTracing"]),
    .library(name: "NameFormatHummingbird", targets: ["NameFormatHummingbird"]),
    .library(name: "NameFormatVapor", targets: ["NameFormatVapor"]),
]
package.targets += [
    .target(
        name: "NameFormatTracing",
        dependencies: [
            "NameFormat",
            .product(
                name: "Instrumentation",
                package: "swift-distributed-tracing",
                condition: .when(traits: ["Tracing"])
            ),
        ]
    ),
    .testTarget(
        name: "NameFormatTracingTests",
        dependencies: [
            "NameFormat",
            "NameFormatTracing",
            .product(
                name: "Instrumentation",
                package: "swift-distributed-tracing",
                condition: .when(traits: ["Tracing"])
            ),
        ]
    ),
    .target(
        name: "NameFormatHummingbird",
        dependencies: [
            "NameFormat",
            "NameFormatTracing",
            .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
            .product(name: "NIOHTTP1", package: "swift-nio", condition: .when(traits: ["Hummingbird"])),
            .product(
                name: "Instrumentation",
                package: "swift-distributed-tracing",
                condition: .when(traits: ["Hummingbird"])
            ),
        ]
    ),
    .testTarget(
        name: "NameFormatHummingbirdTests",
        dependencies: [
            "NameFormat",
            "NameFormatHummingbird",
            "NameFormatTracing",
            "TestSupport",
            .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
            .product(
                name: "HummingbirdTesting",
                package: "hummingbird",
                condition: .when(traits: ["Hummingbird"])
            ),
            .product(
                name: "AsyncHTTPClient",
                package: "async-http-client",
                condition: .when(traits: ["Hummingbird"])
            ),
            .product(
                name: "Instrumentation",
                package: "swift-distributed-tracing",
                condition: .when(traits: ["Hummingbird"])
            ),
            .product(name: "NIOHTTP1", package: "swift-nio", condition: .when(traits: ["Hummingbird"])),
        ]
    ),
    .target(
        name: "NameFormatVapor",
        dependencies: [
            "NameFormat",
            "NameFormatTracing",
            .product(name: "Vapor", package: "vapor", condition: .when(traits: ["Vapor"])),
            .product(
                name: "Instrumentation",
                package: "swift-distributed-tracing",
                condition: .when(traits: ["Vapor"])
            ),
        ]
    ),
    .testTarget(
        name: "NameFormatVaporTests",
        dependencies: [
            "NameFormat",
            "NameFormatVapor",
            "NameFormatTracing",
            "TestSupport",
            .product(name: "Vapor", package: "vapor", condition: .when(traits: ["Vapor"])),
            .product(name: "XCTVapor", package: "vapor", condition: .when(traits: ["Vapor"])),
            .product(
                name: "AsyncHTTPClient",
                package: "async-http-client",
                condition: .when(traits: ["Vapor"])
            ),
        ]
    ),
]

// Template engines: a target per engine, behind the trait of the same name (off by default), as the server integrations
// are.
package.dependencies += [
    .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    .package(url: "https://github.com/vapor/leaf-kit", from: "1.14.3"),
]
package.products += [
    .library(name: "NameFormatMustache", targets: ["NameFormatMustache"]),
    .library(name: "NameFormatLeaf", targets: ["NameFormatLeaf"]),
]
package.targets += [
    .target(
        name: "NameFormatMustache",
        dependencies: [
            "NameFormat",
            // Messages in templates; a build without the trait compiles none of them.
            .target(name: "NameFormatMessages", condition: .when(traits: ["Mustache"])),
            .product(name: "Mustache", package: "swift-mustache", condition: .when(traits: ["Mustache"])),
        ]
    ),
    .testTarget(
        name: "NameFormatMustacheTests",
        dependencies: [
            "NameFormat",
            "NameFormatMessages",
            "NameFormatMustache",
            "TestSupport",
            .product(name: "Mustache", package: "swift-mustache", condition: .when(traits: ["Mustache"])),
        ]
    ),
    .target(
        name: "NameFormatLeaf",
        dependencies: [
            "NameFormat",
            // Messages in templates; a build without the trait compiles none of them.
            .target(name: "NameFormatMessages", condition: .when(traits: ["Leaf"])),
            .product(name: "LeafKit", package: "leaf-kit", condition: .when(traits: ["Leaf"])),
        ]
    ),
    .testTarget(
        name: "NameFormatLeafTests",
        dependencies: [
            "NameFormat",
            "NameFormatMessages",
            "NameFormatLeaf",
            "TestSupport",
            .product(name: "LeafKit", package: "leaf-kit", condition: .when(traits: ["Leaf"])),
            .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Leaf"])),
            .product(name: "NIOPosix", package: "swift-nio", condition: .when(traits: ["Leaf"])),
        ]
    ),
]

for target in package.targets where [.executable, .test, .regular].contains(target.type) {
    var settings = target.swiftSettings ?? []
    // Require `any` for existential types.
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    // A member is visible only where its module is imported.
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    // Imports are internal unless marked `public import`.
    settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
    // Async functions run on the caller's executor unless marked `@concurrent`.
    settings.append(.enableUpcomingFeature("NonisolatedNonsendingByDefault"))
    target.swiftSettings = settings
}
