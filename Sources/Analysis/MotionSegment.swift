import Foundation
import Motion

/// A stretch of a recording that obeys one law, from one hand-off to the next.
public struct MotionSegment: Sendable {
  /// When it starts (the hand-off before it, or the first sample) and ends (the next hand-off,
  /// or the last sample), in seconds.
  public var start: Double
  public var end: Double
  /// The law: held (or dragged), a spring with its target, a decay, or a timed curve.
  public var law: MotionLaw
  /// Position (points) and velocity (points per second) at `start`.
  public var position: Vector2
  public var velocity: Vector2
  /// The root mean square distance of the samples from the fitted law, per axis (points).
  public var residual: Double
  /// The samples it covers (indices into the analysed series).
  public var samples: Range<Int>
  /// Whether its law explains the segment: its residual within the bound the
  /// segmentation judges fits by (near the noise) and its rates inside the range searched, not on
  /// its edge; for a timed curve (tried where no spring or decay fits), also seen to end. False
  /// where no law fits (a timed curve cut short, a hand-made path): `law` is then only the
  /// closest the search came, and says nothing. Always true for a held segment.
  public var lawFits: Bool = true
  /// The fitted pieces: one law for a spring or decay, straight lines for a held stretch.
  let pieces: [FittedLaw]

  /// The spring's parameters, if it is a spring.
  public var spring: Spring? {
    if case .spring(let parameters, _) = law { return parameters }
    return nil
  }

  /// The spring's target (points), if it is a spring.
  public var target: Vector2? {
    if case .spring(_, let target) = law { return target }
    return nil
  }

  /// A decay's rate per millisecond, as UIScrollView's `decelerationRate` (0.998 normal, 0.99
  /// fast): the velocity is multiplied by it every millisecond.
  public var decayRate: Double? {
    if case .decay(let timeConstant) = law { return exp(-1 / (1000 * timeConstant)) }
    return nil
  }

  /// The timed curve (its timing curve, start, duration, from and to), if it is one.
  public var timed: TimedLaw? {
    if case .timed(let timed) = law { return timed }
    return nil
  }

  /// The fitted position and velocity at `time` (within the segment): the ghost a window draws
  /// over the recording.
  public func state(at time: Double) -> (position: Vector2, velocity: Vector2) {
    var piece = pieces[0]
    for candidate in pieces where candidate.origin <= time { piece = candidate }
    return piece.state(at: Swift.max(time, piece.origin))
  }
}
