import Motion

/// What the photo's path owes the hand when a dismissal is let go.
///
/// The transition carries the photo from where it was let go straight to its cell (or back
/// open), and that line need not point where the finger was going: a photo dragged down to
/// close flies up to a cell above it. Drawn as it is, the photo would turn on the spot, its
/// velocity jumping by the difference. The carry is that difference drawn as an offset that
/// starts at zero moving at it and dies away on a critically damped spring (UIKit's additive
/// animations): the photo leaves the finger at the finger's velocity and curves onto the line.
struct CompletionCarry {
  /// Stiff enough to be spent before a completion ends (0.2 s after the release the offset is
  /// the velocity times 4.6·10⁻⁵ s: 0.06 pt for the 1 400 pt/s the dismissal in
  /// `Assets/photos-demo.json` turns by; what is left when the photo lands is dropped), soft
  /// enough not to whip: the offset peaks at velocity / (ω·e), 12 pt for that turn.
  static let spring = Spring(response: 0.15, dampingRatio: 1)

  private let simulation: SpringSimulation<Vector2>
  /// Animation time since the release.
  var elapsed = 0.0

  /// A carry that starts at `velocity` (points per animation second); nil for none.
  init?(velocity: Vector2) {
    guard velocity.isFinite, velocity.magnitude > 0,
      let simulation = try? SpringSimulation(
        parameters: Self.spring, from: Vector2.zero, to: .zero, velocity: velocity,
        tolerance: Tolerance(distance: 1e-3, velocity: 1e-2), snapToEnd: true)
    else { return nil }
    self.simulation = simulation
  }

  var offset: Vector2 { simulation.position(at: elapsed) }
  /// Per animation second.
  var velocity: Vector2 { simulation.velocity(at: elapsed) }
  func isDone(at time: Double) -> Bool { simulation.isDone(at: time) }
}
