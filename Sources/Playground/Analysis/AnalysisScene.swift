import Analysis
import Foundation
import Motion
import Scenes
import Stage

/// `flick --analyze FILE` in the playground's window: a scene whose backdrop layer is the
/// recording (the frame shown, decoded by ffmpeg, ``VideoBackdrop``), whose subject is the
/// followed region where it is at the time shown (so the HUD and the trace read it as any
/// subject), and whose ghost is the fitted laws' (its path and where it is at that time). The
/// HUD's plot draws the whole recording with the fit over it (``recordingSeries``).
/// The timeline strip scrubs, Space plays, ← and → step; a drag on the recording picks the
/// region to follow from the frame shown on (`--track`: from the start). The instrument around
/// it is the one every scene has: its toasts, its tuning panel (the fitted spring at the time
/// shown is the scene's tuning) and K, which copies that spring as code with its segment's start.
/// What goes wrong is a `flick:` line and the window's message panel.
final class AnalysisScene: Scene, InstrumentedScene {
  static let name = "analysis"
  static let summary = "a recorded motion: its segments, fitted laws and hand-offs (--analyze)"
  static let hint =
    "Drag on the recording to pick what to follow · Space plays · ←/→ step · K copies the spring"
  static let modes: [SettleMode] = [.spring]
  static let keys = [
    SceneKey("space", label: "Space", help: "play / pause the recording") { (scene: AnalysisScene, time) in
      scene.togglePlaying(at: time)
    },
    SceneKey("left", label: "←", help: "one frame back") { (scene: AnalysisScene, _) in scene.step(by: -1) },
    SceneKey("right", label: "→", help: "one frame on") { (scene: AnalysisScene, _) in scene.step(by: 1) },
  ]
  static let gestures = [
    SceneGesture("drag on the recording", help: "pick the region to follow from the frame shown"),
    SceneGesture("drag on the strip", help: "scrub the recording"),
  ]
  /// The window `flick --analyze` opens: room for the recording beside the right column.
  static let windowSize = Size(width: 1200, height: 800)

  let context: SceneContext
  let root: Layer
  /// What is analysed; nil only for a scene made without one (``init(size:context:)``).
  let recording: AnalysisRecording?
  let layers: AnalysisLayers
  private(set) var shownTime: Double
  /// Playing: the scene time and the time shown when Space started it.
  private var playing: (time: Double, shown: Double)?
  private(set) var samples: [MotionSample] { didSet { extent = SampleExtent(samples) } }
  /// Where the samples lie and how fast they go, worked out when they change.
  private(set) var extent: SampleExtent?
  private(set) var analysis: MotionAnalysis?
  /// The samples and their fit as the HUD's plot draws them, made when they change (not a frame).
  private var series: RecordingSeries
  /// The region followed last.
  private(set) var region: TrackRegion?
  /// The recording's frame size (pixels), once a frame is decoded.
  private(set) var frameSize: Size?
  /// The region being dragged out on the recording, in window points.
  private(set) var picking: (start: Vector2, current: Vector2)?
  private var scrubbing = false
  /// A region to follow from a time, and whether a frame saying so was shown: following blocks
  /// the loop, so it starts only once the window has said what it is doing.
  private var pending: (region: TrackRegion, from: Double, announced: Bool)?
  private var toasts: [String] = []
  /// The toasts of a following that just ended, held for the frame after its own: toasts last on
  /// the loop's clock, and the frame that followed began seconds before it ended.
  private var afterFollowing: [String] = []

  /// The analysis of `recording`, filling `size`; `--track`'s region is followed after the
  /// first frame is shown.
  init(
    recording: AnalysisRecording?, size: Size, context: SceneContext = SceneContext(for: AnalysisScene.self)
  ) {
    self.context = context
    self.recording = recording
    samples = recording?.samples ?? []
    extent = SampleExtent(samples)
    shownTime = recording?.span.lowerBound ?? 0
    series = RecordingSeries(samples: [], analysis: nil, span: recording?.span ?? 0...1, shown: shownTime)
    root = Layer(
      name: "analysis", center: Rect(origin: .zero, size: size).center, size: size, color: Self.background)
    layers = AnalysisLayers(in: root, title: "Analysis · \(recording?.fileName ?? "nothing")")
    if let recording, !samples.isEmpty {
      // A samples file's samples are fitted once for the run, not again in each scene made.
      take(
        recording.followed(nil, from: span.lowerBound)
          ?? fitted(nil, from: span.lowerBound, samples: samples, leftFrameAt: nil))
    }
    showFrame()
    // `--track X,Y,W,H@T`: the region as it is T seconds in, followed from there (as headless).
    if let track = recording?.run.track { startFollowing(track, from: track.start) }
    layOut()
  }

  /// A scene with no recording (the protocol's; `flick --analyze` makes its scenes with one).
  convenience init(size: Size, context: SceneContext) {
    self.init(recording: nil, size: size, context: context)
  }

  static let background = Color(hex: 0x0E1116)

  // MARK: Time

  func advance(to time: Double) {
    context.animator.advance(to: time)
    if let pending, pending.announced {
      self.pending = nil
      follow(pending.region, from: pending.from)
    }
    if let playing {
      let span = self.span
      shownTime = min(playing.shown + max(0, time - playing.time), span.upperBound)
      if shownTime >= span.upperBound { self.playing = nil }
      showFrame()
    }
    layOut()
  }

  /// Still while nothing plays, nothing waits to be followed and no toast waits to be shown.
  var isAtRest: Bool { playing == nil && pending == nil && toasts.isEmpty && afterFollowing.isEmpty }

  /// The span the strip scrubs.
  var span: ClosedRange<Double> { recording?.span ?? 0...1 }

  var isPlaying: Bool { playing != nil }

  func togglePlaying(at time: Double) {
    if playing != nil {
      playing = nil
    } else {
      if shownTime >= span.upperBound - 1e-6 { shownTime = span.lowerBound }
      playing = (time, shownTime)
    }
    layOut()
  }

  /// One frame on (1) or back (-1): the samples' typical spacing, else 1/60 s.
  func step(by frames: Int) {
    playing = nil
    var interval = 1.0 / 60
    if samples.count >= 2 {
      interval = max((samples[samples.count - 1].time - samples[0].time) / Double(samples.count - 1), 1e-3)
    }
    shownTime = min(max(shownTime + Double(frames) * interval, span.lowerBound), span.upperBound)
    showFrame()
    layOut()
  }

  // MARK: Input

  func handle(_ event: PointerEvent) {
    let layout = AnalysisLayout(size: root.size)
    switch event.kind {
    case .down:
      if layout.strip.contains(event.location) {
        scrubbing = true
        playing = nil
        scrub(to: event.location)
      } else if recording?.backdrop != nil, let mapping, mapping.drawn.contains(event.location) {
        playing = nil
        picking = (event.location, event.location)
      }
    case .move:
      if scrubbing { scrub(to: event.location) }
      if let start = picking?.start { picking = (start, event.location) }
    case .up, .cancel:
      if scrubbing {
        scrubbing = false
      } else if let picked = picking, event.kind == .up {
        pick(from: picked.start, to: event.location)
      }
      picking = nil
    }
    layOut()
  }

  private func scrub(to point: Vector2) {
    let track = AnalysisLayout(size: root.size).track
    let fraction = min(1, max(0, (point.x - track.minX) / track.width))
    shownTime = span.lowerBound + fraction * (span.upperBound - span.lowerBound)
    showFrame()
  }

  func resize(to size: Size) {
    root.size = size
    root.center = Rect(origin: .zero, size: size).center
    layOut()
  }

  var restingFrames: [Rect] {
    let layout = AnalysisLayout(size: root.size)
    return [layout.stage, layout.strip, layout.list]
  }

  // MARK: Following and fitting

  /// The dragged rectangle as a region of the recording's pixels, followed from the frame shown.
  private func pick(from start: Vector2, to end: Vector2) {
    guard let mapping else { return }
    let a = mapping.content(start)
    let b = mapping.content(end)
    let left = Int(min(a.x, b.x).rounded())
    let top = Int(min(a.y, b.y).rounded())
    let width = Int(abs(b.x - a.x).rounded())
    let height = Int(abs(b.y - a.y).rounded())
    if let frameSize,
      left < 0 || top < 0 || Double(left + width) > frameSize.width || Double(top + height) > frameSize.height
    {
      FlickCommand.printError(
        "the region dragged out, \(left),\(top),\(width),\(height), reaches past the recording's \(Int(frameSize.width))x\(Int(frameSize.height)) frame: drag a rectangle inside the picture"
      )
      return
    }
    guard width >= 4, height >= 4 else {
      FlickCommand.printError(
        "drag a rectangle around what to follow: \(width)x\(height) pixels is too small (at least 4x4)")
      return
    }
    startFollowing(
      TrackRegion(x: left, y: top, width: width, height: height),
      // Just before the frame's own timestamp, so that frame is the stream's first.
      from: max(0, (recording?.backdrop?.shownTime ?? 0) - 0.0005))
  }

  private func startFollowing(_ region: TrackRegion, from start: Double) {
    guard let recording, recording.ffmpeg != nil else { return }
    self.region = region
    if let found = recording.followed(region, from: start) {
      // Followed before: a pick the rewind replays into a fresh scene (which never makes the
      // frame that would start the following), or the same region picked again. What it found
      // shows at once, without ffmpeg, and without the toasts it was announced with then.
      take(found)
      return
    }
    pending = (region, start, false)
    toasts.append("following \(region)…")
  }

  /// Follows `region` from the frame at `start` on, then fits the laws; a problem is the
  /// window's message, and what was followed before it stays.
  private func follow(_ region: TrackRegion, from start: Double) {
    guard let recording, let ffmpeg = recording.ffmpeg else { return }
    do {
      let followed = try recording.run.follow(region, ffmpeg: ffmpeg, writingFramesTo: nil, from: start)
      if let left = followed.leftFrameAt {
        afterFollowing.append(
          String(format: "followed until %.3f s, where the region leaves the frame", left))
      } else {
        afterFollowing.append("followed \(followed.samples.count) frames")
      }
      take(fitted(region, from: start, samples: followed.samples, leftFrameAt: followed.leftFrameAt))
    } catch {
      FlickCommand.printError(error.message)
      // Kept as failed: the rewind's replay of this pick shows the samples before it again,
      // rather than the message.
      recording.keep(
        FollowedRegion(region: region, from: start, samples: nil, analysis: nil, leftFrameAt: nil))
    }
  }

  /// `samples` followed from `region` (nil: the file's own) fitted, and kept by the recording
  /// for the scenes made after this one.
  private func fitted(
    _ region: TrackRegion?, from start: Double, samples: [MotionSample], leftFrameAt: Double?
  )
    -> FollowedRegion
  {
    var analysis: MotionAnalysis?
    do {
      analysis = try MotionAnalysis(
        samples: samples, noiseFloor: recording?.noiseFloor ?? 0.02, instants: recording?.instants ?? [])
    } catch {
      FlickCommand.printError("cannot analyse what was followed: \(error.description)")
    }
    let found = FollowedRegion(
      region: region, from: start, samples: samples, analysis: analysis, leftFrameAt: leftFrameAt)
    recording?.keep(found)
    return found
  }

  /// What a following found becomes what the scene shows; a failed one leaves what was shown.
  private func take(_ found: FollowedRegion) {
    guard let followed = found.samples else { return }
    samples = followed
    analysis = found.analysis
    series = RecordingSeries(samples: samples, analysis: analysis, span: span, shown: shownTime)
  }

  // MARK: The instrument's

  func takeToasts() -> [String] {
    defer { toasts = [] }
    return toasts
  }

  func frameMade() {
    if pending != nil { pending?.announced = true }
    toasts += afterFollowing
    afterFollowing = []
  }

  var opensHUD: Bool { true }

  /// The title bar says what the hint would (``hint``), and the hint's line is the strip's.
  var showsHint: Bool { false }

  /// The whole recording, the fit over it and the time shown: what the HUD's plot draws (a
  /// scene made without a recording has the live plot).
  var recordingSeries: RecordingSeries? {
    guard recording != nil else { return nil }
    var shown = series
    shown.shown = shownTime
    return shown
  }

  var codeUnavailable: String? { shownSpring == nil ? "no spring fitted: nothing to copy" : nil }

  /// The spring segment the time shown is in, else the nearest one before it, else the first.
  var shownSpring: MotionSegment? {
    let springs = analysis?.segments.filter { $0.spring != nil && $0.lawFits } ?? []
    return springs.first { shownTime >= $0.start && shownTime <= $0.end }
      ?? springs.last { $0.start <= shownTime } ?? springs.first
  }

  /// The segment whose law holds at `time`.
  func segment(at time: Double) -> MotionSegment? {
    // Within a microsecond: a time stepped to by the arrow keys is a sum of frame intervals.
    analysis?.segments.first { time >= $0.start - 1e-6 && time <= $0.end + 1e-6 }
  }

  // MARK: Drawing

  /// Decodes the frame at the time shown (a video's), once.
  private func showFrame() {
    guard let backdrop = recording?.backdrop else { return }
    do {
      try backdrop.show(time: shownTime)
      if let shown = backdrop.shown {
        frameSize = Size(width: Double(shown.width), height: Double(shown.height))
      }
    } catch {
      // Once: a file ffmpeg fails on halfway would fail again at every frame played.
      playing = nil
      if !WindowMessages.shown.contains(error.message) { FlickCommand.printError(error.message) }
    }
  }

  /// The content's bounds (the frame, or the samples' with a margin) fitted into the stage.
  var mapping: ContentMapping? {
    let stage = AnalysisLayout(size: root.size).stage
    if let frameSize { return ContentMapping(content: Rect(origin: .zero, size: frameSize), into: stage) }
    guard let low = extent?.low, let high = extent?.high else { return nil }
    let pad = max(high.x - low.x, high.y - low.y, 1) * 0.1
    return ContentMapping(
      content: Rect(
        x: low.x - pad, y: low.y - pad, width: high.x - low.x + 2 * pad, height: high.y - low.y + 2 * pad),
      into: stage)
  }

  /// The layers as the state is now; the fitted spring shown is the scene's tuning (the
  /// instrument's tuning panel shows it, and K copies it).
  private func layOut() {
    if let spring = shownSpring?.spring, parameters.spring != spring {
      var fitted = parameters
      fitted.spring = spring
      parameters = fitted
    }
    layers.update(
      for: self,
      picture: recording.flatMap { recording in
        recording.backdrop?.picture(in: recording.pictures)
      })
  }

  /// The followed position at `time`, between the samples either side.
  func position(at time: Double) -> Vector2? {
    guard let (a, b) = samplesAround(time) else { return nil }
    let fraction = b.time > a.time ? min(1, max(0, (time - a.time) / (b.time - a.time))) : 0
    return a.position + fraction * (b.position - a.position)
  }

  /// The followed velocity at `time`: the slope between the samples either side.
  func velocity(at time: Double) -> Vector2 {
    guard let (a, b) = samplesAround(time), b.time > a.time else { return .zero }
    return (1 / (b.time - a.time)) * (b.position - a.position)
  }

  private func samplesAround(_ time: Double) -> (MotionSample, MotionSample)? {
    // Within a microsecond: a time stepped to by the arrow keys is a sum of frame intervals.
    guard let first = samples.first, let last = samples.last, time >= first.time - 1e-6,
      time <= last.time + 1e-6
    else {
      return nil
    }
    var low = 0
    var high = samples.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if samples[middle].time <= time { low = middle } else { high = middle }
    }
    return (samples[low], samples[high])
  }
}
