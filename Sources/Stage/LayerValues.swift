import Motion

/// The animatable values of a ``Layer`` at one instant: its model values, or its presentation
/// values (what is on screen while animations run).
public struct LayerValues: Sendable, Equatable {
  public var center: Vector2
  public var size: Size
  public var alpha: Double

  public init(center: Vector2, size: Size, alpha: Double) {
    self.center = center
    self.size = size
    self.alpha = alpha
  }

  public var frame: Rect { Rect(center: center, size: size) }
}

/// The properties of a layer that animations can drive.
public enum LayerProperty: String, Sendable, CaseIterable {
  case center
  case alpha
}

/// Which frames hit testing looks at. `.model` reproduces the seeds' bug: during an animation
/// the model is already at the end, so a press where the view *is* on screen is missed and a
/// press where it *will be* is taken.
public enum HitTestMode: String, Sendable {
  case presentation
  case model
}
