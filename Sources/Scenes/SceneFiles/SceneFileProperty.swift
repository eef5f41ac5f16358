import Motion
import Stage

/// One of the properties a progress link or an edge pan's state sets
/// (``SceneFileSchema/properties``), read once from its name when a file is loaded, so that a
/// frame sets it with a switch on a number rather than on a string.
enum SceneFileProperty: UInt8 {
  case x, y, w, h, alpha, scale, rotation, radius, color

  /// The property named `name` (a name the reader accepted), or nil.
  init?(named name: String) {
    switch name {
    case "x": self = .x
    case "y": self = .y
    case "w": self = .w
    case "h": self = .h
    case "alpha": self = .alpha
    case "scale": self = .scale
    case "rotation": self = .rotation
    case "radius": self = .radius
    case "color": self = .color
    default: return nil
    }
  }

  /// Sets this property (but colour, which is set whole) on `layer`'s model: `x` and `y` its
  /// top-left corner, `w` and `h` its size keeping that corner, `rotation` in degrees. A
  /// non-finite value changes nothing.
  func set(_ value: Double, on layer: Layer) {
    guard value.isFinite else { return }
    switch self {
    case .x: layer.center = Vector2(x: value + layer.size.width / 2, y: layer.center.y)
    case .y: layer.center = Vector2(x: layer.center.x, y: value + layer.size.height / 2)
    case .w:
      let left = layer.center.x - layer.size.width / 2
      layer.size = Size(width: max(value, 0), height: layer.size.height)
      layer.center = Vector2(x: left + layer.size.width / 2, y: layer.center.y)
    case .h:
      let top = layer.center.y - layer.size.height / 2
      layer.size = Size(width: layer.size.width, height: max(value, 0))
      layer.center = Vector2(x: layer.center.x, y: top + layer.size.height / 2)
    case .alpha: layer.alpha = value
    case .scale: layer.scale = max(value, 0)
    case .rotation: layer.rotation = value * Double.pi / 180
    case .radius: layer.cornerRadius = max(value, 0)
    case .color: break
    }
  }

  /// `a` to `b` by `t`, component by component.
  static func blend(_ a: Color, _ b: Color, _ t: Double) -> Color {
    Color(
      red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
      blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
  }
}
