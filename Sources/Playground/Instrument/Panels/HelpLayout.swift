import Motion
import Scenes
import Stage

/// The help (H): the scene's name and summary, its gestures, its keys, the scenes and the
/// playground's keys, on an opaque panel in the middle of the window. Nothing is cut: the
/// summary wraps onto a second line, an action too long to sit beside its key goes on its own
/// line under it, rows shrink in a short window, and in one too short for every row the help
/// shows a window of its entries that the wheel and the arrow keys scroll (``scroll``), its
/// first and last lines saying how many are above and below.
struct HelpLayout {
  /// One line of the help: a key (or gesture) with its action beside it, or an action alone
  /// under its key; or a line saying how many entries are above or below the ones shown.
  struct Line {
    var keys: String?
    var action: String?
    var isGesture: Bool
    /// A line about the entries scrolled out of sight: how many, above (negative) or below.
    var hidden: Int? = nil
  }

  let title: String
  /// The summary, in one or two lines.
  let summary: [String]
  /// The lines shown.
  let lines: [Line]
  /// Every entry's lines, shown or not.
  let allLines: [Line]
  /// How many entries (keys and gestures) there are.
  let entryCount: Int
  /// The first entry shown (0 unless scrolled), and the largest first entry that still fills
  /// the help: scrolling stops there.
  let scroll: Int
  let maxScroll: Int
  let box: Rect
  let rowHeight: Double
  let fontSize: Double
  let keyWidth: Double
  static let cornerRadius = 12.0

  func contains(_ point: Vector2) -> Bool { box.contains(point, cornerRadius: Self.cornerRadius) }

  /// A scene file takes every key its rules may wait for; its help lists those its rules do.
  static func lists(_ key: String, of scene: any Scene) -> Bool {
    (scene as? SceneFileScene)?.ruleKeys.contains(key) ?? true
  }

  /// The help for `scene` in `layout`, listing the scenes by name, scrolled to its `scroll`th
  /// entry (kept within what the help can scroll).
  init(
    scene: any Scene, layout: OverlayLayout, metrics: any TextMetrics = EstimatedTextMetrics(),
    scenes: [String], scroll: Int = 0
  ) {
    let type = type(of: scene)
    title = "\(scene.name): gestures and keys"
    let width = min(720, layout.size.width - 2 * OverlayLayout.margin)
    // About 6.6 pt a character at 12 pt: wrap the summary at a word within the panel.
    summary = Self.wrap(scene.summary, characters: max(30, Int((width - 40) / 6.6)), lines: 2)
    let sceneList = scenes.map { $0 == scene.name ? "[\($0)]" : $0 }.joined(separator: " · ")
    let entries =
      type.gestures.map { (keys: $0.label, action: $0.help, isGesture: true) }
      + type.keys.filter { Self.lists($0.name, of: scene) }.map {
        (keys: $0.label, action: $0.help, isGesture: false)
      }
      + [(keys: "Scenes", action: sceneList, isGesture: false)]
      + KeyCommand.helpTable.map { (keys: $0.keys, action: $0.action, isGesture: false) }
    entryCount = entries.count
    let header = 44 + Double(summary.count) * 16
    let available = layout.size.height - 2 * OverlayLayout.margin - header - 12
    let fits = available >= Double(entries.count) * 22
    let rowHeight = fits ? 22.0 : max(15, available / Double(entries.count))
    let fontSize = rowHeight >= 20 ? 13.0 : 11.0
    self.rowHeight = rowHeight
    self.fontSize = fontSize
    keyWidth = min(170, width * 0.32)
    let actionRoom = width - 40 - keyWidth
    // Each entry on one line, or on two where its action does not fit beside the key.
    var entryLines: [[Line]] = []
    for entry in entries {
      let fitsBeside =
        metrics.measure(entry.action, size: fontSize, isBold: false).width <= actionRoom
        && metrics.measure(entry.keys, size: fontSize, isBold: false).width <= keyWidth - 8
      entryLines.append(
        fitsBeside
          ? [Line(keys: entry.keys, action: entry.action, isGesture: entry.isGesture)]
          : [
            Line(keys: entry.keys, action: nil, isGesture: entry.isGesture),
            Line(keys: nil, action: entry.action, isGesture: entry.isGesture),
          ])
    }
    allLines = entryLines.flatMap { $0 }
    let room = max(0, Int(available / rowHeight))
    // The entries from `first` on that fit, with a line for those above and one for those below.
    func window(from first: Int) -> (lines: [Line], last: Int) {
      var lines: [Line] = first > 0 ? [Line(keys: nil, action: nil, isGesture: false, hidden: -first)] : []
      var next = first
      while next < entryLines.count {
        let more = next + 1 < entryLines.count ? 1 : 0
        guard lines.count + entryLines[next].count + more <= room else { break }
        lines += entryLines[next]
        next += 1
      }
      if next < entryLines.count {
        lines.append(Line(keys: nil, action: nil, isGesture: false, hidden: entryLines.count - next))
      }
      return (lines, next)
    }
    // Scrolling stops where the last entry shows.
    var maxScroll = 0
    while maxScroll < entryLines.count - 1, window(from: maxScroll).last < entryLines.count { maxScroll += 1 }
    self.maxScroll = maxScroll
    self.scroll = min(max(0, scroll), maxScroll)
    lines = window(from: self.scroll).lines
    box = layout.help(rows: lines.count, rowHeight: rowHeight, header: header)
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
    for (index, line) in lines.enumerated() {
      let y = firstRowY + Double(index) * rowHeight
      if let hidden = line.hidden {
        let text =
          hidden < 0
          ? "↑ \(-hidden) more above: the wheel or ↑ scrolls"
          : "↓ \(hidden) more: the wheel or ↓ scrolls"
        list.text(
          LayerText(text, size: fontSize, color: TuningPanel.headerColor, alignment: .leading),
          in: Rect(x: box.minX + 20, y: y, width: box.width - 40, height: rowHeight))
        continue
      }
      if let keys = line.keys {
        list.text(
          LayerText(
            keys, size: fontSize, color: line.isGesture ? HUDView.grabColor : HUDView.keyColor,
            alignment: .leading),
          in: Rect(x: box.minX + 20, y: y, width: keyWidth - 8, height: rowHeight))
      }
      if let action = line.action {
        // Beside its key, or on its own line under it, starting nearer the left.
        let x = line.keys == nil ? box.minX + 36 : box.minX + 20 + keyWidth
        list.text(
          LayerText(action, size: fontSize, color: HUDView.textColor, alignment: .leading),
          in: Rect(x: x, y: y, width: box.maxX - 20 - x, height: rowHeight))
      }
    }
  }
}
