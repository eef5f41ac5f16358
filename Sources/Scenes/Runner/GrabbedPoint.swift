import Motion
import Stage

/// The point of a held subject that the pointer grabbed, and where each frame draws it: what the
/// trace's `pointerLag` compares with where the pointer is.
///
/// On the first held frame the pointer as that frame shows it (``SceneRunner/shownPointers``,
/// the real one when resampling is off) is taken into the subject's own space; every held frame
/// after it, that point is taken back to the window through the subject's presentation values,
/// so a card dragged, scaled or turned under two fingers carries its grabbed point with it. A
/// subject that follows the pointer one to one draws it where the frame shows the pointer; one
/// that lags (a rubber band, a spring pulled towards the pointer) draws it behind.
///
/// Headless, frames are made at fixed times from scripted events and nothing is measured
/// against a real pointer; ``SceneRunner`` makes the same frames in tests.
public struct GrabbedPoint {
  /// The subject held and the grabbed point in its own space, while it is held.
  private var grab: (subject: Layer, local: Vector2)?

  public init() {}

  /// The frame's grabbed point in window points: nil when nothing is held, or the subject is
  /// scaled to nothing. `pointer`: where the frame shows the holding pointer (window points).
  public mutating func drawn(isHeld: Bool, subject: Layer?, pointer: Vector2?) -> Vector2? {
    guard isHeld, let subject else {
      grab = nil
      return nil
    }
    if let grab, grab.subject === subject {
      return subject.convertToRoot(grab.local)
    }
    // A new hold (or the scene handed the hold to another layer): grab where the pointer is.
    guard let pointer, let local = subject.convertFromRoot(pointer) else {
      grab = nil
      return nil
    }
    grab = (subject, local)
    return subject.convertToRoot(local)
  }
}

extension SceneRunner {
  /// Where the last frame shows the first held pointer (resampled, or its newest real event's
  /// place), in window points; nil when none is held.
  public var shownPointer: Vector2? {
    shownPointers.first?.location ?? pointers.pointers.first?.location
  }
}

extension SceneRunner {
  /// How far ahead of the held pointer the last frame's grabbed layer is drawn with prediction
  /// on (``PointerPredictor``), for a present `presentDelay` seconds after the frame at `time`
  /// (the loop's clock); zero when nothing (or more than one pointer) is held.
  public func predictedOffset(at time: Double, presentDelay: Double) -> Vector2 {
    predictor.offset(at: sceneTime(at: time), shownAt: shownPointers.first?.time, presentDelay: presentDelay)
  }
}
