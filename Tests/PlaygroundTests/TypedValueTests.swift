import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// A double-click on a tuning slider's value types a value (issue 25): Return sets it through
/// the slider's own conversion, Esc cancels, a value no spring has is refused with a toast.
@Suite("Typing a tuning value", .serialized)
struct TypedValueTests {
  private func session(_ events: [Script.Event], until: Double = 1) throws -> Session {
    try HeadlessRun.session(events, scene: PaneScene.name, until: until)
  }

  /// The middle of slider `id`'s value text in the default window's panel.
  private func valuePoint(_ id: String) throws -> Vector2 {
    let panel = TuningPanel(
      mode: .spring, parameters: PaneScene.defaultParameters,
      layout: OverlayLayout(size: Size(width: 960, height: 640)))
    for row in panel.rows {
      if case .slider(let slider, let track) = row.control, slider.id == id {
        return Vector2(x: (track.maxX + panel.frame.maxX) / 2, y: row.frame.center.y)
      }
    }
    throw Missing()
  }

  struct Missing: Error {}

  private func click(_ point: Vector2, at time: Double) -> [Script.Event] {
    [Scenario.pointer(time, .down, point.x, point.y), Scenario.pointer(time + 0.02, .up, point.x, point.y)]
  }

  private func type(_ text: String, from time: Double) -> [Script.Event] {
    text.enumerated().map { Scenario.key(time + 0.01 * Double($0.offset), String($0.element)) }
  }

  @Test func aDoubleClickTypesTheResponse() throws {
    let point = try valuePoint("response")
    let events =
      [Scenario.key(0.05, "t")] + click(point, at: 0.1) + click(point, at: 0.3) + type("0.5", from: 0.4)
      + [Scenario.key(0.5, "return")]
    let typed = try session(events)
    #expect(abs(typed.scene.parameters.spring.response - 0.5) < 1e-12)
    // The damping ratio is kept, as the slider keeps it.
    #expect(
      abs(typed.scene.parameters.spring.dampingRatio - PaneScene.defaultParameters.spring.dampingRatio)
        < 1e-12)
    #expect(!typed.instrument.isTypingValue)
    // Keys typed into the field are not commands: "5" did not switch anything, "." did not pause.
    #expect(!typed.runner.clock.isPaused)
  }

  @Test func oneClickOnAValueChangesNothingAndEscCancels() throws {
    let point = try valuePoint("response")
    let single = try session([Scenario.key(0.05, "t")] + click(point, at: 0.1))
    #expect(single.scene.parameters == PaneScene.defaultParameters)
    let cancelled = try session(
      [Scenario.key(0.05, "t")] + click(point, at: 0.1) + click(point, at: 0.3) + type("2", from: 0.4)
        + [Scenario.key(0.5, "escape")])
    #expect(cancelled.scene.parameters == PaneScene.defaultParameters)
    #expect(cancelled.instrument.panels.showsTuning)
  }

  @Test func aValueNoSpringHasIsRefused() throws {
    let point = try valuePoint("response")
    let refused = try session(
      [Scenario.key(0.05, "t")] + click(point, at: 0.1) + click(point, at: 0.3) + type("-1", from: 0.4)
        + [Scenario.key(0.5, "return")])
    #expect(refused.scene.parameters == PaneScene.defaultParameters)
    #expect(refused.instrument.toasts.text == "response cannot be '-1'")
  }
}
