import Foundation
import Testing

/// `flick --analyze` on Flick's own motion, whose spring is known: the card thrown
/// (Assets/card-flick.json) with a preset spring, read back from its trace and from the video
/// Flick films of it (`--video`: pointer rings and all, the card snapped to whole pixels).
@Suite(.serialized) struct AnalyzeFlickRecordingTests {
  static let response = 0.5
  static let ratio = 0.8

  /// Runs the throw, filming it; returns the trace's lines and the paths.
  static func throwCard(in directory: URL) throws -> (lines: [[String: Any]], video: String, trace: String) {
    let presets = directory.appendingPathComponent("presets.json")
    try Data(
      """
      {"presets": [{"name": "known", "about": "test", "mode": "spring", "spring": {"response": \(response), "dampingRatio": \(ratio)}}]}
      """.utf8
    ).write(to: presets)
    let video = directory.appendingPathComponent("card.mp4").path
    let trace = directory.appendingPathComponent("card.jsonl").path
    let script = FlickProcess.packageRoot.appendingPathComponent("Assets/card-flick.json").path
    let result = try FlickProcess.run([
      "--headless", "--scene", "card", "--script", script, "--presets", presets.path, "--preset", "known",
      "--duration", "2", "--video", video, "--trace", trace,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    return (lines, video, trace)
  }

  static func summary(_ arguments: [String], in directory: URL) throws -> [String: Any] {
    let out = directory.appendingPathComponent("analysis.jsonl").path
    let result = try FlickProcess.run(arguments + ["--trace", out])
    #expect(result.status == 0, "\(result.stderr)")
    let last = try #require(try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n").last)
    let object = try #require(JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
    return try #require(object["analysis"] as? [String: Any])
  }

  static func number(_ value: Any?) -> Double { (value as? NSNumber)?.doubleValue ?? .nan }

  /// The spring segment's response, ratio and speed, and the release's time.
  static func check(_ analysis: [String: Any], release: [String: Any], frame: Double) throws {
    let segments = try #require(analysis["segments"] as? [[String: Any]])
    let spring = try #require(segments.first { $0["kind"] as? String == "spring" })
    let fitted = try #require(spring["spring"] as? [String: Any])
    #expect(abs(number(fitted["response"]) / response - 1) < 0.02)
    #expect(abs(number(fitted["dampingRatio"]) - ratio) < 0.02)
    let settle = try #require(release["settle"] as? [String: Any])
    let velocity = try #require(spring["velocity"] as? [String: Any])
    let speed = hypot(number(velocity["x"]), number(velocity["y"]))
    #expect(abs(speed / hypot(number(settle["x"]), number(settle["y"])) - 1) < 0.05)
    let handoffs = try #require(analysis["handoffs"] as? [[String: Any]])
    let at = number(handoffs.first?["at"])
    #expect(abs(at - number(release["t"])) <= frame)
  }

  @Test func theThrownCardsSpringFromItsVideoAndItsTrace() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (lines, video, trace) = try Self.throwCard(in: directory)
    let release = try #require(lines.lazy.compactMap { $0["handoff"] as? [String: Any] }.first)
    let card = try #require(lines.first?["card"] as? [String: Any])
    // The card's top band: the pointer's rings are painted in its middle.
    let track =
      "\(Int(Self.number(card["x"])) - 4),\(Int(Self.number(card["y"])) - 4),\(Int(Self.number(card["w"])) + 8),64"
    try Self.check(
      Self.summary(["--analyze", video, "--track", track], in: directory), release: release, frame: 1.0 / 60)
    try Self.check(Self.summary(["--analyze", trace], in: directory), release: release, frame: 1.0 / 60)
  }

  @Test func aNoisySamplesFileInEachFormat() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // Still, dragged at 600 pt/s, let go onto a spring (response 0.4 s, ratio 0.5) at 0.5 s;
    // Gaussian noise of 0.5 pt (seeded).
    var random = SeededNoise(state: 45)
    let omega = 2 * Double.pi / 0.4
    let alpha = 0.5 * omega
    let damped = omega * (1 - 0.25).squareRoot()
    func position(_ t: Double) -> Double {
      if t < 0.2 { return 50 }
      if t < 0.5 { return 50 + 600 * (t - 0.2) }
      let elapsed = t - 0.5
      let displacement = 230 - 400.0
      return 400 + exp(-alpha * elapsed)
        * (displacement * cos(damped * elapsed) + (600 + alpha * displacement) / damped
          * sin(damped * elapsed))
    }
    let samples = (0...150).map { n -> (Double, Double, Double) in
      let t = Double(n) / 60
      return (t, position(t) + 0.5 * random.normal(), 80 + 0.5 * random.normal())
    }
    let csv = directory.appendingPathComponent("s.csv")
    try Data(("t,x,y\n" + samples.map { "\($0.0),\($0.1),\($0.2)" }.joined(separator: "\n")).utf8).write(
      to: csv)
    let lines = directory.appendingPathComponent("s.jsonl")
    try Data(samples.map { "{\"t\": \($0.0), \"x\": \($0.1), \"y\": \($0.2)}" }.joined(separator: "\n").utf8)
      .write(to: lines)
    for file in [csv, lines] {
      let analysis = try Self.summary(["--analyze", file.path], in: directory)
      let segments = try #require(analysis["segments"] as? [[String: Any]])
      #expect(segments.map { $0["kind"] as? String } == ["held", "spring"])
      let fitted = try #require(segments.last?["spring"] as? [String: Any])
      #expect(abs(Self.number(fitted["response"]) / 0.4 - 1) < 0.02)
      #expect(abs(Self.number(fitted["dampingRatio"]) - 0.5) < 0.02)
      let velocity = try #require(segments.last?["velocity"] as? [String: Any])
      #expect(abs(Self.number(velocity["x"]) / 600 - 1) < 0.05)
    }
  }
}

/// SplitMix64 and Box–Muller: the same noise on every run.
struct SeededNoise {
  var state: UInt64

  mutating func uniform() -> Double {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return (Double((z ^ (z >> 31)) >> 11) + 0.5) / Double(1 << 53)
  }

  mutating func normal() -> Double { (-2 * log(uniform())).squareRoot() * cos(2 * Double.pi * uniform()) }
}
