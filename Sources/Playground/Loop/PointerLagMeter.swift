import Foundation
import Motion
import Scenes
import Stage

/// How far the held subject trails the pointer, and how evenly it moves: `--stats`' lines
/// `pointer lag: p50 … p95 … max … pt` and `judder: …%`, and in a window the trace's
/// `pointerLag` (`{"pointer": {"x", "y"}, "drawn": {"x", "y"}, "distance"}`, on held frames).
///
/// Each frame gives where it drew the grabbed point (``GrabbedPoint``). In a window the pointer
/// is read right after the present returns (the X server's, through a round trip), so the
/// distance is what a person sees between the cursor and the point they grabbed: the
/// input-to-present latency times the speed, plus the resampling's 5 ms. Headless there is no
/// present and no real pointer: the pointer is where the real events put it by the frame's
/// time, so the distance is the resampling's alone.
///
/// One to one, or on purpose: a frame counts towards the lag only where the scene draws the
/// grabbed point where the frame shows the pointer (within ``oneToOne``, before any prediction):
/// the lag is then the pipeline's (latency and resampling). A scene that holds its subject away
/// from the pointer on purpose (a rubber band past an edge, an attachment, an attraction) draws
/// it elsewhere: that offset is the scene's intent, reported on its own (`--stats`' `pointer lag
/// intended`, the trace's `pointerLag.intended`, the HUD), not as lag.
///
/// Judder: the grabbed point's displacement from one held frame to the next, over the steps
/// inside a drag (the real pointer moved over the step, the one before it and the one after
/// it: the step from a press, or the one on which the pointer came to rest, is no step of a
/// steady drag); the line gives their standard
/// deviation relative to their mean (a steady drag under evenly spaced frames moves the same
/// distance each frame: 0 %). A mouse reporting every 8 ms under frames every 16.7 ms, shown at
/// its newest event, moves 16 then 24 pt at 1 000 pt/s: about 20 %.
struct PointerLagMeter {
  /// The grabbed point of the frame drawn and not yet presented (window), nil when not held.
  private var pendingDrawn: Vector2?
  /// How far ahead of its place that frame drew it (`--predict`), nil with prediction off.
  private var pendingPrediction: Vector2?
  private var grabbed = GrabbedPoint()
  /// The last held frame's grabbed point, for the next one's displacement.
  private var lastDrawn: Vector2?
  /// The last held frame's real pointer, and whether it had moved since the frame before.
  private var lastReal: Vector2?
  private var wasMoving = false
  /// The last step's displacement, counted once the pointer is seen moving over the next.
  private var pendingDisplacement: Double?
  /// How far the grabbed point may be drawn from the shown pointer on a frame that holds it one
  /// to one (points): rounding, and a two-finger subject's grabbed point between the fingers.
  static let oneToOne = 0.5
  /// Every one-to-one held frame's distance (points).
  private(set) var distances: [Double] = []
  /// Every held frame's offset of the grabbed point from the shown pointer where the scene
  /// holds it away on purpose (points).
  private(set) var intendedOffsets: [Double] = []
  /// The newest such offset of the hold in progress (the HUD's), nil while one to one.
  private(set) var holdIntended: Double?
  /// The frame made and not yet presented: its intended offset, nil when one to one.
  private var pendingIntended: Double?
  /// The newest distance of the hold in progress (the HUD's), nil while nothing is held.
  private(set) var holdDistance: Double?
  /// Every displacement between consecutive held frames (points).
  private(set) var displacements: [Double] = []

  /// Whether the frame made and not yet presented holds the subject (the pointer is read then).
  var isHolding: Bool { pendingDrawn != nil }

  /// A frame was made: `isHeld` and `subject` (the grabbed layer) from its probe, `shown` where
  /// it shows the holding pointer, `real` where the real events put it (window points),
  /// `prediction` how far ahead of its place the grabbed layer was drawn (`--predict`; nil: off).
  /// Headless (`isWindow` false) the distance to `real` is recorded now; in a window it waits
  /// for ``presented(pointer:)``.
  mutating func frameMade(
    isHeld: Bool, subject: Layer?, shown: Vector2?, real: Vector2?, isWindow: Bool, prediction: Vector2? = nil
  ) {
    // Where it was drawn: its grabbed point, moved on by the prediction.
    let drawn = grabbed.drawn(isHeld: isHeld, subject: subject, pointer: shown).map {
      $0 + (prediction ?? .zero)
    }
    pendingPrediction = drawn == nil ? nil : prediction
    if let drawn, drawn.isFinite, let real {
      let isMoving = lastReal.map { $0 != real } ?? false
      if isMoving, let pendingDisplacement { displacements.append(pendingDisplacement) }
      pendingDisplacement = nil
      if let lastDrawn, isMoving, wasMoving { pendingDisplacement = (drawn - lastDrawn).magnitude }
      (lastDrawn, lastReal, wasMoving) = (drawn, real, isMoving)
    } else {
      (lastDrawn, lastReal, wasMoving, pendingDisplacement) = (nil, nil, false, nil)
    }
    pendingDrawn = drawn?.isFinite == true ? drawn : nil
    // The offset the scene chose: the grabbed point, as placed before the prediction moved it
    // on, against where the frame shows the pointer.
    pendingIntended = nil
    if let drawn = pendingDrawn, let shown, shown.isFinite {
      let offset = (drawn - (prediction ?? .zero) - shown).magnitude
      if offset > Self.oneToOne {
        pendingIntended = offset
        intendedOffsets.append(offset)
      }
    }
    holdIntended = pendingDrawn == nil ? nil : pendingIntended
    if pendingDrawn == nil { holdDistance = nil }
    if !isWindow, let drawn = pendingDrawn, pendingIntended == nil, let real, real.isFinite {
      distances.append((real - drawn).magnitude)
      holdDistance = distances.last
    }
  }

  /// The frame was presented and the pointer is at `pointer` now (window points; nil: not read):
  /// the trace's `pointerLag`, nil on a frame where nothing is held.
  mutating func presented(pointer: Vector2?) -> TraceField? {
    defer { (pendingDrawn, pendingPrediction, pendingIntended) = (nil, nil, nil) }
    guard let drawn = pendingDrawn, let pointer, pointer.isFinite else { return nil }
    let distance = (pointer - drawn).magnitude
    if pendingIntended == nil {
      distances.append(distance)
      holdDistance = distance
    }
    return TraceField(
      "pointerLag",
      .object(
        [
          TraceField(
            "pointer", .object([TraceField("x", .number(pointer.x)), TraceField("y", .number(pointer.y))])),
          TraceField(
            "drawn", .object([TraceField("x", .number(drawn.x)), TraceField("y", .number(drawn.y))])),
          TraceField("distance", .number(distance)),
        ]
          + (pendingIntended.map { [TraceField("intended", .number($0))] } ?? [])
          + (pendingPrediction.map {
            [
              TraceField(
                "prediction", .object([TraceField("x", .number($0.x)), TraceField("y", .number($0.y))]))
            ]
          } ?? [])))
  }

  /// `--stats`' lines, none when nothing was held.
  var report: [String] {
    var lines: [String] = []
    if !distances.isEmpty {
      let sorted = distances.sorted()
      lines.append(
        "pointer lag: p50 \(Self.points(Self.percentile(0.50, of: sorted))) p95 "
          + "\(Self.points(Self.percentile(0.95, of: sorted))) max \(Self.points(sorted[sorted.count - 1])) pt"
      )
    }
    if !intendedOffsets.isEmpty {
      let sorted = intendedOffsets.sorted()
      lines.append(
        "pointer lag intended: p50 \(Self.points(Self.percentile(0.50, of: sorted))) max "
          + "\(Self.points(sorted[sorted.count - 1])) pt over \(sorted.count) frames (the scene holds the subject off the pointer on purpose)"
      )
    }
    if let judder = Self.judder(of: displacements) {
      lines.append("judder: " + String(format: "%.1f%%", judder * 100))
    }
    return lines
  }

  /// The spread of `displacements` relative to their mean (population standard deviation over
  /// mean); nil with fewer than two, or when the subject did not move.
  static func judder(of displacements: [Double]) -> Double? {
    guard displacements.count >= 2 else { return nil }
    let mean = displacements.reduce(0, +) / Double(displacements.count)
    guard mean > 0 else { return nil }
    let variance = displacements.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(displacements.count)
    return variance.squareRoot() / mean
  }

  /// The smallest value with `share` of the values at or below it (nearest rank).
  static func percentile(_ share: Double, of sorted: [Double]) -> Double {
    let rank = max(1, Int((share * Double(sorted.count)).rounded(.up)))
    return sorted[min(sorted.count, rank) - 1]
  }

  private static func points(_ value: Double) -> String { String(format: "%.2f", value) }
}
