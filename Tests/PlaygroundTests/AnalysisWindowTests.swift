import Analysis
import Foundation
import Motion
import Stage
import Testing

@testable import Playground

/// `flick --analyze VIDEO`'s window, drawn offscreen and driven as a person drives it: a drag on
/// the recording picks the region to follow, and what it finds (or what went wrong) shows.
@Suite(.serialized) struct AnalysisWindowTests {
  static func window(for video: DrawnVideo, in directory: URL) throws -> AnalysisWindow {
    let file = directory.appendingPathComponent("drawn.mp4").path
    try video.make(at: file)
    let window = try AnalysisWindow(run: AnalysisRun(file: file, track: nil, trace: nil), offscreen: true)
    window.start()
    return window
  }

  /// A drag from `from` to `to`, in the recording's pixels.
  static func drag(_ window: AnalysisWindow, from: Vector2, to: Vector2) throws {
    let mapping = try #require(window.mapping)
    window.pointer(PointerEvent(kind: .down, location: mapping.view(from), timestamp: 0))
    window.pointer(PointerEvent(kind: .move, location: mapping.view((from + to) * 0.5), timestamp: 0.05))
    window.pointer(PointerEvent(kind: .up, location: mapping.view(to), timestamp: 0.1))
  }

  /// `body` with its window's messages its own: other suites open windows in this process at
  /// the same time, and theirs would show here.
  static func ownMessages(_ body: () throws -> Void) throws {
    try WindowMessages.$channel.withValue(UUID().uuidString, operation: body)
  }

  @Test func aDragOnTheRecordingFollowsItAndFitsTheSpring() throws { try Self.ownMessages(dragFollows) }

  private func dragFollows() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // AnalyzeVideoTests' first case: a drag let go onto a spring of 0.5 s and ratio 0.6.
    let video = DrawnVideo(release: .spring(response: 0.5, dampingRatio: 0.6, target: (x: 150, y: 70)))
    let window = try Self.window(for: video, in: directory)
    #expect(WindowMessages.shown.isEmpty, "\(WindowMessages.shown)")
    // The recording is the backdrop: its first frame is drawn, grey, where the mapping says.
    let mapping = try #require(window.mapping)
    #expect(mapping.content.width == Double(video.width))
    window.draw()
    // 0xRRGGBBAA: red, green and blue the same.
    let grey = { (pixel: UInt32?) in
      pixel.map { ($0 >> 8) & 0xFF == ($0 >> 16) & 0xFF && ($0 >> 16) & 0xFF == ($0 >> 24) & 0xFF }
    }
    #expect(grey(window.pixel(at: mapping.view(Vector2(x: 200, y: 140)))) == true)
    #expect(grey(window.pixel(at: mapping.view(Vector2(x: video.start.x + 8, y: video.start.y + 8)))) == true)
    // The square, dragged out as it is in the frame shown, is followed from that frame on.
    try Self.drag(
      window, from: Vector2(x: video.start.x, y: video.start.y),
      to: Vector2(x: video.start.x + Double(video.side), y: video.start.y + Double(video.side)))
    #expect(WindowMessages.shown.isEmpty, "\(WindowMessages.shown)")
    #expect(window.samples.count > 100)
    let analysis = try #require(window.analysis)
    #expect(analysis.segments.map(\.law.kindName) == ["held", "spring"])
    let spring = try #require(analysis.segments.last?.spring)
    #expect(abs(spring.response / 0.5 - 1) < 0.02)
    #expect(abs(spring.dampingRatio - 0.6) < 0.02)
    #expect(analysis.handoffs.map(\.kind) == [.release])
    // The same as `--analyze --track`, headless, finds.
    let file = directory.appendingPathComponent("drawn.mp4").path
    let headless = try AnalysisRun(
      file: file,
      track: TrackRegion(x: Int(video.start.x), y: Int(video.start.y), width: video.side, height: video.side),
      trace: nil
    ).read(writingFramesTo: nil)
    #expect(headless.samples == window.samples)
    // Drawn with the path, the ghost, the plot and the fitted spring's panel.
    window.draw()
  }

  @Test func aRegionOffTheFrameOrStillSaysSoInTheWindow() throws { try Self.ownMessages(offTheFrame) }

  private func offTheFrame() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A still picture for a second (AnalyzeBadInputTests' still video), 160x120.
    let still = directory.appendingPathComponent("still.mp4").path
    try FFmpegRun.run([
      "-hide_banner", "-loglevel", "error", "-nostdin", "-y", "-f", "lavfi", "-i",
      "testsrc2=s=160x120:r=30:d=1,trim=end_frame=1,loop=-1:1", "-t", "1", "-c:v", "libx264", "-crf", "28",
      still,
    ])
    let window = try AnalysisWindow(run: AnalysisRun(file: still, track: nil, trace: nil), offscreen: true)
    window.start()
    #expect(WindowMessages.shown.isEmpty, "\(WindowMessages.shown)")
    // Dragged past the picture's right edge.
    try Self.drag(window, from: Vector2(x: 140, y: 40), to: Vector2(x: 180, y: 70))
    #expect(WindowMessages.shown.count == 1)
    #expect(WindowMessages.shown.first?.contains("reaches past the recording's 160x120 frame") == true)
    #expect(window.samples.isEmpty)
    window.draw()
    // A press on the message dismisses it, and goes nowhere else.
    let panel = try #require(
      MessagePanel(messages: WindowMessages.shown, size: AnalysisWindow.size, metrics: EstimatedTextMetrics())
    )
    window.pointer(PointerEvent(kind: .down, location: panel.frame.center, timestamp: 1))
    window.pointer(PointerEvent(kind: .up, location: panel.frame.center, timestamp: 1.1))
    #expect(WindowMessages.shown.isEmpty)
    #expect(window.samples.isEmpty)
    // Inside the picture, which never moves: followed, then nothing to fit.
    try Self.drag(window, from: Vector2(x: 40, y: 30), to: Vector2(x: 72, y: 62))
    #expect(window.samples.count > 20)
    #expect(window.analysis == nil)
    #expect(WindowMessages.shown.count == 1)
    #expect(WindowMessages.shown.first?.contains("nothing moves") == true, "\(WindowMessages.shown)")
    window.draw()
  }
}
