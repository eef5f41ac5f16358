import Foundation
import Motion
import Scenes
import Testing

@testable import Playground

/// L (and `--predict`): prediction on and off, shown in the HUD's frame line, and no input to
/// the scene's history (it changes the drawing only, so a replay or a rewind never sees it).
@Suite("Prediction key")
struct PredictionKeyTests {
  private func session(predict: Bool) throws -> Session {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.sceneName = CardScene.name
    configuration.draws = false
    configuration.predictsPointer = predict
    return try Session(configuration: configuration, canvas: try Canvas(offscreenSize: configuration.size))
  }

  @Test func lTogglesPrediction_whichTheHUDShows_andTheLogNeverSees() throws {
    let session = try session(predict: false)
    session.frame(at: 0, inputs: [])
    #expect(!session.overlay.predictsPointer)
    session.frame(at: 0.1, inputs: [.key("l", time: 0.1)])
    #expect(session.overlay.predictsPointer)
    #expect(session.overlay.toast?.hasPrefix("predict") == true)
    session.frame(at: 0.2, inputs: [.key("tab", time: 0.2)])
    let hud = try #require(session.overlayFrames().hud)
    #expect(hud.lines.contains { $0.hasSuffix("predict") }, "\(hud.lines)")
    session.frame(at: 0.3, inputs: [.key("l", time: 0.3)])
    #expect(!session.overlay.predictsPointer)
    let keys = session.timeline.frames.flatMap(\.inputs).compactMap { entry -> String? in
      if case .hostKey(let name, _) = entry.input { return name }
      return nil
    }
    #expect(keys == ["tab"], "only Tab is the scene's history: \(keys)")
    #expect(try self.session(predict: true).overlay.predictsPointer)
  }
}
