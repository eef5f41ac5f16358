import Analysis
import Foundation
import Motion
import Scenes
import Stage

/// The live continuity meter: at every grab, release and retarget, how far what is drawn jumped,
/// in position and in velocity, read as `flick --analyze` reads a recording (``DrawnContinuity``,
/// one implementation for both).
///
/// The session tells the meter where each frame drew the layers it follows (``frameDrawn(at:probe:shift:)``:
/// the subject, the layer the pointer holds, and any layer a hand-off is being measured on),
/// at the frame's own time on the loop's clock. It measures each pointer input the scene gets:
/// the subject as the input found it and as the input left it say whether it was a hand-off (a
/// grab is the subject becoming held, a release its being let go, a retarget an input that
/// changed where a free subject is heading without holding it). A hand-off is then measured on
/// the frames drawn around it: the last ``DrawnContinuity/framesPerSide`` before it, and as many
/// after it, so its result is known that many frames later, and the trace writes it on that
/// frame (its `at` is the input's time).
///
/// The meter follows layers, not the scene's subject slot: a hand-off is measured on the layer
/// that is the subject after it, on that layer's own drawn path; where that layer was not drawn
/// before (a screen pushed in, a panel taken by an edge pan), on the subject before it, whose
/// path goes on. A subject changing from one layer to another is no jump of either.
///
/// The bookkeeping comparison stays beside it (the trace's `continuity.bookkeeping`): the
/// velocity the scene handed to the settle against the settle's first, and the position the
/// scene read before and after the input; equal by construction for a scene that hands its
/// velocity over, so it proves the handing, not what the eye sees.
struct ContinuityMeter {
  /// One frame drawn: its time (the loop's clock) and where it drew each layer followed.
  private struct Frame {
    var time: Double
    var centers: [ObjectIdentifier: Vector2]
  }

  /// The hand-offs measured since the last frame's trace line took them.
  private(set) var pending: [ContinuityJump] = []
  /// The last hand-off measured, for the HUD.
  private(set) var last: ContinuityJump?
  /// The last frames drawn, newest last: one more than a side's fit reads, so that a hold's
  /// first frame can be told from the four after it, and a rest's worth before those.
  private var frames: [Frame] = []
  /// When each layer's last hand-off was: its path before a hand-off starts there.
  private var lastHandoff: [ObjectIdentifier: Double] = [:]
  /// Where each pointer was last, by id: how far an input's own step moved it.
  private var pointerLocations: [Int: Vector2] = [:]
  /// The hand-offs of each recorded frame that had one, by the frame's index in the session's
  /// input log: a re-simulated frame (the rewind) is traced with its own.
  private var recorded: [Int: [ContinuityJump]] = [:]
  private var lastRecordedFrame = -1

  /// Measures the hand-off, if any, that `deliver` makes of the scene when it hands it `event`
  /// at `time` (the loop's clock: the trace's `t`); the scene must already be at the input's
  /// instant.
  mutating func measure(
    _ event: PointerEvent, at time: Double, scene: () -> any Scene, deliver: () -> Void
  ) {
    let step = pointerLocations[event.id].map { (event.location - $0).magnitude } ?? 0
    pointerLocations[event.id] = event.kind == .up || event.kind == .cancel ? nil : event.location
    let probeBefore = scene().probeWithoutFields
    let before = SubjectMoment(probeBefore)
    // A press or a lift can hand the subject to another layer: the state before it of each layer
    // that can take it (``SceneProbe/subjectCandidates``, else every layer), so that the new
    // subject's own path can be followed across it (a move never does).
    let states =
      event.kind == .move || before == nil
      ? [:] : Self.states(of: probeBefore.subjectCandidates, in: scene())
    let subjectBefore = before.map { Self.state(of: $0.layer, in: scene(), probe: $0) }
    deliver()
    guard let before, let subjectBefore, let after = SubjectMoment(scene().probeWithoutFields),
      let kind = ContinuityJump.Kind(before: before, after: after)
    else { return }
    // The layer measured: the subject after the input, on its own path, where its state before
    // is known; else the subject before it, whose path goes on.
    let layer: Layer
    var sideBefore: DrawnContinuity.Side
    if after.layer === before.layer {
      (layer, sideBefore) = (before.layer, subjectBefore)
    } else if let known = states[ObjectIdentifier(after.layer)] {
      (layer, sideBefore) = (after.layer, known)
    } else {
      (layer, sideBefore) = (before.layer, subjectBefore)
    }
    // A release's side before is the hand's, drawn from the frames since the grab.
    let path = path(of: layer)
    if kind == .release, !path.isEmpty { sideBefore = .frames(path) }
    let heldSince = lastHandoff[ObjectIdentifier(layer)]
    lastHandoff[ObjectIdentifier(layer)] = time
    let sideAfter = Self.state(of: layer, in: scene(), probe: layer === after.layer ? after : nil)
    guard
      let drawn = DrawnContinuity.jump(
        kind.analysisKind, at: time, before: sideBefore, after: sideAfter, heldSince: heldSince)
    else { return }
    var jump = ContinuityJump(
      kind, drawn: drawn,
      bookkeeping: ContinuityJump.Bookkeeping(kind, before: before, after: after, pointerStep: step))
    jump.layer = layer.name.isEmpty ? nil : layer.name
    pending.append(jump)
    last = jump
  }

  /// `layer`'s centre on screen and its velocity on screen now (the probe's where it is the
  /// subject: a scene that moves its subject through a progress says its velocity there).
  private static func state(of layer: Layer, in scene: any Scene, probe: SubjectMoment?)
    -> DrawnContinuity.Side
  {
    .state(
      position: layer.presentationCenterInRoot,
      velocity: probe?.velocity ?? scene.context.velocity(of: layer))
  }

  /// The state of each of `candidates` (nil: every layer) in `scene`, by identity.
  private static func states(of candidates: [Layer]?, in scene: any Scene) -> [ObjectIdentifier:
    DrawnContinuity.Side]
  {
    var states: [ObjectIdentifier: DrawnContinuity.Side] = [:]
    if let candidates {
      for layer in candidates { states[ObjectIdentifier(layer)] = state(of: layer, in: scene, probe: nil) }
      return states
    }
    var stack = [scene.root]
    while let layer = stack.popLast() {
      states[ObjectIdentifier(layer)] = state(of: layer, in: scene, probe: nil)
      stack += layer.sublayers
    }
    return states
  }

  /// The frames drawn of `layer` since its last hand-off.
  private func path(of layer: Layer) -> [MotionSample] {
    let id = ObjectIdentifier(layer)
    let since = lastHandoff[id] ?? -.infinity
    return frames.compactMap { frame in
      frame.time >= since ? frame.centers[id].map { MotionSample(time: frame.time, position: $0) } : nil
    }
  }

  /// A frame was drawn at `time` (the loop's clock): where it drew the probe's subject, measured
  /// layer and held layer (the held one moved on by `shift` where the frame drew it ahead, `--predict`).
  /// A frame at or before the last one (paused, stepped, scrubbed) is no new frame of the motion.
  mutating func frameDrawn(at time: Double, probe: SceneProbe, shift: (layer: Layer, offset: Vector2)?) {
    guard time > (frames.last?.time ?? -.infinity) else { return }
    var centers: [ObjectIdentifier: Vector2] = [:]
    for layer in [probe.subject, probe.grabbedLayer, probe.measured?.layer].compactMap({ $0 }) {
      var center = layer.presentationCenterInRoot
      if let shift, shift.layer === layer { center = center + shift.offset }
      if center.isFinite { centers[ObjectIdentifier(layer)] = center }
    }
    frames.append(Frame(time: time, centers: centers))
    // One more than a side reads (a hold's first frame is left out when there are more), and,
    // before the first of those, a rest's worth of frames (``DrawnContinuity/stillness``): a hand
    // that set off after a rest is read from the frames since it, as `flick --analyze` reads it
    // from the recording's. A hand drawn in steps is read over ``DrawnContinuity/steppedSpan``
    // of frames (25 at 240 fps): as many are kept, with a rest's worth before them.
    let kept = DrawnContinuity.framesPerSide + 1
    let span = DrawnContinuity.steppedSpan + DrawnContinuity.stillness
    while frames.count > kept, frames[frames.count - kept].time - frames[1].time >= DrawnContinuity.stillness,
      time - frames[1].time > span
    {
      frames.removeFirst()
    }
  }

  /// The hand-offs measured since the last call, for the trace line of the live frame `index`
  /// (in the session's input log), and kept for that frame. A frame at or before the last one
  /// kept is a new history branched from the past: what was kept from there on goes.
  mutating func takePending(forFrame index: Int) -> [ContinuityJump] {
    if index <= lastRecordedFrame { recorded = recorded.filter { $0.key < index } }
    lastRecordedFrame = index
    defer { pending.removeAll() }
    if !pending.isEmpty { recorded[index] = pending }
    return pending
  }

  /// The hand-offs the live frame `index` had, for its trace line when it is shown again.
  func recorded(atFrame index: Int) -> [ContinuityJump] { recorded[index] ?? [] }

  /// A new scene: its first hand-off is the HUD's next, and no layer of the last one is followed.
  mutating func reset() {
    pending.removeAll()
    last = nil
    frames.removeAll()
    lastHandoff.removeAll()
    pointerLocations.removeAll()
  }

  /// The trace's `continuity` field for `jumps` (nil: the frame finished no measure and writes
  /// no field): one hand-off's object, or, where one frame finished several, their array in order.
  static func traceField(_ jumps: [ContinuityJump]) -> TraceField? {
    switch jumps.count {
    case 0: nil
    case 1: TraceField("continuity", jumps[0].traceValue)
    default: TraceField("continuity", .array(jumps.map(\.traceValue)))
    }
  }
}
