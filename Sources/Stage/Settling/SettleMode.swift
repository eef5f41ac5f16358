import Motion

/// How a scene's subject settles after a release (keys 1, 2, 3 and M).
public enum SettleMode: String, Sendable, CaseIterable {
  /// Motion's exact spring, carrying the release velocity.
  case spring
  /// A UIKit-Dynamics-style world: attachment to the target plus item resistance (seed 000).
  case dynamics
  /// A 0.3 s ease-out that ignores the velocity: the seed's "pushing the view through goop".
  case timed

  /// M toggles spring ↔ dynamics; from timed it goes to spring.
  public var toggled: SettleMode { self == .spring ? .dynamics : .spring }

  /// spring → dynamics → timed → spring (the mode pill's click).
  public var next: SettleMode {
    switch self {
    case .spring: .dynamics
    case .dynamics: .timed
    case .timed: .spring
    }
  }
}

/// The tunable parameters of the three modes; the defaults are the seeds' values.
public struct SettleParameters: Sendable, Equatable {
  /// objc.io's hand-driven spring: k 300, friction 20, mass 1.
  public var spring = Spring.handDriven
  /// Seed 000's finishing behavior: attachment frequency 3.5 Hz, damping 0.6.
  public var dynamicsFrequency = 3.5
  /// The attachment's damping ratio.
  public var dynamicsDamping = 0.6
  /// Seed 000's item behavior: density 100, resistance 25.
  public var dynamicsDensity = 100.0
  /// The item's resistance: linear damping of its velocity, per second.
  public var dynamicsResistance = 25.0
  /// The contrast mode: 0.3 s ease-out (seed 000's `animateWithDuration:0.3`).
  public var timedDuration = 0.3
  /// The timed mode's curve.
  public var timedCurve = TimingCurve.easeOut

  /// The seeds' values.
  public init() {}
}
