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
    )
  ],
  swiftLanguageModes: [.v6]
)
