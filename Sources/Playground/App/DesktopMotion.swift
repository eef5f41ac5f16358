import Foundation
import Motion

/// Whether a run starts with full or reduced motion, and why: `--reduce-motion`, else the
/// desktop's own switch, else full.
///
/// The desktop's switch is GNOME's `org.gnome.desktop.interface enable-animations` (what GTK
/// reads as `gtk-enable-animations`, and what GNOME Settings' Accessibility › Reduce Animation
/// writes), read with `gsettings get`; `false` is reduced. A system without `gsettings`, or a
/// key it cannot read, leaves full motion. Only a window reads it: a headless run (the tests,
/// a script's trace) gives the same trace on every machine.
struct DesktopMotion: Equatable {
  var preference: MotionPreference
  /// Why: `--reduce-motion`, `desktop: enable-animations false`, `desktop: enable-animations
  /// true`, `default`: the `--stats` line's reason.
  var reason: String

  /// `motion: reduced (--reduce-motion)`: the `--stats` line.
  var statsLine: String { "motion: \(preference.rawValue) (\(reason))" }

  /// The run's motion with `forced` from `--reduce-motion`; `enableAnimations` (the gsettings
  /// reader: its output, or nil where there is none) is asked only when `readsDesktop` and
  /// nothing before it decided.
  static func resolve(forced: Bool, readsDesktop: Bool, enableAnimations: () -> String?) -> DesktopMotion {
    if forced { return DesktopMotion(preference: .reduced, reason: "--reduce-motion") }
    guard readsDesktop, let text = enableAnimations() else {
      return DesktopMotion(preference: .full, reason: "default")
    }
    switch text.trimmingCharacters(in: .whitespacesAndNewlines) {
    case "false": return DesktopMotion(preference: .reduced, reason: "desktop: enable-animations false")
    case "true": return DesktopMotion(preference: .full, reason: "desktop: enable-animations true")
    default: return DesktopMotion(preference: .full, reason: "default")
    }
  }

  /// `gsettings get org.gnome.desktop.interface enable-animations`'s output, or nil when there is
  /// no `gsettings` on the `PATH` or it fails (no such schema, no session).
  static func gsettingsEnableAnimations(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> String?
  {
    let path = environment["PATH"] ?? "/usr/bin:/bin"
    guard
      let tool = path.split(separator: ":").map({ "\($0)/gsettings" }).first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      })
    else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = ["get", "org.gnome.desktop.interface", "enable-animations"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
