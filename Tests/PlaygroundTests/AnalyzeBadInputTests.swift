import Foundation
import Testing

/// `flick --analyze` on input it cannot read a motion from: one `flick:` line saying what was
/// found, exit 1 (2 for a flag it cannot parse or a missing --track), no trace left behind, never
/// a crash, a hang or a NaN.
@Suite struct AnalyzeBadInputTests {
  /// Runs `--analyze file` with `extra` flags and a trace; checks one line, the status, no trace.
  static func refuses(
    _ file: String, _ extra: [String] = [], status: Int32 = 1, saying words: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("trace.jsonl").path
    let result = try FlickProcess.run(["--analyze", file] + extra + ["--trace", trace])
    #expect(result.status == status, "\(result.stderr)", sourceLocation: sourceLocation)
    #expect(result.stderrLines.count == 1, "\(result.stderr)", sourceLocation: sourceLocation)
    #expect(result.stderr.hasPrefix("flick: "), sourceLocation: sourceLocation)
    #expect(result.stderr.contains(words), "\(result.stderr)", sourceLocation: sourceLocation)
    #expect(!result.stderr.lowercased().contains("nan"), sourceLocation: sourceLocation)
    #expect(
      FlickProcess.names(in: directory).isEmpty, "no trace, no temporary file", sourceLocation: sourceLocation
    )
  }

  static func samplesFile(_ text: String, in directory: URL, name: String = "samples.csv") throws -> String {
    let url = directory.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  @Test func samplesFilesThatAreNoMotion() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let moving = (0..<30).map { "\(Double($0) / 60),\(Double($0) * 3)" }
    try Self.refuses(
      Self.samplesFile(
        (moving[0..<10] + [moving[12], moving[11]] + moving[13...]).joined(separator: "\n"), in: directory),
      saying: "does not come after the one before it")
    try Self.refuses(
      Self.samplesFile((moving[0..<10] + [moving[9]] + moving[10...]).joined(separator: "\n"), in: directory),
      saying: "does not come after the one before it")
    try Self.refuses(
      Self.samplesFile((moving[0..<10] + ["0.2,nan"] + moving[13...]).joined(separator: "\n"), in: directory),
      saying: "not a finite number")
    try Self.refuses(
      Self.samplesFile("{\"t\": 0, \"x\": null}\n{\"t\": 0.1, \"x\": 3}\n", in: directory, name: "s.jsonl"),
      saying: "not a finite number")
    try Self.refuses(Self.samplesFile("t,x\n0,12\n", in: directory), saying: "1 sample")
    try Self.refuses(Self.samplesFile("", in: directory), saying: "cannot read")
    try Self.refuses(
      Self.samplesFile((0..<60).map { "\(Double($0) / 60),100,40" }.joined(separator: "\n"), in: directory),
      saying: "nothing moves")
    try Self.refuses(Self.samplesFile("t,x\n0,1\nzero,2\n", in: directory), saying: "line 3")
    try Self.refuses(
      Self.samplesFile("0,1\n", in: directory), ["--track", "0,0,4,4"], status: 2, saying: "samples file")
  }

  @Test func filesThatAreNoVideo() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.refuses(
      directory.appendingPathComponent("missing.mp4").path, ["--track", "0,0,8,8"], saying: "cannot read")
    // Random bytes with a video's name.
    var random = SystemRandomNumberGenerator()
    let noise = Data((0..<20_000).map { _ in UInt8.random(in: 0...255, using: &random) } + [0])
    let corrupt = directory.appendingPathComponent("corrupt.mp4")
    try noise.write(to: corrupt)
    try Self.refuses(corrupt.path, ["--track", "0,0,8,8"], saying: "cannot read")
    // A real recording cut short (its index, at the end of an mp4, is lost).
    let whole = directory.appendingPathComponent("whole.mp4").path
    try DrawnVideo(release: .decay(rate: 0.99)).make(at: whole)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: whole))
    let truncated = directory.appendingPathComponent("truncated.mp4")
    try bytes.prefix(bytes.count / 2).write(to: truncated)
    try Self.refuses(truncated.path, ["--track", "20,60,32,32"], saying: "cannot read")
    // Sound only.
    let audio = directory.appendingPathComponent("tone.m4a").path
    try FFmpegRun.run([
      "-hide_banner", "-loglevel", "error", "-nostdin", "-y", "-f", "lavfi", "-i",
      "sine=frequency=440:duration=1",
      audio,
    ])
    try Self.refuses(audio, ["--track", "0,0,8,8"], saying: "no video")
    // A video, but no region to follow, or one that is not there.
    try Self.refuses(whole, status: 2, saying: "--track")
    try Self.refuses(whole, ["--track", "230,150,32,32"], saying: "not inside")
    try Self.refuses(whole, ["--track", "-5,0,32,32"], saying: "not inside")
    try Self.refuses(whole, ["--track", "20,60,32"], status: 2, saying: "--track")
  }

  /// Sides and corners so large that the corner's sum overflows an Int used to trap (exit 132).
  @Test(arguments: [
    "1,1,9223372036854775807,10", "1,1,10,9223372036854775807", "9223372036854775807,1,10,10",
    "1,9223372036854775807,10,10",
    "9223372036854775807,9223372036854775807,9223372036854775807,9223372036854775807",
  ])
  func trackRegionsTooLargeForAnInt(_ region: String) throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let video = directory.appendingPathComponent("drawn.mp4").path
    try DrawnVideo(release: .decay(rate: 0.99)).make(at: video)
    try Self.refuses(video, ["--track", region], saying: "not inside")
  }

  /// A picture is one (ffprobe calls it a one-frame video stream): it used to be "a video: give
  /// the region to follow", then "1 sample".
  @Test func aPictureIsSaidToBeOne() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for name in ["photo.png", "photo.jpg"] {
      let picture = directory.appendingPathComponent(name).path
      try FFmpegRun.run([
        "-hide_banner", "-loglevel", "error", "-nostdin", "-y", "-f", "lavfi", "-i", "testsrc2=s=160x120",
        "-frames:v", "1", picture,
      ])
      try Self.refuses(picture, saying: "is a picture")
      try Self.refuses(picture, ["--track", "10,10,32,32"], saying: "is a picture")
      try FileManager.default.removeItem(atPath: picture)
    }
  }

  @Test func recordingsWhereTheRegionIsLostOrStill() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let base = ["-hide_banner", "-loglevel", "error", "-nostdin", "-y"]
    // Nothing moves: a still picture for a second.
    let still = directory.appendingPathComponent("still.mp4").path
    try FFmpegRun.run(
      base + [
        "-f", "lavfi", "-i", "testsrc2=s=160x120:r=30:d=1,trim=end_frame=1,loop=-1:1", "-t", "1", "-c:v",
        "libx264", "-crf", "28", still,
      ])
    try Self.refuses(still, ["--track", "40,30,32,32"], saying: "nothing moves")
    // A cut: the drawn motion, then another picture altogether.
    let drawn = directory.appendingPathComponent("drawn.mp4").path
    try DrawnVideo(release: .decay(rate: 0.99)).make(at: drawn)
    let cut = directory.appendingPathComponent("cut.mp4").path
    try FFmpegRun.run(
      base + [
        "-i", drawn, "-f", "lavfi", "-i", "mandelbrot=s=240x160:r=60", "-filter_complex",
        "[0]trim=end=0.8,setpts=PTS-STARTPTS,format=yuv420p[a];[1]trim=end=0.5,setpts=PTS-STARTPTS,format=yuv420p[b];[a][b]concat=n=2:v=1",
        "-c:v", "libx264", "-crf", "28", cut,
      ])
    try Self.refuses(cut, ["--track", "20,60,32,32"], saying: "lost the region at t = 0.8")
    // A fade to black.
    let fade = directory.appendingPathComponent("fade.mp4").path
    try FFmpegRun.run(
      base + ["-i", drawn, "-vf", "fade=t=out:st=0.6:d=0.4", "-c:v", "libx264", "-crf", "28", fade])
    try Self.refuses(fade, ["--track", "20,60,32,32"], saying: "lost the region")
  }

  @Test func trackWithoutAnalyzeIsAUsageError() throws {
    let result = try FlickProcess.run(["--headless", "--track", "0,0,8,8"])
    #expect(result.status == 2)
    #expect(result.stderrLines == ["flick: --track goes with --analyze (see flick --help)"])
  }
}
