import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// Navbar titles never slide under the scene switcher or the mode pill (issue 25, "what people
/// see"): in every scene, at 480×360, 960×640 and 1920×1080, scale 1 and 2, with the widest mode
/// pill ("dynamics ×10"), at rest and on every frame of the scene's Space transition (the modal's
/// crossfade, the navigation's push with its drifting titles), the text the scene draws in the
/// navbar ends left of the controls, as the font measures it.
@Suite("Navbar titles keep clear of the switcher", .serialized)
struct NavbarTitleRoomTests {
  static let sizes = [
    Size(width: 480, height: 360), Size(width: 960, height: 640), Size(width: 1920, height: 1080),
  ]

  /// The navbar texts that reach into the switcher on some frame, as "text at frame: ends x,
  /// controls start x".
  private func overlaps(scene: String, size: Size, scale: Double) throws -> [String] {
    let configuration = HeadlessRun.configuration(
      scene: scene, size: size, scale: scale,
      events: [
        Script.Event(time: 0, action: .key("2")), Script.Event(time: 0, action: .key("s")),
        Script.Event(time: 0.05, action: .key("space")),
      ])
    let session = try HeadlessRun.layoutSession(configuration)
    var found: [String] = []
    // Slow motion: the transition takes ten times as long; every 4th frame of its first 4 s.
    for index in 0...240 {
      session.frame(at: Double(index) / 60, inputs: [])
      guard index.isMultiple(of: 4) else { continue }
      let controls = session.switcher.frame
      for (layer, text, opacity) in Self.navbarTexts(in: session.scene.root) where opacity > 0.02 {
        let transform = layer.transformToRoot()
        let origin = transform.apply(to: Vector2(x: 0, y: 0))
        let far = transform.apply(to: Vector2(x: layer.size.width, y: layer.size.height))
        let zoom = (far.x - origin.x) / max(layer.size.width, 1)
        let box = Rect(x: origin.x, y: origin.y, width: far.x - origin.x, height: far.y - origin.y)
        let needed =
          session.textMetrics.measure(text.string, size: text.size, isBold: text.isBold).width * zoom
        let room = box.width - 2 * text.inset * zoom
        let drawn = min(needed, room)
        let end: Double
        switch text.alignment {
        case .leading: end = box.minX + text.inset * zoom + drawn
        case .trailing: end = box.maxX - text.inset * zoom
        case .center: end = box.center.x + drawn / 2
        }
        let start = end - drawn
        if end > controls.minX - 2 && start < controls.maxX {
          found.append(
            "\(scene) \(Int(size.width))×\(Int(size.height)) @\(Int(scale)) \"\(text.string)\" frame \(index): "
              + "ends \(Int(end)), controls start \(Int(controls.minX))")
        }
      }
    }
    return found
  }

  /// Every text inside a layer named "navbar", with the opacity it is drawn at.
  static func navbarTexts(in root: Layer) -> [(Layer, LayerText, Double)] {
    var found: [(Layer, LayerText, Double)] = []
    func walk(_ layer: Layer, opacity: Double, inNavbar: Bool) {
      guard !layer.isHidden else { return }
      let opacity = opacity * layer.presentation.alpha
      let inNavbar = inNavbar || layer.name == "navbar"
      if inNavbar, let text = layer.text { found.append((layer, text, opacity * text.color.alpha)) }
      for sublayer in layer.sublayers { walk(sublayer, opacity: opacity, inNavbar: inNavbar) }
    }
    walk(root, opacity: 1, inNavbar: false)
    return found
  }

  @Test(arguments: [1.0, 2.0])
  func noTitleReachesTheControls(scale: Double) throws {
    var found: [String] = []
    for scene in SceneRegistry.builtIn.names {
      for size in Self.sizes { found += try overlaps(scene: scene, size: size, scale: scale) }
    }
    #expect(found.isEmpty, "\(found.count) overlaps:\n\(found.prefix(30).joined(separator: "\n"))")
  }

  /// The modal's crossfade never overprints its two titles: on every frame of a present and a
  /// dismissal at most one of "Library" and "Details" is drawn (the middle is not a smudge of both).
  @Test func theModalsTitlesNeverShowTogether() throws {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.sceneName = "modal"
    configuration.size = Size(width: 960, height: 640)
    configuration.script = Script(events: [
      Script.Event(time: 0.05, action: .key("space")), Script.Event(time: 1.5, action: .key("space")),
    ])
    let session = try HeadlessRun.layoutSession(configuration)
    var together: [Int] = []
    var shown: Set<String> = []
    for index in 0...180 {
      session.frame(at: Double(index) / 60, inputs: [])
      let titles = Self.navbarTexts(in: session.scene.root).filter { $0.2 > 0.01 }.map(\.1.string)
      shown.formUnion(titles)
      if titles.contains("Library") && titles.contains("Details") { together.append(index) }
    }
    #expect(shown == ["Library", "Details"])
    #expect(together.isEmpty, "both titles drawn on frames \(together)")
  }
}
