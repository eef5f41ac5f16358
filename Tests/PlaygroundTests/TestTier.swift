import Foundation
import Testing

/// The suite's tiers (CONTRIBUTING.md, "Test tiers"). `swift test` runs the fast tier: every
/// test that runs in-process or as a headless `flick`, in parallel. The window tier is the real
/// windows under Xvfb (and weston), driven by xdotool on a schedule, one at a time: its suites
/// run when `FLICK_TEST_TIER=window`, as `bash scripts/test-windows.sh` sets it (CI runs that
/// script after `swift test`). Under plain `swift test` they are skipped with this reason
/// printed, never silently; in the window tier a missing Xvfb or xdotool fails them.
///
/// A window-tier suite's type name ends in `WindowTests`: that is how the script selects them
/// (`--filter 'WindowTests/'`).
enum TestTier {
  /// Whether this run is the window tier.
  static let isWindowTier = ProcessInfo.processInfo.environment["FLICK_TEST_TIER"] == "window"

  /// The trait of a window-tier suite.
  static let window = ConditionTrait.enabled(
    if: isWindowTier, "window tier: runs in `bash scripts/test-windows.sh` (CI runs it), not `swift test`")
}
