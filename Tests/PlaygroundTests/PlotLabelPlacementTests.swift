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
  /// What one run found: the labels crossed (as "text at frame"), and how many labels and
  /// legends were there to check.
  struct Check {
    var found: [String]
    var labels: Int
    var legends: Int
  }

  /// The label texts a curve crosses or the legend covers.
  private func crossings(
    scene: String, flick: [Script.Event], size: Size = Size(width: 960, height: 640), scale: Double = 1,
    keys: [String] = []
  ) throws -> Check {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.sceneName = scene
    configuration.size = size
    configuration.pixelScale = scale
    configuration.script = Script(
      events: ([Scenario.key(0, "tab")] + keys.map { Scenario.key(0, $0) }) + flick)
    let session = try HeadlessRun.layoutSession(configuration)
    var found: [String] = []
    var labelCount = 0
    var legendCount = 0
    for index in 0...150 {
      session.frame(at: Double(index) / 60, inputs: [])
      let frames = session.overlayFrames()
      guard index >= 30, index.isMultiple(of: 6), let hud = frames.hud, let plot = hud.plotFrame
      else { continue }
      // The ghosts' legend (G) is a panel of its own: it never lies on the HUD or its plot.
      if frames.legend != nil { legendCount += 1 }
      if let legend = frames.legend, hud.frames.contains(where: { $0.intersects(legend) }) {
        found.append("\(scene) \(size) ×\(scale): the legend \(legend) on the HUD at frame \(index)")
      }
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
      labelCount += labels.count
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
        if hit { found.append("\(scene) \(size) ×\(scale) \"\(text)\" at frame \(index)") }
        if let legend = frames.legend, legend.intersects(box) {
          found.append("\(scene) \(size) ×\(scale) \"\(text)\" under the legend at frame \(index)")
        }
      }
    }
    return Check(found: found, labels: labelCount, legends: legendCount)
  }

  @Test func noCurveCrossesAMarkerLabel() throws {
    var found: [String] = []
    found += try crossings(
      scene: "card",
      flick: Scenario.flick(from: (480, 352), at: 0.2, velocity: (-1400, -900), duration: 0.12)
    ).found
    found += try crossings(
      scene: "pane", flick: Scenario.flick(from: (480, 560), at: 0.2, velocity: (0, -1600), duration: 0.1)
    ).found
    found += try crossings(
      scene: "modal",
      flick: [Scenario.key(0.05, "space")]
        + Scenario.flick(from: (480, 200), at: 0.5, velocity: (0, 1500), duration: 0.1)
    ).found
    #expect(found.isEmpty, "\(found.count) labels crossed:\n\(found.joined(separator: "\n"))")
  }

  /// The same in every window from 480×360 to 1920×1080 at scale 1 and 2, with the ghosts'
  /// legend shown (G) in spring and dynamics modes: no curve crosses a label, and the legend
  /// covers neither a label nor the HUD. The flicks start on each subject wherever the window
  /// puts it. (At 480×360 the HUD has given the subject its room and shows no plot.)
  @Test(arguments: [1.0, 2.0])
  func noCurveOrLegendCoversALabelInAnyWindow(scale: Double) throws {
    var found: [String] = []
    for size in HUDPlacementTests.sizes {
      for mode in ["1", "2"] {
        let content = Vector2(x: size.width / 2, y: (64 + size.height) / 2)
        let checks = [
          try crossings(
            scene: "card",
            flick: Scenario.flick(
              from: (content.x, content.y), at: 0.2, velocity: (-1400, -900), duration: 0.12),
            size: size, scale: scale, keys: ["g", mode]),
          try crossings(
            scene: "pane",
            flick: Scenario.flick(
              from: (size.width / 2, size.height - 30), at: 0.2, velocity: (0, -1600), duration: 0.1),
            size: size, scale: scale, keys: ["g", mode]),
          try crossings(
            scene: "modal",
            flick: [Scenario.key(0.05, "space")]
              + Scenario.flick(
                from: (size.width / 2, size.height / 2 - 40), at: 0.5, velocity: (0, 1500), duration: 0.1),
            size: size, scale: scale, keys: ["g", mode]),
        ]
        found += checks.flatMap(\.found)
        // There were labels and legends to check wherever the plot is shown: from 640×480 up
        // (in a small window the HUD keeps its plot under its compact lines).
        if size.height >= 480 {
          #expect(checks.map(\.labels).reduce(0, +) > 0, "\(size) mode \(mode): no label seen")
          #expect(checks.map(\.legends).reduce(0, +) > 0, "\(size) mode \(mode): no legend seen")
        }
      }
    }
    #expect(found.isEmpty, "\(found.count) found:\n\(found.prefix(40).joined(separator: "\n"))")
  }

  /// At the default size the card's plot sits beside the panel, between the slots, 220 pt wide:
  /// a fast flick's release label ("release vx -4000 → settle -4000") does not fit beside the
  /// clipped mark, so it keeps its numbers ("vx -4000 → -4000") rather than going missing.
  @Test func aReleaseLabelTooLongForANarrowPlotKeepsItsNumbers() throws {
    let size = Size(width: 960, height: 640)
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.sceneName = "card"
    configuration.size = size
    configuration.script = Script(
      events: [Scenario.key(0, "tab")]
        + Scenario.flick(from: (480, 352), at: 0.2, velocity: (-4000, -2000), duration: 0.048))
    let session = try HeadlessRun.layoutSession(configuration)
    for index in 0...30 { session.frame(at: Double(index) / 60, inputs: []) }
    let hud = try #require(session.overlayFrames().hud)
    let plot = try #require(hud.plotFrame)
    #expect(plot.width < hud.panel.width)
    var list = DisplayList()
    hud.append(to: &list)
    let texts = list.items.compactMap { item -> String? in
      guard case .text(let text) = item, plot.contains(text.transform.apply(to: .zero)) else { return nil }
      return text.text.string
    }
    #expect(texts.contains { $0.hasPrefix("▮ clipped") }, "\(texts)")
    #expect(texts.contains("vx -4000 → -4000"), "\(texts)")
  }
}
