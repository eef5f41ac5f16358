import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// The window as an instrument (issue 18): the tuning panel driven by pointer events, presets at
/// run time, pause and frame step, toasts, the first-run hint, Esc, the model outline, the plot's
/// gaps. Through the real headless loop, reading the trace as JSON.
@Suite("The instrument: tuning, presets, pause", .serialized)
struct InstrumentTests {
  /// Runs `events` headless and returns the session and the trace's lines as JSON objects.
  private func run(
    _ events: [Script.Event], duration: Double = 1, draws: Bool = false,
    size: Size = Size(width: 960, height: 640)
  ) throws -> (session: Session, lines: [[String: Any]]) {
    try HeadlessRun.trace(events, duration: duration, size: size, draws: draws)
  }

  private func tuning(_ line: [String: Any]) -> [String: Double] {
    (line["tuning"] as? [String: Any])?.compactMapValues { $0 as? Double } ?? [:]
  }

  private func pointer(_ time: Double, _ kind: PointerEvent.Kind, _ point: Vector2) -> Script.Event {
    Script.Event(time: time, action: .pointer(kind, point))
  }

  /// The slider `id`'s track in the panel as laid out for the default window and `parameters`.
  private func track(_ id: String, mode: SettleMode = .spring, parameters: SettleParameters) throws -> (
    TuningSlider, Rect
  ) {
    let panel = TuningPanel(
      mode: mode, parameters: parameters, layout: OverlayLayout(size: Size(width: 960, height: 640)))
    for row in panel.rows {
      if case .slider(let slider, let track) = row.control, slider.id == id { return (slider, track) }
    }
    throw CannotFind(what: id)
  }

  struct CannotFind: Error { var what: String }

  @Test func draggingTheResponseSliderRetunesTheSpringAndEveryOtherUnitFollows() throws {
    let start = ModalScene.defaultParameters
    let (slider, responseTrack) = try track("response", parameters: start)
    // Press a quarter along the track, drag to a third, release there.
    let third = Vector2(x: responseTrack.minX + responseTrack.width / 3, y: responseTrack.center.y)
    let events = [
      Scenario.key(0, "t"),
      pointer(
        0.2, .down, Vector2(x: responseTrack.minX + responseTrack.width / 4, y: responseTrack.center.y)),
      pointer(0.3, .move, third), pointer(0.4, .up, third),
    ]
    let (session, lines) = try run(events)
    let before = try #require(lines.first { ($0["t"] as? Double ?? 0) < 0.2 })
    let during = try #require(lines.first { abs(($0["t"] as? Double ?? 0) - 0.25) < 0.009 })
    let after = try #require(lines.last)
    #expect(abs((tuning(before)["response"] ?? 0) - start.spring.response) < 1e-4)
    #expect(abs((tuning(during)["response"] ?? 0) - slider.value(atFraction: 0.25)) < 1e-4)
    #expect(abs((tuning(after)["response"] ?? 0) - slider.value(atFraction: 1.0 / 3)) < 1e-4)
    // The damping ratio is kept; stiffness follows k = (2π / response)² · m.
    #expect(abs((tuning(after)["dampingRatio"] ?? 0) - start.spring.dampingRatio) < 1e-4)
    let response = slider.value(atFraction: 1.0 / 3)
    let stiffness = pow(2 * Double.pi / response, 2)
    #expect(abs((tuning(after)["stiffness"] ?? 0) - stiffness) < 1e-3 * stiffness)
    #expect(after["preset"] is NSNull)
    // The press was the panel's: the scene saw no gesture.
    #expect(lines.allSatisfy { $0["gesture"] as? String == "possible" })
    #expect(abs(session.scene.parameters.spring.response - response) < 1e-12)
  }

  @Test func everyUnitSystemsSliderRoundTripsThroughTheOthers() throws {
    // Setting Origami's tension to the value it shows (tension and friction from response and
    // damping ratio) gives back the same response and damping ratio within 1e-9.
    var parameters = ModalScene.defaultParameters
    parameters.spring = Spring(response: 0.4, dampingRatio: 0.8)
    for slider in TuningSlider.springSliders {
      let same = try #require(slider.apply(slider.value(parameters), parameters))
      #expect(abs(same.spring.response - 0.4) < 1e-9, "\(slider.id)")
      #expect(abs(same.spring.dampingRatio - 0.8) < 1e-9, "\(slider.id)")
    }
  }

  @Test func pauseFreezesTheSceneAndAStepMovesItOneFrame() throws {
    // The timed present; pause at 0.1 s; step once at 0.5 s; go on at 1 s.
    let events = [
      // "." pauses, "." again (paused) steps one frame on, "/" goes on.
      Scenario.key(0, "3"), Scenario.key(0, "space"), Scenario.key(0.1, "."), Scenario.key(0.5, "."),
      Scenario.key(1.0, "/"),
    ]
    let (_, lines) = try run(events, duration: 1.5)
    func modalY(_ line: [String: Any]) -> Double {
      let frame = line["modal"] as? [String: Double] ?? [:]
      return (frame["y"] ?? 0) + (frame["h"] ?? 0) / 2
    }
    func at(_ time: Double) throws -> [String: Any] {
      try #require(lines.first { abs(($0["t"] as? Double ?? -1) - time) < 1e-6 })
    }
    let paused = try at(0.1)
    #expect(paused["paused"] as? Bool == true)
    #expect(abs(modalY(try at(0.45)) - modalY(paused)) < 1e-9)
    // One frame on: where the seed's curve is 1/60 s after the pause.
    let stepped = modalY(try at(0.5))
    #expect(abs(stepped - Scenario.presentingCenterY(at: 0.1 + 1.0 / 60)) < 1e-3)
    #expect(abs(modalY(try at(0.95)) - stepped) < 1e-9)
    // Going on: 0.2 s after resuming the scene is at its own 0.1 + 1/60 + 0.2 s.
    #expect((try at(1.2))["paused"] as? Bool == false)
    #expect(abs(modalY(try at(1.2)) - Scenario.presentingCenterY(at: 0.1 + 1.0 / 60 + 0.2)) < 1e-3)
  }

  @Test func presetsCycleAtRunTimeAndHandTuningLeavesThem() throws {
    let events = [Scenario.key(0.1, "c"), Scenario.key(0.2, "c"), Scenario.key(0.3, "]")]
    let (_, lines) = try run(events, duration: 0.5)
    func line(at time: Double) throws -> [String: Any] {
      try #require(lines.last { ($0["t"] as? Double ?? 0) <= time + 1e-9 })
    }
    #expect(try line(at: 0.05)["preset"] is NSNull)
    #expect(try line(at: 0.15)["preset"] as? String == "objcio")
    #expect(try line(at: 0.25)["preset"] as? String == "pop-default")
    let pop = Spring(popSpeed: 12, bounciness: 4)
    #expect(abs((tuning(try line(at: 0.25))["stiffness"] ?? 0) - pop.stiffness) < 1e-3)
    // ] makes it stiffer by 1.25: no preset any more.
    #expect(try line(at: 0.45)["preset"] is NSNull)
    #expect(abs((tuning(try line(at: 0.45))["stiffness"] ?? 0) - 1.25 * pop.stiffness) < 1e-3)
  }

  @Test func aSavedTuningLoadsBackWithPreset() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("save.json")
    try Data(#"{"events": [{"t": 0, "key": "2"}, {"t": 0, "key": "]"}, {"t": 0.1, "key": "w"}]}"#.utf8).write(
      to: script)
    // W writes into the working directory: run the binary there.
    let process = Process()
    process.executableURL = FlickProcess.executable
    process.arguments = ["--headless", "--duration", "0.3", "--script", script.path]
    process.currentDirectoryURL = directory
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let saved = try #require(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).first {
        $0.hasPrefix("flick-preset-")
      })
    let trace = directory.appendingPathComponent("trace.jsonl").path
    let result = try FlickProcess.run([
      "--headless", "--duration", "0.1", "--preset", directory.appendingPathComponent(saved).path, "--trace",
      trace,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let first = try #require(
      try JSONSerialization.jsonObject(
        with: Data(try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")[0].utf8))
        as? [String: Any])
    // Dynamics with the frequency one ] stiffer: 3.5 × 1.25 Hz.
    #expect(first["mode"] as? String == "dynamics")
    #expect(abs((tuning(first)["frequency"] ?? 0) - 3.5 * 1.25) < 1e-9)
  }

  @Test func aTuningKeyShowsItsValueWithUnitsWithTheHUDHidden() throws {
    let (session, _) = try run([Scenario.key(0.1, "]")], duration: 0.3)
    #expect(!session.instrument.panels.showsHUD)
    let texts = session.displayList().items.compactMap { item -> String? in
      if case .text(let text) = item { text.text.string } else { nil }
    }
    let toast = try #require(texts.first { $0.hasPrefix("spring: response") })
    #expect(toast.contains(" s,") && toast.contains("N/m"))
  }

  @Test func theHintShowsUntilTheFirstInteraction() throws {
    let hint = ModalScene.hint
    func texts(_ session: Session) -> [String] {
      session.displayList().items.compactMap { item -> String? in
        if case .text(let text) = item { text.text.string } else { nil }
      }
    }
    let (idle, _) = try run([], duration: 0.2)
    #expect(texts(idle).contains(hint))
    let (pressed, _) = try run(
      [pointer(0.1, .down, Vector2(x: 100, y: 500)), pointer(0.15, .up, Vector2(x: 100, y: 500))],
      duration: 0.2)
    #expect(!texts(pressed).contains(hint))
  }

  @Test func escapeClosesTheHelpAndThePanelAndNeverQuits() throws {
    let (session, lines) = try run(
      [
        Scenario.key(0.1, "h"), Scenario.key(0.1, "t"), Scenario.key(0.2, "escape"),
        Scenario.key(0.3, "escape"),
      ],
      duration: 1)
    #expect(!session.instrument.panels.showsHelp && !session.instrument.panels.showsTuning)
    // Both escapes closed something: the run went on to its end.
    #expect((lines.last?["t"] as? Double ?? 0) > 0.99)
    // With nothing left open, Esc does nothing: the run goes on (issue 42 §2.4).
    let (_, going) = try run(
      [Scenario.key(0.1, "h"), Scenario.key(0.2, "escape"), Scenario.key(0.3, "escape")], duration: 1)
    #expect((going.last?["t"] as? Double ?? 0) > 0.99)
  }

  @Test func withModelHitTestingTheModelFrameIsOutlined() throws {
    // The timed present; B on at 0.1 s: the outline is the model frame (already the centre).
    let (session, _) = try run(
      [Scenario.key(0, "3"), Scenario.key(0, "space"), Scenario.key(0.1, "b")], duration: 0.15)
    let lines = session.displayList().items.compactMap { item -> [Vector2]? in
      if case .line(let line) = item { line.points } else { nil }
    }
    let model = Rect(center: Vector2(x: 480, y: 320), size: Size(width: 280, height: 180))
    let corners = [
      Vector2(x: model.minX, y: model.minY), Vector2(x: model.maxX, y: model.minY),
      Vector2(x: model.maxX, y: model.maxY), Vector2(x: model.minX, y: model.maxY),
    ]
    #expect(
      lines.contains { points in
        corners.allSatisfy { corner in points.contains { $0.distance(to: corner) < 1e-9 } }
      })
  }

  @Test func thePlotBreaksAcrossAnIdleGap() throws {
    let instrument = Instrument(configuration: RunConfiguration())
    instrument.panels.showsHUD = true
    let scene = ModalScene(size: Size(width: 960, height: 640))
    scene.togglePresentation(at: 0)
    for time in [0.0, 0.05, 0.1, 1.5, 1.55] {
      scene.advance(to: time)
      instrument.frameMade(
        scene.probe, scene: scene, at: time, frameTime: time, window: Size(width: 960, height: 640),
        isHitch: false)
    }
    var list = DisplayList()
    HUDView(
      scene: scene, probe: scene.probe, overlay: instrument.overlay,
      layout: OverlayLayout(size: Size(width: 960, height: 640)), metrics: EstimatedTextMetrics()
    )
    .append(to: &list)
    let allLines = list.items.compactMap { item -> [Vector2]? in
      if case .line(let line) = item { line.points } else { nil }
    }
    let curves = allLines.filter { $0.count == 6 }
    #expect(curves.count == 2, "line lengths \(allLines.map(\.count))")
    // Position and velocity: five samples and one break where the loop slept (0.1 → 1.5 s).
    for curve in curves { #expect(curve.filter { !$0.isFinite }.count == 1 && !curve[3].isFinite) }
  }

  @Test(arguments: [Size(width: 480, height: 360), Size(width: 1920, height: 1080)], [1.0, 2.0])
  func everyPanelFitsTheWindow(size: Size, scale: Double) throws {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.duration = 0.3
    configuration.size = size
    configuration.pixelScale = scale
    configuration.script = Script(events: [
      Scenario.key(0, "tab"), Scenario.key(0, "t"), Scenario.key(0, "h"), Scenario.key(0, "space"),
      Scenario.key(0.1, "]"),
    ])
    let session = try PlaygroundApp(configuration: configuration).runHeadless()
    let bounds = Rect(origin: .zero, size: size)
    for item in session.displayList().items {
      switch item {
      case .text(let text):
        let box = text.transform.boundingBox(of: Rect(origin: .zero, size: text.box))
        // The scene's own layers may move off screen; the playground's text must not.
        if text.transform.isAxisAligned && text.opacity == 1 && box.width > 0 {
          #expect(box.minX >= -1e-9 && box.maxX <= size.width + 1e-9, "\(text.text.string) at \(box)")
        }
      case .fill(let fill)
      where fill.color == HUDView.panelColor || fill.color == HUDView.panelColor.with(alpha: 0.95)
        || fill.color == HUDView.panelColor.with(alpha: 0.97):
        let box = fill.transform.boundingBox(of: Rect(origin: .zero, size: fill.shape.size))
        #expect(
          box.minX >= 0 && box.minY >= 0 && box.maxX <= bounds.maxX + 1e-9 && box.maxY <= bounds.maxY + 1e-9,
          "panel at \(box)")
      default:
        break
      }
    }
  }
}
