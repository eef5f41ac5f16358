import Foundation
import Motion
import Stage
import Testing

@testable import Playground

/// What ffprobe (or, for animated WebP, which Debian's ffprobe 5.1 cannot decode, the file's own
/// RIFF chunks) says of a video file.
struct VideoProbe {
  var width: Int
  var height: Int
  var frames: Int
  var duration: Double

  /// Size and decoded frames from the stream; the duration from the packets (the end of the
  /// last one), since APNG's container has none.
  static func ffprobe(_ path: String) throws -> VideoProbe {
    let stream = try run(
      "/usr/bin/ffprobe",
      [
        "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
        "stream=width,height,nb_read_frames", "-of", "default=noprint_wrappers=1", path,
      ])
    var fields: [String: String] = [:]
    for line in stream.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
      if parts.count == 2 { fields[parts[0]] = parts[1] }
    }
    let packets = try run(
      "/usr/bin/ffprobe",
      [
        "-v", "error", "-select_streams", "v:0", "-show_entries", "packet=pts_time,duration_time", "-of",
        "csv=p=0", path,
      ])
    let ends = packets.split(separator: "\n").compactMap { line -> Double? in
      let parts = line.split(separator: ",").compactMap { Double($0) }
      return parts.count == 2 ? parts[0] + parts[1] : nil
    }
    return VideoProbe(
      width: try #require(Int(fields["width"] ?? "")), height: try #require(Int(fields["height"] ?? "")),
      frames: try #require(Int(fields["nb_read_frames"] ?? "")), duration: try #require(ends.max()))
  }

  /// An animated WebP's canvas (VP8X), its frames (ANMF) and their durations (milliseconds).
  static func webp(_ path: String) throws -> VideoProbe {
    let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(String(decoding: data[0..<4], as: UTF8.self) == "RIFF")
    #expect(String(decoding: data[8..<12], as: UTF8.self) == "WEBP")
    func uint24(_ at: Int) -> Int { Int(data[at]) | Int(data[at + 1]) << 8 | Int(data[at + 2]) << 16 }
    var probe = VideoProbe(width: 0, height: 0, frames: 0, duration: 0)
    var offset = 12
    while offset + 8 <= data.count {
      let tag = String(decoding: data[offset..<offset + 4], as: UTF8.self)
      let size =
        Int(data[offset + 4]) | Int(data[offset + 5]) << 8 | Int(data[offset + 6]) << 16
        | Int(data[offset + 7]) << 24
      let body = offset + 8
      if tag == "VP8X" {
        probe.width = uint24(body + 4) + 1
        probe.height = uint24(body + 7) + 1
      } else if tag == "ANMF" {
        probe.frames += 1
        probe.duration += Double(uint24(body + 12)) / 1000
      }
      offset = body + size + size % 2
    }
    return probe
  }

  static func run(_ executable: String, _ arguments: [String]) throws -> String {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("out")
    try FlickProcess.makeEmptyFile(at: out)
    let handle = try FileHandle(forWritingTo: out)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = handle
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try handle.close()
    return try String(contentsOf: out, encoding: .utf8)
  }
}

/// `--video`: each format has the run's size, frames and duration; a frame of the video is the
/// screenshot of that frame; a missing or failing ffmpeg is one line and exit 1, and a failure
/// mid-run loses nothing else. Videos are tiny (200×200 points, about a second) to keep the
/// encoder's CPU small.
@Suite("Video", .serialized)
struct VideoTests {
  static let script =
    #"{"events": [{"t": 0.1, "key": "space"}, {"t": 0.5, "pointer": "down", "x": 100, "y": 60}, {"t": 0.55, "pointer": "move", "x": 104, "y": 90}, {"t": 0.6, "pointer": "move", "x": 110, "y": 130}, {"t": 0.62, "pointer": "up", "x": 112, "y": 150}]}"#

  private func headless(_ directory: URL, _ extra: [String], environment: [String: String]? = nil) throws
    -> FlickProcess.Result
  {
    let script = directory.appendingPathComponent("script.json")
    try Data(Self.script.utf8).write(to: script)
    return try FlickProcess.run(
      ["--headless", "--size", "200x200", "--fps", "30", "--duration", "1", "--script", script.path] + extra,
      environment: environment)
  }

  /// 1 s at 30 fps is frames 0…30: 31 frames, 31/30 s (GIF: at 33.3 fps, 34 frames).
  @Test(arguments: VideoFormat.allCases)
  func eachFormatHasTheRunsSizeFramesAndDuration(format: VideoFormat) throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let video = directory.appendingPathComponent("run.\(format.rawValue)")
    let result = try headless(directory, ["--video", video.path])
    #expect(result.status == 0, "\(result.stderr)")
    let probe = format == .webp ? try VideoProbe.webp(video.path) : try VideoProbe.ffprobe(video.path)
    #expect(probe.width == 200 && probe.height == 200)
    let rate = format.fileRate(forFrameRate: 30)
    let frames = format == .gif ? Int((31 * rate / 30).rounded()) : 31
    if format == .webp {
      // libwebp's animation encoder merges identical frames into one longer frame (the run's
      // still end), so a WebP has at most the run's frames; its durations still add up.
      #expect(probe.frames > 10 && probe.frames <= frames, "\(probe.frames) frames")
    } else {
      #expect(abs(probe.frames - frames) <= (format == .gif ? 1 : 0), "\(probe.frames) frames")
    }
    // Delays are stored in whole milliseconds (WebP), hundredths (GIF) or 1/100 000 s (APNG).
    let duration = format == .gif ? Double(frames) / rate : 31.0 / 30
    #expect(abs(probe.duration - duration) <= 0.011, "\(probe.duration) s")
    #expect(result.stdout.contains("\(format == .gif ? frames : 31) frames at \(CodeNumber.short(rate)) fps"))
    // Nothing is left beside it.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
        "run.\(format.rawValue)", "script.json",
      ])
  }

  /// The last frame of a lossless video (APNG) is the run's `--screenshot` within the
  /// visual-regression tolerance (after the release's ring has faded). H.264's 4:2:0 chroma (what
  /// every player takes) smears colour edges: measured 2.3 % of a 200×200 frame's pixels off by
  /// more than 24 levels, none by more than 77; its bound is stated on its own.
  @Test(arguments: [VideoFormat.apng, .mp4])
  func aFrameOfTheVideoIsTheScreenshotOfThatFrame(format: VideoFormat) throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let video = directory.appendingPathComponent("run.\(format.rawValue)")
    let shot = directory.appendingPathComponent("shot.png")
    let result = try headless(directory, ["--video", video.path, "--screenshot", shot.path])
    #expect(result.status == 0, "\(result.stderr)")
    let frame = directory.appendingPathComponent("frame.png")
    _ = try VideoProbe.run(
      "/usr/bin/ffmpeg",
      [
        "-v", "error", "-i", video.path, "-vf", "select=eq(n\\,30)", "-frames:v", "1", "-pix_fmt", "rgba",
        frame.path,
      ])
    let fromVideo = try #require(ReferenceImage(contentsOf: frame.path))
    let screenshot = try #require(ReferenceImage(contentsOf: shot.path))
    if format == .mp4 {
      let differing = fromVideo.fractionDiffering(from: screenshot)
      #expect(differing <= 0.06, "\(differing * 100) % differ by more than 24 levels")
      let far = fromVideo.fractionDiffering(from: screenshot, by: 96)
      #expect(
        far <= VisualRegressionTests.maximumDifferingFraction, "\(far * 100) % differ by more than 96 levels")
    } else {
      let differing = fromVideo.fractionDiffering(from: screenshot)
      #expect(differing <= VisualRegressionTests.maximumDifferingFraction, "\(differing * 100) % differ")
    }
  }

  @Test func withoutFFmpegInPATHItIsOneLineBeforeTheRun() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("trace.jsonl")
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = directory.path
    let result = try headless(
      directory, ["--video", directory.appendingPathComponent("v.mp4").path, "--trace", trace.path],
      environment: environment)
    #expect(result.status == 1)
    #expect(
      result.stderrLines == [
        "flick: --video needs ffmpeg, and there is none in PATH (Debian: apt-get install ffmpeg)"
      ])
    #expect(!FileManager.default.fileExists(atPath: trace.path))
  }

  @Test(arguments: [
    ("v.mov", "--video must name a .mp4, .gif, .webp or .apng file, not"),
    ("/nonexistent/v.mp4", "cannot write video '/nonexistent/v.mp4': no such directory"),
  ])
  func aBadPathIsOneLineBeforeTheRun(path: String, message: String) throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try headless(directory, ["--video", path])
    #expect(result.status == 1)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.hasPrefix("flick: " + message), "\(result.stderr)")
  }

  /// An ffmpeg that stops reading and fails: its own last line, exit 1, and the trace, the
  /// record, the plot and the screenshot all written; no half video left.
  @Test func anFFmpegFailingMidRunLosesNothingElse() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fake = directory.appendingPathComponent("ffmpeg")
    try Data(
      """
      #!/bin/sh
      head -c 300000 >/dev/null
      echo "frame=    3 fps=0.0 q=0.0 size=       0kB" >&2
      echo "fake-ffmpeg: Error writing trailer: No space left on device" >&2
      exit 1

      """.utf8
    ).write(to: fake)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = directory.path + ":" + (environment["PATH"] ?? "")
    let outputs = ["trace.jsonl", "record.json", "plot.png", "shot.png"].map {
      directory.appendingPathComponent($0)
    }
    let video = directory.appendingPathComponent("v.mp4")
    let result = try headless(
      directory,
      [
        "--video", video.path, "--trace", outputs[0].path, "--record", outputs[1].path, "--plot",
        outputs[2].path,
        "--screenshot", outputs[3].path,
      ], environment: environment)
    #expect(result.status == 1)
    #expect(
      result.stderrLines == [
        "flick: video '\(video.path)': ffmpeg: fake-ffmpeg: Error writing trailer: No space left on device"
      ])
    let trace = try String(contentsOf: outputs[0], encoding: .utf8)
    #expect(trace.split(separator: "\n").count == 31)
    for output in outputs {
      #expect(FileManager.default.fileExists(atPath: output.path), "\(output.lastPathComponent)")
    }
    #expect(!FileManager.default.fileExists(atPath: video.path))
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
      $0.contains("partial")
    }
    #expect(left.isEmpty, "\(left)")
  }

  @Test func vRecordsToAUniqueTimestampedFileEvenTwiceInOneSecond() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let previous = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(directory.path)
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    let first = try SessionOutputs.reserveTimestampedPath(
      stamp: "20261124-120000", extension: "mp4", role: "video")
    let second = try SessionOutputs.reserveTimestampedPath(
      stamp: "20261124-120000", extension: "mp4", role: "video")
    #expect(first == "flick-20261124-120000.mp4")
    #expect(second == "flick-20261124-120000-2.mp4")
  }
}

/// The indicators drawn into video frames: per pointer id, a dot while down, a fading trail, a
/// ring from the press and one at the release.
@Suite("Pointer indicators")
struct PointerIndicatorTests {
  @Test func aGestureIsADotATrailAndTwoRings() {
    var indicators = PointerIndicators()
    indicators.handle(.down, at: Vector2(x: 50, y: 50), time: 1)
    let pressed = indicators.shapes(at: 1.1)
    #expect(
      pressed.contains {
        if case .ring(let center, _, _, _) = $0 { center == Vector2(x: 50, y: 50) } else { false }
      })
    #expect(
      pressed.contains {
        if case .disc(_, let radius, _) = $0 { radius == PointerIndicators.touchRadius } else { false }
      })
    indicators.handle(.move, at: Vector2(x: 50, y: 80), time: 1.15)
    indicators.handle(.up, at: Vector2(x: 50, y: 100), time: 1.2)
    let released = indicators.shapes(at: 1.25)
    let trail = released.filter {
      if case .disc(_, let radius, _) = $0 { radius < PointerIndicators.touchRadius } else { false }
    }
    #expect(trail.count >= 10)
    #expect(
      released.contains {
        if case .ring(let center, _, _, let color) = $0 {
          center == Vector2(x: 50, y: 100) && color.red > 0.9
        } else {
          false
        }
      })
    // Half a second after the release nothing is left.
    indicators.prune(at: 1.7)
    #expect(indicators.shapes(at: 1.7).isEmpty)
    #expect(indicators.tracks.isEmpty)
  }

  @Test func pointersAreKeptApartByTheirIDs() {
    var indicators = PointerIndicators()
    indicators.handle(.down, id: 0, at: Vector2(x: 10, y: 10), time: 0)
    indicators.handle(.down, id: 7, at: Vector2(x: 90, y: 90), time: 0)
    indicators.handle(.up, id: 7, at: Vector2(x: 95, y: 90), time: 0.1)
    #expect(indicators.tracks[0]?.release == nil)
    #expect(indicators.tracks[7]?.release?.location == Vector2(x: 95, y: 90))
  }

  @Test func thePainterBlendsAntiAliasedDiscsAtThePixelScale() {
    let painter = IndicatorPainter(width: 40, height: 40, scale: 2)
    var pixels = [UInt32](repeating: 0xFF00_0000, count: 40 * 40)
    painter.paint(
      [
        .disc(center: Vector2(x: 10.2, y: 10), radius: 5, color: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
      ],
      into: &pixels)
    // The centre (20.4, 20 in pixels) is half red over black; outside the 10-pixel radius, untouched.
    #expect(pixels[20 * 40 + 20] == 0xFF80_0000)
    #expect(pixels[20 * 40 + 32] == 0xFF00_0000)
    // The edge is in between.
    let edge = pixels[20 * 40 + 30] >> 16 & 0xFF
    #expect(edge > 0 && edge < 0x80)
  }
}
