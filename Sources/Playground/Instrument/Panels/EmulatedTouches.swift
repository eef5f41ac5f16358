import Motion
import Stage

/// The two touches Alt makes with the mouse (``TouchEmulator``), drawn while Alt is held as the
/// iOS Simulator draws them: two grey rings, joined by a faint line through the centre they
/// mirror about, filled while the button is down.
struct EmulatedTouches {
  var points: (Vector2, Vector2)
  /// The button is down: the touches are on the glass.
  var isPressed: Bool

  static let diameter = 36.0
  static let ring = Color(red: 0.25, green: 0.27, blue: 0.32, alpha: 0.8)
  static let fill = Color(red: 1, green: 1, blue: 1, alpha: 0.6)

  func append(to list: inout DisplayList) {
    list.line([points.0, points.1], width: 1.5, color: Self.ring.with(alpha: 0.35))
    for point in [points.0, points.1] {
      let box = Rect(center: point, size: Size(width: Self.diameter, height: Self.diameter))
      list.fill(box, cornerRadius: Self.diameter / 2, color: Self.ring)
      list.fill(
        box.insetBy(3), cornerRadius: Self.diameter / 2 - 3,
        color: isPressed ? Self.fill : Color(red: 0.93, green: 0.94, blue: 0.96, alpha: 0.85))
      if !isPressed {
        list.fill(box.insetBy(6), cornerRadius: Self.diameter / 2 - 6, color: Self.ring.with(alpha: 0.25))
      }
    }
  }
}
