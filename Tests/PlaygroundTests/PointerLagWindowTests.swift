import Foundation
import Testing

@testable import Playground

/// `pointerLag` in a real window under Xvfb, with the pointer moved by xdotool (XWarpPointer, as
/// remote desktop tools move it): the server is asked where the pointer is (`XQueryPointer`), so
/// the lag is what the frame drew behind the pointer, not SDL's stale copy of the last raw motion
/// (190 pt at every frame of this drag before, p50).
@Suite("Pointer lag under Xvfb", .serialized, TestTier.window)
struct PointerLagWindowTests {
  @Test func aWarpedPointerIsReadWhereTheServerHasIt() throws {
    let display = try WindowTests.VirtualDisplay()
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let window = try WindowTests.Window(on: display, in: directory, arguments: ["--scene", "pane"])
    defer { window.stop() }
    window.waitUntilShown()
    // The 960×640 window sits at (160, 80) on the screen; the pane's grabber is near its bottom.
    try display.xdotool(["mousemove", "--sync", "640", "690"])
    try display.xdotool(["mousedown", "1"])
    usleep(100_000)
    for y in stride(from: 680, through: 480, by: -25) {
      try display.xdotool(["mousemove", "--sync", "640", "\(y)"])
      usleep(50_000)
    }
    // Held still: the frames after the last move draw the pane at the pointer.
    #expect(
      window.waitForLine { line in
        guard let lag = line["pointerLag"] as? [String: Any],
          let pointer = lag["pointer"] as? [String: Double]
        else { return false }
        return pointer["y"] == 400
      }, "no frame measured the pointer at its last place")
    usleep(300_000)
    try display.xdotool(["mouseup", "1"])
    _ = window.waitForLines { ($0.last?["pointers"] as? [Any])?.isEmpty == true }
    let lags = try window.lines.compactMap { ($0["pointerLag"] as? [String: Any])?["distance"] as? Double }
    #expect(lags.count > 5)
    let sorted = lags.sorted()
    // Most frames draw the pane where the server has the pointer; a frame drawn just before a
    // 25 pt jump of the pointer lags by that jump, no more.
    #expect(sorted[sorted.count / 2] < 2, "pointer lag p50 \(sorted[sorted.count / 2]) pt: \(lags)")
    #expect(sorted.last! <= 26, "pointer lag max \(sorted.last!) pt")
  }
}
