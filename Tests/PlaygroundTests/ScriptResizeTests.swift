import Foundation
import Motion
import Testing

@testable import Playground

/// A script's `size` event resizes the canvas mid-run: the scene lays itself out again without
/// breaking its motion, the picture and the trace take the new size, and a recording writes it.
@Suite("Script resizes")
struct ScriptResizeTests {
  private func run(_ script: String, in directory: URL, extra: [String] = []) throws -> (
    FlickProcess.Result, [TraceLine]
  ) {
    let scriptURL = directory.appendingPathComponent("script.json")
    try script.write(to: scriptURL, atomically: true, encoding: .utf8)
    let trace = directory.appendingPathComponent("trace.jsonl").path
    let result = try FlickProcess.run(
      ["--headless", "--script", scriptURL.path, "--trace", trace, "--fps", "120"] + extra)
    let text = (try? String(contentsOfFile: trace, encoding: .utf8)) ?? ""
    let lines = try text.split(separator: "\n").map {
      try JSONDecoder().decode(TraceLine.self, from: Data($0.utf8))
    }
    return (result, lines)
  }

  @Test func aResizeMidPresentKeepsTheMotionAndEndsCentredInTheNewWindow() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let screenshot = directory.appendingPathComponent("shot.png").path
    let (result, trace) = try run(
      #"{"events": [{"t": 0, "key": "space"}, {"t": 0.15, "size": "600x800"}]}"#, in: directory,
      extra: ["--duration", "2", "--screenshot", screenshot])
    #expect(result.status == 0, "\(result.stderr)")
    let before = try #require(trace.last { $0.t < 0.15 })
    let after = try #require(trace.first { $0.t >= 0.15 })
    #expect(before.window.w == 960 && before.window.h == 640)
    #expect(after.window.w == 600 && after.window.h == 800)
    // The modal is still where it was on screen at the resize and still moving down: the new
    // layout moves its target, not the modal (one frame, 1/120 s, of motion apart).
    #expect(abs(after.modal.y - before.modal.y) < abs(before.velocity.y) / 120 + 1)
    #expect(after.velocity.y > 0 && abs(after.velocity.y - before.velocity.y) < 0.25 * abs(before.velocity.y))
    let last = try #require(trace.last)
    #expect(last.phase == "presented")
    #expect(abs(last.modal.centerX - 300) < 1e-4)
    #expect(abs(last.modal.centerY - 400) < 1e-4)
    // The picture has the new size: PNG's IHDR width and height.
    let header = try Data(contentsOf: URL(fileURLWithPath: screenshot)).prefix(24)
    let width = header[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = header[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 600 && height == 800)
  }

  @Test func growingPastTheStartSizeAndBackDrawsEachSize() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (result, trace) = try run(
      #"""
      {"events": [{"t": 0, "key": "space"}, {"t": 0.2, "size": "1400x900"}, {"t": 0.4, "size": "300x250"},
        {"t": 0.6, "size": "1000x700"}]}
      """#, in: directory, extra: ["--duration", "2"])
    #expect(result.status == 0, "\(result.stderr)")
    let sizes = trace.map { "\(Int($0.window.w))x\(Int($0.window.h))" }.reduce(into: [String]()) {
      if $0.last != $1 { $0.append($1) }
    }
    #expect(sizes == ["960x640", "1400x900", "300x250", "1000x700"])
    let last = try #require(trace.last)
    #expect(
      abs(last.modal.centerX - 500) < 1e-4 && abs(last.modal.centerY - 350) < 1e-4)
  }

  @Test func aRecordingWritesTheResizesItSaw() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let recorded = directory.appendingPathComponent("recorded.json").path
    let (result, _) = try run(
      #"{"events": [{"t": 0.5, "size": "700x500"}]}"#, in: directory,
      extra: ["--duration", "1", "--record", recorded])
    #expect(result.status == 0, "\(result.stderr)")
    let script = try Script(contentsOf: recorded)
    let resizes = script.events.compactMap { event -> (Double, Size)? in
      if case .resize(let size) = event.action { return (event.time, size) }
      return nil
    }
    #expect(resizes.count == 1)
    #expect(resizes.first.map { abs($0.0 - 0.5) < 1e-6 && $0.1 == Size(width: 700, height: 500) } == true)
  }

  @Test(arguments: ["100x100", "9000x600", "big", "600x"])
  func aBadSizeIsRefusedWithTheEvent(size: String) throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (result, _) = try run(#"{"events": [{"t": 0.5, "size": "\#(size)"}]}"#, in: directory)
    #expect(result.status == 1)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderrLines.first?.contains("event 0: \"size\" must be WxH") == true, "\(result.stderr)")
  }
}
