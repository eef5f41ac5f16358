import Analysis
import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// The analysis scene's plot: the HUD's plot panel draws the whole recording (``RecordingPlot``),
/// the samples and the fitted law over the recording's span, each sample's residual, the
/// hand-off with its jumps and a cursor at the time shown, instead of the last 3 s of the loop
/// (the plot `flick --analyze`'s own window had, AnalysisPlot, brought into the one loop).
@Suite struct AnalysisPlotTests {
  /// Held at x = 100 until 0.2 s, dragged at 600 pt/s until 0.4 s, let go there onto a spring
  /// (0.4 s, ratio 0.7) towards x = 400: t,x,y a line at 60 Hz for 1.5 s, exact.
  static func samplesFile(in directory: URL) throws -> String {
    let omega = 2 * Double.pi / 0.4
    let alpha = 0.7 * omega
    let damped = omega * (1 - 0.7 * 0.7).squareRoot()
    let lines = (0...90).map { index -> String in
      let time = Double(index) / 60
      var x = 100.0
      if time > 0.4 {
        let elapsed = time - 0.4
        let displacement = 220.0 - 400
        x =
          400 + exp(-alpha * elapsed)
          * (displacement * cos(damped * elapsed) + (600 + alpha * displacement) / damped
            * sin(damped * elapsed))
      } else if time > 0.2 {
        x = 100 + 600 * (time - 0.2)
      }
      return "\(time),\(x),50"
    }
    let file = directory.appendingPathComponent("spring.csv")
    try Data(lines.joined(separator: "\n").utf8).write(to: file)
    return file.path
  }

  /// The session `flick --analyze file` runs (laid out, not drawn), its first frame made.
  static func session(for file: String) throws -> Session {
    let recording = try AnalysisRecording(run: AnalysisRun(file: file, track: nil, trace: nil))
    var configuration = recording.configuration()
    configuration.headless = true
    let session = try HeadlessRun.layoutSession(configuration)
    session.frame(at: 0, inputs: [])
    return session
  }

  /// The HUD's plot as drawn now, and its frame.
  static func plot(_ session: Session) throws -> (items: [DisplayItem], frame: Rect) {
    let frames = session.overlayFrames()
    let frame = try #require(frames.hud?.plotFrame)
    var list = DisplayList()
    session.overlay.appendPanels(of: frames, to: &list)
    let items = list.items.filter { item in
      switch item {
      case .line(let line): line.points.contains { frame.contains($0) }
      case .text(let text): frame.contains(text.transform.apply(to: .zero))
      default: false
      }
    }
    return (items, frame)
  }

  static func texts(_ items: [DisplayItem]) -> [String] {
    items.compactMap { if case .text(let text) = $0 { text.text.string } else { nil } }
  }

  static func lines(_ items: [DisplayItem], color: Color) -> [LineItem] {
    items.compactMap { if case .line(let line) = $0, line.color == color { line } else { nil } }
  }

  @Test func theHUDsPlotDrawsTheWholeRecordingWithItsFitResidualAndHandOff() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let session = try Self.session(for: try Self.samplesFile(in: directory))
    let scene = try #require(session.scene as? AnalysisScene)
    let analysis = try #require(scene.analysis)
    #expect(analysis.segments.map(\.law.kindName) == ["held", "spring"])
    // The series: every sample, the spring's curve (the held stretch is the hand's, no law),
    // and each free sample's residual, tiny for exact samples.
    let series = try #require(scene.recordingSeries)
    #expect(series.label == "x (px)")
    #expect(series.span == 0...1.5)
    #expect(series.positions.count == 91)
    #expect(series.velocities.count == 90)
    #expect(series.fittedPositions.count == 1)
    #expect(series.markers.count == 1)
    #expect(series.markers.first?.label.hasPrefix("release ") == true)
    let spring = try #require(analysis.segments.last)
    #expect(series.residuals.count == spring.samples.count)
    #expect((series.residuals.map(\.value).max() ?? 1) < 0.05)
    // Drawn in the HUD's plot frame, over the recording's span rather than the last 3 s.
    let (items, frame) = try Self.plot(session)
    let texts = Self.texts(items)
    #expect(texts.contains("x (px)"))
    #expect(texts.contains("whole 1.50 s"))
    #expect(!texts.contains("last 3 s"))
    #expect(texts.contains { $0.hasPrefix("residual 0–") })
    #expect(texts.contains { $0.hasPrefix("release ") })
    let plot = RecordingPlot(series: series, frame: frame, metrics: session.textMetrics)
    // The fitted law runs from its segment's start to the recording's end, across the plot.
    let fitted = try #require(Self.lines(items, color: RecordingPlot.fitColor).first)
    #expect(abs((fitted.points.first?.x ?? 0) - plot.x(spring.start)) < 1e-6)
    #expect(abs((fitted.points.last?.x ?? 0) - plot.area.maxX) < 1)
    // Where the law fits, it runs through the samples: at the last sample, within a point.
    let last = try #require(series.positions.last)
    #expect(abs((fitted.points.last?.y ?? 0) - plot.positionY(last.value)) < 1)
    // The hand-off's line at its time, and the cursor at the time shown: the start, then a
    // frame on after →.
    let release = Self.lines(items, color: HUDView.releaseColor)
    #expect(release.contains { abs($0.points[0].x - plot.x(analysis.handoffs[0].at)) < 1e-6 })
    let cursor = try #require(Self.lines(items, color: RecordingPlot.cursorColor).first)
    #expect(abs(cursor.points[0].x - plot.area.minX) < 1e-6)
    session.frame(at: 0.1, inputs: [.key("right", time: 0.1)])
    #expect(abs(scene.shownTime - 1.0 / 60) < 1e-9)
    let moved = try #require(Self.lines(try Self.plot(session).items, color: RecordingPlot.cursorColor).first)
    #expect(abs(moved.points[0].x - plot.x(1.0 / 60)) < 1e-6)
    #expect(moved.points[0].x > cursor.points[0].x)
  }

  @Test func aSceneWithoutARecordingKeepsTheLivePlot() {
    let scene = AnalysisScene(size: AnalysisScene.windowSize, context: SceneContext(for: AnalysisScene.self))
    #expect(scene.recordingSeries == nil)
  }
}
