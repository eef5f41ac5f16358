import Foundation
import Motion
import Scenes
import Stage

@testable import Playground

/// Measures a run against its reduced twin, frame by frame, with the rule of
/// docs/reduced-motion.md: the subject under a finger moves as with full motion, every stretch of
/// motion no finger drives stops where full motion's does without passing it, and no faster than
/// the release that started it (or ``ReducedSettle/speedCap`` when that is faster); where it is a
/// fade (``ReducedFade``: a key's presentation), the subject does not move while it is seen.
///
/// A run is the input log of a live headless run, replayed through two fresh ``SceneRunner``s
/// that differ only in their start's motion (no session, no canvas, no window).
struct ReducedMotionChecker {
  /// What one frame shows of the subject.
  struct Frame {
    var time: Double
    var isHeld: Bool
    /// The held (or settling) layer's centre in window points, and which layer it is.
    var subject: Vector2?
    var layer: ObjectIdentifier?
    /// Where the frame shows the first held pointer.
    var pointer: Vector2?
    var handoff: Handoff?
    var isAtRest: Bool
    /// The scene's string fields (phase, state, corner, …): its decisions.
    var decisions: [String: String]
    /// The scene's `percent` field, where it has one (a transition's progress).
    var percent: Double?
    /// The layer's opacity on screen (1 without a layer).
    var alpha = 1.0
    /// Whether its opacity runs while its centre is not animated (a fade in place, Stage's
    /// ``ReducedFade``, or a state whose opacity settles: ``isFade(_:after:)`` tells them apart).
    var fadesInPlace = false
  }

  /// What a twin measured, and what it broke.
  struct Report {
    /// The largest distance past where a stretch of undriven motion came to rest, in points.
    var overshoot = 0.0
    /// The largest frame-to-frame speed of undriven motion, over its bound (≤ 1: kept).
    var speedRatio = 0.0
    /// The largest difference in how far the held subject moved against the pointer since the
    /// hold began, in points.
    var heldDifference = 0.0
    /// Stretches measured (released and come to rest before the next press).
    var settles = 0
    var heldFrames = 0
    /// Frames on which the subject faded (its opacity below 1, seen on the frame before too), and
    /// the farthest it moved from one such frame to the next, in points (0: a fade, no trip).
    var fadeFrames = 0
    var fadeTravel = 0.0
    /// Frames held with full motion but not in the twin because the twin had faded its subject in
    /// where it rests, away from where full motion's trip had it (a press mid-presentation): the
    /// fade's one difference in what a finger can do. After one, the end is not compared.
    var missedAfterFade = 0
    /// Frames held in both after a fade, from the first on which the twin's transition stood at an
    /// end (percent 0 or 1) and so could not follow the finger on: a press stops a fade with the
    /// screen where it rests, at the end of its trip, where full motion's was mid-way and could go
    /// on. The end is still compared.
    var heldAtAnEndAfterFade = 0
    /// Frames held in both where the press found the two subjects apart because the twin had come
    /// to rest while full motion's was still settling (a cross-fade puts it at its rest at once),
    /// and the hold scales the subject about the finger (a drag down shrinks the photo): the
    /// subject-to-pointer offsets then differ by the start's gap scaled, so each frame's
    /// difference is bounded by that gap (a violation past it) instead of being nought. A twin
    /// that is only slower (in flight where full motion rests) gets no such allowance.
    var heldApartAfterEarlyRest = 0
    var violations: [String] = []
  }

  /// The frames of `log` replayed from `start` with `motion`.
  static func frames(
    of log: InputLog, start: SceneRunner.Start, motion: MotionPreference, scenes: SceneRegistry,
    options: [String: String]
  ) -> [Frame] {
    var start = start
    start.motion = motion
    let runner = SceneRunner(scenes: scenes, start: start, options: options)
    // The layer measured on the frame before, and its opacity: a cross-fade a transition draws
    // sets the opacity from its progress (no opacity animation runs), so a change since the
    // frame before, its centre still, is a fade too (the rate check tells it from others).
    var previous: (layer: ObjectIdentifier, alpha: Double)?
    return log.frames.map { frame in
      runner.replay(frame)
      let probe = runner.scene.probe
      let layer = probe.grabbed
      let center = layer.map {
        $0.superlayer?.convertToRoot($0.presentation.center) ?? $0.presentation.center
      }
      var decisions: [String: String] = [:]
      var percent: Double?
      for field in probe.fields {
        if case .string(let text) = field.value { decisions[field.name] = text }
        if field.name == "percent", case .number(let value) = field.value { percent = value }
      }
      let id = layer.map(ObjectIdentifier.init)
      let alpha = layer?.presentation.alpha ?? 1
      let faded = id != nil && previous.map { $0.layer == id && $0.alpha != alpha } == true
      previous = id.map { ($0, alpha) }
      return Frame(
        time: frame.sceneTime, isHeld: probe.isHeld, subject: center, layer: id,
        pointer: probe.isHeld ? runner.shownPointer : nil, handoff: probe.handoff,
        isAtRest: runner.scene.isAtRest, decisions: decisions, percent: percent, alpha: alpha,
        fadesInPlace: layer.map { ($0.isAnimating(.alpha) || faded) && !$0.isAnimating(.center) } ?? false)
    }
  }

  /// Whether `frame` shows a ``ReducedFade`` since `before`: its opacity ran at the fade's own rate,
  /// 1 per ``ReducedFade/duration`` (to 1e-9), which no settling opacity keeps (a scene file's
  /// banner settles its opacity on the twin as it moves).
  static func isFade(_ frame: Frame, after before: Frame) -> Bool {
    let dt = frame.time - before.time
    return frame.fadesInPlace && dt > 0
      && abs(abs(frame.alpha - before.alpha) - dt / ReducedFade.duration) < 1e-9
  }

  /// `twin` measured against `full`, the same input's frames with full motion.
  static func check(twin: [Frame], full: [Frame], name: String) -> Report {
    var report = Report()
    guard twin.count == full.count else {
      report.violations.append("\(name): \(twin.count) frames, full motion \(full.count)")
      return report
    }
    // The finger's motion: held, the subject moves against the pointer as full motion's does.
    // Measured from the first held frame of each hold: a grab stops the subject where it is on
    // screen, and a grab of a settle in flight finds the twin elsewhere on its way (that is the
    // settle's difference, not the drag's).
    var grab: (reduced: Vector2, full: Vector2)?
    // How far apart the press found the two subjects, when the twin had rested first (else 0).
    var gapAfterEarlyRest = 0.0
    // Whether the twin faded (its subject's opacity below 1 where full motion's is 1) since the
    // two last rested together.
    var faded = false
    // Whether the hold now measured reached its transition's end after a fade (see the report).
    var pinned = false
    for (index, (reduced, fullMotion)) in zip(twin, full).enumerated() {
      if index > 0 && isFade(reduced, after: twin[index - 1]) { faded = true }
      if reduced.isAtRest && fullMotion.isAtRest && !reduced.isHeld && !fullMotion.isHeld { faded = false }
      if faded && fullMotion.isHeld && !reduced.isHeld {
        report.missedAfterFade += 1
        continue
      }
      guard reduced.isHeld || fullMotion.isHeld else {
        grab = nil
        pinned = false
        continue
      }
      if pinned {
        report.heldAtAnEndAfterFade += 1
        continue
      }
      report.heldFrames += 1
      guard reduced.isHeld == fullMotion.isHeld, let a = reduced.subject, let b = fullMotion.subject,
        let p = reduced.pointer, let q = fullMotion.pointer
      else {
        report.violations.append(
          "\(name) t = \(reduced.time): held \(reduced.isHeld), full \(fullMotion.isHeld)")
        continue
      }
      let offsets = (reduced: a - p, full: b - q)
      if grab == nil {
        let restedFirst = index > 0 && twin[index - 1].isAtRest && !full[index - 1].isAtRest
        gapAfterEarlyRest = restedFirst ? (offsets.reduced - offsets.full).magnitude : 0
      }
      let start = grab ?? offsets
      grab = start
      let difference = ((offsets.reduced - start.reduced) - (offsets.full - start.full)).magnitude
      if difference > 1e-6, faded, let percent = reduced.percent, percent == 0 || percent == 1 {
        pinned = true
        report.heldAtAnEndAfterFade += 1
        continue
      }
      if difference > 1e-6, difference <= gapAfterEarlyRest + 1e-9 {
        report.heldApartAfterEarlyRest += 1
        continue
      }
      report.heldDifference = max(report.heldDifference, difference)
      if difference > 1e-6 {
        report.violations.append(
          "\(name) t = \(reduced.time): held, the subject moved \(offsets.reduced - start.reduced) against the pointer, full motion \(offsets.full - start.full)"
        )
      }
    }
    // The decision: the same end, at the same place (unless a press found the faded subject
    // elsewhere: then the twin made another decision, by design).
    if report.missedAfterFade == 0, let last = twin.last, let end = full.last {
      if last.decisions != end.decisions {
        report.violations.append("\(name): ends \(last.decisions), full motion \(end.decisions)")
      }
      if let a = last.subject, let b = end.subject, last.isAtRest, end.isAtRest, a.distance(to: b) > 1e-6 {
        report.violations.append("\(name): rests at \(a), full motion at \(b)")
      }
    }
    measureUndriven(twin, name: name, into: &report)
    measureFades(twin, name: name, into: &report)
    return report
  }

  /// Each stretch of frames no finger drives, from a release or a new hand-off to the next
  /// press or hand-off, that comes to rest: how far it passed where it rested, along the way it
  /// went, and how fast it went against the bound.
  /// Each frame on which the twin's subject fades (``isFade(_:after:)``), against the frame before
  /// when it was seen there too: a fade moves nothing.
  private static func measureFades(_ frames: [Frame], name: String, into report: inout Report) {
    for (before, frame) in zip(frames, frames.dropFirst())
    where isFade(frame, after: before) && before.alpha > 0 && frame.layer == before.layer && !frame.isHeld {
      guard let a = before.subject, let b = frame.subject else { continue }
      report.fadeFrames += 1
      let travel = a.distance(to: b)
      report.fadeTravel = max(report.fadeTravel, travel)
      if travel > 1e-9 {
        report.violations.append("\(name) t = \(frame.time): moved \(travel) pt while fading")
      }
    }
  }

  private static func measureUndriven(_ frames: [Frame], name: String, into report: inout Report) {
    var stretch: [Frame] = []
    func close() {
      defer { stretch = [] }
      guard let first = stretch.first, let last = stretch.last, last.isAtRest, let start = first.subject,
        let end = last.subject
      else { return }
      report.settles += 1
      let way = end - start
      let length = way.magnitude
      // The release that began it; a stretch begun by no release (a key, a tap) is bound by the cap.
      let release = first.handoff.map { $0.releaseVelocity.magnitude } ?? 0
      let bound = max(release, ReducedSettle.speedCap)
      var previous: Frame?
      for frame in stretch {
        guard let point = frame.subject else { continue }
        if length > 1e-9 {
          let past = ((point - end).x * way.x + (point - end).y * way.y) / length
          report.overshoot = max(report.overshoot, past)
          if past > 1e-9 { report.violations.append("\(name) t = \(frame.time): \(past) pt past the rest") }
        }
        if let previous, let before = previous.subject, frame.time > previous.time {
          let speed = point.distance(to: before) / (frame.time - previous.time)
          report.speedRatio = max(report.speedRatio, speed / bound)
          if speed > bound * (1 + 1e-9) {
            report.violations.append("\(name) t = \(frame.time): \(speed) pt/s, bound \(bound)")
          }
        }
        previous = frame
      }
    }
    var lastHandoff: Handoff?
    for frame in frames {
      if frame.isHeld {
        close()
        lastHandoff = frame.handoff
        continue
      }
      // A new hand-off, or another layer measured (a pushed screen is the subject now).
      if frame.handoff != lastHandoff || frame.layer != stretch.last?.layer {
        close()
        lastHandoff = frame.handoff
      }
      stretch.append(frame)
    }
    close()
  }
}
