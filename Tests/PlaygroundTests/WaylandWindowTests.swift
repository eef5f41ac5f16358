import Foundation
import Motion
import Testing

@testable import Playground

/// Flick as a native Wayland client of weston at output scale 2 (``NestedWeston``), chosen by
/// Flick itself (WAYLAND_DISPLAY set, SDL_VIDEODRIVER not): the window is Wayland's, its drawable
/// twice its size in points, its frames reach the screen sharp at 2×, and pointer events from
/// the outer X server land where the window drew what they hit.
@Suite(
  "A native Wayland window in weston at scale 2", .serialized,
  TestTier.window)
struct WaylandWindowTests {
  /// A headless screenshot of `scene` at `size` points and scale 2: what the window should show.
  private func headlessShot(scene: String, size: String, in directory: URL) throws -> ReferenceImage {
    let path = directory.appendingPathComponent("headless-\(scene).png")
    let result = try FlickProcess.run([
      "--headless", "--scene", scene, "--size", size, "--scale", "2", "--duration", "0.5", "--screenshot",
      path.path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    return try #require(ReferenceImage(contentsOf: path.path))
  }

  /// Polls the trace until a line satisfies `condition` (up to `seconds`).
  private func waitForLine(in trace: URL, seconds: Double, _ condition: ([String: Any]) -> Bool) -> Bool {
    let start = Date()
    while Date().timeIntervalSince(start) < seconds {
      let text = (try? String(contentsOf: trace, encoding: .utf8)) ?? ""
      for line in text.split(separator: "\n") {
        if let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
          condition(object)
        {
          return true
        }
      }
      usleep(100_000)
    }
    return false
  }

  /// weston's screen's top-left `width` × `height` pixels once they satisfy `condition`, captured
  /// to `path` again every 50 ms (the last one captured after 30 s; nil if it cannot be read).
  private func screenOnceItMatches(
    _ weston: NestedWeston, in path: URL, width: Int, height: Int, _ condition: (ReferenceImage) -> Bool
  ) throws -> ReferenceImage? {
    let start = Date()
    while true {
      try weston.captureScreen(to: path)
      let shown = ReferenceImage(contentsOf: path.path)?.cropped(width: width, height: height)
      if let shown, condition(shown) { return shown }
      if Date().timeIntervalSince(start) >= 30 { return shown }
      usleep(50_000)
    }
  }

  @Test func theWindowIsNativeAtTheOutputsScaleAndAClickLandsWhereDrawn() throws {
    let weston = try NestedWeston()
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let size = "\(weston.width)x\(weston.height)"
    let card = try headlessShot(scene: "card", size: size, in: directory)
    let modal = try headlessShot(scene: "modal", size: size, in: directory)

    // Where the modal's segment of the switcher is, in points, in a session of the output's size.
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.duration = 0
    configuration.sceneName = "card"
    configuration.size = Size(width: Double(weston.width), height: Double(weston.height))
    let session = try PlaygroundApp(configuration: configuration).runHeadless()
    let segment = try #require(session.switcher.segments.first { $0.target == .scene("modal") })

    let trace = directory.appendingPathComponent("trace.jsonl")
    let shot = directory.appendingPathComponent("shot.png")
    let output = directory.appendingPathComponent("stdout")
    let errors = directory.appendingPathComponent("stderr")
    try FlickProcess.makeEmptyFile(at: output)
    try FlickProcess.makeEmptyFile(at: errors)
    let process = Process()
    process.executableURL = FlickProcess.executable
    process.arguments = [
      "--scene", "card", "--stats", "--trace", trace.path, "--screenshot", shot.path,
    ]
    process.environment = weston.clientEnvironment()
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    defer {
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
    }
    // The kiosk shell gives the window the whole output: it lays the card out at that size.
    #expect(
      waitForLine(in: trace, seconds: 10) { $0["frame"] != nil },
      "no frames: \((try? String(contentsOf: errors, encoding: .utf8)) ?? "")")
    // What weston shows: the card scene at 2×, as sharp as the headless picture of it (once
    // weston has composited it: the screen read again every 50 ms, up to 30 s).
    let screen = directory.appendingPathComponent("screen.png")
    let shown = try #require(
      try screenOnceItMatches(weston, in: screen, width: card.width, height: card.height) {
        $0.fractionDiffering(from: card) < 0.01
      })
    #expect(shown.fractionDiffering(from: card) < 0.01, "the screen differs from the headless card scene")

    // The outer X server's pointer, in its pixels: points × 2 on weston's output.
    let x = Int((segment.frame.center.x * Double(weston.scale)).rounded())
    let y = Int((segment.frame.center.y * Double(weston.scale)).rounded())
    try weston.display.xdotool(["mousemove", "--sync", "\(x)", "\(y)", "click", "1"])
    #expect(
      waitForLine(in: trace, seconds: 30) { $0["scene"] as? String == "modal" },
      "a click on the modal's segment")
    // Away from the switcher, so the screenshot has no hover.
    try weston.display.xdotool(["mousemove", "--sync", "1", "\(weston.height * weston.scale - 1)"])
    // Ended (SIGTERM, as a window manager ends it) once weston shows the modal scene at rest
    // above the hint, the hover gone (read again every 50 ms, up to 30 s).
    let rows = modal.height - 140
    let modalAboveHint = try #require(modal.cropped(width: modal.width, height: rows))
    _ = try screenOnceItMatches(weston, in: screen, width: modal.width, height: rows) {
      $0.fractionDiffering(from: modalAboveHint) < 0.01
    }
    process.terminate()
    let start = Date()
    while process.isRunning && Date().timeIntervalSince(start) < 30 { usleep(50_000) }
    #expect(!process.isRunning)
    process.waitUntilExit()
    let stderr = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
    #expect(process.terminationStatus == 0, "\(stderr)")
    let stats = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    let statLines = stats.split(separator: "\n").map(String.init)
    #expect(statLines.contains("display: wayland, scale 2 (compositor)"), "\(stats)")
    // Frames were presented.
    #expect(statLines.contains { $0.hasPrefix("present: p50 ") }, "\(stats)")
    // Flick's own screenshot: the drawable, twice the window's points, sharp.
    let picture = try #require(ReferenceImage(contentsOf: shot.path))
    #expect(picture.width == weston.width * 2 && picture.height == weston.height * 2)
    // Above the hint along the bottom, which fades after a scene switch (and has not, headless).
    let above = picture.height - 140
    let compared = try #require(picture.cropped(width: picture.width, height: above))
    let expected = try #require(modal.cropped(width: modal.width, height: above))
    #expect(
      compared.fractionDiffering(from: expected) < 0.01,
      "the screenshot differs from the headless modal scene")
  }
}

extension ReferenceImage {
  /// The top-left `width` × `height` pixels; nil when the image is smaller.
  func cropped(width: Int, height: Int) -> ReferenceImage? {
    guard width <= self.width, height <= self.height else { return nil }
    var pixels: [UInt32] = []
    pixels.reserveCapacity(width * height)
    for y in 0..<height { pixels += argb[(y * self.width)..<(y * self.width + width)] }
    return ReferenceImage(width: width, height: height, argb: pixels)
  }
}
