import Foundation
import Motion
import Testing

@testable import Playground

/// `--scale 2` in a real window under Xvfb: the mouse's window coordinates (pixels under X11)
/// reach the scene in points, so what is drawn under the pointer is what the press gets.
@Suite(
  "A --scale 2 window under Xvfb", .serialized,
  TestTier.window)
struct ScaleTwoWindowTests {
  /// xdotool on `display`, at `x`, `y` pixels inside flick's window, then `actions`.
  private func atWindow(_ display: WindowTests.VirtualDisplay, _ x: Double, _ y: Double, _ actions: [String])
    throws
  {
    try display.xdotool(
      [
        "search", "--sync", "--name", "Flick", "mousemove", "--sync", "--window", "%1", "\(Int(x))",
        "\(Int(y))",
      ]
        + actions)
  }

  /// Polls the trace for up to 30 seconds until its last line satisfies `condition`.
  private func waitForLastLine(of window: WindowTests.Window, _ condition: ([String: Any]) -> Bool) throws
    -> Bool
  {
    window.waitForLines { $0.last.map(condition) ?? false }
  }

  @Test func aPressOnTheCardGrabsItAndEachSwitcherSegmentSelectsItsScene() throws {
    let display = try WindowTests.VirtualDisplay(screen: "2600x1400")
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let window = try WindowTests.Window(
      on: display, in: directory, arguments: ["--scene", "card", "--scale", "2", "--size", "1200x640"])
    defer { window.stop() }
    window.waitUntilShown()
    // The card rests centred in the content area: (600, 352) points, (1200, 704) pixels.
    try atWindow(display, 1200, 704, ["mousedown", "1"])
    // Kept: the drag's own pace, a press held and then a move 200 ms apart, as a hand makes it.
    usleep(200_000)
    try atWindow(display, 1300, 704, [])
    usleep(200_000)
    try display.xdotool(["mouseup", "1"])
    #expect(window.waitForLine { $0["gesture"] as? String == "ended" }, "the drag did not end")
    let lines = try window.lines
    let grabbed = try #require(lines.first { $0["gesture"] as? String == "began" })
    let pointer = try #require((grabbed["pointers"] as? [[String: Any]])?.first)
    #expect(pointer["x"] as? Double == 600 && pointer["y"] as? Double == 352)
    #expect(lines.contains { $0["gesture"] as? String == "changed" })
    #expect(!lines.contains { $0["gesture"] as? String == "failed" })

    // The switcher's segments where a session of this size lays them out, in points.
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.duration = 0
    configuration.sceneName = "card"
    configuration.size = Size(width: 1200, height: 640)
    let session = try PlaygroundApp(configuration: configuration).runHeadless()
    let segments = session.switcher.segments
    #expect(segments.count > 2, "every scene is shown at 1200 points")
    // The mode pill first (in the card, which has every mode), then each scene.
    let pill = try #require(segments.first { $0.target == .mode })
    try atWindow(display, 2 * pill.frame.center.x, 2 * pill.frame.center.y, ["click", "1"])
    #expect(try waitForLastLine(of: window) { $0["mode"] as? String == "dynamics" })
    for segment in segments {
      guard case .scene(let name) = segment.target else { continue }
      try atWindow(display, 2 * segment.frame.center.x, 2 * segment.frame.center.y, ["click", "1"])
      // A debug build draws a new scene's first frame at 1920×1280 in software slowly: wait for it.
      #expect(
        try waitForLastLine(of: window) { $0["scene"] as? String == name }, "a click on \(name)'s segment")
    }
  }
}
