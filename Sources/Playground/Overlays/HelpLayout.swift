import Motion
import Scenes
import Stage

/// The help (H): the scene's name and summary, its gestures, its keys and the playground's, on
/// an opaque panel in the middle of the window. The summary wraps onto a second line rather
/// than being cut; rows shrink in a short window so every line stays readable.
struct HelpLayout {
  let title: String
  /// The summary, in one or two lines.
  let summary: [String]
  let rows: [(keys: String, action: String)]
  /// How many of `rows` are gestures (listed first, under their own colour).
  let gestureCount: Int
  let box: Rect
  let rowHeight: Double
  let fontSize: Double
  static let cornerRadius = 12.0

  func contains(_ point: Vector2) -> Bool { box.contains(point, cornerRadius: Self.cornerRadius) }

  init(scene: any Scene, layout: OverlayLayout) {
    let type = type(of: scene)
    title = "\(scene.name): gestures and keys"
    let width = min(560, layout.size.width - 2 * OverlayLayout.margin)
    // About 6.6 pt a character at 12 pt: wrap the summary at a word within the panel.
    summary = Self.wrap(type.summary, characters: max(30, Int((width - 40) / 6.6)), lines: 2)
    let gestures = type.gestures.map { (keys: $0.label, action: $0.help) }
    gestureCount = gestures.count
    rows = gestures + type.keys.map { (keys: $0.label, action: $0.help) } + KeyCommand.helpTable
    let header = 44 + Double(summary.count) * 16
    let fits = layout.size.height - 2 * OverlayLayout.margin - header - 12 >= Double(rows.count) * 22
    rowHeight =
      fits
      ? 22.0 : max(15, (layout.size.height - 2 * OverlayLayout.margin - header - 6) / Double(rows.count))
    fontSize = rowHeight >= 20 ? 13.0 : 11.0
    box = layout.help(rows: rows.count, rowHeight: rowHeight, header: header)
  }

  /// `text` in at most `lines` lines of about `characters`, broken at spaces; the last line
  /// ends with an ellipsis only if the text is longer still.
  static func wrap(_ text: String, characters: Int, lines: Int) -> [String] {
    var result: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= characters {
        line += " " + word
      } else {
        result.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty { result.append(line) }
    guard result.count > lines else { return result }
    var kept = Array(result.prefix(lines))
    kept[lines - 1] += "…"
    return kept
  }

  private var firstRowY: Double { box.minY + 44 + Double(summary.count) * 16 }

  func append(to list: inout DisplayList) {
    list.fill(box, cornerRadius: Self.cornerRadius, color: HUDView.panelColor)
    list.text(
      LayerText(title, size: 15, color: HUDView.textColor, isBold: true, alignment: .leading),
      in: Rect(x: box.minX + 20, y: box.minY + 10, width: box.width - 40, height: 24))
    for (index, line) in summary.enumerated() {
      list.text(
        LayerText(line, size: 12, color: TuningPanel.headerColor, alignment: .leading),
        in: Rect(x: box.minX + 20, y: box.minY + 36 + Double(index) * 16, width: box.width - 40, height: 16))
    }
    let keyWidth = min(150, box.width * 0.32)
    // In a window too short for every row, the last row that fits says how many are left,
    // rather than the list stopping without a word.
    let fitting = max(0, Int((box.maxY + 1 - firstRowY) / rowHeight))
    let shown = fitting < rows.count ? max(0, fitting - 1) : rows.count
    if shown < rows.count {
      list.text(
        LayerText(
          "… \(rows.count - shown) more: a taller window shows them all", size: fontSize,
          color: TuningPanel.headerColor, alignment: .leading),
        in: Rect(
          x: box.minX + 20, y: firstRowY + Double(shown) * rowHeight, width: box.width - 40, height: rowHeight
        ))
    }
    for (index, row) in rows.prefix(shown).enumerated() {
      let y = firstRowY + Double(index) * rowHeight
      let isGesture = index < gestureCount
      list.text(
        LayerText(
          row.keys, size: fontSize, color: isGesture ? HUDView.grabColor : HUDView.keyColor,
          alignment: .leading),
        in: Rect(x: box.minX + 20, y: y, width: keyWidth - 8, height: rowHeight))
      list.text(
        LayerText(row.action, size: fontSize, color: HUDView.textColor, alignment: .leading),
        in: Rect(x: box.minX + 20 + keyWidth, y: y, width: box.width - 40 - keyWidth, height: rowHeight))
    }
  }
}
