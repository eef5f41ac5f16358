import Foundation
import Motion
import Testing

@testable import Playground

/// The Simulator-style emulation in a real window under Xvfb: Alt + drag made with xdotool
/// pinches and turns the card, and the two touch points are on screen while it does.
@Suite(
  "Alt-drag under Xvfb", .serialized,
  TestTier.window)
struct AltDragWindowTests {
  /// The red, green and blue of the screen's pixel at (`x`, `y`), read with ImageMagick.
  private func pixel(_ png: URL, x: Int, y: Int) throws -> (Int, Int, Int) {
    let tool = Process()
    tool.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
    tool.arguments = [png.path, "-crop", "1x1+\(x)+\(y)", "-depth", "8", "txt:-"]
    let output = Pipe()
    tool.standardOutput = output
    try tool.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    tool.waitUntilExit()
    // "0,0: (R,G,B)  #RRGGBB  srgb(...)": the hex word.
    let text = String(decoding: data, as: UTF8.self)
    let hex = try #require(text.split(separator: "#").last?.prefix(6))
    let value = try #require(Int(hex, radix: 16))
    return (value >> 16, (value >> 8) & 0xFF, value & 0xFF)
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/import")))
  func anAltDragPinchesTheCardAndShowsBothTouches() throws {
    let display = try WindowTests.VirtualDisplay()
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let window = try WindowTests.Window(on: display, in: directory, arguments: ["--scene", "card"])
    defer { window.stop() }
    // Drive it once it draws (its first trace line), not after a guess: a loaded machine may
    // take longer than 2 s to open the window.
    window.waitUntilShown()
    // The 960×640 window sits at (160, 80) on the 1280×800 screen; the card is centred at
    // (480, 352) in it, the mirror's centre is the window's (480, 320).
    try display.xdotool(["mousemove", "--sync", "560", "432"])
    try display.xdotool(["keydown", "alt", "mousedown", "1"])
    // Kept: the gesture's own pace, a press held and then moves 60 ms apart, as a hand makes it.
    usleep(150_000)
    for (x, y) in [(550, 432), (530, 420), (500, 400), (480, 380)] {
      try display.xdotool(["mousemove", "--sync", "\(x)", "\(y)"])
      usleep(60_000)
    }
    // The screenshot once a frame with both touches, the pointer's at its last place, is shown.
    #expect(
      window.waitForLine { line in
        guard let pointers = line["pointers"] as? [[String: Any]], pointers.count == 2 else { return false }
        return pointers.contains { $0["x"] as? Double == 320 && $0["y"] as? Double == 300 }
      }, "no frame with both touches and the pointer at its last place")
    let shot = directory.appendingPathComponent("pinch.png")
    let grab = Process()
    grab.executableURL = URL(fileURLWithPath: "/usr/bin/import")
    grab.arguments = ["-display", display.name, "-window", "root", shot.path]
    try grab.run()
    grab.waitUntilExit()
    try display.xdotool(["mouseup", "1", "keyup", "alt"])
    // Read once the release is traced (the last frame holds no pointer).
    _ = window.waitForLines { ($0.last?["pointers"] as? [Any])?.isEmpty == true }

    let lines = try window.lines
    let pinches = lines.compactMap { $0["pinchGesture"] as? [String: Any] }
    #expect(pinches.contains { $0["state"] as? String == "changed" })
    let scales = lines.compactMap { $0["scale"] as? Double }
    #expect((scales.max() ?? 1) > 1.3, "the card grew under the fingers: \(scales.max() ?? 1)")
    #expect(lines.contains { ($0["pointers"] as? [[String: Any]])?.count == 2 })
    #expect(
      lines.contains { (($0["pointers"] as? [[String: Any]])?.first?["kind"] as? String) == "emulatedTouch" })
    // Both touches drawn: the pointer's at window (320, 300), the mirror at (640, 340); each ring
    // is dark grey, 16.5 pt from its centre.
    for (x, y) in [(320, 300), (640, 340)] {
      let ring = try pixel(shot, x: 160 + x + 16, y: 80 + y)
      #expect(ring.0 < 140 && ring.1 < 140 && ring.2 < 150, "ring at (\(x), \(y)): \(ring)")
    }
  }
}
