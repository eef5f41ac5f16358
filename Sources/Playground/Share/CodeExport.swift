import Foundation
import Motion
import Scenes
import Stage

/// The settle as code for one platform: a comment saying what it is (scene, mode, the spring in
/// plain numbers, the release or its absence), then the platform's code. Where a platform cannot
/// say the mode, the text says so plainly instead of guessing.
enum CodeExport {
  static func code(for platform: CodePlatform, _ snapshot: SettleSnapshot) -> String {
    let exporter = platform.code
    let comment = exporter.comment
    var lines = header(snapshot, platform: platform).map { "\(comment) \($0)" }
    switch snapshot.mode {
    case .spring:
      lines += exporter.spring(snapshot)
    case .dynamics:
      if let dynamics = exporter.dynamics(snapshot) {
        lines += dynamics
      } else {
        lines.append(
          "\(comment) \(platform.title) has no dynamics world; Flick's settles exactly as this spring:")
        lines += exporter.spring(snapshot)
      }
    case .timed:
      if let timed = exporter.timed(snapshot) {
        lines += timed
      } else {
        lines.append(
          "\(comment) \(platform.title) cannot say a timed curve: it animates springs only. The curve is "
            + "\(timedSummary(snapshot)); the spring tuned in this session is:")
        lines += exporter.spring(snapshot)
      }
    }
    // Spring and dynamics carry the release and may swing: their reduced twin, behind the
    // platform's switch (a monotone timed curve is its own twin).
    if snapshot.mode != .timed {
      let twin = ReducedCode(snapshot)
      let header = lines.prefix(while: { $0.hasPrefix(comment) })
      let body = Array(lines.dropFirst(header.count))
      if let switched = exporter.reduced(snapshot, twin, full: body) {
        lines = Array(header) + switched
      }
    }
    if comment == "/*" { lines = lines.map(closingCSSComment) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The settle as the command line and K describe it.
  static func header(_ snapshot: SettleSnapshot, platform: CodePlatform) -> [String] {
    var lines = ["Flick · \(snapshot.sceneName) · \(snapshot.mode.rawValue) → \(platform.title)"]
    switch snapshot.mode {
    case .spring:
      lines.append("spring: " + springSummary(snapshot.spring))
    case .dynamics:
      let parameters = snapshot.parameters
      lines.append(
        "dynamics: attachment \(CodeNumber.short(parameters.dynamicsFrequency)) Hz, damping ratio "
          + "\(CodeNumber.short(parameters.dynamicsDamping)), density \(CodeNumber.short(parameters.dynamicsDensity)), "
          + "resistance \(CodeNumber.short(parameters.dynamicsResistance)) /s")
      lines.append("= spring: " + springSummary(snapshot.spring))
    case .timed:
      lines.append("timed: " + timedSummary(snapshot) + "; it ignores the release velocity")
    }
    if let release = snapshot.release {
      lines.append(
        "release: \(release.axis) \(CodeNumber.short(release.from)) → \(CodeNumber.short(release.to)) pt at "
          + "\(CodeNumber.short(release.velocity)) pt/s (\(CodeNumber.short(snapshot.normalizedVelocity)) "
          + "distances per second)")
    } else {
      lines.append("no release yet: velocity 0 (K in the window exports the last release's velocity)")
    }
    if snapshot.mode != .timed {
      let settling = snapshot.settlingDuration
      lines.append(
        settling.isFinite
          ? "settles within 0.5 % of the distance in \(CodeNumber.short(settling)) s"
          : "never settles: without damping it oscillates for ever")
    }
    return lines
  }

  static func springSummary(_ spring: Spring) -> String {
    "stiffness \(CodeNumber.short(spring.stiffness)), damping \(CodeNumber.short(spring.damping)), mass "
      + "\(CodeNumber.short(spring.mass)) (damping ratio \(CodeNumber.short(spring.dampingRatio)), response "
      + "\(CodeNumber.short(spring.response)) s)"
  }

  static func timedSummary(_ snapshot: SettleSnapshot) -> String {
    let (x1, y1, x2, y2) = snapshot.parameters.timedCurve.controlPoints
    return
      "\(CodeNumber.short(snapshot.parameters.timedDuration)) s, cubic-bezier(\(x1), \(y1), \(x2), \(y2))"
  }

  /// CSS has block comments only: `/* text` becomes `/* text */`.
  private static func closingCSSComment(_ line: String) -> String {
    line.hasPrefix("/*") && !line.hasSuffix("*/") ? line + " */" : line
  }

  /// The settle `--export-code` exports: the run's scene, mode and parameters (its `--preset`
  /// applied to the scene's own, as the window starts), no release.
  static func snapshot(for configuration: RunConfiguration) -> SettleSnapshot {
    let type = configuration.scenes.kind(named: configuration.sceneName) ?? configuration.scenes.defaultKind
    let parameters = configuration.preset?.applied(to: type.defaultParameters) ?? type.defaultParameters
    return SettleSnapshot(
      sceneName: type.name, mode: SettleMode(rawValue: configuration.mode) ?? .spring, parameters: parameters,
      release: nil)
  }

  /// `--export-code NAME`: the platform by name, or one line listing the names.
  static func platform(named name: String) throws(PlaygroundError) -> CodePlatform {
    guard let platform = CodePlatform(rawValue: name.lowercased()) else {
      throw PlaygroundError(
        "--export-code must be list or one of \(CodePlatform.allCases.map(\.rawValue).joined(separator: ", ")), "
          + "not '\(name)'")
    }
    return platform
  }
}

extension CodeExport {
  /// `--export-code NAME` (or `list`): the text to print, for the run's scene, mode and preset.
  static func commandLineOutput(_ name: String, configuration: RunConfiguration) throws(PlaygroundError)
    -> String
  {
    if name.lowercased() == "list" { return CodePlatform.list + "\n" }
    return code(for: try platform(named: name), snapshot(for: configuration))
  }
}
