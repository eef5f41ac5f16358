import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// The HUD plot's words keep off its curves (issue 25, "what people see": the release's
/// "release vy …" and "settle vy …" were written over the position curve at the top of the
/// plot, where a curve starts or ends). After a flick in every scene with a draggable subject,
/// on every 6th frame of the settle, no curve passes through any label's text.
@Suite("The plot's labels keep off its curves", .serialized)
struct PlotLabelPlacementTests {
  /// The label texts a curve crosses, as "text at frame".
  private func crossings(
    scene: String, flick: [Script.Event], size: Size = Size(width: 960, height: 640)
  ) throws -> [String] {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.sceneName = scene
    configuration.size = size
    configuration.script = Script(events: [Scenario.key(0, "tab")] + flick)
    let session = try Session(
      configuration: configuration, canvas: try Canvas(offscreenSize: size, pixelScale: 1))
    var found: [String] = []
    for index in 0...150 {
      session.frame(at: Double(index) / 60, inputs: [])
      guard index >= 30, index.isMultiple(of: 6), let hud = session.overlayFrames().hud,
        let plot = hud.plotFrame
      else { continue }
      var list = DisplayList()
      hud.append(to: &list)
      var labels: [(String, Rect)] = []
      var curves: [[Vector2]] = []
      for item in list.items {
        switch item {
        case .text(let text):
          let origin = text.transform.apply(to: .zero)
          // The captions' row along the top is the plot's heading, not on the curves' area.
          guard plot.contains(origin), origin.y > plot.minY + 20 else { continue }
          let width = session.textMetrics.measure(text.text.string, size: text.text.size, isBold: false).width
          let left = origin.x + text.text.inset
          let middle = origin.y + text.box.height / 2
          labels.append(
            (
              text.text.string,
              Rect(
                x: left, y: middle - text.text.size / 2, width: min(width, text.box.width),
                height: text.text.size)
            ))
        case .line(let line)
        where line.points.count > 2 && plot.contains(line.points.first { $0.x.isFinite } ?? .zero):
          curves.append(line.points)
        default: continue
        }
      }
      for (text, box) in labels {
        let hit = curves.contains { curve in
          zip(curve, curve.dropFirst()).contains { a, b in
            guard a.x.isFinite, b.x.isFinite else { return false }
            return (0...8).contains { step in
              let t = Double(step) / 8
              return box.contains(Vector2(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            }
          }
        }
        if hit { found.append("\(scene) \"\(text)\" at frame \(index)") }
      }
    }
    return found
  }

  @Test func noCurveCrossesAMarkerLabel() throws {
    var found: [String] = []
    found += try crossings(
      scene: "card",
      flick: Scenario.flick(from: (480, 352), at: 0.2, velocity: (-1400, -900), duration: 0.12))
    found += try crossings(
      scene: "pane", flick: Scenario.flick(from: (480, 560), at: 0.2, velocity: (0, -1600), duration: 0.1))
    found += try crossings(
      scene: "modal",
      flick: [Scenario.key(0.05, "space")]
        + Scenario.flick(from: (480, 200), at: 0.5, velocity: (0, 1500), duration: 0.1))
    #expect(found.isEmpty, "\(found.count) labels crossed:\n\(found.joined(separator: "\n"))")
  }
}
