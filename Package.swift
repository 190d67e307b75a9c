// swift-tools-version: 6.1
import PackageDescription

/// Sanitizer runs set LISTENGINE_NO_JEMALLOC=1: ASan and TSan bring their own allocator, and
/// jemalloc (which replaces malloc process-wide when linked) cannot share the process with it.
let withJemalloc = Context.environment["LISTENGINE_NO_JEMALLOC"] == nil
/// The test runs (`Scripts/test.sh`, CI's sanitizer runs) set LISTENGINE_NO_BENCHMARKS=1:
/// `swift test` builds every target of the package, and the package-benchmark suites would bring
/// package-benchmark, its dependencies and its plugin tools into a build that runs none of them.
let withBenchmarks = Context.environment["LISTENGINE_NO_BENCHMARKS"] == nil

let package = Package(
    name: "ListEngine",
    // Synchronization's Atomic (the prefetcher's cancellation flags) needs these.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "ListEngine", targets: ["ListEngine"]),
        .library(name: "ListBench", targets: ["ListBench"]),
        .executable(name: "listbench", targets: ["listbench"]),
        .library(name: "TerminalScreen", targets: ["TerminalScreen"]),
        .library(name: "ListTerminal", targets: ["ListTerminal"]),
        .executable(name: "listterm", targets: ["listterm"]),
        .library(name: "ListWindow", targets: ["ListWindow"]),
        .executable(name: "listwin", targets: ["listwin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-collections", exact: "1.6.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", exact: "0.2.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
    ] + (withBenchmarks ? [
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ] : []),
    targets: [
        // Built with `-Xswiftc -DLISTENGINE_INTERNAL_CHECKS` (as CI's sanitizer runs are), every
        // mutating operation of the engine's structures checks the invariants of what it touched
        // (their `Type+Invariants.swift` files); without it no operation calls a check.
        .target(
            name: "ListEngine",
            dependencies: [
                "CSwiftReferences",
                .product(name: "DequeModule", package: "swift-collections"),
            ]
        ),
        // The runtime's reference counting behind `weak`, for references without a side table.
        .target(name: "CSwiftReferences"),
        .systemLibrary(
            name: "CJemalloc",
            pkgConfig: "jemalloc",
            providers: [.apt(["libjemalloc-dev"])]
        ),
        .target(
            name: "CJemallocHooks",
            dependencies: ["CJemalloc"]
        ),
        .target(
            name: "ListBench",
            dependencies: [
                "ListEngine",
                .product(name: "DequeModule", package: "swift-collections"),
                .product(name: "Histogram", package: "hdrhistogram-swift"),
            ] + (withJemalloc ? ["CJemalloc", "CJemallocHooks"] : []),
            swiftSettings: withJemalloc ? [] : [.define("LISTENGINE_NO_JEMALLOC")]
        ),
        .executableTarget(
            name: "listbench",
            dependencies: [
                "ListBench",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Not Sources/listbench: it would differ from Sources/ListBench only in case.
            path: "Sources/ListBenchCommand"
        ),
        // A terminal layer for full-screen front ends: a cell canvas, its diff, keys, raw mode.
        .target(
            name: "TerminalScreen",
            dependencies: ["ListEngine"]
        ),
        // zlib (Debian's zlib1g-dev: Scripts/setup.sh), which listterm shows .gz files through.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // The terminal front end: ListEngine's first embedder, on its public API only.
        // PCRE2 with its JIT, as Debian's libpcre2-dev installs it: listterm's search.
        .systemLibrary(
            name: "CPCRE2",
            pkgConfig: "libpcre2-8",
            providers: [.apt(["libpcre2-dev"])]
        ),
        .target(
            name: "ListTerminal",
            dependencies: ["ListEngine", "TerminalScreen", "CZlib", "CPCRE2"]
        ),
        .executableTarget(
            name: "listterm",
            dependencies: [
                "ListTerminal",
                "TerminalScreen",
                "ListEngine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/ListTerminalCommand"
        ),
        // SDL2, SDL2_ttf, SDL2_image and TurboJPEG, as Debian's -dev packages install them
        // (libsdl2-dev, libsdl2-ttf-dev, libsdl2-image-dev, libturbojpeg0-dev: Scripts/setup.sh).
        .systemLibrary(name: "CSDL2"),
        // The window front end: ListEngine drawn with SDL2 in real fonts, on its public API only.
        .target(
            name: "ListWindow",
            dependencies: ["ListEngine", "CSDL2", "ListTerminal", "TerminalScreen", "ListBench"]
        ),
        .executableTarget(
            name: "listwin",
            dependencies: [
                "ListWindow",
                "ListEngine",
                "ListTerminal",
                "ListBench",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/ListWindowCommand"
        ),
        .testTarget(
            name: "ListWindowTests",
            dependencies: ["ListWindow", "ListEngine", "ListTerminal", "CSDL2", "TestSupport"],
            exclude: ["Goldens", "Fixtures"]
        ),
        .testTarget(
            name: "ListTerminalTests",
            dependencies: ["ListTerminal", "TerminalScreen", "ListEngine", "TestSupport", "CZlib"]
        ),
        // One support target for every test target: the seeded generator and the reference models.
        .target(
            name: "TestSupport",
            dependencies: ["ListEngine"],
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "ListEngineTests",
            dependencies: ["ListEngine", "TestSupport"]
        ),
        .testTarget(
            name: "UIKitShapedTests",
            dependencies: ["ListEngine"]
        ),
        .testTarget(
            name: "TerminalScreenTests",
            dependencies: ["TerminalScreen", "TestSupport"]
        ),
        .testTarget(
            name: "ListBenchTests",
            dependencies: ["ListBench", "ListEngine", "TestSupport"]
        ),
    ] + (withBenchmarks ? [
        .executableTarget(
            name: "ListEngineBenchmarks",
            dependencies: [
                "ListEngine",
                "ListBench",
                // PointTextMeasurer, which the content layout tests measure in points with too.
                "TestSupport",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ListEngineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ] : []),
    swiftLanguageModes: [.v6]
)
