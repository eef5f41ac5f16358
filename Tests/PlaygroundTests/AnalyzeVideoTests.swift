import Foundation
import Testing

/// `flick --analyze VIDEO --track … --trace OUT` against videos drawn by ffmpeg from the closed
/// form (``DrawnVideo``): the spring, decay, velocity and hand-off it finds are the ones drawn,
/// within the goals (response 2 %, damping ratio 0.02, starting velocity 5 %, decay
/// rate 0.0003 per ms, hand-off within one frame). More cases: scripts/analysis-accuracy.py.
@Suite(.serialized) struct AnalyzeVideoTests {
  struct Found {
    var frames: [[String: Any]]
    var segments: [[String: Any]]
    var handoffs: [[String: Any]]
  }

  static func analyze(_ video: DrawnVideo) throws -> Found {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("drawn.mp4").path
    let trace = directory.appendingPathComponent("trace.jsonl").path
    try video.make(at: file)
    let result = try FlickProcess.run(["--analyze", file, "--track", video.track, "--trace", trace])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let summary = try #require(lines.last?["analysis"] as? [String: Any])
    return Found(
      frames: Array(lines.dropLast()), segments: try #require(summary["segments"] as? [[String: Any]]),
      handoffs: try #require(summary["handoffs"] as? [[String: Any]]))
  }

  static func number(_ value: Any?) -> Double { (value as? NSNumber)?.doubleValue ?? .nan }

  /// The speed of a segment's starting velocity.
  static func speed(_ segment: [String: Any]) -> Double {
    let velocity = segment["velocity"] as? [String: Any] ?? [:]
    return (pow(number(velocity["x"]), 2) + pow(number(velocity["y"]), 2)).squareRoot()
  }

  @Test(arguments: [
    (60.0, 0.5, 0.6, false), (30.0, 0.8, 1.0, false), (120.0, 0.3, 0.35, false), (60.0, 0.5, 1.2, true),
  ])
  func aSpringLetGoFromADragIsFound(fps: Double, response: Double, ratio: Double, variableRate: Bool) throws {
    // Without overshoot the spring can go further within the frame: a longer way, more to fit.
    let target = ratio > 1 ? (x: 196.0, y: 110.0) : (x: 150.0, y: 70.0)
    var video = DrawnVideo(release: .spring(response: response, dampingRatio: ratio, target: target))
    video.fps = fps
    video.variableRate = variableRate
    video.duration = fps > 60 ? 1.6 : 2.0
    let found = try Self.analyze(video)
    if variableRate {
      let times = found.frames.map { Self.number($0["t"]) }
      let intervals = Set(zip(times.dropFirst(), times).map { (($0 - $1) * fps).rounded() })
      #expect(intervals.count > 1, "the frames keep their own, uneven times")
    }
    #expect(found.segments.map { $0["kind"] as? String } == ["held", "spring"])
    let free = try #require(found.segments.last)
    let spring = try #require(free["spring"] as? [String: Any])
    #expect(abs(Self.number(spring["response"]) / response - 1) < 0.02)
    #expect(abs(Self.number(spring["dampingRatio"]) - ratio) < 0.02)
    let dragSpeed = (pow(video.drag.x, 2) + pow(video.drag.y, 2)).squareRoot()
    #expect(abs(Self.speed(free) / dragSpeed - 1) < 0.05)
    let handoff = try #require(found.handoffs.first)
    #expect(abs(Self.number(handoff["at"]) - video.releaseAt) <= 1 / fps + 1e-6)
  }

  @Test(arguments: [0.998, 0.99])
  func aDecayLetGoFromADragIsFound(rate: Double) throws {
    var video = DrawnVideo(release: .decay(rate: rate))
    video.drag = (x: rate > 0.995 ? 180 : 400, y: 40)
    let found = try Self.analyze(video)
    #expect(found.segments.map { $0["kind"] as? String } == ["held", "decay"])
    let free = try #require(found.segments.last)
    #expect(abs(Self.number(free["decayRate"]) - rate) < 0.0003)
    #expect(abs(Self.speed(free) / (pow(video.drag.x, 2) + pow(video.drag.y, 2)).squareRoot() - 1) < 0.05)
  }

  /// A square flung out of the picture is followed until its last steps carry it past the edge;
  /// what was followed is analysed (a drag, then a decay), and the summary says where it ended.
  @Test func aSubjectLeavingTheFrameIsFollowedUntilItLeaves() throws {
    var video = DrawnVideo(release: .decay(rate: 0.998))
    video.drag = (x: 500, y: 0)
    let found = try Self.analyze(video)
    let last = Self.number(found.frames.last?["t"])
    #expect(last > 0.6 && last < 1.5, "followed past the release, not to the end")
    #expect(found.segments.map { $0["kind"] as? String } == ["held", "decay"])
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("out.mp4").path
    try video.make(at: file)
    let result = try FlickProcess.run(["--analyze", file, "--track", video.track, "--headless"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("where the region leaves the frame"))
  }
}
