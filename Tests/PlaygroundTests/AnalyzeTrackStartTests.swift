import Foundation
import Testing

/// `--track X,Y,W,H@T`: the region as it is T seconds into the video, followed from there, so a
/// subject that enters or starts moving later can be read headless (issue 61: `--track` followed
/// from the first frame only).
@Suite(.serialized) struct AnalyzeTrackStartTests {
  static func lines(of trace: String) throws -> [[String: Any]] {
    try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  @Test func aRegionTakenLaterIsFollowedFromThere() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let video = DrawnVideo(release: .spring(response: 0.5, dampingRatio: 0.6, target: (x: 150, y: 70)))
    let file = directory.appendingPathComponent("drawn.mp4").path
    try video.make(at: file)
    // At 0.4 s the square is mid-drag, 48 px right of and 9 px below where it started.
    let x = Int(video.start.x + video.drag.x * (0.4 - video.stillUntil))
    let y = Int(video.start.y + video.drag.y * (0.4 - video.stillUntil))
    let trace = directory.appendingPathComponent("trace.jsonl").path
    let result = try FlickProcess.run([
      "--analyze", file, "--track", "\(x),\(y),\(video.side),\(video.side)@0.4", "--trace", trace,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = try Self.lines(of: trace)
    let first = try #require(lines.first?["t"] as? Double)
    #expect(abs(first - 0.4) < 0.5 / video.fps)
    let analysis = try #require(lines.last?["analysis"] as? [String: Any])
    let segments = try #require(analysis["segments"] as? [[String: Any]])
    #expect(segments.map { $0["kind"] as? String } == ["held", "spring"])
    let spring = try #require(segments.last?["spring"] as? [String: Any])
    #expect(abs((spring["response"] as? Double ?? 0) / 0.5 - 1) < 0.02)
    #expect(abs((spring["dampingRatio"] as? Double ?? 0) - 0.6) < 0.02)
    let handoff = try #require((analysis["handoffs"] as? [[String: Any]])?.first?["at"] as? Double)
    #expect(abs(handoff - video.releaseAt) <= 1 / video.fps)
  }

  @Test func badStartTimes() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("drawn.mp4").path
    try DrawnVideo(release: .decay(rate: 0.99)).make(at: file)
    for bad in [
      "20,60,32,32@", "20,60,32,32@soon", "20,60,32,32@-1", "20,60,32,32@inf", "20,60,32,32@1e400",
      "20,60,32,32@1@2",
    ] {
      try AnalyzeBadInputTests.refuses(file, ["--track", bad], status: 2, saying: "--track")
    }
    try AnalyzeBadInputTests.refuses(
      file, ["--track", "20,60,32,32@30"], saying: "no frames at or after t = 30 s")
  }
}
