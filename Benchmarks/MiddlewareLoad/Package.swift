// swift-tools-version: 6.1

import PackageDescription

// A tiny Hummingbird server for Benchmarks/middleware-load.sh: the same route with and without
// NameContextMiddleware. A package of its own, so that neither the root package nor the benchmarks that CI runs
// build Hummingbird.
let package = Package(
    name: "MiddlewareLoad",
    dependencies: [
        .package(name: "swift-namefmt", path: "../..", traits: ["Hummingbird"]),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        .executableTarget(
            name: "MiddlewareLoadServer",
            dependencies: [
                .product(name: "NameFormat", package: "swift-namefmt"),
                .product(name: "NameFormatHummingbird", package: "swift-namefmt"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        )
    ]
)
