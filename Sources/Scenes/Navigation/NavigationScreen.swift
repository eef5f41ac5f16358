import Motion
import Stage

/// One screen of the navigation stack, or the side panel: a layer the size of the content area
/// with its rows in its own coordinate space (move the screen and the rows follow), a dimming
/// layer on top of them (how much the screen in front covers it), and its navbar item (title and
/// left button: "‹ Library" back, or the panel's "✕ Close"), which crossfades with the progress.
final class NavigationScreen {
  enum Kind {
    /// The root list.
    case library
    /// A row's detail: a header card and chapter rows.
    case book
    /// The deepest screen: a card of text lines.
    case chapter
    /// Seed 003's side panel.
    case panel
  }

  let title: String
  let kind: Kind
  let layer: Layer
  let dimming: Layer
  /// The navbar item: a clear layer the navbar's size holding the title and the left button.
  let item: Layer
  let titleLabel: Layer
  /// "‹ Library" (a pushed screen's back button) or "✕ Close" (the panel); nil on the root.
  let leftButton: Layer?
  private(set) var rows: [(layer: Layer, title: String)] = []
  private var content: [Layer] = []
  /// The navbar's trailing points the playground's controls cover: the title stays left of them.
  var navbarTrailing = 0.0 {
    didSet { if navbarTrailing != oldValue { layOutTitle() } }
  }
  /// The title's drift from its place (0 at rest).
  private var titleOffset = 0.0
  private var width = 0.0

  init(title: String, kind: Kind, leftButtonTitle: String?, size: Size) {
    self.title = title
    self.kind = kind
    let content = Self.contentFrame(size: size)
    layer = Layer(
      name: "screen:\(title)", center: content.center, size: content.size,
      color: kind == .panel ? NavigationStyle.panel : Palette.background)
    dimming = Layer(name: "dimming", size: content.size, color: NavigationStyle.dimming)
    dimming.alpha = 0
    dimming.isUserInteractionEnabled = false
    item = Layer(
      name: "item:\(title)", center: Vector2(x: size.width / 2, y: Navbar.height / 2),
      size: Size(width: size.width, height: Navbar.height), color: .clear)
    titleLabel = Layer(name: "title:\(title)", color: .clear)
    titleLabel.text = LayerText(
      title, size: NavigationStyle.titleFontSize, color: Palette.navbarTitle, isBold: true)
    titleLabel.isUserInteractionEnabled = false
    item.addSublayer(titleLabel)
    if let leftButtonTitle {
      let button = Layer(name: "button:\(leftButtonTitle)", color: .clear)
      button.text = LayerText(
        leftButtonTitle, size: NavigationStyle.buttonFontSize, color: NavigationStyle.buttonTint,
        alignment: .leading, inset: 8)
      item.addSublayer(button)
      leftButton = button
    } else {
      leftButton = nil
    }
    buildContent()
    layer.addSublayer(dimming)
    resize(to: size)
  }

  /// The area under the navbar, where screens live.
  static func contentFrame(size: Size) -> Rect {
    let top = min(Navbar.height, size.height)
    return Rect(x: 0, y: top, width: size.width, height: max(size.height - top, 0))
  }

  /// The row layer's title, if `layer` is (inside) one of this screen's rows.
  func rowTitle(at layer: Layer) -> String? {
    rows.first { layer.isDescendant(of: $0.layer) }?.title
  }

  var firstRowTitle: String? { rows.first?.title }

  /// Moves the navbar title `offset` points from its place (the titles drift the way the
  /// screens move while they crossfade; 0 at rest).
  func setTitleOffset(_ offset: Double) {
    titleOffset = offset
    layOutTitle()
  }

  /// The title in the room between the left button and the playground's controls, drifted by
  /// `titleOffset` and cut at the controls, so it never slides under them.
  private func layOutTitle() {
    let leading = leftButton.map { $0.frame.maxX + 4 } ?? NavbarTitleRoom.margin
    let room = NavbarTitleRoom(width: width, leading: leading, trailing: navbarTrailing)
    titleLabel.frame = room.frame(y: NavigationStyle.navbarTextY - 15, height: 30, offset: titleOffset)
  }

  // MARK: Content

  private var rowTitles: [String] {
    switch kind {
    case .library: ["Springs", "Gestures", "Transitions", "Dynamics", "Projection"]
    case .book: ["Chapter 1", "Chapter 2", "Chapter 3"]
    case .chapter: []
    case .panel: ["Profile", "Downloads", "Settings", "About"]
    }
  }

  /// The panel's rows carry a detail on their trailing side, as iOS Settings' rows do, so a
  /// panel that is only partly in (its trailing part shows first) already reads as a menu.
  private static let panelDetails = [
    "Profile": "Ada Lovelace", "Downloads": "12 items", "Settings": "Spring", "About": "Flick 1.0",
  ]

  private func buildContent() {
    if kind == .book || kind == .chapter {
      let card = Layer(name: "card", color: Palette.surface)
      card.cornerRadius = NavigationStyle.rowCornerRadius
      card.isUserInteractionEnabled = false
      let heading = Layer(name: "heading", color: .clear)
      heading.text = LayerText(title, size: 24, color: Palette.ink, isBold: true, alignment: .leading)
      card.addSublayer(heading)
      for _ in 0..<(kind == .book ? 2 : 5) {
        let line = Layer(name: "line", color: Palette.placeholder)
        line.cornerRadius = 5
        card.addSublayer(line)
      }
      layer.addSublayer(card)
      content.append(card)
    }
    let isPanel = kind == .panel
    for title in rowTitles {
      let row = Layer(name: "row:\(title)", color: isPanel ? NavigationStyle.panelRow : Palette.surface)
      row.cornerRadius = NavigationStyle.rowCornerRadius
      row.text = LayerText(
        title, size: NavigationStyle.rowFontSize, color: isPanel ? NavigationStyle.panelText : Palette.ink,
        alignment: .leading, inset: 16)
      let chevron = Layer(name: "chevron", color: .clear)
      chevron.text = LayerText("›", size: 24, color: NavigationStyle.chevron, alignment: .trailing, inset: 16)
      chevron.isUserInteractionEnabled = false
      row.addSublayer(chevron)
      if isPanel, let detail = Self.panelDetails[title] {
        let label = Layer(name: "detail", color: .clear)
        label.text = LayerText(
          detail, size: NavigationStyle.rowFontSize, color: NavigationStyle.chevron, alignment: .trailing,
          inset: 40)
        label.isUserInteractionEnabled = false
        row.addSublayer(label)
      }
      layer.addSublayer(row)
      rows.append((row, title))
    }
  }

  /// Lays the screen's content and navbar item out for a container of `size`.
  func resize(to size: Size) {
    let frame = Self.contentFrame(size: size)
    layer.size = frame.size
    dimming.frame = Rect(origin: .zero, size: frame.size)
    item.frame = Rect(x: 0, y: 0, width: size.width, height: Navbar.height)
    width = size.width
    if let leftButton, let text = leftButton.text {
      // Wide enough for its label (about 0.55 em a character) and a comfortable target.
      let width = max(88, 24 + Double(text.string.count) * text.size * 0.55)
      leftButton.frame = Rect(x: 8, y: NavigationStyle.navbarTextY - 18, width: width, height: 36)
    }
    layOutTitle()
    let rowWidth = max(frame.width - 2 * NavigationStyle.rowInset, 0)
    var y = NavigationStyle.firstRowY
    for card in content {
      let height = kind == .book ? 132.0 : 220.0
      card.frame = Rect(x: NavigationStyle.rowInset, y: y, width: rowWidth, height: height)
      var lineY = 70.0
      for (index, sublayer) in card.sublayers.enumerated() {
        if index == 0 {
          sublayer.frame = Rect(x: 20, y: 16, width: max(rowWidth - 40, 0), height: 36)
        } else {
          let shorten = index.isMultiple(of: 2) ? 80.0 : 0
          sublayer.frame = Rect(x: 20, y: lineY, width: max(rowWidth - 40 - shorten, 0), height: 10)
          lineY += 26
        }
      }
      y += height + 2 * NavigationStyle.rowGap
    }
    for (row, _) in rows {
      row.frame = Rect(x: NavigationStyle.rowInset, y: y, width: rowWidth, height: NavigationStyle.rowHeight)
      for accessory in row.sublayers { accessory.frame = Rect(origin: .zero, size: row.size) }
      y += NavigationStyle.rowHeight + NavigationStyle.rowGap
    }
  }
}
