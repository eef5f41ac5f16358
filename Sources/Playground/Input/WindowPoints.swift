import CSDL2
import Motion

/// The one conversion from SDL's window coordinates to points, applied at the input boundary.
///
/// SDL reports mouse positions in window coordinates: points where the platform scales windows
/// (macOS with `SDL_WINDOW_ALLOW_HIGHDPI`), pixels where it does not (X11, Windows without DPI
/// awareness). The scene lives in points, ``Canvas/size``; so a point is a window coordinate
/// times points / window units, whatever the renderer's scale (`--scale`) or the display's.
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

  /// The mapping for `window` now; the identity without one.
  init(window: OpaquePointer?, points: Size) {
    var width: Int32 = 0
    var height: Int32 = 0
    if let window { SDL_GetWindowSize(window, &width, &height) }
    guard width > 0, height > 0 else {
      self.init(windowSize: points, points: points)
      return
    }
    self.init(windowSize: Size(width: Double(width), height: Double(height)), points: points)
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
