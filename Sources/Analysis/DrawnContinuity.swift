import Motion

/// Continuity as a camera sees it: at a hand-off, the path drawn before it against the path
/// drawn after it, each read at the hand-off's instant from its own side.
///
/// A held side (a drag) is read from its frames: a low-order polynomial fitted by least
/// squares through the few frames nearest the hand-off (up to ``framesPerSide``) at their own
/// times, evaluated at the instant, so a hand that accelerates is no jump. A free side (a spring,
/// a decay) is drawn from a closed form: its state at the instant is what its frames draw,
/// continued to it (``Side/state(position:velocity:)``). Read from four frames instead, a
/// spring pulled hard is out of reach of any low-order curve at common frame rates (the card's
/// stiffest release, exact and without a jump: a cubic misses by 1.2 pt and 149 pt/s at 60 fps,
/// a quadratic by 8.8 pt and 879 pt/s), so frames are the fallback only where no law is known.
/// What is left is what the path after the hand-off drew beyond what the path before it
/// explains: the position jump, and the velocity after against the velocity before.
///
/// The live meter (each grab, release and retarget in a window or a headless run) and
/// `flick --analyze` (a recording's hand-offs) both read continuity here, so the two agree on
/// the same run.
///
/// ```swift
/// let before = [MotionSample(time: 0.000, x: 0), MotionSample(time: 0.016, x: 16)]
/// let after = [MotionSample(time: 0.020, x: 20), MotionSample(time: 0.036, x: 36)]
/// let jump = DrawnContinuity.jump(.release, at: 0.018, before: .frames(before), after: .frames(after))
/// jump?.positionJump   // 0: one straight line through both sides
/// ```
public enum DrawnContinuity {
  /// How many drawn frames a side's fit reads: four, so that a quadratic through a drag's
  /// frames averages the uneven steps its events make.
  public static let framesPerSide = 4

  /// How long after a grab its frames show where the grab left the subject: the resampler's
  /// 5 ms, by which each frame shows the hand as it was before the frame. A frame that shows the
  /// hand before it set off is a corner no curve through it and the drag after explains: the
  /// card's flick at 30 fps, its grab's frame and two after, read 1 243 pt/s for a hand at 1 030.
  public static let grabShown = 0.005

  /// What is known of one side of a hand-off.
  public enum Side {
    /// The frames drawn on that side, in time order: read by a fit.
    case frames([MotionSample])
    /// The side's exact state at the hand-off, where its law is known: a free motion (a
    /// spring, a decay) is drawn from a closed form, so its state at the instant is what its
    /// frames draw, continued to it (the live meter reads the layer's presentation; the
    /// analyzer the law it fitted to the frames).
    case state(position: Vector2, velocity: Vector2)
  }

  /// The jump at `time` between `before` and `after`. A held side's frames (a drag, drawn in the
  /// steps its events make) are read with a quadratic, which averages those steps; after a grab,
  /// the hand may stand still, then set off, a corner no curve through both explains: where it
  /// was grabbed is the first frame after, its velocity the step to the next. A free side's
  /// frames, where its law is not known, are read with a cubic (its error on a spring pulled
  /// hard falls with the frame interval's fourth power).
  ///
  /// `heldSince`: when the hold a release ends began (its grab), where known: the frames drawn
  /// within ``grabShown`` of it show where the grab left the subject, not the hand's motion.
  public static func jump(
    _ kind: HandoffJump.Kind, at time: Double, before: Side, after: Side, heldSince: Double? = nil
  ) -> HandoffJump? {
    var before = before
    // A hold read through (``HandoffJump/Kind/heldThrough``) is held on both sides: its side
    // before is read as a release's, its side after as a drag's frames.
    let isHeldBefore = kind == .release || kind == .heldThrough
    let isHeldAfter = kind == .grab || kind == .heldThrough
    if isHeldBefore, let heldSince, case .frames(let frames) = before {
      let moving = frames.filter { $0.time > heldSince + grabShown }
      if !moving.isEmpty { before = .frames(moving) }
    }
    guard let earlier = read(before, at: time, isBefore: true, isHeld: isHeldBefore, isAfterGrab: false),
      let later = read(after, at: time, isBefore: false, isHeld: isHeldAfter, isAfterGrab: kind == .grab)
    else { return nil }
    let velocityBefore = earlier.velocity ?? later.velocity ?? .zero
    let velocityAfter = later.velocity ?? velocityBefore
    var positionBefore = earlier.position
    if earlier.velocity == nil, case .frames(let frames) = before, let only = frames.last {
      // One frame drawn before (a hold of one frame: a short drag at 30 fps) says where, not how
      // fast: it stands at its own time, and the path after is run back to it along its first
      // velocity. Read as standing still until the hand-off, it was a jump of all the travel
      // since that frame (28.8 pt for the Today card's 64 ms drag at 30 fps).
      positionBefore = only.position + (time - only.time) * velocityBefore
    }
    var jump = HandoffJump(
      at: time, kind: kind, positionJump: positionBefore.distance(to: later.position),
      velocityBefore: velocityBefore, velocityAfter: velocityAfter)
    jump.ownSteps = earlier.steps
    jump.readsVelocityBefore = earlier.velocity != nil
    guard jump.positionJump.isFinite, jump.velocityJump.isFinite, jump.ownSteps.isFinite else { return nil }
    return jump
  }

  /// One side read at the hand-off: its position and velocity there, and how far its frames
  /// stood off the curve read through them where they moved in steps (else 0).
  private typealias Reading = (position: Vector2, velocity: Vector2?, steps: Double)

  private static func read(_ side: Side, at time: Double, isBefore: Bool, isHeld: Bool, isAfterGrab: Bool)
    -> Reading?
  {
    switch side {
    case .state(let position, let velocity):
      return (position, velocity, 0)
    case .frames(let frames) where isAfterGrab:
      guard let first = state(of: frames.prefix(1), at: time, degree: 0) else { return nil }
      return (first.position, state(of: frames.prefix(2), at: time, degree: 1)?.velocity, 0)
    case .frames(let frames) where isBefore && isHeld && isStill(frames, before: time):
      // The hand stopped before it let go: the last frames drew the subject in one place, and a
      // curve through them and the frames before the stop would carry it on.
      return (frames[frames.count - 1].position, .zero, 0)
    case .frames(var frames):
      // A hold's first frame shows where the grab left the subject, maybe before the hand set
      // off: a corner no curve through it and the drag after explains. A hold long enough
      // leaves it out (the frames given a held side are those since its grab).
      if isBefore, isHeld, frames.count > 3, frames.count <= framesPerSide { frames.removeFirst() }
      // So is a rest within the hold: the hand set off after the last frame that drew it still,
      // and the drag's frames are those since (one of them says where the hand was, not how
      // fast it set off: ``jump(_:at:before:after:heldSince:)`` reads it so).
      if isBefore, isHeld, let rest = lastRest(in: frames) { frames.removeFirst(rest + 1) }
      // And so is a turn (``PathTurn``, as the velocity tracker reads the hand): the frames from
      // the corner on drew the hand's new motion, which no curve through the corner follows.
      if isBefore, isHeld {
        let turn = PathTurn.lastTurn(times: frames.map(\.time), positions: frames.map(\.position), from: 0)
        if frames.count - turn >= 2 { frames.removeFirst(turn) }
      }
      // Before the hand-off the frames nearest it are its last; after it, its first. A hand whose
      // frames moved it in steps is read over more of them (``steppedSpan``), on either side of
      // a hold read through (a drag after; a grab's first frames were read above).
      let count =
        switch (isHeld, isBefore) {
        case (true, true): heldFrameCount(frames)
        case (true, false):
          heldFrameCount(frames.reversed().map { MotionSample(time: -$0.time, position: $0.position) })
        default: framesPerSide
        }
      let near = isBefore ? Array(frames.suffix(count)) : Array(frames.prefix(count))
      guard let read = state(of: near, at: time, degree: isHeld ? 2 : 3) else { return nil }
      let steps = count > framesPerSide ? largestStep(of: near, degree: 2) : 0
      return (read.position, read.velocity, steps)
    }
  }

  /// The farthest any of `frames` stands off the polynomial of `degree` fitted through them:
  /// for a staircase, how far its treads and risers stray from the hand's smooth path.
  static func largestStep(of frames: [MotionSample], degree: Int) -> Double {
    guard let time = frames.last?.time else { return 0 }
    let fit = polynomial(through: frames, at: time, degree: degree, keepResiduals: true)
    return frames.indices.reduce(0) { largest, row in
      max(largest, Vector2(x: fit.residuals[2 * row], y: fit.residuals[2 * row + 1]).magnitude)
    }
  }

  /// How long a hand's last frames are read over where its path moves in steps: 100 ms. A device
  /// reporting every 20 ms, drawn at 240 fps, moves the subject in a staircase (the resampler's
  /// prediction runs out 8 ms after each event, and the frames hold the subject until the next):
  /// four frames there span 12.5 ms, one tread or one riser of it, so a curve through them read
  /// the hand at a quarter of its speed, or twice it (the modal's flick, `grab-and-flick.json`:
  /// 689 pt/s before a release at 2 395). Over five of its steps a quadratic reads a steady
  /// hand's speed within 6 % wherever the release falls among them, against 18–25 % over 50 ms.
  /// A path that moves in no steps (events every 8 ms or closer, which the resampler never holds)
  /// keeps its four frames: a longer curve misreads a hand whose acceleration changes.
  public static let steppedSpan = 0.100

  /// How many risers or treads within ``steppedSpan`` make a staircase: three.
  static let minimumRisers = 3
  /// A riser moves the subject this much faster than the frames either side of it, a tread this
  /// much slower: 1.25 times.
  static let riserRatio = 1.25

  /// How many of a hand's last frames its fit reads: ``framesPerSide``, or those within
  /// ``steppedSpan`` of the last (at least as many) where those move in steps: the frames hold
  /// the subject, or nearly, then catch up with the hand, again and again (the hand moved, the
  /// frames held it between its events).
  static func heldFrameCount(_ frames: [MotionSample]) -> Int {
    guard let last = frames.last else { return 0 }
    // A thousandth of a millisecond spare: frames at n / 240 s span 100 ms in 25.
    let start = last.time - steppedSpan - 1e-6
    let first = frames.lastIndex { $0.time < start }.map { $0 + 1 } ?? 0
    // Risers: frames that moved the subject faster by a quarter again than the frames either
    // side of them; treads, slower by as much. A hand that sped up or slowed down makes none; a
    // staircase makes one or both at every event (five in 100 ms at 50 Hz), where the frames
    // hold the subject and then catch up with the hand. Events every 16 ms hold it only 3 ms, and
    // at 144 fps leave mostly treads: a frame that caught less of the hand, then frames at its
    // speed again.
    let speeds = (max(first, 1)..<frames.count).map { index in
      frames[index].position.distance(to: frames[index - 1].position)
        / max(frames[index].time - frames[index - 1].time, 1e-9)
    }
    let risers = speeds.indices.dropFirst().dropLast().count { index in
      speeds[index] > riserRatio * max(speeds[index - 1], speeds[index + 1])
        || riserRatio * speeds[index] < min(speeds[index - 1], speeds[index + 1])
    }
    // A stall: a frame that drew the subject exactly where the frame before it did, between
    // frames that moved it. Drawn without resampling, each frame shows the newest event, and a
    // frame that no event reached shows the one before again: events every 8 ms at 144 fps
    // leave one frame in seven standing, two in 100 ms, too few risers, yet four frames ending
    // on one read a hand at 1 749 pt/s as 117 (`card-flick.json`). No smooth path stands still
    // for exactly one frame; a hand that stopped stands for ``stillness`` and is read as still.
    let stalls = (max(first, 1)..<frames.count).dropLast().count { index in
      frames[index].position == frames[index - 1].position
        && frames[index + 1].position != frames[index].position
        && (index < 2 || frames[index - 1].position != frames[index - 2].position)
    }
    let isStepped = risers >= minimumRisers || stalls > 0
    return isStepped ? max(framesPerSide, frames.count - first) : framesPerSide
  }

  /// How long a held subject must have been drawn in one place, up to the hand-off, to be
  /// still: longer than the 20 ms between a 50 Hz device's events (the slowest the suite
  /// plays), over which the resampler holds a moving hand's subject for a few frames (a
  /// staircase at 240 fps), plus its 5 ms.
  public static let stillness = 0.025

  /// The index of the last frame of the latest rest among `frames` (frames that drew the
  /// subject in one place, from the frame before them that drew it elsewhere, over at least
  /// ``stillness``) that is not their last frame; nil where there is none.
  ///
  /// Timed from the frame before: the subject left that place at some instant between the two,
  /// and two frames at 60 fps hold a rest of 17 ms at least and 33 ms at most (a hand that stopped
  /// 58 ms, drawn in place for two frames, `navigation-panel.json`). A 20 ms staircase holds the
  /// subject 12 ms (its events' spacing less the resampler's 8 ms of prediction), which two or
  /// more frames show only at 12 ms a frame or less: at most 24 ms from the frame before, still
  /// short of ``stillness``. Without resampling (`--no-resample`) such a device's newest event can
  /// stand for two frames at 60 fps, and reads as a rest: a camera sees those frames stand too.
  static func lastRest(in frames: [MotionSample]) -> Int? {
    var end = frames.count - 2
    while end > 0 {
      let start = firstInPlace(frames, through: end)
      if start < end, frames[end].time - frames[max(start - 1, 0)].time >= stillness { return end }
      end = start - 1
    }
    return nil
  }

  /// Whether the frames drew the subject in one place from at least ``stillness`` before `time`
  /// until their last: the hand had stopped.
  static func isStill(_ frames: [MotionSample], before time: Double) -> Bool {
    guard !frames.isEmpty else { return false }
    let first = firstInPlace(frames, through: frames.count - 1)
    return first < frames.count - 1 && time - frames[first].time >= stillness
  }

  /// The first of the frames up to `end` that drew the subject where frame `end` did, with none
  /// elsewhere between them.
  private static func firstInPlace(_ frames: [MotionSample], through end: Int) -> Int {
    var first = end
    while first > 0 && frames[first - 1].position == frames[end].position { first -= 1 }
    return first
  }

  /// Where a side's fitted path (a polynomial of `degree` at most) is at `time`, and its
  /// velocity there (nil from one frame).
  static func state(of frames: some Collection<MotionSample>, at time: Double, degree: Int)
    -> (position: Vector2, velocity: Vector2?)?
  {
    guard !frames.isEmpty else { return nil }
    let fit = polynomial(through: frames, at: time, degree: degree, keepResiduals: false)
    let position = Vector2(x: fit.x[0], y: fit.y[0])
    let velocity = fit.x.count > 1 ? Vector2(x: fit.x[1], y: fit.y[1]) : nil
    return (position, velocity)
  }

  /// The least-squares polynomial of `degree` at most (fewer terms than frames) through
  /// `frames`, in powers of the time since `time`: its first two coefficients are the position
  /// and the velocity there.
  private static func polynomial(
    through frames: some Collection<MotionSample>, at time: Double, degree: Int, keepResiduals: Bool
  ) -> LinearLeastSquares {
    let columns = min(degree + 1, frames.count)
    var basis: [Double] = []
    basis.reserveCapacity(frames.count * columns)
    for frame in frames {
      let offset = frame.time - time
      var power = 1.0
      for _ in 0..<columns {
        basis.append(power)
        power *= offset
      }
    }
    return LinearLeastSquares(
      basis: basis, columns: columns, xs: ArraySlice(frames.map(\.position.x)),
      ys: ArraySlice(frames.map(\.position.y)), keepResiduals: keepResiduals)
  }
}
