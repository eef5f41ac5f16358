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
}
