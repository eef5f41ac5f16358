import Motion

/// A colour as it animates: each component multiplied by the opacity, and none clamped, so it
/// adds, subtracts and scales as a vector and a spring may carry a velocity through it.
///
/// A colour change animates in premultiplied components, as CSS Color 4 interpolates colours
/// with alpha ("Interpolating with alpha"): a fade from transparent to red passes through faint
/// red, never through the transparent colour's own hue (straight components would show a grey
/// fringe on the way from clear black). ``color`` turns it back into a ``Color``, clamped.
///
/// ```swift
/// let from = PremultipliedColor(Color(hex: 0x3D7BFD)), to = PremultipliedColor(.white)
/// let halfway = from + 0.5 * (to - from)
/// ```
public struct PremultipliedColor: AnimatableValue, Hashable {
  /// Red times the opacity.
  public var red: Double
  /// Green times the opacity.
  public var green: Double
  /// Blue times the opacity.
  public var blue: Double
  /// The opacity.
  public var alpha: Double

  /// The components as they are, unclamped.
  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// `color`'s components, each multiplied by its opacity.
  public init(_ color: Color) {
    self.init(
      red: color.red * color.alpha, green: color.green * color.alpha, blue: color.blue * color.alpha,
      alpha: color.alpha)
  }

  /// The straight colour: components divided by the opacity, each clamped into 0…1 (a spring's
  /// overshoot past a component's end stops there); a transparent one is transparent black.
  public var color: Color {
    let opacity = min(max(alpha, 0), 1)
    guard opacity > 0 else { return .clear }
    return Color(red: red / opacity, green: green / opacity, blue: blue / opacity, alpha: opacity)
  }

  /// No colour, and no change.
  public static let zero = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0)

  /// Component-wise sum.
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(
      red: lhs.red + rhs.red, green: lhs.green + rhs.green, blue: lhs.blue + rhs.blue,
      alpha: lhs.alpha + rhs.alpha)
  }

  /// Component-wise difference.
  public static func - (lhs: Self, rhs: Self) -> Self {
    Self(
      red: lhs.red - rhs.red, green: lhs.green - rhs.green, blue: lhs.blue - rhs.blue,
      alpha: lhs.alpha - rhs.alpha)
  }

  /// Every component scaled.
  public static func * (scale: Double, value: Self) -> Self {
    Self(
      red: scale * value.red, green: scale * value.green, blue: scale * value.blue, alpha: scale * value.alpha
    )
  }

  /// The Euclidean length of the four components (a rest test's distance: 1/255 is one step of
  /// one channel at full opacity).
  public var magnitude: Double { (red * red + green * green + blue * blue + alpha * alpha).squareRoot() }

  /// Whether every component is finite.
  public var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }
}
