import Motion
import Stage

/// The panel a window shows its errors in (``WindowMessages``): centred under the navbar, on top
/// of the scene and the overlays, a title, each message wrapped to the panel's width, and how to
/// dismiss it. Laid out once per frame from the messages, the window's size and the font's
/// metrics; the same frame draws it and answers whether a press is on it.
struct MessagePanel {
  /// The panel, in window points.
  let frame: Rect
  /// Each line of text and where it is drawn.
  let lines: [(text: LayerText, rect: Rect)]

  static let background = Color(red: 0.45, green: 0.09, blue: 0.11, alpha: 0.96)
  static let textColor = Color(hex: 0xFFF3F3)
  static let titleSize = 15.0
  static let textSize = 13.0
  static let padding = 14.0
  static let lineGap = 4.0
  /// The lines one message may take; a longer one ends in "…".
  static let linesPerMessage = 4

  /// The panel for `messages` in a window of `size`; nil when there are none.
  init?(messages: [String], size: Size, metrics: any TextMetrics) {
    guard !messages.isEmpty, size.width > 0, size.height > 0 else { return nil }
    let width = min(560, size.width - 24)
    let textWidth = width - 2 * Self.padding
    let title = messages.count == 1 ? "Flick ran into a problem" : "Flick ran into \(messages.count) problems"
    var texts: [LayerText] = [
      LayerText(title, size: Self.titleSize, color: Self.textColor, isBold: true, alignment: .leading)
    ]
    for message in messages {
      for line in Self.wrap(message, width: textWidth, metrics: metrics) {
        texts.append(LayerText(line, size: Self.textSize, color: Self.textColor, alignment: .leading))
      }
    }
    texts.append(
      LayerText(
        "Click here to dismiss", size: Self.textSize - 1, color: Self.textColor.with(alpha: 0.75),
        alignment: .leading))
    var y = Self.padding
    var placed: [(text: LayerText, rect: Rect)] = []
    let left = (size.width - width) / 2
    // Under the navbar (64 points) where the window is tall enough.
    let top = min(76, max(8, size.height * 0.12))
    for text in texts {
      let height = text.size * 1.3
      placed.append((text, Rect(x: left + Self.padding, y: top + y, width: textWidth, height: height)))
      y += height + Self.lineGap
    }
    frame = Rect(x: left, y: top, width: width, height: y - Self.lineGap + Self.padding)
    lines = placed
  }

  /// Whether a press at `point` is on the panel.
  func contains(_ point: Vector2) -> Bool { frame.contains(point) }

  /// Draws the panel into `list`, after everything else (on top).
  func append(to list: inout DisplayList) {
    list.fill(frame, cornerRadius: 10, color: Self.background)
    for line in lines { list.text(line.text, in: line.rect) }
  }

  /// `message` in lines of at most `width` points at the text size: words as they fit, a word
  /// wider than a line (a long path) cut where it fills one; at most ``linesPerMessage`` lines.
  static func wrap(_ message: String, width: Double, metrics: any TextMetrics) -> [String] {
    func fits(_ text: String) -> Bool { metrics.measure(text, size: textSize, isBold: false).width <= width }
    var lines: [String] = []
    var current = ""
    for word in message.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
      let candidate = current.isEmpty ? word : current + " " + word
      if fits(candidate) {
        current = candidate
        continue
      }
      if !current.isEmpty { lines.append(current) }
      current = ""
      var rest = Substring(word)
      while !rest.isEmpty, !fits(String(rest)) {
        // The longest head of the word that fits (at least one character).
        var count = rest.count
        while count > 1, !fits(String(rest.prefix(count))) { count -= 1 }
        lines.append(String(rest.prefix(count)))
        rest = rest.dropFirst(count)
      }
      current = String(rest)
    }
    if !current.isEmpty { lines.append(current) }
    guard lines.count > linesPerMessage else { return lines }
    var kept = Array(lines.prefix(linesPerMessage))
    var last = kept[linesPerMessage - 1]
    while !last.isEmpty, !fits(last + "…") { last.removeLast() }
    kept[linesPerMessage - 1] = last + "…"
    return kept
  }
}
