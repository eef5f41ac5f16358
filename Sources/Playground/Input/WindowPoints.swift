import Motion

/// The one conversion from SDL's window coordinates to points, applied at the input boundary.
///
/// SDL reports mouse positions in window coordinates: points where the platform scales windows
/// (Wayland and macOS with `SDL_WINDOW_ALLOW_HIGHDPI`), pixels where it does not (X11, Windows
/// without DPI awareness). The scene lives in points, ``Canvas/size``; so a point is a window
/// coordinate times points / window units, whatever the scale (`--scale`, the desktop's, the
/// compositor's): the canvas's pixels per point over the drawable's pixels per window unit.
/// Fingers arrive normalised to the window (0…1) and scale by the size in points directly.
///
/// ```swift
/// let mapping = WindowPoints(windowSize: Size(width: 1920, height: 1280), points: Size(width: 960, height: 640))
/// mapping.point(x: 700, y: 500)  // (350, 250): `--scale 2` under X11
/// ```
struct WindowPoints: Equatable {
  /// The window's size in SDL's window coordinates.
  var windowSize: Size
  /// The canvas's size in points.
  var points: Size

  /// Window units are points (no window: tests, headless).
  static let identity = WindowPoints(windowSize: Size(width: 1, height: 1), points: Size(width: 1, height: 1))

  init(windowSize: Size, points: Size) {
    self.windowSize = windowSize
    self.points = points
  }

  /// The mapping for a window of `points` whose window units are `unitsPerPoint` each (the
  /// canvas's ``Canvas/windowUnitsPerPoint``: 2 for an X11 window at scale 2, 1 on Wayland).
  init(unitsPerPoint: Double, points: Size) {
    let units = unitsPerPoint.isFinite && unitsPerPoint > 0 ? unitsPerPoint : 1
    self.init(windowSize: Size(width: points.width * units, height: points.height * units), points: points)
  }

  private var scale: Vector2 {
    guard windowSize.width > 0, windowSize.height > 0 else { return Vector2(x: 1, y: 1) }
    return Vector2(x: points.width / windowSize.width, y: points.height / windowSize.height)
  }

  /// A window coordinate in points.
  func point(x: Int32, y: Int32) -> Vector2 {
    let scale = scale
    return Vector2(x: Double(x) * scale.x, y: Double(y) * scale.y)
  }

  /// A finger's normalised (0…1) coordinates in points.
  func point(normalizedX x: Double, y: Double) -> Vector2 {
    Vector2(x: x * points.width, y: y * points.height)
  }

  /// The window's centre in points (the emulated touches mirror about it).
  var center: Vector2 { Vector2(x: points.width / 2, y: points.height / 2) }
}
