// swift-tools-version: 6.1
// Benchmarks for Flick, kept out of the root package so that `swift build` and `swift test` stay
// lean. Two kinds:
//   swift package benchmark               ordo-one's package-benchmark (Benchmarks/…): percentiles,
//                                         allocations; Motion's steps, the batch, the stress scene
//   swift run -c release flick-bench      the hand-written Motion harness (steps and their error)
//   swift run -c release render-bench     the renderer per technique, and the modal's frame
//   swift run -c release reload-bench     a scene file's reload against the session's length
//   swift run -c release cairo-bench      Debian's cairo against the hand path for turned shapes
import PackageDescription

/// Flick's libraries, for the benchmarks that run a scene and draw it.
let wholeApp: [Target.Dependency] = [
  .product(name: "Motion", package: "Flick"), .product(name: "Stage", package: "Flick"),
  .product(name: "Scenes", package: "Flick"), .product(name: "Playground", package: "Flick"),
]

let package = Package(
  name: "FlickBenchmarks",
  dependencies: [
    .package(name: "Flick", path: ".."),
    // On Linux with Swift 6.3 the package counts allocations through its malloc interposer.
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "flick-bench",
      dependencies: [.product(name: "Motion", package: "Flick")]
    ),
    // The renderer: cost per frame headless for many layers, per drawing technique, and the
    // modal scene's frame. Run: swift run -c release --package-path Benchmarks render-bench
    .executableTarget(
      name: "render-bench",
      dependencies: wholeApp
    ),
    // The scroll scene's whole frame at 1 000 and 100 000 rows: p50/p99/max in wall time and in
    // the thread's CPU time. Run: swift run -c release --package-path Benchmarks scroll-bench
    .executableTarget(
      name: "scroll-bench",
      dependencies: wholeApp
    ),
    // A scene file's reload against the session's length (1 to 10 minutes of dragging), the
    // whole replay before issue 61 and the bounded one now. Run from the package root:
    // swift run -c release --package-path Benchmarks reload-bench
    .executableTarget(
      name: "reload-bench",
      dependencies: [
        .product(name: "Motion", package: "Flick"), .product(name: "Stage", package: "Flick"),
        .product(name: "Scenes", package: "Flick"),
      ]
    ),
    // Debian's pixman against SDL's software renderer on fills, translucent fills and rounded
    // cards at 3840×2160. Run: swift run -c release --package-path Benchmarks pixman-bench
    // Named apart from Flick's own CPixman: SwiftPM refuses two targets of one name in a build
    // ("multiple packages declare targets with a conflicting name").
    .systemLibrary(name: "CPixmanBench", pkgConfig: "pixman-1"),
    .systemLibrary(name: "CSDL2Bench"),
    .executableTarget(name: "pixman-bench", dependencies: ["CPixmanBench", "CSDL2Bench"]),
    // Debian's cairo (on pixman) against Flick's hand path for turned rounded rectangles (issue
    // 62): the card scene's card, the stress scene's cards and the photos scene's photo, turned,
    // at scale 1 and 2. Run: swift run -c release --package-path Benchmarks cairo-bench
    // Named apart from anything in the root package, as CPixmanBench is.
    .systemLibrary(name: "CCairoBench", pkgConfig: "cairo"),
    .executableTarget(
      name: "cairo-bench",
      dependencies: [
        "CCairoBench", .product(name: "Motion", package: "Flick"), .product(name: "Stage", package: "Flick"),
        .product(name: "Playground", package: "Flick"),
      ]
    ),
    // One spring step (exact, exact with the cached map, objc.io's Euler, POP's RK4 at 1 ms) and
    // the batched spring at 1 000, 10 000 and 100 000 springs.
    .executableTarget(
      name: "MotionBenchmarks",
      dependencies: [
        .product(name: "Motion", package: "Flick"),
        .product(name: "PeerIntegrators", package: "Flick"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/MotionBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // The stress scene's update and draw per frame at 1 000, 10 000 and 100 000 cards, headless
    // 960×640 at scale 1, with allocations per frame.
    .executableTarget(
      name: "StressBenchmarks",
      dependencies: wholeApp + [
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/StressBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // The scroll scene's whole frame (advance + draw) at 1 000 and 100 000 rows, headless
    // 960×640 at scale 1, the list flung back and forth.
    .executableTarget(
      name: "ScrollBenchmarks",
      dependencies: wholeApp + [
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/ScrollBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
