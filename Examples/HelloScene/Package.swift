// swift-tools-version: 6.1
// A scene of your own in Flick's window: this package depends on Flick by path (a release would
// name its URL and a version) and uses only Flick's public API.
import PackageDescription

let package = Package(
  name: "HelloScene",
  dependencies: [
    .package(name: "Flick", path: "../..")
  ],
  targets: [
    // The scene: Motion, Stage and Scenes only, no SDL, so its tests run headless.
    .target(
      name: "HelloScene",
      dependencies: [
        .product(name: "Motion", package: "Flick"),
        .product(name: "Stage", package: "Flick"),
        .product(name: "Scenes", package: "Flick"),
      ]
    ),
    // `swift run flick-hello`: Flick's window and instrument with the hello scene first.
    .executableTarget(
      name: "flick-hello",
      dependencies: ["HelloScene", .product(name: "Playground", package: "Flick")]
    ),
    .testTarget(
      name: "HelloSceneTests",
      dependencies: [
        "HelloScene",
        .product(name: "Motion", package: "Flick"),
        .product(name: "Stage", package: "Flick"),
        .product(name: "Scenes", package: "Flick"),
        // The recording exported as a test (`flick-hello --export-test`) replays through
        // Playground's RecordingOutcome.
        .product(name: "Playground", package: "Flick"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
