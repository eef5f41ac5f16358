// swift-tools-version: 6.1
// Benchmarks for Motion, kept out of the root package so that `swift test` stays lean.
// Run: swift run -c release --package-path Benchmarks flick-bench
import PackageDescription

let package = Package(
  name: "FlickBenchmarks",
  dependencies: [
    .package(name: "Flick", path: "..")
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
      dependencies: [
        .product(name: "Motion", package: "Flick"), .product(name: "Stage", package: "Flick"),
        .product(name: "Scenes", package: "Flick"), .product(name: "Playground", package: "Flick"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
