// swift-tools-version: 6.1
import PackageDescription

let propertyBased = Target.Dependency.product(name: "PropertyBased", package: "swift-property-based")

let package = Package(
  name: "Flick",
  products: [
    .library(name: "Motion", targets: ["Motion"]),
    .library(name: "Stage", targets: ["Stage"]),
    .library(name: "Scenes", targets: ["Scenes"]),
    // The peers' springs integrated as they integrate them, for comparing with Motion's exact
    // one: the playground's ghosts and the benchmarks. Not part of Motion.
    .library(name: "PeerIntegrators", targets: ["PeerIntegrators"]),
    // The SDL half, for the renderer benchmarks (Benchmarks/) and tools.
    .library(name: "Playground", targets: ["Playground"]),
    .executable(name: "flick", targets: ["flick"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // `swift package generate-documentation --target Motion` (DocC); no target depends on it.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    // Frame-time percentiles (`--stats`, the HUD's frame cost): HdrHistogram's Swift port.
    .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
    // Property-based tests (Swift Testing) of the laws the project stands on; tests only.
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    // SDL2, SDL2_ttf and SDL2_image from Debian (scripts/install-dependencies.sh). The headers
    // are found as <SDL2/…> and link through the module map, without pkg-config: its
    // `-D_REENTRANT` is a flag SwiftPM refuses with a warning on every build. Never name a target
    // `SDL2`: it would shadow -lSDL2.
    .systemLibrary(name: "CSDL2"),
    // Reads the X server's own time of each input event from SDL's window-system events, and
    // where the server has the pointer now (C, so that Xlib's types never reach Swift; the headers
    // and libX11 come with libsdl2-dev).
    .target(name: "CX11EventTimes", linkerSettings: [.linkedLibrary("X11")]),
    // Debian's pixman (libpixman-1-dev): the SIMD compositor the software drawing blends with.
    .systemLibrary(name: "CPixman", pkgConfig: "pixman-1"),
    // Pure maths: springs, decay, dynamics, timing curves, the animator. No SDL, no clock.
    .target(name: "Motion"),
    // objc.io's Euler step and POP's RK4 solver, for comparison only (ghosts, benchmarks).
    .target(name: "PeerIntegrators", dependencies: ["Motion"]),
    // Pure UI model: layers, hit testing, gestures, the interactive transition, the display
    // list. No SDL, no clock.
    .target(name: "Stage", dependencies: ["Motion"]),
    // The playground's scenes (one folder each) behind the Scene protocol, and their registry.
    // No SDL, no clock.
    .target(name: "Scenes", dependencies: ["Motion", "Stage"]),
    // Reading recorded motion: segmentation, closed-form spring and decay fits, hand-offs and
    // their jumps. Motion only; no SDL, no clock.
    .target(name: "Analysis", dependencies: ["Motion"]),
    // Debian's OpenCV (libopencv-imgproc-dev): template matching behind a C header, so the
    // recording's region is followed by a well-kept matcher without Swift's C++ interop. Its
    // headers live in /usr/include/opencv4 and Debian ships no pkg-config file without the whole
    // of libopencv-dev: `opencv4` in the target is a link to that folder, a header search path
    // SwiftPM accepts in a package others depend on (unsafeFlags it refuses there).
    .target(
      name: "COpenCVMatch",
      exclude: ["opencv4"],
      cxxSettings: [.headerSearchPath("opencv4")],
      linkerSettings: [.linkedLibrary("opencv_imgproc"), .linkedLibrary("opencv_core")]
    ),
    // Pixels in a plain buffer: damage, pixman, spans, coverage (issue 62). No SDL: CSDL2 is not
    // a dependency, so the rule that a band drawn on another thread makes no SDL call, and the
    // split between SDL and other backends, are the compiler's.
    .target(name: "Raster", dependencies: ["CPixman", "Motion", "Stage"]),
    // The SDL half of the app: window, loop, input, drawing, script, trace. The only CSDL2 user.
    .target(
      name: "Playground",
      dependencies: [
        "Motion", "PeerIntegrators", "Stage", "Scenes", "Raster", "CSDL2", "CPixman", "CX11EventTimes",
        "Analysis", "COpenCVMatch",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Histogram", package: "hdrhistogram-swift"),
      ]
    ),
    // The `flick` command: parses the command line and hands over to Playground.
    .executableTarget(name: "flick", dependencies: ["Playground"]),
    .testTarget(name: "MotionTests", dependencies: ["Motion", propertyBased]),
    .testTarget(name: "StageTests", dependencies: ["Stage", "Motion", propertyBased]),
    .testTarget(name: "AnalysisTests", dependencies: ["Analysis", "Motion"]),
    .testTarget(name: "SceneTests", dependencies: ["Scenes", "Stage", "Motion", propertyBased]),
    // References/ holds the visual regression tests' screenshots, read from the source tree;
    // CodeStubs/ the SDK names exported Swift snippets are type-checked against (not compiled in).
    .testTarget(
      name: "PlaygroundTests",
      dependencies: ["Playground", "Raster", "Scenes", "Stage", "Motion", "flick", "CPixman"],
      exclude: ["References", "CodeStubs", "Scripts"]),
  ],
  swiftLanguageModes: [.v6]
)
