// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "swift-namefmt",
    products: [
        .library(name: "NameFormat", targets: ["NameFormat"]),
        .executable(name: "namefmt", targets: ["namefmt"]),
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
        .executableTarget(
            name: "namefmt",
            dependencies: [
                "NameFormat",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        // What more than one test target needs, such as the seeded generator of the property tests.
        .target(
            name: "TestSupport",
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "NameFormatTests",
            dependencies: ["NameFormat", "TestSupport"],
            // Goldens and the scripts that regenerate them; the tests read them by path.
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "namefmtTests",
            dependencies: [
                "namefmt",
                "NameFormat",
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
    .testTarget(name: "NameFormatTestingTests", dependencies: ["NameFormatTesting", "NameFormat"]),
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
