import Foundation
import Motion
import Stage
import Testing

@testable import Playground

@Suite("Presets")
struct PresetTests {
  private func parse(_ json: String) throws(PlaygroundError) -> [Preset] {
    try Preset.parse(Data(json.utf8), file: "p.json")
  }

  private func expectError(_ json: String, mentions fragments: [String]) {
    do {
      _ = try parse(json)
      Issue.record("no error for \(json)")
    } catch {
      for fragment in fragments + ["p.json"] {
        #expect(error.message.contains(fragment), "\(error.message) lacks \(fragment)")
      }
      #expect(!error.message.contains("\n"))
    }
  }

  @Test func theShippedPresetsParse() throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Assets/presets.json").path
    let presets = try Preset.load(from: path)
    #expect(
      presets.map(\.name) == [
        "objcio", "pop-default", "swiftui-snappy", "uikit-transition", "uikit-pane", "goop", "pane-pop",
      ])
    let objcio = try #require(presets.first)
    #expect(objcio.parameters.spring == Spring.handDriven)
    let pane = try #require(presets.first { $0.name == "uikit-pane" })
    #expect(pane.mode == .dynamics)
    #expect(pane.parameters.dynamicsDamping == 0.4 && pane.parameters.dynamicsResistance == 10)
    let snappy = try #require(presets.first { $0.name == "swiftui-snappy" })
    #expect(abs(snappy.parameters.spring.dampingRatio - 0.85) < 1e-9)
    let goop = try #require(presets.first { $0.name == "goop" })
    #expect(goop.mode == .timed && goop.parameters.timedCurve == .easeOut)
  }

  @Test func eachKindOfBadFileNamesTheFileKeyAndReason() {
    expectError("{\"presets\": [", mentions: ["not valid JSON"])
    expectError("{\"other\": []}", mentions: ["\"presets\""])
    expectError("{\"presets\": [{\"mode\": \"spring\"}]}", mentions: ["preset 0", "'name'"])
    expectError("{\"presets\": [{\"name\": \"a\", \"mode\": \"warp\"}]}", mentions: ["preset 'a'", "'mode'"])
    expectError(
      "{\"presets\": [{\"name\": \"a\", \"mode\": \"spring\", \"spring\": {\"stiffness\": -3, \"damping\": 2}}]}",
      mentions: ["preset 'a'", "'stiffness'", "-3"])
    expectError(
      "{\"presets\": [{\"name\": \"a\", \"mode\": \"spring\", \"spring\": {\"stiffness\": \"stiff\", \"damping\": 2}}]}",
      mentions: ["'stiffness'", "number"])
    expectError(
      "{\"presets\": [{\"name\": \"a\", \"mode\": \"spring\", \"spring\": {\"stiffness\": 300}}]}",
      mentions: ["'damping'"])
    expectError(
      "{\"presets\": [{\"name\": \"a\", \"mode\": \"dynamics\", \"dynamics\": {\"frequency\": 1000}}]}",
      mentions: ["'frequency'", "1000"])
    expectError(
      "{\"presets\": [{\"name\": \"a\", \"mode\": \"timed\", \"timed\": {\"curve\": \"bouncy\"}}]}",
      mentions: ["'curve'"])
    expectError(
      "{\"presets\": [{\"name\": \"a\", \"mode\": \"timed\"}, {\"name\": \"a\", \"mode\": \"spring\"}]}",
      mentions: ["'a'", "twice"])
  }

  /// The curve a saved preset names is the curve it loads: every named curve (Core Animation's
  /// control points) and custom beziers, written by the library and read back.
  @Test(arguments: [
    TimingCurve.linear, .easeIn, .easeOut, .easeInOut, .cubicBezier(0.25, 0.1, 0.25, 1),
    .cubicBezier(0.68, -0.55, 0.265, 1.55),
  ])
  func aSavedCurveLoadsAsTheSameCurve(curve: TimingCurve) throws {
    #expect(TimingCurve(name: curve.name) == curve)
    var parameters = SettleParameters()
    parameters.timedCurve = curve
    let json = PresetLibrary.json(name: "saved", about: "", mode: .timed, parameters: parameters)
    let loaded = try #require(try parse(json).first)
    #expect(loaded.parameters.timedCurve == curve)
    #expect(loaded.applied(to: SettleParameters()).timedCurve == curve)
  }

  @Test func theNamesAreCoreAnimationsAndEachNamesItsOwnCurve() {
    let points = Dictionary(uniqueKeysWithValues: TimingCurve.named.map { ($0.name, $0.curve.controlPoints) })
    #expect(points.count == 4)
    #expect(points["linear"].map { $0 == (0, 0, 1, 1) } == true)
    #expect(points["easeIn"].map { $0 == (0.42, 0, 1, 1) } == true)
    #expect(points["easeOut"].map { $0 == (0, 0, 0.58, 1) } == true)
    #expect(points["easeInOut"].map { $0 == (0.42, 0, 0.58, 1) } == true)
    for bad in [
      "bouncy", "cubicBezier(1, 2, 3)", "cubicBezier(2, 0, 0.5, 1)", "cubicBezier(a, 0, 0.5, 1)", "EaseIn",
    ] {
      #expect(TimingCurve(name: bad) == nil, "\(bad)")
    }
  }

  @Test func presetFlagSelectsModeAndParameters() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let presets = directory.appendingPathComponent("presets.json")
    try Data(
      #"{"presets": [{"name": "stiff", "mode": "spring", "spring": {"stiffness": 900, "damping": 30}}]}"#.utf8
    ).write(to: presets)
    let command = try FlickCommand.parse(["--headless", "--preset", "stiff", "--presets", presets.path])
    let configuration = try command.runConfiguration()
    #expect(configuration.preset?.parameters.spring.stiffness == 900)
    #expect(configuration.mode == "spring")
    let unknown = try FlickCommand.parse(["--headless", "--preset", "soft", "--presets", presets.path])
    #expect(throws: PlaygroundError.self) { try unknown.runConfiguration() }
  }

  @Test func badPresetFileFromTheCommandLine() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let presets = directory.appendingPathComponent("presets.json")
    try Data(#"{"presets": [{"name": "x", "mode": "dynamics", "dynamics": {"damping": -1}}]}"#.utf8).write(
      to: presets)
    let result = try FlickProcess.run(["--headless", "--preset", "x", "--presets", presets.path])
    #expect(result.status == 1)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains(presets.path) && result.stderr.contains("'damping'"))
  }

  @Test func tunedParametersReachTheNextAnimation() throws {
    // ] twice makes the spring stiffer; the settle after a release uses the new stiffness:
    // a stiffer spring reaches the centre sooner.
    func settleTime(_ keys: [KeyCommand]) throws -> Double {
      var events = keys.map { Scenario.key(0, $0) } + [Scenario.key(0, "space")]
      let y = Scenario.presentingCenterY(at: 0.1)
      // Drag it below the middle, hold still (velocity 0), release: it springs back up to the centre.
      events += [
        Scenario.pointer(0.1, .down, 480, y), Scenario.pointer(0.15, .move, 480, 420),
        Scenario.pointer(0.3, .up, 480, 420),
      ]
      let trace = try Scenario.run(events, duration: 3)
      return try #require(trace.first { $0.phase == "presented" && $0.t > 0.3 }).t
    }
    let plain = try settleTime([])
    let stiffer = try settleTime([.stiffnessUp, .stiffnessUp, .stiffnessUp])
    #expect(stiffer < plain - 0.05, "stiffer \(stiffer) vs \(plain)")
  }
}
