import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// The timed mode's cubic-Bézier editor in the tuning panel (issue 42 §3): two handles to drag,
/// a field that takes the four numbers typed or `cubic-bezier(x1, y1, x2, y2)` pasted, the curve
/// exported as every settle is, and recorded so a replay sets it again.
@Suite("The cubic-Bézier editor")
struct BezierEditorTests {
  /// A modal session in timed mode with the tuning panel open, one frame run.
  private func session() throws -> Session {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.sceneName = ModalScene.name
    configuration.mode = "timed"
    configuration.draws = false
    let session = try Session(
      configuration: configuration, canvas: try Canvas(offscreenSize: configuration.size))
    session.frame(at: 0, inputs: [.key("t", time: 0)])
    return session
  }

  private func press(_ session: Session, _ kind: PointerEvent.Kind, at point: Vector2, time: Double) {
    session.frame(at: time, inputs: [.pointer(PointerEvent(kind: kind, location: point, timestamp: time))])
  }

  @Test func draggingAHandleSetsTheCurveAndTheCodeExportsIt() throws {
    let session = try session()
    let editor = try #require(session.overlayFrames().tuning?.bezier)
    #expect(session.scene.parameters.timedCurve == ModalScene.defaultParameters.timedCurve)
    // The first handle from where it is to (0.25, 1.2), the second to (0.6, -0.1).
    press(session, .down, at: editor.handles[0], time: 0.1)
    press(session, .move, at: editor.point(0.1, 0.5), time: 0.15)
    press(session, .up, at: editor.point(0.25, 1.2), time: 0.2)
    press(session, .down, at: editor.handles[1], time: 0.3)
    press(session, .up, at: editor.point(0.6, -0.1), time: 0.35)
    #expect(session.scene.parameters.timedCurve == .cubicBezier(0.25, 1.2, 0.6, -0.1))
    // No press reached the modal.
    #expect(session.scene.probe.gesture == .possible)
    // Dragged past the editor's edges, a handle stays in 0…1 in x and the range in y.
    press(session, .down, at: editor.point(0.6, -0.1), time: 0.4)
    press(session, .up, at: Vector2(x: editor.plot.maxX + 300, y: editor.plot.minY - 300), time: 0.45)
    #expect(session.scene.parameters.timedCurve == .cubicBezier(0.25, 1.2, 1, BezierEditor.yRange.upperBound))
    let snapshot = CodePanel.snapshot(scene: session.scene, probe: session.scene.probe)
    #expect(CodeExport.code(for: .css, snapshot).contains("cubic-bezier(0.25, 1.2, 1, 1.5)"))
    #expect(CodeExport.code(for: .coreanimation, snapshot).contains("controlPoints: 0.25, 1.2, 1, 1.5"))
    // The panel draws the curve's text in the field.
    var list = DisplayList()
    session.overlay.appendPanels(of: session.overlayFrames(), to: &list)
    let texts = list.items.compactMap { item -> String? in
      if case .text(let text) = item { return text.text.string }
      return nil
    }
    #expect(texts.contains("cubic-bezier(0.25, 1.2, 1, 1.5)"))
  }

  @Test func theFieldTakesTypedNumbers() throws {
    let session = try session()
    let frames = session.overlayFrames()
    let field = try #require(
      frames.tuning?.rows.compactMap { row -> Rect? in
        if case .bezierField(let frame) = row.control { return frame }
        return nil
      }.first)
    press(session, .down, at: field.center, time: 0.1)
    press(session, .up, at: field.center, time: 0.1)
    #expect(session.instrument.valueEditing.edit?.id == BezierEditor.fieldID)
    var time = 0.2
    for key in ["0", ".", "1", ",", "space", "0", ".", "7", ",", "0", ".", "2", ",", "1", "return"] {
      session.frame(at: time, inputs: [.key(key, time: time)])
      time += 0.02
    }
    #expect(session.scene.parameters.timedCurve == .cubicBezier(0.1, 0.7, 0.2, 1))
    #expect(session.instrument.toasts.text == "curve cubic-bezier(0.1, 0.7, 0.2, 1)")
  }

  @Test func ctrlVPastesACubicBezierAndRefusesAnythingElse() throws {
    let session = try session()
    session.instrument.readClipboard = { "transition-timing-function: cubic-bezier(.17,.67,.83,.67)" }
    session.frame(at: 0.1, inputs: [.key("ctrl+v", time: 0.1)])
    #expect(session.scene.parameters.timedCurve == ModalScene.defaultParameters.timedCurve)
    #expect(session.instrument.toasts.text?.hasPrefix("not a cubic-bezier") == true)
    session.instrument.readClipboard = { "cubic-bezier(.17,.67,.83,.67)" }
    session.frame(at: 0.2, inputs: [.key("ctrl+v", time: 0.2)])
    #expect(session.scene.parameters.timedCurve == .cubicBezier(0.17, 0.67, 0.83, 0.67))
    // Its recording is the curve it set, not the key: the replay's clipboard is not this one.
    let json = ScriptRecorder.json(log: session.runner.log, start: session.runner.start)
    #expect(!json.contains("ctrl+v"))
    let replay = try HeadlessRun.session(
      try Script(json: Data(json.utf8), name: "recorded").events, scene: ModalScene.name, until: 0.5)
    #expect(replay.scene.parameters.timedCurve == .cubicBezier(0.17, 0.67, 0.83, 0.67))
    #expect(replay.scene.mode == .timed)
  }

  @Test func aDraggedCurveReplaysFromItsRecording() throws {
    let session = try session()
    let editor = try #require(session.overlayFrames().tuning?.bezier)
    press(session, .down, at: editor.handles[1], time: 0.1)
    press(session, .up, at: editor.point(0.3, 1.4), time: 0.2)
    let json = ScriptRecorder.json(log: session.runner.log, start: session.runner.start)
    let replay = try HeadlessRun.session(
      try Script(json: Data(json.utf8), name: "recorded").events, scene: ModalScene.name, until: 0.5)
    #expect(replay.scene.parameters.timedCurve == session.scene.parameters.timedCurve)
  }

  @Test(arguments: [
    ("cubic-bezier(0.42, 0, 0.58, 1)", TimingCurve?.some(.cubicBezier(0.42, 0, 0.58, 1))),
    ("cubic-bezier(.17,.67,.83,.67);", .cubicBezier(0.17, 0.67, 0.83, 0.67)),
    ("0.1 -0.5 0.9 1.5", .cubicBezier(0.1, -0.5, 0.9, 1.5)),
    ("cubic-bezier(1.2, 0, 0.5, 1)", nil), ("cubic-bezier(0, 0, 1)", nil), ("ease", nil),
    ("cubic-bezier(0, nan, 1, 1)", nil), ("", nil),
  ])
  func parsing(text: String, curve: TimingCurve?) {
    #expect(BezierEditor.curve(parsing: text) == curve)
  }
}
