import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// No overlay text is cut (issue 25, "what people see"): in every scene, at 480×360, 960×640 and
/// 1920×1080, scale 1 and 2, with the help open, and with the HUD, the tuning panel and a toast,
/// every line the panels draw fits its box as the font measures it (the renderer would end it
/// with an ellipsis otherwise).
@Suite("No truncated overlay text", .serialized)
struct NoTruncatedTextTests {
  static let sizes = [
    Size(width: 480, height: 360), Size(width: 960, height: 640), Size(width: 1920, height: 1080),
  ]

  /// The lines that do not fit, as "text (needs w, has w)".
  private func cutLines(scene: String, size: Size, scale: Double, keys: [String]) throws -> [String] {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.sceneName = scene
    configuration.size = size
    configuration.pixelScale = scale
    configuration.script = Script(events: keys.map { Scenario.key(0, $0) })
    let session = try HeadlessRun.layoutSession(configuration)
    for index in 0...3 { session.frame(at: Double(index) / 60, inputs: []) }
    var list = DisplayList()
    session.overlay.appendPanels(of: session.overlayFrames(), to: &list)
    return list.items.compactMap { item in
      guard case .text(let text) = item else { return nil }
      let needed = session.textMetrics.measure(
        text.text.string, size: text.text.size, isBold: text.text.isBold
      ).width
      let room = text.box.width - 2 * text.text.inset
      return needed > room + 0.5 ? "\(text.text.string) (needs \(Int(needed)), has \(Int(room)))" : nil
    }
  }

  @Test(arguments: [1.0, 2.0])
  func everyLineFitsItsBox(scale: Double) throws {
    var cut: [String] = []
    for scene in SceneRegistry.builtIn.names {
      for size in Self.sizes {
        for keys in [["h"], ["tab", "t", "]"]] {
          for line in try cutLines(scene: scene, size: size, scale: scale, keys: keys) {
            cut.append("\(scene) \(Int(size.width))×\(Int(size.height)) \(keys.joined()): \(line)")
          }
        }
      }
    }
    #expect(cut.isEmpty, "\(cut.count) lines cut:\n\(cut.joined(separator: "\n"))")
  }
}
