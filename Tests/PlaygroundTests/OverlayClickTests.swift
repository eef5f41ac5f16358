import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// Overlays own their clicks: a press on any pixel an overlay draws (HUD, plot, switcher, mode
/// pill, tuning panel, help, toast, hint) is the overlay's, and a press where none is drawn is the
/// scene's. Checked against the pixels themselves, the panels drawn alone on black, for every
/// scene, window size and scale.
@Suite("Overlays own their clicks")
struct OverlayClickTests {
  /// Which overlays are open: the keys pressed before looking.
  enum Panels: String, CaseIterable {
    /// The HUD with its plot, and a toast (1 selects spring, which says so).
    case hudAndToast = "tab 1"
    /// The tuning panel beside the HUD.
    case tuning = "tab t"
    /// The help over everything.
    case help = "h"
  }

  static let sizes = [
    Size(width: 480, height: 360), Size(width: 960, height: 640), Size(width: 1920, height: 1080),
  ]

  static func session(scene: String, size: Size, scale: Double, panels: Panels) throws -> Session {
    try HeadlessRun.session(scene: scene, size: size, scale: scale, keys: panels.rawValue)
  }

  @Test(arguments: SceneRegistry.builtIn.names, [1.0, 2.0])
  func aPressOnADrawnOverlayPixelIsTheOverlaysAndAnywhereElseTheScenes(scene: String, scale: Double) throws {
    for size in Self.sizes {
      for panels in Panels.allCases {
        let session = try Self.session(scene: scene, size: size, scale: scale, panels: panels)
        session.drawOverlayPanelsOnly()
        let drawn = session.canvas.pixels()
        let frames = session.overlayFrames()
        let width = drawn.width
        let height = drawn.height
        // Drawn pixels (anything but the black behind the panels), summed over every rectangle
        // from the origin, so "how many drawn pixels around this one" is four look-ups.
        // (Through buffer pointers: up to 3840×2160 pixels, each an array access with its
        // checks in a debug build.)
        var sums = [Int32](repeating: 0, count: (width + 1) * (height + 1))
        drawn.argb.withUnsafeBufferPointer { pixels in
          sums.withUnsafeMutableBufferPointer { sums in
            for y in 0..<height {
              var row: Int32 = 0
              for x in 0..<width {
                row += pixels[y * width + x] & 0xFF_FFFF != 0 ? 1 : 0
                sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1] + row
              }
            }
          }
        }
        func drawnCount(_ x: Int, _ y: Int, radius: Int) -> Int32 {
          let x0 = max(0, x - radius)
          let y0 = max(0, y - radius)
          let x1 = min(width, x + radius + 1)
          let y1 = min(height, y + radius + 1)
          return sums[y1 * (width + 1) + x1] - sums[y0 * (width + 1) + x1] - sums[y1 * (width + 1) + x0]
            + sums[y0 * (width + 1) + x0]
        }
        var owned = 0
        var free = 0
        let step = Int(3 * scale)
        for y in stride(from: 1, to: height - 1, by: step) {
          for x in stride(from: 1, to: width - 1, by: step) {
            let point = Vector2(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale)
            let target = Overlay.target(at: point, in: frames)
            // (An issue recorded only on a failure: an #expect per point, hundreds of thousands
            // a window, cost more than the rest of the test.)
            if drawnCount(x, y, radius: 1) == 9 {
              owned += 1
              if target == nil {
                Issue.record("\(scene) \(size) ×\(scale) \(panels): drawn overlay at \(point) takes no press")
              }
            } else if drawnCount(x, y, radius: Int(2 * scale)) == 0 {
              free += 1
              if let target {
                Issue.record("\(scene) \(size) ×\(scale) \(panels): nothing drawn at \(point), yet \(target)")
              }
            }
          }
        }
        // Both kinds of point were checked: the panels are on screen, and the scene shows around them.
        #expect(
          owned > 100 && free > 100, "\(scene) \(size) ×\(scale) \(panels): \(owned) owned, \(free) free")
      }
    }
  }

  /// The press the issue found going through: on the help (it closed nothing and toggled the
  /// pane behind it) and on the stress scene's HUD below its first lines (it pulled the cards).
  @Test func aPressOnTheHelpClosesItAndOnTheHUDNeverReachesTheScene() throws {
    func run(_ scene: String, keys: [String], pressAt point: (OverlayFrames) -> Vector2) throws -> Session {
      let panels = keys == ["h"] ? Panels.help : .hudAndToast
      let probe = try Self.session(
        scene: scene, size: Size(width: 960, height: 640), scale: 1, panels: panels)
      let target = point(probe.overlayFrames())
      var configuration = RunConfiguration()
      configuration.headless = true
      configuration.sceneName = scene
      configuration.sceneOptions = scene == "stress" ? ["count": "200"] : [:]
      configuration.duration = 1
      configuration.draws = false
      configuration.script = Script(
        events: keys.map { Script.Event(time: 0.1, action: .key($0)) } + [
          Script.Event(time: 0.3, action: .pointer(.down, target)),
          Script.Event(time: 0.35, action: .pointer(.move, target + Vector2(x: 0, y: 40))),
          Script.Event(time: 0.4, action: .pointer(.up, target + Vector2(x: 0, y: 40))),
        ])
      return try PlaygroundApp(configuration: configuration).runHeadless()
    }
    let help = try run("pane", keys: ["h"]) { try! #require($0.help).box.center }
    #expect(!help.instrument.panels.showsHelp)
    #expect(help.scene.isAtRest)
    #expect(help.scene.probe.handoff == nil)
    let hud = try run("stress", keys: ["tab"]) { frames in
      let panel = try! #require(frames.hud).panel
      return Vector2(x: panel.center.x, y: panel.maxY - 10)
    }
    #expect(hud.scene.isAtRest)
    #expect(hud.scene.probe.handoff == nil)
  }
}
