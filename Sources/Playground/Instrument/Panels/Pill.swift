import Motion
import Stage

/// One line of text on a dark pill, centred in a box and shortened to fit: the hint and toasts.
struct Pill {
  var text: String
  var color: Color
  /// The pill itself (where it is drawn, and takes presses).
  var frame: Rect
  /// 13 pt, or 11 where 13 would not fit the box (a narrow window's long toast).
  var fontSize = 13.0

  init(text: String, color: Color, in box: Rect, metrics: any TextMetrics) {
    self.text = text
    self.color = color
    if metrics.measure(text, size: 13, isBold: false).width + 28 > box.width { fontSize = 11 }
    let width = min(box.width, metrics.measure(text, size: fontSize, isBold: false).width + 28)
    frame = Rect(x: box.center.x - width / 2, y: box.minY, width: width, height: box.height)
  }

  func contains(_ point: Vector2) -> Bool { frame.contains(point, cornerRadius: frame.height / 2) }

  func append(to list: inout DisplayList) {
    list.fill(frame, cornerRadius: frame.height / 2, color: HUDView.panelColor)
    list.text(LayerText(text, size: fontSize, color: color, inset: 14), in: frame)
  }
}
