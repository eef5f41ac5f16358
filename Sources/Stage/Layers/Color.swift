/// A colour with straight (not premultiplied) components, each in 0…1.
///
/// Components are clamped into 0…1 when the colour is made, and a non-finite component becomes 0,
/// so a renderer can turn them into bytes without checking.
///
/// ```swift
/// let modal = Color(hex: 0xFFFFFF)
/// let dimming = Color(red: 0.05, green: 0.07, blue: 0.12, alpha: 0.4)
/// let faded = modal.with(alpha: 0.5)
/// ```
public struct Color: Sendable, Hashable {
  /// The red component, in 0…1.
  public var red: Double
  /// The green component, in 0…1.
  public var green: Double
  /// The blue component, in 0…1.
  public var blue: Double
  /// The opacity, in 0…1 (0 is transparent); not premultiplied into the other components.
  public var alpha: Double

  /// A colour from its components, each clamped into 0…1 (a non-finite one becomes 0).
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Self.unit(red)
    self.green = Self.unit(green)
    self.blue = Self.unit(blue)
    self.alpha = Self.unit(alpha)
  }

  /// An opaque colour from `0xRRGGBB`, as designers write it; bits above the low 24 are ignored.
  public init(hex: UInt32) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255,
      green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255)
  }

  /// The same colour with another alpha (clamped into 0…1).
  public func with(alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Opaque white.
  public static let white = Color(red: 1, green: 1, blue: 1)
  /// Opaque black.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// Transparent black: draws nothing.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

  private static func unit(_ component: Double) -> Double {
    component.isFinite ? min(max(component, 0), 1) : 0
  }
}
