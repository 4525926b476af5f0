// swift-tools-version: 6.1

import PackageDescription

// The benchmarks of swift-namefmt, kept in their own package so that the library does not depend on
// ordo-one/benchmark. Run them from this folder with `swift package --disable-sandbox benchmark`; see README.md.
let package = Package(
    name: "swift-namefmt-benchmarks",
    platforms: [
        .macOS(.v15)
    ],
    dependencies: [
        // The Mustache trait for TemplateLoop; it changes nothing the other targets use.
        .package(name: "swift-namefmt", path: "../", traits: ["Mustache"]),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        // The interposer trait gives the malloc counters; without naming the trait explicitly the default traits
        // pull in a runtime interposer package that is not available here.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "NameFormatBenchmarks",
            dependencies: [
                "MessageFixtures",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "NameFormat", package: "swift-namefmt"),
                .product(name: "NameFormatMessages", package: "swift-namefmt"),
            ],
            path: "Benchmarks/NameFormatBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        ),
        // The server pattern under a flood of distinct locale tags; run by hostile-input.sh.
        .executableTarget(
            name: "ContextLoop",
            dependencies: [
                .product(name: "NameFormat", package: "swift-namefmt")
            ],
            path: "Tools/ContextLoop"
        ),
        // Rendering time against the template's length, 1x and 8x, for every output form; run by hostile-input.sh.
        .executableTarget(
            name: "RenderLinearity",
            dependencies: [
                .product(name: "NameFormat", package: "swift-namefmt")
            ],
            path: "Tools/RenderLinearity"
        ),
        // Person-name formatting in a plain loop over distinct names, for wall clock and callgrind; run by
        // instructions.sh person-names.
        .executableTarget(
            name: "PersonNameLoop",
            dependencies: [
                .product(name: "NameFormat", package: "swift-namefmt")
            ],
            path: "Tools/PersonNameLoop"
        ),
        // "Assigned to \(user)" beside its baseline in a plain loop, for wall clock and callgrind; run by
        // instructions.sh interpolation.
        .executableTarget(
            name: "InterpolationLoop",
            dependencies: [
                .product(name: "NameFormat", package: "swift-namefmt")
            ],
            path: "Tools/InterpolationLoop"
        ),
        // The message, catalogs and inputs the message benchmarks and MessageLoop share, and the hand-written
        // baseline.
        .target(
            name: "MessageFixtures",
            dependencies: [
                .product(name: "NameFormat", package: "swift-namefmt"),
                .product(name: "NameFormatMessages", package: "swift-namefmt"),
            ],
            path: "Tools/MessageFixtures"
        ),
        // Localized messages in a plain loop, for wall clock and callgrind.
        .executableTarget(
            name: "MessageLoop",
            dependencies: [
                "MessageFixtures",
                .product(name: "NameFormat", package: "swift-namefmt"),
                .product(name: "NameFormatMessages", package: "swift-namefmt"),
            ],
            path: "Tools/MessageLoop"
        ),
        // Loading a String Catalog of 5,000 keys in 30 languages: time and peak memory; run by catalog-load.sh.
        .executableTarget(
            name: "CatalogLoad",
            dependencies: [
                .product(name: "NameFormat", package: "swift-namefmt"),
                .product(name: "NameFormatMessages", package: "swift-namefmt"),
            ],
            path: "Tools/CatalogLoad"
        ),
        // A Mustache template with 50 names against the same template with the names as strings: wall clock, printed.
        .executableTarget(
            name: "TemplateLoop",
            dependencies: [
                .product(name: "NameFormat", package: "swift-namefmt"),
                .product(name: "NameFormatMustache", package: "swift-namefmt"),
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            path: "Tools/TemplateLoop"
        ),
        // Checking display names against a million existing skeletons; run by lookalikes-scale.sh.
        .executableTarget(
            name: "ConfusableScale",
            dependencies: [
                .product(name: "NameFormat", package: "swift-namefmt")
            ],
            path: "Tools/ConfusableScale"
        ),
    ]
)
