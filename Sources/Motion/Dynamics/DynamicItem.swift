/// A body in a ``DynamicsWorld``: UIKit's `UIDynamicItem` (a view's centre, bounds and
/// rotation) plus the velocities the world gives it.
///
/// ```swift
/// let modal = DynamicItem(position: Vector2(x: 480, y: 100), size: Size(width: 280, height: 180))
/// modal.frame.minY  // 10
/// ```
public struct DynamicItem: Sendable, Hashable {
  /// The centre, in points.
  public var position: Vector2
  /// Points per second.
  public var velocity: Vector2
  /// The bounds' size: with the density it gives the mass.
  public var size: Size
  /// Radians.
  public var angle: Double
  /// Radians per second.
  public var angularVelocity: Double

  /// An item at `position` (its centre) of `size`, moving with `velocity`, turned by `angle`.
  public init(
    position: Vector2, size: Size, velocity: Vector2 = .zero, angle: Double = 0, angularVelocity: Double = 0
  ) {
    self.position = position
    self.velocity = velocity
    self.size = size
    self.angle = angle
    self.angularVelocity = angularVelocity
  }

  /// The axis-aligned frame around the centre (rotation ignored), for tests such as seed 000's
  /// "has the modal left the container?".
  public var frame: Rect { Rect(center: position, size: size) }

  /// Whether every number is finite.
  var isFinite: Bool {
    position.isFinite && velocity.isFinite && size.width.isFinite && size.height.isFinite && angle.isFinite
      && angularVelocity.isFinite
  }
}

/// The handle ``DynamicsWorld/addItem(_:)`` returns.
public struct DynamicItemID: Sendable, Hashable {
  /// The item's position in the world's list.
  public let index: Int
}

/// The handle `DynamicsWorld.addBehavior(_:)` returns, for removing or changing a behavior.
public struct DynamicBehaviorID: Sendable, Hashable {
  /// A number unique within the world.
  public let rawValue: Int
}

/// UIKit's `UIAttachmentBehavior` to an anchor point with length 0: a soft spring from the
/// item's centre to `anchor`, as Box2D's mouse joint.
///
/// With ω = 2π·frequency and the item's mass m, the spring pulls with k = m·ω² and damps with
/// c = 2·m·ζ·ω, so frequency and damping ratio mean the same for a heavy or a light item.
/// A frequency that is not positive and finite makes the behavior inert (UIKit's 0, a rigid
/// rod, is not modelled); a negative or non-finite damping ratio counts as 0.
public struct AttachmentBehavior: Sendable, Hashable {
  /// The item pulled.
  public var item: DynamicItemID
  /// The point it is pulled to.
  public var anchor: Vector2
  /// Hertz; seed 000 uses 3.5.
  public var frequency: Double
  /// ζ; seed 000 uses 0.6, objc.io's pane 0.4.
  public var dampingRatio: Double

  /// An attachment of `item` to `anchor` (see the type for `frequency` and `dampingRatio`).
  public init(item: DynamicItemID, anchor: Vector2, frequency: Double = 3.5, dampingRatio: Double = 0.6) {
    self.item = item
    self.anchor = anchor
    self.frequency = frequency
    self.dampingRatio = dampingRatio
  }
}

/// UIKit's `UIDynamicItemBehavior`: intrinsic properties of some items.
///
/// - `density`: mass = density × area / ``DynamicsWorld/referenceArea`` (100 × 100 pt), so a
///   100 × 100 pt item of density 1 has mass 1, as in UIKit. Seed 000's 280 × 180 modal at
///   density 100 weighs 504. In this world every force scales with the mass (see
///   ``AttachmentBehavior``), so for an item on its own the density changes nothing; it is kept
///   for UIKit parity and reported by ``DynamicsWorld/mass(of:)``.
/// - `resistance`: linear damping per second: every sub-step of h seconds multiplies the
///   velocity by e^(−h·resistance), the exact solution of v' = −resistance·v (Box2D uses the
///   first-order 1/(1 + h·resistance), which at h = 1/480 s and resistance 25 is an effective
///   rate of 24.4 per second instead of 25, and depends on h).
/// - `angularResistance`: the same for the angular velocity.
/// - `allowsRotation`: when false the angular velocity is held at zero.
///
/// Non-finite or out-of-range values are clamped: density to 1 when not positive and finite,
/// resistances to 0 when negative or not finite.
/// When several item behaviors name the same item, the last one added wins.
public struct ItemBehavior: Sendable, Hashable {
  /// The items these properties apply to.
  public var items: [DynamicItemID]
  /// Mass per ``DynamicsWorld/referenceArea``; see the type.
  public var density: Double
  /// Linear damping per second; see the type.
  public var resistance: Double
  /// Angular damping per second.
  public var angularResistance: Double
  /// Whether the items may rotate.
  public var allowsRotation: Bool

  /// UIKit's defaults: density 1, no resistance, rotation allowed.
  public init(
    items: [DynamicItemID], density: Double = 1, resistance: Double = 0, angularResistance: Double = 0,
    allowsRotation: Bool = true
  ) {
    self.items = items
    self.density = density
    self.resistance = resistance
    self.angularResistance = angularResistance
    self.allowsRotation = allowsRotation
  }
}
