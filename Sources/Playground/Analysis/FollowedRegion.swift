import Analysis
import Motion

/// What following a region of the recording from a time found: its samples and their fit, or
/// that it failed. The recording keeps one for each region followed (``AnalysisRecording``), so
/// every scene the run makes takes it at once: the rewind replays a pick into a fresh scene, and
/// a replay neither makes the frame that would start the following nor should block on ffmpeg
/// again for what was found already.
struct FollowedRegion {
  /// The region and the time it was followed from; nil: a samples file's own samples.
  let region: TrackRegion?
  let from: Double
  /// The samples followed; nil where following failed (its message was shown when it did).
  let samples: [MotionSample]?
  /// Their fit; nil where none was found (its message was shown when it was not).
  let analysis: MotionAnalysis?
  /// When the region left the frame, if it did.
  let leftFrameAt: Double?

  /// Whether this is what following `region` from `from` found.
  func isFollowing(_ region: TrackRegion?, from: Double) -> Bool {
    self.region == region && self.from == from
  }
}
