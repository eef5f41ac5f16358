import Analysis
import Foundation
import Motion
import Scenes

/// What `flick --analyze FILE` reads, opened once before the window opens: a samples file's
/// samples, or a video's decoder (``VideoBackdrop``) and length. Every ``AnalysisScene`` the run
/// makes (at the start, a restart, the rewind) shares it, so a recording is probed once, its
/// decoder reads on from where the last frame shown left it, and a region followed once is
/// followed and fitted once (``followed``).
final class AnalysisRecording {
  let run: AnalysisRun
  /// A video's decoder; nil for a samples file.
  let backdrop: VideoBackdrop?
  let ffmpeg: String?
  /// A samples file's samples (a video's are followed in the scene).
  let samples: [MotionSample]
  /// When a Flick trace's hand-offs happened (``AnalysisRun/Followed/instants``).
  let instants: [Double]
  /// The span the timeline strip scrubs: the recording's length, or the samples' times.
  let span: ClosedRange<Double>
  /// Where the frame shown is written for the backdrop layer (``VideoBackdrop/picture(in:)``),
  /// removed with the recording.
  let pictures: URL
  /// What each region followed (and the samples file's own samples) found, oldest first: a
  /// scene made again by the rewind replays the picks, and takes what they found from here.
  private(set) var followed: [FollowedRegion] = []

  /// A file that is no samples file nor video, or a missing ffmpeg, throws (one `flick:` line,
  /// exit 1, as headless), before any window opens.
  init(run: AnalysisRun) throws(PlaygroundError) {
    self.run = run
    switch try run.source() {
    case .samples(let read, let known, _):
      backdrop = nil
      ffmpeg = nil
      samples = read
      instants = known
      let first = read.first?.time ?? 0
      span = first...max(read.last?.time ?? 1, first + 1e-3)
    case .video(let ffmpeg, let ffprobe):
      self.ffmpeg = ffmpeg
      backdrop = VideoBackdrop(path: run.file, ffmpeg: ffmpeg)
      samples = []
      instants = []
      span = 0...(VideoProbe.duration(run.file, ffprobe: ffprobe) ?? 1)
    }
    pictures = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flick-analysis-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
    } catch {
      throw PlaygroundError("cannot make a folder for the recording's frames: \(error.localizedDescription)")
    }
  }

  deinit {
    try? FileManager.default.removeItem(at: pictures)
  }

  /// What following `region` from `from` found, if it was followed (nil: a samples file's own).
  func followed(_ region: TrackRegion?, from: Double) -> FollowedRegion? {
    followed.last { $0.isFollowing(region, from: from) }
  }

  /// Keeps what a following found, for the scenes made after it (in place of what the same
  /// region from the same time found before).
  func keep(_ found: FollowedRegion) {
    followed.removeAll { $0.isFollowing(found.region, from: found.from) }
    followed.append(found)
  }

  /// The file's name, for the scene's title and the code K copies.
  var fileName: String { URL(fileURLWithPath: run.file).lastPathComponent }

  /// The noise floor the analysis takes: the tracker's precision for a video.
  var noiseFloor: Double { backdrop == nil ? 0.02 : RegionTracker.precision }

  /// The run's window: one scene, the analysis of this recording, in a window of
  /// ``AnalysisScene/windowSize``.
  func configuration() -> RunConfiguration {
    var configuration = RunConfiguration()
    configuration.size = AnalysisScene.windowSize
    configuration.scenes = SceneRegistry(kinds: [
      SceneKind(AnalysisScene.self) { [self] size in AnalysisScene(recording: self, size: size) }
    ])
    configuration.sceneName = AnalysisScene.name
    return configuration
  }
}
