import Motion
import Scenes
import Stage

/// Beside the tuning panel: which platform K copies the settle for (a click on the header
/// picks the next), and that code as it stands, so what K copies is what is shown. A line too
/// long for the box wraps onto the rows under it, indented (it was cut with "…", hiding what
/// K copies).
struct CodePanel {
  /// One row drawn: a line of the code, or the part of one that wrapped.
  struct Row: Equatable {
    var text: String
    /// A comment's rows, wrapped ones too, are drawn in the comment colour.
    var isComment: Bool
  }

  let platform: CodePlatform
  let code: String
  let frame: Rect
  /// The header row: clicking it picks the next platform.
  let picker: Rect
  /// The code's rows as drawn, wrapped to the box's width.
  let rows: [Row]

  static let fontSize = 10.0
  static let cornerRadius = 12.0
  static let lineHeight = 13.0
  /// What a wrapped row is indented by, beyond its line's own indentation.
  static let continuation = "    "
  static let maximumWidth = 440.0
  static let minimumWidth = 220.0

  /// The shortest a panel kept clear of the scene's frames may be: its header and eight lines.
  static let minimumHeight = 30 + 8 * lineHeight + 8

  /// Nil where the window has no room beside the tuning panel (K still copies). The panel keeps
  /// clear of `resting` (the scene's resting frames: the presented modal) where it can: beside
  /// the tuning panel as tall as its code, else narrower (from the window's left edge to the
  /// frames), else shorter (ending above them); where none of those has room, beside the tuning
  /// panel as before.
  init?(
    platform: CodePlatform, snapshot: SettleSnapshot, layout: OverlayLayout, resting: [Rect] = [],
    metrics: any TextMetrics = EstimatedTextMetrics()
  ) {
    let tuning = layout.tuningPanel(height: 0)
    let room = tuning.minX - 8 - OverlayLayout.margin
    guard !layout.isCompact, room >= Self.minimumWidth else { return nil }
    self.platform = platform
    code = CodeExport.code(for: platform, snapshot)
    let width = min(Self.maximumWidth, room)
    let wrapped = Self.rows(of: code, width: width - 24, metrics: metrics)
    let available = layout.size.height - tuning.minY - OverlayLayout.margin - 40
    let height = min(30 + Double(wrapped.count) * Self.lineHeight + 8, available)
    let beside = Rect(x: tuning.minX - 8 - width, y: tuning.minY, width: width, height: height)
    frame = Self.place(beside, clearOf: resting, leftEdge: OverlayLayout.margin) ?? beside
    picker = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 28)
    // Placed narrower (clear of the scene's frames), the rows wrap to the width it has.
    rows = frame.width == width ? wrapped : Self.rows(of: code, width: frame.width - 24, metrics: metrics)
  }

  /// `code`'s lines as rows at most `width` wide as `metrics` measures them: a line too wide
  /// breaks after its last space that fits (where none does, at the last character that fits),
  /// and what is left goes on the next row, indented by ``continuation`` beyond the line's own
  /// indentation; no character is left out.
  static func rows(of code: String, width: Double, metrics: any TextMetrics) -> [Row] {
    func fits(_ text: Substring) -> Bool {
      metrics.measure(String(text), size: fontSize, isBold: false).width <= width
    }
    var rows: [Row] = []
    for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
      let isComment = line.hasPrefix("//") || line.hasPrefix("/*")
      let indent = String(line.prefix { $0 == " " }) + continuation
      var rest = line
      var prefix = ""
      while !fits(Substring(prefix + rest)) {
        // The most characters that fit (a binary search: widths grow with the characters).
        var low = 0
        var high = rest.count
        while low < high {
          let middle = (low + high + 1) / 2
          if fits(Substring(prefix + rest.prefix(middle))) { low = middle } else { high = middle - 1 }
        }
        let most = max(1, low)
        let head = rest.prefix(most)
        // After the last space in it, unless that leaves only indentation on the row.
        let space = head.lastIndex(of: " ").flatMap { index in
          rest[..<index].contains { $0 != " " } ? index : nil
        }
        let end = space.map { rest.index(after: $0) } ?? head.endIndex
        rows.append(Row(text: prefix + rest[..<end], isComment: isComment))
        rest = rest[end...].drop { $0 == " " }
        prefix = indent
        // A continuation too wide for its indentation alone drops it.
        if !fits(Substring(prefix + (rest.first.map(String.init) ?? ""))) { prefix = "" }
      }
      rows.append(Row(text: prefix + rest, isComment: isComment))
    }
    return rows
  }

  /// `frame` (right-aligned where it is), or the same narrowed from the left to end 8 pt short
  /// of the frames it meets, or shortened to end 8 pt above them: the first clear of `frames`
  /// and at least ``minimumWidth`` wide and ``minimumHeight`` tall; nil when none is.
  static func place(_ frame: Rect, clearOf frames: [Rect], leftEdge: Double) -> Rect? {
    func isClear(_ candidate: Rect) -> Bool {
      candidate.width >= minimumWidth && candidate.height >= min(frame.height, minimumHeight)
        && !frames.contains { $0.insetBy(-8).intersects(candidate) }
    }
    if isClear(frame) { return frame }
    let met = frames.filter { $0.insetBy(-8).intersects(frame) }
    // Narrowed: from the left edge to the nearest frame's left side, the full height.
    let right = met.map { $0.minX - 8 }.min() ?? frame.maxX
    let narrow = Rect(
      x: leftEdge, y: frame.minY, width: min(frame.width, right - leftEdge), height: frame.height)
    if isClear(narrow) { return narrow }
    // Shortened: right-aligned where it was, ending above the highest frame it met.
    let bottom = met.map { $0.minY - 8 }.min() ?? frame.maxY
    let short = Rect(
      x: frame.minX, y: frame.minY, width: frame.width, height: min(frame.height, bottom - frame.minY))
    if isClear(short) { return short }
    return nil
  }

  /// The settle the panel and K export: the scene's mode and parameters, its last release.
  static func snapshot(scene: any Scene, probe: SceneProbe) -> SettleSnapshot {
    SettleSnapshot(
      sceneName: scene.name, mode: scene.mode, parameters: scene.parameters,
      release: probe.handoff.flatMap(SettleSnapshot.Release.init))
  }

  func append(to list: inout DisplayList) {
    list.fill(frame, cornerRadius: Self.cornerRadius, color: HUDView.panelColor)
    list.text(
      LayerText(
        "Code: \(platform.title) ▸", size: 13, color: HUDView.textColor, isBold: true, alignment: .leading),
      in: Rect(x: frame.minX + 12, y: frame.minY + 4, width: frame.width - 130, height: 22))
    list.text(
      LayerText("click: next · K copies", size: 11, color: TuningPanel.headerColor, alignment: .trailing),
      in: Rect(x: frame.maxX - 132, y: frame.minY + 4, width: 120, height: 22))
    var y = frame.minY + 30
    for row in rows {
      guard y + Self.lineHeight <= frame.maxY - 4 else { break }
      list.text(
        LayerText(
          row.text, size: Self.fontSize, color: row.isComment ? TuningPanel.headerColor : HUDView.textColor,
          alignment: .leading),
        in: Rect(x: frame.minX + 12, y: y, width: frame.width - 24, height: Self.lineHeight))
      y += Self.lineHeight
    }
  }
}
