import Analysis
import Foundation
import Motion
import Scenes

/// `flick --analyze FILE [--track X,Y,W,H] [--trace OUT]`: reads a samples file, or follows a
/// region of a video frame by frame, and finds its segments, fitted laws and hand-offs. With
/// `--trace`, one line per frame (`{"t", "tracked": {"x", "y"}}`, a video's pixels as points)
/// and the analysis last; without it, a short summary on stdout.
struct AnalysisRun {
  var file: String
  var track: TrackRegion?
  var trace: String?

  /// The samples and, for a video, the trace lines of the frames followed.
  struct Followed {
    var samples: [MotionSample]
    var isVideo: Bool
    /// When the region left the frame, if it did: the frames after it are not followed.
    var leftFrameAt: Double?
    /// When a Flick trace's hand-offs happened (its `continuity` records' `at`).
    var instants: [Double] = []
  }

  func run() throws(PlaygroundError) {
    let output = try trace.map { path throws(PlaygroundError) in try CheckedFile(path: path, role: "trace") }
    let followed: Followed
    do {
      followed = try read(writingFramesTo: output)
    } catch {
      output?.discard()
      throw error
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
    if let output {
      let leading = TraceFormat.leadingFields(linesWritten: output.wholeLines)
      output.write(line: AnalysisReport.traceLine(analysis, leading: leading) + "\n")
      try output.close()
    } else {
      print(AnalysisReport.summary(analysis, samples: followed.samples.count))
      if let time = followed.leftFrameAt {
        print("followed until t = \(AnalysisReport.format(time, 3)) s, where the region leaves the frame")
      }
    }
  }

  /// What `file` is: a samples file, read; or a video, with the tools that decode it.
  enum Source {
    case samples([MotionSample], instants: [Double])
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
      return .samples(try SamplesFile.read(data, path: file), instants: SamplesFile.handoffInstants(data))
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
    case .samples(let samples, let instants):
      return Followed(samples: samples, isVideo: false, leftFrameAt: nil, instants: instants)
    case .video(let ffmpeg, _):
      guard let track else {
        throw PlaygroundError(
          "'\(file)' is a video: give the region to follow with --track X,Y,W,H (its pixels)", status: 2)
      }
      return try follow(track, ffmpeg: ffmpeg, writingFramesTo: output)
    }
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
      throw PlaygroundError("'\(file)' has no frames to follow")
    }
    let tracker = try RegionTracker(region: region, firstFrame: first)
    var samples = [MotionSample(time: first.time, position: tracker.start)]
    write(samples[0], to: output)
    while let frame = try stream.next() {
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
