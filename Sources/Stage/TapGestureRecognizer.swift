import Motion

/// A tap: a press and a release within `maximumDistance` points and `maximumDuration` seconds
/// (objc.io's pane toggles on a tap). Anything longer or farther fails.
///
/// ```swift
/// let tap = TapGestureRecognizer()
/// tap.onTap = { location in pane.toggle() }
/// ```
public final class TapGestureRecognizer {
  public var maximumDistance: Double
  public var maximumDuration: Double
  public var shouldBegin: ((Vector2) -> Bool)?
  public var onTap: ((Vector2) -> Void)?
  public private(set) var state = GestureState.possible
  private var press: PointerEvent?

  public init(maximumDistance: Double = 10, maximumDuration: Double = 0.3) {
    self.maximumDistance = maximumDistance
    self.maximumDuration = maximumDuration
  }

  public func handle(_ event: PointerEvent) {
    switch event.kind {
    case .down:
      state = .possible
      press = event
      if let shouldBegin, !shouldBegin(event.location) { fail() }
    case .move:
      if let press, event.location.distance(to: press.location) > maximumDistance { fail() }
    case .up:
      guard let press else { return }
      self.press = nil
      let quick = event.timestamp - press.timestamp <= maximumDuration
      let near = event.location.distance(to: press.location) <= maximumDistance
      if quick && near {
        state = .ended
        onTap?(event.location)
      } else {
        state = .failed
      }
    case .cancel:
      if press != nil { fail() }
    }
  }

  private func fail() {
    press = nil
    state = .failed
  }
}
