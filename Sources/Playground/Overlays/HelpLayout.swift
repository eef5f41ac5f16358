import Motion
import Scenes
import Stage

/// The help (H): the scene's keys and the playground's, on a panel in the middle of the window.
/// Rows shrink in a short window so every key stays readable.
struct HelpLayout {
  let title: String
  let rows: [(keys: String, action: String)]
  let box: Rect
  let rowHeight: Double
  let fontSize: Double
  static let cornerRadius = 12.0

  func contains(_ point: Vector2) -> Bool { box.contains(point, cornerRadius: Self.cornerRadius) }

  init(scene: any Scene, layout: OverlayLayout) {
    title = "Keys — \(scene.name): \(type(of: scene).summary)"
    rows = type(of: scene).keys.map { (keys: $0.label, action: $0.help) } + KeyCommand.helpTable
    let fits = layout.size.height - 2 * OverlayLayout.margin - 56 >= Double(rows.count) * 22
    rowHeight =
      fits ? 22.0 : max(15, (layout.size.height - 2 * OverlayLayout.margin - 50) / Double(rows.count))
    fontSize = rowHeight >= 20 ? 13.0 : 11.0
    box = layout.help(rows: rows.count, rowHeight: rowHeight)
  }

  func append(to list: inout DisplayList) {
    list.fill(box, cornerRadius: Self.cornerRadius, color: HUDView.panelColor.with(alpha: 0.97))
    list.text(
      LayerText(title, size: fontSize + 2, color: HUDView.textColor, isBold: true, alignment: .leading),
      in: Rect(x: box.minX + 20, y: box.minY + 10, width: box.width - 40, height: 26))
    let keyWidth = min(130, box.width * 0.3)
    for (index, row) in rows.enumerated() {
      let y = box.minY + 44 + Double(index) * rowHeight
      guard y + rowHeight <= box.maxY + 1 else { break }
      list.text(
        LayerText(row.keys, size: fontSize, color: HUDView.keyColor, alignment: .leading),
        in: Rect(x: box.minX + 20, y: y, width: keyWidth - 8, height: rowHeight))
      list.text(
        LayerText(row.action, size: fontSize, color: HUDView.textColor, alignment: .leading),
        in: Rect(x: box.minX + 20 + keyWidth, y: y, width: box.width - 40 - keyWidth, height: rowHeight))
    }
  }
}
