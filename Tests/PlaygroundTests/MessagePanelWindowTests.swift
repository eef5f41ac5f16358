import Foundation
import Testing

@testable import Playground

/// A window nobody reads the stderr of (as one started from a desktop's launcher) still says
/// what went wrong: V without ffmpeg shows the error in the window's message panel, on top of
/// everything; a click on the panel dismisses it and reaches nothing under it.
@Suite(
  "Errors in the window's message panel", .serialized,
  TestTier.window)
struct MessagePanelWindowTests {
  /// The screen's pixel at `x`, `y` (ImageMagick's `import` of the root window).
  private func screenPixel(_ display: WindowTests.VirtualDisplay, x: Int, y: Int, in directory: URL) throws
    -> UInt32
  {
    let path = directory.appendingPathComponent("screen-\(UUID().uuidString).png")
    let tool = Process()
    tool.executableURL = URL(fileURLWithPath: "/usr/bin/import")
    tool.arguments = ["-window", "root", path.path]
    tool.environment = ["DISPLAY": display.name]
    try tool.run()
    tool.waitUntilExit()
    let image = try #require(ReferenceImage(contentsOf: path.path))
    return image.argb[y * image.width + x]
  }

  /// The screen's pixel at `x`, `y` once it satisfies `condition`, read again every 50 ms (the
  /// last one read after 30 s).
  private func waitForScreenPixel(
    _ display: WindowTests.VirtualDisplay, x: Int, y: Int, in directory: URL, _ condition: (UInt32) -> Bool
  ) throws -> UInt32 {
    let start = Date()
    var pixel = try screenPixel(display, x: x, y: y, in: directory)
    while !condition(pixel) && Date().timeIntervalSince(start) < 30 {
      usleep(50_000)
      pixel = try screenPixel(display, x: x, y: y, in: directory)
    }
    return pixel
  }

  private func isPanelColour(_ argb: UInt32) -> Bool {
    let red = Int((argb >> 16) & 0xFF)
    let green = Int((argb >> 8) & 0xFF)
    let blue = Int(argb & 0xFF)
    let panel = MessagePanel.background
    return abs(red - Int(panel.red * 255)) < 24 && abs(green - Int(panel.green * 255)) < 24
      && abs(blue - Int(panel.blue * 255)) < 24
  }

  @Test func anErrorShowsInThePanelUntilAClickDismissesIt() throws {
    let display = try WindowTests.VirtualDisplay()
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let shot = directory.appendingPathComponent("shot.png")
    let window = try WindowTests.Window(
      on: display, in: directory,
      arguments: ["--scene", "card", "--screenshot", shot.path]
    ) { $0["PATH"] = "/nonexistent" }
    defer { window.stop() }
    window.waitUntilShown()
    // The 960×640 window is centred on the 1280×800 screen, at (160, 80); the 560-point panel
    // from x = 200, 76 points down: (207, 120) is inside it, in its padding, left of its text.
    let before = try screenPixel(display, x: 160 + 207, y: 80 + 120, in: directory)
    #expect(!isPanelColour(before))
    try display.xdotool(["search", "--sync", "--name", "Flick", "key", "--window", "%1", "v"])
    let shown = try waitForScreenPixel(display, x: 160 + 207, y: 80 + 120, in: directory) {
      isPanelColour($0)
    }
    #expect(isPanelColour(shown), "no panel: \(String(shown, radix: 16))")
    try display.xdotool([
      "search", "--sync", "--name", "Flick", "mousemove", "--sync", "--window", "%1", "480", "100", "click",
      "1",
    ])
    // Dismissed on the screen, then ended as a window manager ends it (SIGTERM).
    _ = try waitForScreenPixel(display, x: 160 + 207, y: 80 + 120, in: directory) { !isPanelColour($0) }
    window.process.terminate()
    #expect(window.secondsToExit(limit: 30) != nil)
    #expect(window.process.terminationStatus == 0, "\(window.stderr)")
    #expect(window.stderr.contains("flick: --video needs ffmpeg"), "\(window.stderr)")
    // Dismissed: the last frame has no panel, and the click reached no pointer of the scene.
    let image = try #require(ReferenceImage(contentsOf: shot.path))
    #expect(!isPanelColour(image.argb[120 * image.width + 207]))
    let lines = try window.lines
    #expect(lines.allSatisfy { ($0["pointers"] as? [Any])?.isEmpty ?? true })
  }
}
