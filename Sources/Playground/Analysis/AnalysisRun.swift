import Analysis
import Foundation
import Motion
import Scenes

/// `flick --analyze FILE [--track X,Y,W,H[@T]] [--trace OUT]`: reads a samples file, or follows a
/// region of a video frame by frame, and finds its segments, fitted laws and hand-offs. With
/// `--trace`, one line per frame (`{"t", "tracked": {"x", "y"}}`, a video's pixels as points)
/// and the analysis last; without it, a short summary on stdout.
struct AnalysisRun {
  var file: String
  var track: TrackRegion?
  var trace: String?
  /// `--held-at T`: also read the hold around T seconds through T, as a release there would be
  /// read (``MotionAnalysis/heldThrough(at:samples:)``): the drawn path's own steps there.
  var heldAt: Double? = nil

  /// The samples and, for a video, the trace lines of the frames followed.
  struct Followed {
    var samples: [MotionSample]
    var isVideo: Bool
    /// When the region left the frame, if it did: the frames after it are not followed.
    var leftFrameAt: Double?
    /// When a Flick trace's hand-offs happened (its `continuity` records' `at`).
    var instants: [Double] = []
    /// A Flick trace's holds, as it recorded them (``TraceHolds``); nil for other files.
    var holds: TraceHolds? = nil
    /// The signal (SIGINT, SIGTERM) that stopped the following, if one did.
    var interruptedBy: Int32? = nil
  }

  /// Follows and analyses. SIGINT and SIGTERM stop it after the frame it is on, as they stop a
  /// run (``QuitSignal``): the trace keeps the frames followed and an `interrupted` last line,
  /// renamed into place, and one `flick:` line says where it stopped (exit 130 or 143). They
  /// killed it before, leaving its temporary file and no word.
  func run() throws(PlaygroundError) {
    QuitSignal.install()
    defer { QuitSignal.uninstall() }
    let output = try trace.map { path throws(PlaygroundError) in try CheckedFile(path: path, role: "trace") }
    let followed: Followed
    do {
      followed = try read(writingFramesTo: output)
    } catch {
      output?.discard()
      throw error
    }
    if let signal = followed.interruptedBy {
      throw try interrupted(by: signal, after: followed.samples, output: output)
    }
    let analysis: MotionAnalysis
    do {
      analysis = try MotionAnalysis(
        samples: followed.samples, noiseFloor: followed.isVideo ? RegionTracker.precision : 0.02,
        instants: followed.instants)
    } catch {
      output?.discard()
      throw PlaygroundError("cannot analyse '\(file)': \(error.description)")
    }
    if followed.isVideo, let warning = Self.neverMoves(analysis, samples: followed.samples) {
      FlickCommand.printError(warning)
    }
    var heldThrough: HandoffJump?
    if let heldAt {
      heldThrough = TraceHolds.heldThrough(
        at: heldAt, analysis: analysis, samples: followed.samples, holds: followed.holds)
      if heldThrough == nil {
        output?.discard()
        let reason =
          followed.holds == nil
          ? "its segments: \(Self.segmentList(analysis))"
          : "its frames with a pointer down, as the trace says"
        throw PlaygroundError(
          "--held-at \(AnalysisReport.format(heldAt, 3)): '\(file)' is not held at t = \(AnalysisReport.format(heldAt, 3)) s with two frames either side (\(reason))"
        )
      }
    }
    if let output {
      let leading = TraceFormat.leadingFields(linesWritten: output.wholeLines)
      output.write(
        line: AnalysisReport.traceLine(analysis, heldThrough: heldThrough, leading: leading) + "\n")
      try output.close()
    } else {
      print(AnalysisReport.summary(analysis, samples: followed.samples.count))
      if let heldThrough { print(AnalysisReport.describe(heldThrough)) }
      if let time = followed.leftFrameAt {
        print("followed until t = \(AnalysisReport.format(time, 3)) s, where the region leaves the frame")
      }
    }
  }

  /// The trace closed with its `interrupted` line (`{"interrupted": true, "reason", "frame",
  /// "t"}`, the last frame followed, counted from 0, as a run's trace ends), and the error that
  /// says so.
  private func interrupted(by signal: Int32, after samples: [MotionSample], output: CheckedFile?)
    throws(PlaygroundError) -> PlaygroundError
  {
    let name = QuitSignal.name(of: signal)
    let last = samples.last?.time ?? 0
    if let output {
      output.write(
        line: TraceValue.object(
          TraceFormat.leadingFields(linesWritten: output.wholeLines) + [
            TraceField("interrupted", .bool(true)), TraceField("reason", .string(name)),
            TraceField("frame", .number(Double(max(0, samples.count - 1)))), TraceField("t", .time(last)),
          ]
        ).json + "\n")
      try output.close()
    }
    let kept = output.map { " ('\($0.path)' keeps the frames followed, without the analysis)" } ?? ""
    return PlaygroundError(
      "interrupted by \(name) at frame \(max(0, samples.count - 1)) (t = \(AnalysisReport.format(last, 3)) s)\(kept)",
      status: QuitSignal.exitStatus(for: signal))
  }

  /// The segments, briefly: "held 0.000–0.120 s, spring 0.120–0.400 s".
  static func segmentList(_ analysis: MotionAnalysis) -> String {
    analysis.segments.map {
      "\($0.law.kindName) \(AnalysisReport.format($0.start, 3))–\(AnalysisReport.format($0.end, 3)) s"
    }.joined(separator: ", ")
  }

  /// What `file` is: a samples file, read; or a video, with the tools that decode it.
  enum Source {
    case samples([MotionSample], instants: [Double], holds: TraceHolds?)
    case video(ffmpeg: String, ffprobe: String)
  }

  /// Reads a samples file, or checks that a video is one ffmpeg can decode.
  ///
  /// - Throws: ``PlaygroundError`` for a missing or unreadable file, a malformed samples file,
  ///   a file that is neither, a missing ffmpeg, and `--track` on a samples file (status 2).
  func source() throws(PlaygroundError) -> Source {
    var status = stat()
    guard stat(file, &status) == 0 else {
      throw PlaygroundError("cannot read '\(file)': \(String(cString: strerror(errno)))")
    }
    guard status.st_mode & S_IFMT != S_IFDIR else {
      throw PlaygroundError("cannot read '\(file)': it is a directory")
    }
    guard let handle = FileHandle(forReadingAtPath: file) else {
      throw PlaygroundError("cannot read '\(file)': \(String(cString: strerror(errno)))")
    }
    let head = (try? handle.read(upToCount: 4096)) ?? Data()
    try? handle.close()
    if SamplesFile.looksLikeSamples(head) {
      if track != nil {
        throw PlaygroundError("--track follows a region of a video; '\(file)' is a samples file", status: 2)
      }
      guard let data = FileManager.default.contents(atPath: file) else {
        throw PlaygroundError("cannot read '\(file)'")
      }
      let contents = try SamplesFile.contents(of: data, path: file)
      let holds = contents.pointerDownTimes.map {
        TraceHolds(pointerDownTimes: $0, grabs: SamplesFile.handoffInstants(contents.records, kind: "grab"))
      }
      return .samples(
        contents.samples, instants: SamplesFile.handoffInstants(contents.records), holds: holds)
    }
    guard let ffmpeg = VideoProbe.locate("ffmpeg"), let ffprobe = VideoProbe.locate("ffprobe") else {
      throw PlaygroundError(
        "--analyze of a video needs ffmpeg and ffprobe in PATH (Debian: apt install ffmpeg)")
    }
    try VideoProbe.requireVideo(file, ffprobe: ffprobe)
    return .video(ffmpeg: ffmpeg, ffprobe: ffprobe)
  }

  func read(writingFramesTo output: CheckedFile?) throws(PlaygroundError) -> Followed {
    switch try source() {
    case .samples(let samples, let instants, let holds):
      return Followed(samples: samples, isVideo: false, leftFrameAt: nil, instants: instants, holds: holds)
    case .video(let ffmpeg, let ffprobe):
      guard let track else {
        throw PlaygroundError(
          "'\(file)' is a video: give the region to follow with --track X,Y,W,H (its pixels)", status: 2)
      }
      let followed = try follow(track, ffmpeg: ffmpeg, writingFramesTo: output, from: track.start)
      if followed.leftFrameAt == nil, followed.interruptedBy == nil,
        let warning = Self.cutShort(
          file, samples: followed.samples, duration: VideoProbe.duration(file, ffprobe: ffprobe))
      {
        FlickCommand.printError(warning)
      }
      return followed
    }
  }

  /// The warning for a followed region that never moves beyond its noise, or nil: held
  /// throughout, its positions spread no further from their mean (root mean square, both axes)
  /// than three times the noise. A region over nothing that moves follows the video's grain or
  /// a flat patch from place to place: noise of several points, spread over a range wide enough
  /// to pass as motion ("held, noise 8.8 pt" with no word, issue 61). Pure noise of σ per axis
  /// spreads √2·σ; a subject that moves, even a little, spreads many times its noise.
  static func neverMoves(_ analysis: MotionAnalysis, samples: [MotionSample]) -> String? {
    guard analysis.segments.allSatisfy({ $0.law == .held }), !samples.isEmpty else { return nil }
    let count = Double(samples.count)
    let mean = Vector2(
      x: samples.reduce(0) { $0 + $1.position.x } / count, y: samples.reduce(0) { $0 + $1.position.y } / count
    )
    let spread = (samples.reduce(0) { $0 + pow($1.position.distance(to: mean), 2) } / count).squareRoot()
    let noise = Swift.max(analysis.noise, RegionTracker.precision)
    guard spread.isFinite, spread <= 3 * noise else { return nil }
    return
      "warning: the followed region never moves beyond its noise (spread \(AnalysisReport.format(spread, 1)) pt, noise \(AnalysisReport.format(analysis.noise, 1)) pt): nothing in it may move; pick the subject with --track X,Y,W,H[@T]"
  }

  /// The warning for a video whose frames end well before the length its header gives (a file
  /// cut short: ffmpeg decodes what is left and exits 0), or nil: more than two frames' time
  /// missing at the end.
  static func cutShort(_ file: String, samples: [MotionSample], duration: Double?) -> String? {
    guard let duration, let last = samples.last?.time, samples.count >= 2 else { return nil }
    let intervals = zip(samples.dropFirst(), samples).map { $0.time - $1.time }.sorted()
    let interval = intervals[intervals.count / 2]
    guard interval > 0, duration - (last + interval) > 2 * interval else { return nil }
    return
      "warning: '\(file)' is cut short: its frames end at t = \(AnalysisReport.format(last, 2)) s (\(samples.count) frames) of the \(AnalysisReport.format(duration, 2)) s its header gives; analysed what there is"
  }

  /// Follows `region` through every frame from `start` seconds on (the region as it is in the
  /// first frame there), or until it leaves the frame; each frame's line is written as it is
  /// found.
  func follow(
    _ region: TrackRegion, ffmpeg: String, writingFramesTo output: CheckedFile?, from start: Double = 0
  )
    throws(PlaygroundError) -> Followed
  {
    let stream = try VideoFrameStream(path: file, ffmpeg: ffmpeg, start: start)
    guard let first = try stream.next() else {
      throw PlaygroundError(
        start > 0
          ? "'\(file)' has no frames at or after t = \(String(format: "%g", start)) s (--track's @T) to follow"
          : "'\(file)' has no frames to follow")
    }
    let tracker = try RegionTracker(region: region, firstFrame: first)
    var samples = [MotionSample(time: first.time, position: tracker.start)]
    write(samples[0], to: output)
    while true {
      if let signal = QuitSignal.signal {
        return Followed(samples: samples, isVideo: true, leftFrameAt: nil, interruptedBy: signal)
      }
      let next: VideoFrameStream.Frame?
      do {
        next = try stream.next()
      } catch {
        // ffmpeg stopped by the same signal (a terminal's Ctrl+C reaches the whole group).
        if let signal = QuitSignal.signal {
          return Followed(samples: samples, isVideo: true, leftFrameAt: nil, interruptedBy: signal)
        }
        throw error
      }
      guard let frame = next else { break }
      let sighting = tracker.locate(in: frame)
      if case .leftFrame = sighting {
        return Followed(samples: samples, isVideo: true, leftFrameAt: frame.time)
      }
      guard case .found(let centre, _) = sighting else {
        throw PlaygroundError(
          "lost the region at t = \(AnalysisReport.format(frame.time, 3)) s (frame \(samples.count + 1)): nothing there matches it any more (a cut, a fade or the subject leaving the frame?)"
        )
      }
      // A repeated or backward timestamp (a broken file) is no new sample.
      guard frame.time > samples[samples.count - 1].time else { continue }
      let sample = MotionSample(time: frame.time, position: centre)
      samples.append(sample)
      write(sample, to: output)
    }
    return Followed(samples: samples, isVideo: true, leftFrameAt: nil)
  }

  private func write(_ sample: MotionSample, to output: CheckedFile?) {
    guard let output else { return }
    output.write(
      line: TraceValue.object(
        TraceFormat.leadingFields(linesWritten: output.wholeLines) + [
          TraceField("t", .time(sample.time)), TraceField("tracked", .vector(sample.position)),
        ]
      )
      .json + "\n")
  }
}
