import Motion

/// A scroll from a wheel or a trackpad, as the platform layer hands it to a scene: a delta in
/// points (content moves by `delta`: positive y scrolls the content up, towards its end), at the
/// event source's timestamp.
///
/// A notched wheel sends a few large, discrete steps; a trackpad (a *precise* device) sends many
/// small deltas that follow the fingers, which a scroll view tracks 1:1 and continues with
/// momentum when they stop.
///
/// ```swift
/// let notch = ScrollEvent(delta: Vector2(x: 0, y: 40), isPrecise: false, location: Vector2(x: 480, y: 320),
///                         timestamp: 2.5)
/// ```
public struct ScrollEvent: Sendable, Equatable {
  /// Modifier keys held during the scroll (Ctrl + wheel is a pinch on trackpads and in browsers).
  public struct Modifiers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let control = Modifiers(rawValue: 1)
    public static let alt = Modifiers(rawValue: 2)
    public static let shift = Modifiers(rawValue: 4)
  }

  /// How far to scroll the content, in points (x towards the right end, y towards the bottom).
  public var delta: Vector2
  /// A trackpad's continuous deltas (true) or a wheel's notches (false).
  public var isPrecise: Bool
  /// Where the pointer is, in window points.
  public var location: Vector2
  /// When it happened, in seconds on the event source's clock.
  public var timestamp: Double
  public var modifiers: Modifiers

  public init(
    delta: Vector2, isPrecise: Bool, location: Vector2, timestamp: Double,
    modifiers: Modifiers = []
  ) {
    self.delta = delta
    self.isPrecise = isPrecise
    self.location = location
    self.timestamp = timestamp
    self.modifiers = modifiers
  }

  /// Whether every number is usable; scenes ignore other events.
  public var isFinite: Bool { delta.isFinite && location.isFinite && timestamp.isFinite }
}
