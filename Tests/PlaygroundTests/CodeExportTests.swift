import Foundation
import Motion
import Stage
import Testing

@testable import Playground

/// Each platform's exported numbers, read back through Motion's conversions, give the spring
/// that was exported; the CSS `linear()` stays within 0.5 % with fewer points than uniform
/// sampling needs.
@Suite("Code export")
struct CodeExportTests {
  /// Springs across the regimes: objc.io's, POP's default, stiff and bouncy, overdamped, heavy.
  static let springs: [Spring] = [
    .handDriven,
    Spring(popSpeed: 12, bounciness: 4),
    Spring(response: 0.25, dampingRatio: 0.3),
    Spring(stiffness: 120, dampingRatio: 1.6),
    Spring(mass: 2.5, stiffness: 500, damping: 40),
  ]

  static let release = SettleSnapshot.Release(axis: "y", from: 412, to: 120, velocity: -1500)

  private func snapshot(_ spring: Spring, mode: SettleMode = .spring) -> SettleSnapshot {
    var parameters = SettleParameters()
    parameters.spring = spring
    return SettleSnapshot(sceneName: "pane", mode: mode, parameters: parameters, release: Self.release)
  }

  /// The number written after `label` (skipping spaces, `:`, `=`, `(`), with a Kotlin `f`
  /// suffix dropped.
  private func number(after label: String, in text: String) throws -> Double {
    let range = try #require(text.range(of: label), "no \(label) in\n\(text)")
    var index = range.upperBound
    while index < text.endIndex, " :=(".contains(text[index]) { index = text.index(after: index) }
    var literal = ""
    while index < text.endIndex, "-+0123456789.e".contains(text[index]) {
      literal.append(text[index])
      index = text.index(after: index)
    }
    return try #require(Double(literal), "no number after \(label) in\n\(text)")
  }

  /// The exported text without its header (whose numbers are rounded for reading).
  private func body(_ platform: CodePlatform, _ snapshot: SettleSnapshot) -> String {
    let headerCount = CodeExport.header(snapshot, platform: platform).count
    return CodeExport.code(for: platform, snapshot).split(separator: "\n").dropFirst(headerCount)
      .joined(separator: "\n")
  }

  /// The same motion: k/m and c/m within 1e-6 (relative).
  private func expectSameSpring(
    _ read: Spring, _ exported: Spring, _ platform: CodePlatform,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let pairs = [
      (read.stiffness / read.mass, exported.stiffness / exported.mass),
      (read.damping / read.mass, exported.damping / exported.mass),
    ]
    for (a, b) in pairs {
      #expect(
        abs(a - b) <= 1e-6 * max(1, abs(b)), "\(platform): \(a) vs \(b)", sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: CodePlatform.allCases)
  func exportedNumbersGiveTheSameSpring(platform: CodePlatform) throws {
    for spring in Self.springs {
      let code = body(platform, snapshot(spring))
      var read: [Spring] = []
      switch platform {
      case .swiftui:
        read.append(
          try Spring.validated(
            response: number(after: "response", in: code),
            dampingRatio: number(after: "dampingRatio", in: code)))
        read.append(
          try Spring.validated(
            duration: number(after: ".spring(duration", in: code), bounce: number(after: "bounce", in: code)))
      case .uikit, .flutter:
        read.append(
          try Spring.validated(
            mass: number(after: "mass:", in: code), stiffness: number(after: "stiffness:", in: code),
            damping: number(after: "damping:", in: code)))
      case .coreanimation:
        read.append(
          try Spring.validated(
            mass: number(after: "animation.mass", in: code),
            stiffness: number(after: "animation.stiffness", in: code),
            damping: number(after: "animation.damping", in: code)))
      case .android:
        read.append(
          try Spring.validated(
            stiffness: number(after: "setStiffness", in: code),
            dampingRatio: number(after: "setDampingRatio", in: code)))
      case .compose:
        read.append(
          try Spring.validated(
            stiffness: number(after: "stiffness =", in: code),
            dampingRatio: number(after: "dampingRatio =", in: code)))
      case .framer:
        read.append(
          try Spring.validated(
            mass: number(after: "mass:", in: code), stiffness: number(after: "stiffness:", in: code),
            damping: number(after: "damping:", in: code)))
        if code.contains("visualDuration:") {
          read.append(
            try Spring.validated(
              framerVisualDuration: number(after: "visualDuration:", in: code),
              bounce: number(after: "bounce:", in: code)))
        } else {
          #expect(!Spring.framerDampingRatioRange.contains(spring.dampingRatio))
        }
      case .css:
        read.append(
          try Spring.validated(
            mass: number(after: "mass:", in: code),
            stiffness: number(after: "the spring: stiffness", in: code),
            damping: number(after: "damping:", in: code)))
      case .origami:
        read.append(
          try Spring.validated(
            origamiTension: number(after: "tension:", in: code),
            origamiFriction: number(after: "friction:", in: code)))
        if code.contains("speed:") {
          read.append(
            try Spring.validated(
              popSpeed: number(after: "speed:", in: code), bounciness: number(after: "bounciness:", in: code))
          )
        }
      case .rebound:
        read.append(
          try Spring.validated(
            origamiTension: number(after: "fromOrigamiTensionAndFriction", in: code),
            origamiFriction: number(
              after: "\(number(after: "fromOrigamiTensionAndFriction", in: code)),", in: code)))
      case .pop:
        read.append(
          try Spring.validated(
            mass: number(after: "dynamicsMass", in: code),
            stiffness: number(after: "dynamicsTension", in: code),
            damping: number(after: "dynamicsFriction", in: code)))
        if code.contains("animation.springSpeed") {
          read.append(
            try Spring.validated(
              popSpeed: number(after: "animation.springSpeed", in: code),
              bounciness: number(after: "springBounciness", in: code)))
        }
      }
      #expect(!read.isEmpty)
      for parameters in read { expectSameSpring(parameters, spring, platform) }
    }
  }

  @Test func popsDefaultHasItsSpeedAndBouncinessBack() throws {
    let code = CodeExport.code(for: .pop, snapshot(try Spring.validated(popSpeed: 12, bounciness: 4)))
    #expect(code.contains("animation.springSpeed = 12;"))
    #expect(code.contains("animation.springBounciness = 4;"))
  }

  /// UIKit and Core Animation take the velocity over the distance; the rest in points per second.
  @Test func theReleaseVelocityIsCarriedInEachPlatformsUnits() throws {
    let exported = snapshot(.handDriven)
    let normalized = -1500.0 / (120 - 412)
    let uikit = CodeExport.code(for: .uikit, exported)
    #expect(abs(try number(after: "dy", in: uikit) - normalized) < 1e-6)
    let coreAnimation = CodeExport.code(for: .coreanimation, exported)
    #expect(abs(try number(after: "initialVelocity", in: coreAnimation) - normalized) < 1e-6)
    let swiftUI = CodeExport.code(for: .swiftui, exported)
    #expect(abs(try number(after: "initialVelocity", in: swiftUI) - normalized) < 1e-6)
    #expect(try number(after: "setStartVelocity", in: CodeExport.code(for: .android, exported)) == -1500)
    #expect(try number(after: "initialVelocity", in: CodeExport.code(for: .compose, exported)) == -1500)
    #expect(
      CodeExport.code(for: .flutter, exported).contains("SpringSimulation(spring, 412.0, 120.0, -1500.0)"))
    #expect(try number(after: "velocity", in: CodeExport.code(for: .framer, exported)) == -1500)
    #expect(try number(after: "setVelocity", in: CodeExport.code(for: .rebound, exported)) == -1500)
    #expect(try number(after: "animation.velocity = @", in: CodeExport.code(for: .pop, exported)) == -1500)
  }

  @Test func withoutAReleaseTheVelocityIsZeroAndSaidSo() {
    var parameters = SettleParameters()
    parameters.spring = .handDriven
    let code = CodeExport.code(
      for: .uikit, SettleSnapshot(sceneName: "modal", mode: .spring, parameters: parameters, release: nil))
    #expect(code.contains("no release yet: velocity 0"))
    #expect(code.contains("CGVector(dx: 0, dy: 0.0)"))
  }

  /// An undamped spring never settles: the code says so, and CSS gets no `linear()` for it (its
  /// reduced twin, critically damped, has one).
  @Test func anUndampedSpringIsSaidNeverToSettle() throws {
    let undamped = snapshot(try Spring.validated(mass: 1, stiffness: 200, damping: 0))
    #expect(CodeExport.code(for: .swiftui, undamped).contains("never settles"))
    let css = CodeExport.code(for: .css, undamped)
    let full = try #require(css.components(separatedBy: "@media").first)
    #expect(full.contains("no linear()") && !full.contains("linear(0"))
    #expect(css.contains("@media (prefers-reduced-motion: reduce)"))
  }

  /// Every platform with a reduced-motion switch exports the twin behind it: the switch, a
  /// critically damped spring (stiffness ω², damping 2ω, ω = 20 rad/s without a release), and
  /// the full spring unchanged on the other side.
  @Test func theReducedTwinIsBehindThePlatformsSwitch() throws {
    let exported = SettleSnapshot(
      sceneName: "pane", mode: .spring, parameters: SettleParameters(), release: nil)
    let switches: [CodePlatform: String] = [
      .swiftui: "if !reduceMotion {", .uikit: "if !UIAccessibility.isReduceMotionEnabled {",
      .android: "if (ValueAnimator.areAnimatorsEnabled()) {",
      .flutter: "if (!MediaQuery.of(context).disableAnimations) {",
      .css: "@media (prefers-reduced-motion: reduce) {",
    ]
    for (platform, condition) in switches {
      let code = CodeExport.code(for: platform, exported)
      #expect(code.contains(condition), "\(platform)")
      #expect(code.contains("critically damped (stiffness 400, damping 40, mass 1)"), "\(platform)")
    }
    #expect(CodeExport.code(for: .android, exported).contains(".setStiffness(400f).setDampingRatio(1f)"))
    #expect(CodeExport.code(for: .flutter, exported).contains("stiffness: 400.0, damping: 40.0"))
    #expect(
      CodeExport.code(for: .swiftui, exported).contains("Spring(response: 0.314159265, dampingRatio: 1.0)"))
    // A release of 1500 pt/s over 292 pt: ω = max(min(20, 9600/292), 1500/292) = 20; the twin
    // starts with the release, 1500/292 distances per second.
    let released = CodeExport.code(
      for: .swiftui,
      SettleSnapshot(
        sceneName: "pane", mode: .spring, parameters: SettleParameters(),
        release: SettleSnapshot.Release(axis: "y", from: 412, to: 120, velocity: -1500)))
    #expect(released.contains("initialVelocity: \(CodeNumber.double(1500.0 / 292))"))
  }

  /// The dynamics mode is the spring ω², 2ζω + r (mass 1); UIKit gets its Dynamics behaviours.
  @Test func dynamicsExportsTheExactEquivalentSpring() throws {
    let exported = snapshot(.handDriven, mode: .dynamics)
    let omega = 2 * Double.pi * 3.5
    let equivalent = try Spring.validated(mass: 1, stiffness: omega * omega, damping: 2 * 0.6 * omega + 25)
    let flutter = body(.flutter, exported)
    expectSameSpring(
      try Spring.validated(
        mass: number(after: "mass:", in: flutter), stiffness: number(after: "stiffness:", in: flutter),
        damping: number(after: "damping:", in: flutter)), equivalent, .flutter)
    #expect(flutter.contains("Flutter has no dynamics world"))
    let uikit = CodeExport.code(for: .uikit, exported)
    #expect(try number(after: "attachment.frequency", in: uikit) == 3.5)
    #expect(try number(after: "item.resistance", in: uikit) == 25)
  }

  @Test func timedCurvesAreCubicBeziersWhereThePlatformHasThem() {
    var parameters = SettleParameters()
    parameters.timedCurve = .easeInOut
    let exported = SettleSnapshot(sceneName: "modal", mode: .timed, parameters: parameters, release: nil)
    #expect(CodeExport.code(for: .css, exported).contains("transform 0.3s cubic-bezier(0.42, 0, 0.58, 1)"))
    #expect(CodeExport.code(for: .compose, exported).contains("CubicBezierEasing(0.42f, 0f, 0.58f, 1f)"))
    #expect(
      CodeExport.code(for: .swiftui, exported).contains(".timingCurve(0.42, 0.0, 0.58, 1.0, duration: 0.3)"))
    for platform in [CodePlatform.rebound, .origami] {
      #expect(CodeExport.code(for: platform, exported).contains("cannot say a timed curve"))
    }
  }

  // MARK: CSS linear()

  /// The exact curve at the checks' times (0…1 of the duration, 20 001 of them): computed once
  /// a curve, then read by every polyline compared with it.
  private func exactProgress(_ easing: LinearEasing) -> [Double] {
    let checks = 20_000
    return (0...checks).map { easing.progress(atSeconds: Double($0) / Double(checks) * easing.duration) }
  }

  private func maximumError(_ points: [LinearEasing.Point], _ exact: [Double]) -> Double {
    let checks = exact.count - 1
    return exact.indices.map { index -> Double in
      abs(LinearEasing.interpolate(points, at: Double(index) / Double(checks)) - exact[index])
    }.max() ?? .infinity
  }

  /// Read back from the CSS text (rounded as written), the polyline stays within 0.5 % of the
  /// exact curve, checked 10× more densely than it was simplified; uniform sampling needs more
  /// points for the same error: no uniform polyline of as many points or fewer is within it.
  @Test(arguments: [0.0, -5.137, 3])
  func linearStaysWithinHalfAPercentWithFewerPointsThanUniform(velocity: Double) throws {
    for spring in Self.springs {
      let easing = LinearEasing(spring: spring, normalizedVelocity: velocity)
      let exact = exactProgress(easing)
      let points = try #require(LinearEasing.parse(easing.css))
      #expect(points.count == easing.points.count)
      #expect(maximumError(points, exact) <= 0.005, "\(spring) v \(velocity)")
      // The exact curve stays within 0.5 % of the end after the duration.
      for step in 0...200 {
        let after = easing.duration * (1 + Double(step) / 20)
        #expect(abs(easing.progress(atSeconds: after) - 1) <= 0.005)
      }
      // The fewest uniform points within 0.5 % is more than the simplified count: each uniform
      // polyline up to that count misses (the search need go no further to decide it).
      let closeEnough = (2...max(points.count, 2)).first { uniformCount in
        let uniform = (0..<uniformCount).map { index -> LinearEasing.Point in
          let time = Double(index) / Double(uniformCount - 1)
          let progress = index == uniformCount - 1 ? 1 : easing.progress(atSeconds: time * easing.duration)
          return LinearEasing.Point(time: time, progress: progress)
        }
        return maximumError(uniform, exact) <= 0.005
      }
      #expect(closeEnough == nil, "uniform \(closeEnough ?? 0) vs \(points.count) points for \(spring)")
    }
  }

  // MARK: The documentation

  /// Each snippet in docs/instrument.md's "Take it with you" is what the app prints now.
  @Test(arguments: CodePlatform.allCases)
  func theDocumentedSnippetIsTheAppsOutput(platform: CodePlatform) throws {
    let readme = try String(
      contentsOf: FlickProcess.packageRoot.appendingPathComponent("docs/instrument.md"), encoding: .utf8)
    let expected = try CodeExport.commandLineOutput(platform.rawValue, configuration: RunConfiguration())
    let heading = "`flick --export-code \(platform.rawValue)`:\n\n"
    let start = try #require(readme.range(of: heading), "no snippet for \(platform)")
    let fence = try #require(readme[start.upperBound...].firstIndex(of: "\n"))
    let body = readme[readme.index(after: fence)...]
    #expect(body.hasPrefix(expected + "```"), "run Assets/make-code-snippets.sh")
  }

  // MARK: The command line

  @Test func listAndUnknownPlatformOnTheCommandLine() throws {
    let list = try FlickProcess.run(["--export-code", "list"])
    #expect(list.status == 0)
    #expect(
      list.stdout
        == "swiftui\nuikit\ncoreanimation\nandroid\ncompose\nflutter\nframer\ncss\norigami\nrebound\npop\n")
    let unknown = try FlickProcess.run(["--export-code", "qt"])
    #expect(unknown.status == 1)
    #expect(unknown.stderrLines.count == 1)
    #expect(unknown.stderr.hasPrefix("flick: --export-code must be list or one of swiftui"))
    #expect(unknown.stdout.isEmpty)
  }

  @Test func exportTakesTheScenesModeAndPreset() throws {
    let result = try FlickProcess.run(["--export-code", "android", "--scene", "pane", "--preset", "objcio"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Flick · pane · spring → Android"))
    #expect(result.stdout.contains(".setStiffness(300f)"))
    let timed = try FlickProcess.run(["--export-code", "css", "--mode", "timed"])
    #expect(timed.stdout.contains("cubic-bezier("))
  }
}
