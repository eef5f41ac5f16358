import Motion
import Testing

@testable import Playground

/// The motion a run starts with and the reason `--stats` gives: `--reduce-motion`, else GNOME's
/// `enable-animations` as `gsettings get` prints it (a window only), else full.
struct DesktopMotionTests {
  private func resolve(forced: Bool = false, window: Bool = true, _ output: String?) -> DesktopMotion {
    DesktopMotion.resolve(forced: forced, readsDesktop: window) { output }
  }

  @Test func enableAnimationsFalseIsReduced() {
    #expect(
      resolve("false\n") == DesktopMotion(preference: .reduced, reason: "desktop: enable-animations false"))
    #expect(resolve("false\n").statsLine == "motion: reduced (desktop: enable-animations false)")
  }

  @Test func enableAnimationsTrueIsFull() {
    #expect(resolve("true\n") == DesktopMotion(preference: .full, reason: "desktop: enable-animations true"))
  }

  @Test func noGsettingsOrAnUnreadableKeyIsFull() {
    #expect(resolve(nil) == DesktopMotion(preference: .full, reason: "default"))
    #expect(
      resolve("No such schema “org.gnome.desktop.interface”")
        == DesktopMotion(preference: .full, reason: "default"))
  }

  @Test func theFlagWinsAndIsNeverAskedAbout() {
    var asked = false
    let motion = DesktopMotion.resolve(forced: true, readsDesktop: true) {
      asked = true
      return "true"
    }
    #expect(motion.statsLine == "motion: reduced (--reduce-motion)")
    #expect(!asked)
  }

  /// A headless run traces the same on every machine: the desktop is not read.
  @Test func headlessRunsDoNotReadTheDesktop() {
    var asked = false
    let motion = DesktopMotion.resolve(forced: false, readsDesktop: false) {
      asked = true
      return "false"
    }
    #expect(motion == DesktopMotion(preference: .full, reason: "default"))
    #expect(!asked)
  }

  /// Without gsettings on the PATH there is nothing to read.
  @Test func gsettingsAbsentReadsNothing() {
    #expect(DesktopMotion.gsettingsEnableAnimations(environment: ["PATH": "/nonexistent"]) == nil)
  }

  // MARK: The desktop portal's reduced-motion

  private func resolve(portal: String?, gnome: String?) -> DesktopMotion {
    DesktopMotion.resolve(
      forced: false, readsDesktop: true, portalReducedMotion: { portal }, enableAnimations: { gnome })
  }

  /// gdbus' replies as they come: ReadOne's `(<uint32 1>,)`, the older Read's `(<<uint32 1>>,)`.
  @Test func portalRepliesAreRead() {
    #expect(DesktopMotion.portalValue("(<uint32 1>,)\n") == 1)
    #expect(DesktopMotion.portalValue("(<<uint32 1>>,)\n") == 1)
    #expect(DesktopMotion.portalValue("(<uint32 0>,)\n") == 0)
    // The portal's rule: an unknown value is no preference.
    #expect(DesktopMotion.portalValue("(<uint32 2>,)") == 0)
    #expect(DesktopMotion.portalValue("(<uint32 10>,)") == 0)
    // An error, or a reply of another type, says nothing.
    #expect(
      DesktopMotion.portalValue(
        "Error: GDBus.Error:org.freedesktop.portal.Error.NotFound: Requested setting not found") == nil)
    #expect(DesktopMotion.portalValue("(<'1'>,)") == nil)
    #expect(DesktopMotion.portalValue("") == nil)
  }

  @Test func portalReducedMotionOneIsReduced() {
    #expect(
      resolve(portal: "(<uint32 1>,)\n", gnome: "true\n")
        == DesktopMotion(preference: .reduced, reason: "desktop portal: reduced-motion 1"))
    #expect(
      resolve(portal: "(<<uint32 1>>,)\n", gnome: nil).statsLine
        == "motion: reduced (desktop portal: reduced-motion 1)")
  }

  /// The portal's "no preference" leaves GNOME's own key to decide, and decides where it is absent.
  @Test func portalNoPreferenceDefersToGNOME() {
    #expect(
      resolve(portal: "(<uint32 0>,)", gnome: "false\n")
        == DesktopMotion(preference: .reduced, reason: "desktop: enable-animations false"))
    #expect(
      resolve(portal: "(<uint32 0>,)", gnome: nil)
        == DesktopMotion(preference: .full, reason: "desktop portal: reduced-motion 0"))
  }

  /// No portal (an error, no bus: nil) is GNOME's key as before.
  @Test func absentPortalIsGNOMEAsBefore() {
    #expect(resolve(portal: nil, gnome: "false\n").reason == "desktop: enable-animations false")
    #expect(
      resolve(portal: "Error: GDBus.Error:org.freedesktop.DBus.Error.ServiceUnknown", gnome: nil)
        == DesktopMotion(preference: .full, reason: "default"))
  }

  /// Headless, or with the flag, the portal is never asked.
  @Test func thePortalIsAskedByAWindowOnly() {
    var asked = false
    let portal = { () -> String? in
      asked = true
      return nil
    }
    _ = DesktopMotion.resolve(
      forced: false, readsDesktop: false, portalReducedMotion: portal, enableAnimations: { nil })
    _ = DesktopMotion.resolve(
      forced: true, readsDesktop: true, portalReducedMotion: portal, enableAnimations: { nil })
    #expect(!asked)
  }

  /// Without a session bus nothing is run (gdbus would try to start one), and the answer is nil
  /// at once; with a bus address that leads nowhere, gdbus fails and the answer is nil too.
  @Test func noSessionBusReadsNothing() {
    #expect(DesktopMotion.portalReducedMotion(environment: ["PATH": "/usr/bin:/bin"]) == nil)
    #expect(
      DesktopMotion.portalReducedMotion(environment: [
        "PATH": "/usr/bin:/bin", "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/flick-test-bus",
      ]) == nil)
    #expect(
      DesktopMotion.portalReducedMotion(environment: [
        "PATH": "/nonexistent", "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/flick-test-bus",
      ]) == nil)
  }
}
