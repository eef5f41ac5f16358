/// A width and a height in points.
public struct Size: Sendable, Hashable {
  /// Horizontal extent, in points.
  public var width: Double
  /// Vertical extent, in points.
  public var height: Double

  /// A size of `width` by `height`.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// No size.
  public static let zero = Size(width: 0, height: 0)
}
