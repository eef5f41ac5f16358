import Foundation
import Motion
import Scenes
import Testing

@testable import Playground

/// A large region with nothing but fills over it is drawn two bands at a time, on two threads
/// (``DisplayListRenderer/drawsConcurrently``): the pixels must be those of drawing every band
/// on one thread. A scene file of tiles that each follow a knob (most of the window changes
/// every frame), the stress scene and the photos demo are played twice in lockstep, once on two
/// threads (damage-tracked, as the app draws) and once redrawn whole on one thread (which
/// ``DamageRedrawTests`` holds equal to the tracked drawing), and compared every third frame;
/// the shared path must have been taken, and never on one thread.
@Suite("Bands drawn two at a time", .serialized)
struct SharedBandsTests {
  @Test func linkedTilesDrawnTwoBandsAtATimeMatch() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flick-shared-bands-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("tiles.json")
    let script = folder.appendingPathComponent("drag.json")
    try Self.tiles(count: 480).write(to: scene, atomically: true, encoding: .utf8)
    try Self.knobDrag.write(to: script, atomically: true, encoding: .utf8)
    let shared = try Self.session(sceneFile: scene.path, script: script.path)
    let alone = try Self.session(sceneFile: scene.path, script: script.path)
    alone.displayListRenderer.drawsConcurrently = false
    alone.canvas.forcesFullRedraw = true
    #expect(DamageRedrawTests.framesMatch(shared, reference: alone, duration: 2) > 30)
    #expect(shared.displayListRenderer.sharedBandCount > 60)
    #expect(alone.displayListRenderer.sharedBandCount == 0)
  }

  @Test(arguments: DamageRedrawTests.cases.filter { ["stress", "photos", "card"].contains($0.scene) })
  func scenesDrawnTwoBandsAtATimeMatch(_ test: DamageRedrawTests.Case) throws {
    let script = try DamageRedrawTests.script(test)
    let shared = try DamageRedrawTests.session(test, script: script, fullRedraw: false)
    let alone = try DamageRedrawTests.session(test, script: script, fullRedraw: true)
    alone.displayListRenderer.drawsConcurrently = false
    #expect(DamageRedrawTests.framesMatch(shared, reference: alone, duration: test.duration) > 10)
    #expect(shared.displayListRenderer.sharedBandCount > 0)
  }

  /// A headless 960×640 session of the scene file `sceneFile` playing `script`.
  static func session(sceneFile: String, script: String) throws -> Session {
    var configuration = RunConfiguration()
    let kind = try SceneFileLoader.load(sceneFile).get()
    configuration.scenes = SceneRegistry.builtIn.adding(kind)
    configuration.sceneName = kind.name
    configuration.sceneFilePath = sceneFile
    configuration.headless = true
    // Every frame drawn: its pixels are compared.
    configuration.draws = true
    let size = Size(width: 960, height: 640)
    configuration.size = size
    configuration.script = try Script(contentsOf: script, scenes: configuration.scenes)
    let canvas = try Canvas(offscreenSize: size, capacity: size, pixelScale: 1)
    return try Session(configuration: configuration, canvas: canvas)
  }

  /// `count` 14×18 tiles, 40 to a row, each following a knob's x with its alpha, y, scale or
  /// rotation in turn (as `Benchmarks/make-linked-tiles.py` writes them), and the knob.
  static func tiles(count: Int) -> String {
    let properties = [("alpha", "[0.2, 1]"), ("y", nil), ("scale", "[0.6, 1.2]"), ("rotation", "[0, 90]")]
    let tiles = (0..<count).map { index in
      let (x, y) = (5 + index % 40 * 24, 8 + index / 40 * 24)
      let (property, range) = properties[index % 4]
      let hue = Double(index * 37 % 360) * .pi / 180
      let channel = { (shift: Double) in String(format: "%02X", Int(128 + 100 * cos(hue - shift))) }
      let color = "#" + channel(0) + channel(2 * .pi / 3) + channel(-2 * .pi / 3)
      return """
        {"id": "t\(index)", "x": \(x), "y": \(y), "w": 14, "h": 18, "radius": 3, "color": "\(color)",
         "interactive": false, "follow": [{"property": "\(property)", "of": "knob", "along": "x",
         "from": [0, "W - 40"], "to": \(range ?? "[\(y), \(y + 8)]")}]}
        """
    }
    let knob = """
      {"id": "knob", "y": "H - 36", "w": 40, "h": 28, "radius": 14, "color": "#3D7BFD",
       "drag": {"axis": "x", "choose": "nearest", "snap": {"left": 0, "right": "W - 40"}}}
      """
    return """
      {"summary": "tiles following a knob", "hint": "Drag the knob", "background": "#E6EBF2",
       "subject": "knob", "layers": [\((tiles + [knob]).joined(separator: ",\n"))]}
      """
  }

  /// The knob pressed at 0.2 s and dragged right and back, a move every 1/120 s.
  static var knobDrag: String {
    var events = [#"{"t": 0.2, "pointer": "down", "x": 20, "y": 618}"#]
    for step in 1..<216 {
      let t = 0.2 + Double(step) / 120
      let x = 20 + 460 * (1 - cos((t - 0.2) / 1.8 * 2 * .pi))
      events.append(#"{"t": \#(t), "pointer": "move", "x": \#(x), "y": 618}"#)
    }
    events.append(#"{"t": 2.0, "pointer": "up", "x": 20, "y": 618}"#)
    return #"{"events": [\#(events.joined(separator: ",\n"))]}"#
  }
}
