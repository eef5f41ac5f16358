import Foundation
import Motion

/// Whether a run starts with full or reduced motion, and why: `--reduce-motion`, else the
/// desktop's own switch, else full.
///
/// The desktop's switch is first the XDG desktop portal's `org.freedesktop.appearance`
/// `reduced-motion` (`u`: 0 no preference, 1 reduced motion; an unknown value is 0), read with
/// `gdbus call` on the session bus where one is (never started, and given a second); `1` is
/// reduced. Where the portal does not say reduced it is GNOME's `org.gnome.desktop.interface enable-animations` (what GTK
/// reads as `gtk-enable-animations`, and what GNOME Settings' Accessibility › Reduce Animation
/// writes), read with `gsettings get`; `false` is reduced. A system without `gsettings`, or a
/// key it cannot read, leaves full motion. Only a window reads it: a headless run (the tests,
/// a script's trace) gives the same trace on every machine.
struct DesktopMotion: Equatable {
  var preference: MotionPreference
  /// Why: `--reduce-motion`, `desktop portal: reduced-motion 1`, `desktop: enable-animations
  /// false`, `desktop: enable-animations true`, `desktop portal: reduced-motion 0`, `default`:
  /// the `--stats` line's reason.
  var reason: String

  /// Reduced by `--reduce-motion`, whatever the desktop says.
  static let chosenByFlag = DesktopMotion(preference: .reduced, reason: "--reduce-motion")
  /// Full, with nothing read that says otherwise.
  static let byDefault = DesktopMotion(preference: .full, reason: "default")

  /// `motion: reduced (--reduce-motion)`: the `--stats` line.
  var statsLine: String { "motion: \(preference.rawValue) (\(reason))" }

  /// The run's motion with `forced` from `--reduce-motion`; the readers (their output, or nil
  /// where there is none) are asked only when `readsDesktop` and nothing before them decided:
  /// `portalReducedMotion` (the portal's reply, ``portalValue(_:)``) first, then
  /// `enableAnimations` (gsettings'). A portal that says 0 decides only when GNOME says nothing.
  static func resolve(
    forced: Bool, readsDesktop: Bool, portalReducedMotion: () -> String? = { nil },
    enableAnimations: () -> String?
  ) -> DesktopMotion {
    resolve(forced: forced, readsDesktop: readsDesktop) {
      let portal = portalReducedMotion().flatMap(portalValue)
      // GNOME is not asked when the portal's 1 decides alone.
      return decide(portal: portal, enableAnimations: portal == 1 ? nil : enableAnimations())
    }
  }

  /// The flag's choice when `forced`, the default when the desktop is not read, else what
  /// `readDesktop` decides: the order a run's start (the `resolve` above) and a window that
  /// follows the desktop (`DesktopMotionFollower.start`) share.
  static func resolve(forced: Bool, readsDesktop: Bool, readDesktop: () -> DesktopMotion) -> DesktopMotion {
    if forced { return .chosenByFlag }
    guard readsDesktop else { return .byDefault }
    return readDesktop()
  }

  /// The desktop's rule on what its readers said: the portal's `reduced-motion` (``portalValue(_:)``,
  /// nil: no answer), then GNOME's `enable-animations` (gsettings' output, nil: none). The
  /// portal's 1 decides alone; a portal that says 0 decides only when GNOME says nothing.
  static func decide(portal: Int?, enableAnimations: String?) -> DesktopMotion {
    if portal == 1 { return DesktopMotion(preference: .reduced, reason: "desktop portal: reduced-motion 1") }
    switch enableAnimations?.trimmingCharacters(in: .whitespacesAndNewlines) {
    case "false": return DesktopMotion(preference: .reduced, reason: "desktop: enable-animations false")
    case "true": return DesktopMotion(preference: .full, reason: "desktop: enable-animations true")
    default:
      guard let portal else { return .byDefault }
      return DesktopMotion(preference: .full, reason: "desktop portal: reduced-motion \(portal)")
    }
  }

  /// The portal's `reduced-motion` from `gdbus call`'s reply to `ReadOne` (`(<uint32 1>,)`) or to
  /// the older `Read` (`(<<uint32 1>>,)`): 1 is reduced, any other number is 0 (the portal's
  /// rule: an unknown value is no preference); nil for a reply that holds no `uint32` (an error).
  static func portalValue(_ reply: String) -> Int? {
    let text = reply.trimmingCharacters(in: .whitespacesAndNewlines)
    guard text.hasPrefix("("), let range = text.range(of: "uint32 ") else { return nil }
    let digits = text[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, let value = UInt32(digits) else { return nil }
    return value == 1 ? 1 : 0
  }

  /// The portal's `org.freedesktop.appearance reduced-motion`, as `gdbus call` prints it, or nil:
  /// no `gdbus` on the `PATH`, no session bus (neither `DBUS_SESSION_BUS_ADDRESS` nor
  /// `$XDG_RUNTIME_DIR/bus`: nothing is started to make one), no portal or no such key (an error),
  /// or no answer within `timeout` seconds (`gdbus --timeout`, and the process ended a second
  /// after that whatever it does).
  static func portalReducedMotion(
    environment: [String: String] = ProcessInfo.processInfo.environment, timeout: Int = 1
  ) -> String? {
    guard hasSessionBus(environment) else { return nil }
    let arguments = [
      "call", "--session", "--timeout", String(timeout), "--dest", "org.freedesktop.portal.Desktop",
      "--object-path", "/org/freedesktop/portal/desktop", "--method",
      "org.freedesktop.portal.Settings.ReadOne", "org.freedesktop.appearance", "reduced-motion",
    ]
    return run("gdbus", arguments, environment: environment, limit: Double(timeout + 1))
  }

  /// Whether there is a session bus to ask (`DBUS_SESSION_BUS_ADDRESS`, or `$XDG_RUNTIME_DIR/bus`):
  /// without one nothing is run, so nothing can hang or start a bus.
  static func hasSessionBus(_ environment: [String: String]) -> Bool {
    let runtimeBus = environment["XDG_RUNTIME_DIR"].map { "\($0)/bus" }
    return environment["DBUS_SESSION_BUS_ADDRESS"]?.isEmpty == false
      || runtimeBus.map({ FileManager.default.fileExists(atPath: $0) }) == true
  }

  /// `tool`'s path on the environment's `PATH`, if it is there.
  static func executable(_ tool: String, environment: [String: String]) -> String? {
    let path = environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map({ "\($0)/\(tool)" }).first(where: {
      FileManager.default.isExecutableFile(atPath: $0)
    })
  }

  /// `tool`'s standard output when it ran from the `PATH` and exited with 0 within `limit`
  /// seconds (then it is ended); nil otherwise.
  private static func run(_ tool: String, _ arguments: [String], environment: [String: String], limit: Double)
    -> String?
  {
    guard let executable = executable(tool, environment: environment) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    do { try process.run() } catch { return nil }
    if exited.wait(timeout: .now() + limit) == .timedOut {
      process.terminate()
      exited.wait()
      return nil
    }
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }

  /// `gsettings get org.gnome.desktop.interface enable-animations`'s output, or nil when there is
  /// no `gsettings` on the `PATH`, it fails (no such schema, no session) or it does not answer
  /// within 2 s.
  static func gsettingsEnableAnimations(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> String?
  {
    run(
      "gsettings", ["get", "org.gnome.desktop.interface", "enable-animations"], environment: environment,
      limit: 2)
  }
}
