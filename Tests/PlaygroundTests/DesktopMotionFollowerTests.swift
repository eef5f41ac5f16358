import Foundation
import Motion
import Testing

@testable import Playground

/// The desktop's switch followed while a window is open (docs/reduced-motion.md): the monitors'
/// lines as `gdbus monitor` and `gsettings monitor` print them, the rule that decides a change
/// (a start's rule with the new values; a flag or the key wins), and the monitor's plumbing with
/// a fake `gdbus` on the `PATH` (no session bus, no window).
struct DesktopMotionFollowerTests {
  static let portalLine =
    "/org/freedesktop/portal/desktop: org.freedesktop.portal.Settings.SettingChanged ('org.freedesktop.appearance', 'reduced-motion', <uint32 1>)"

  @Test func theMonitorsLinesAreRead() {
    #expect(DesktopMotionSignal.parse(Self.portalLine) == .portal(1))
    #expect(
      DesktopMotionSignal.parse(Self.portalLine.replacingOccurrences(of: "uint32 1", with: "uint32 0"))
        == .portal(0))
    // An unknown value is no preference (the portal's rule).
    #expect(
      DesktopMotionSignal.parse(Self.portalLine.replacingOccurrences(of: "uint32 1", with: "uint32 7"))
        == .portal(0))
    #expect(DesktopMotionSignal.parse("enable-animations: false") == .enableAnimations("false"))
    #expect(DesktopMotionSignal.parse("enable-animations: true\n") == .enableAnimations("true"))
    // Another setting of the portal, the bus's own lines, garbage: nothing.
    #expect(
      DesktopMotionSignal.parse(
        "/org/freedesktop/portal/desktop: org.freedesktop.portal.Settings.SettingChanged ('org.freedesktop.appearance', 'color-scheme', <uint32 1>)"
      ) == nil)
    #expect(DesktopMotionSignal.parse("The name org.freedesktop.portal.Desktop is owned by :1.5") == nil)
    #expect(DesktopMotionSignal.parse("enable-animations: maybe") == nil)
    #expect(DesktopMotionSignal.parse("") == nil)
  }

  @Test func aChangeDecidesAsAStartWithTheNewValuesWould() {
    var follower = DesktopMotionFollower(portal: 0, enableAnimations: "true")
    let full = DesktopMotion(preference: .full, reason: "desktop: enable-animations true")
    let reduced = follower.apply(.portal(1), to: full)
    #expect(reduced == DesktopMotion(preference: .reduced, reason: "desktop portal: reduced-motion 1"))
    // Back to 0: GNOME's value decides again.
    #expect(follower.apply(.portal(0), to: reduced!) == full)
    // GNOME's switch turned off, the portal silent on it.
    #expect(
      follower.apply(.enableAnimations("false"), to: full)
        == DesktopMotion(preference: .reduced, reason: "desktop: enable-animations false"))
    // The same value again changes nothing.
    var same = DesktopMotionFollower(portal: 1, enableAnimations: nil)
    #expect(same.apply(.portal(1), to: reduced!) == nil)
  }

  /// A window's start with readers that answer `portal` and `gnome`, and which of them it asked.
  private func start(forced: Bool = false, readsDesktop: Bool = true, portal: String?, gnome: String?) -> (
    motion: DesktopMotion, follower: DesktopMotionFollower, asked: [String]
  ) {
    var asked: [String] = []
    let (motion, follower) = DesktopMotionFollower.start(
      forced: forced, readsDesktop: readsDesktop,
      portalReducedMotion: {
        asked.append("portal")
        return portal
      },
      enableAnimations: {
        asked.append("gnome")
        return gnome
      })
    return (motion, follower, asked)
  }

  /// The portal's 1 decides a start alone, but GNOME is read too: when the portal goes back to 0,
  /// GNOME's `false` keeps the motion reduced, as a start with both values would.
  @Test func aStartReadsBothReadersThoughThePortalDecides() {
    var (motion, follower, asked) = start(portal: "(<uint32 1>,)", gnome: "false\n")
    #expect(motion == DesktopMotion(preference: .reduced, reason: "desktop portal: reduced-motion 1"))
    #expect(asked == ["portal", "gnome"] && follower.enableAnimations == "false")
    #expect(
      follower.apply(.portal(0), to: motion)
        == DesktopMotion(preference: .reduced, reason: "desktop: enable-animations false"))
    // The flag reads nothing; a run without a window reads nothing.
    (motion, _, asked) = start(forced: true, portal: nil, gnome: nil)
    #expect(motion.reason == "--reduce-motion" && asked.isEmpty)
    (motion, _, asked) = start(readsDesktop: false, portal: nil, gnome: nil)
    #expect(motion == DesktopMotion(preference: .full, reason: "default") && asked.isEmpty)
  }

  @Test func theFlagAndTheKeyWinOverTheDesktop() {
    var follower = DesktopMotionFollower()
    #expect(follower.apply(.portal(1), to: DesktopMotion(preference: .full, reason: "U key")) == nil)
    #expect(
      follower.apply(
        .enableAnimations("true"), to: DesktopMotion(preference: .reduced, reason: "--reduce-motion"))
        == nil)
    // Kept, though: a later change by the desktop decides with it.
    #expect(follower.portal == 1 && follower.enableAnimations == "true")
  }

  @Test func theToastSaysTheChangeAndItsReason() {
    #expect(
      DesktopMotionFollower.toast(
        for: DesktopMotion(preference: .reduced, reason: "desktop portal: reduced-motion 1"))
        == "reduced motion: the desktop's setting changed (desktop portal: reduced-motion 1)")
  }

  /// Without a session bus nothing is started (nothing can hang, no bus is started).
  @Test func noSessionBusNoMonitor() {
    #expect(DesktopMotionMonitor(environment: ["PATH": "/usr/bin:/bin"]) == nil)
  }

  /// A fake `gdbus` that prints the portal's signal (and a line of another setting) and then
  /// waits: the monitor hands the loop the signal without the loop waiting, and `stop()` ends it.
  @Test func aFakeMonitorsSignalReachesTheLoop() async throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fake = directory.appendingPathComponent("gdbus")
    try """
    #!/bin/sh
    echo "The name org.freedesktop.portal.Desktop is owned by :1.5"
    echo "\(Self.portalLine)"
    exec sleep 30
    """.write(to: fake, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
    let monitor = try #require(
      DesktopMotionMonitor(environment: [
        "PATH": directory.path + ":/usr/bin:/bin",
        "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/flick-test-bus",
      ]))
    defer { monitor.stop() }
    var signals: [DesktopMotionSignal] = []
    for _ in 0..<200 where signals.isEmpty {
      try await Task.sleep(nanoseconds: 25_000_000)
      signals += monitor.take()
    }
    #expect(signals == [.portal(1)])
    #expect(!monitor.hasPending)
  }
}
