import Motion
import Stage

/// The card scene's layers: the navbar band, the four slot outlines, the projection marker and
/// the card with content that makes its turn readable (an avatar tile, a title, lines, a button).
/// The renderer draws them; the scene only moves them.
///
/// ```swift
/// let card = CardLayers.card(center: layout.startCenter)
/// card.sublayers.count  // 7: avatar, title, subtitle, three lines, button
/// ```
enum CardLayers {
  /// A slot's outline: faint, or in the accent colour while it is the card's target.
  static let slotColor = Palette.ink.with(alpha: 0.16)
  static let highlightedSlotColor = Palette.accent.with(alpha: 0.55)
  static let cardCornerRadius = 16.0
  static let slotOutlineWidth = 2.0

  static func navbar(width: Double) -> Layer {
    let navbar = Layer(
      name: "navbar", center: Vector2(x: width / 2, y: Navbar.height / 2),
      size: Size(width: width, height: Navbar.height), color: Palette.navbar)
    let title = Layer(
      name: "title", center: Vector2(x: width / 2, y: Navbar.titleCenterY),
      size: Size(width: 200, height: 30), color: .clear)
    title.text = LayerText("Card", size: 19, color: Palette.navbarTitle)
    navbar.addSublayer(title)
    navbar.isUserInteractionEnabled = false
    return navbar
  }

  /// A rounded outline: a faint rounded rectangle with the background inside it.
  static func slot(_ corner: CardCorner, center: Vector2) -> Layer {
    let size = CardLayout.cardSize
    let slot = Layer(name: "slot.\(corner.rawValue)", center: center, size: size, color: slotColor)
    slot.cornerRadius = cardCornerRadius
    let inside = Layer(
      name: "slot.inside", center: Vector2(x: size.width / 2, y: size.height / 2),
      size: Size(width: size.width - 2 * slotOutlineWidth, height: size.height - 2 * slotOutlineWidth),
      color: Palette.background)
    inside.cornerRadius = cardCornerRadius - slotOutlineWidth
    slot.addSublayer(inside)
    slot.isUserInteractionEnabled = false
    return slot
  }

  /// The projected resting point while dragging: a faint ring with a dot.
  static func marker() -> Layer {
    let marker = Layer(
      name: "projection", size: Size(width: 26, height: 26), color: Palette.accent.with(alpha: 0.28))
    marker.cornerRadius = 13
    let dot = Layer(
      name: "projection.dot", center: Vector2(x: 13, y: 13), size: Size(width: 10, height: 10),
      color: Palette.accent.with(alpha: 0.8))
    dot.cornerRadius = 5
    marker.addSublayer(dot)
    marker.isUserInteractionEnabled = false
    marker.isHidden = true
    return marker
  }

  /// The card: rounded, shadowed, with content laid out asymmetrically so its turn reads.
  static func card(center: Vector2) -> Layer {
    let size = CardLayout.cardSize
    let card = Layer(name: "card", center: center, size: size, color: Palette.surface)
    card.cornerRadius = cardCornerRadius
    card.shadow = Palette.raisedShadow
    let avatar = Layer(
      name: "avatar", center: Vector2(x: 42, y: 42), size: Size(width: 44, height: 44), color: Palette.accent)
    avatar.cornerRadius = 12
    avatar.text = LayerText("F", size: 22, color: Palette.navbarTitle, isBold: true)
    let title = Layer(
      name: "title", center: Vector2(x: 122, y: 34), size: Size(width: 92, height: 24), color: .clear)
    title.text = LayerText("Flick", size: 18, color: Palette.ink, isBold: true, alignment: .leading)
    let subtitle = line(x: 76, y: 54, width: 64)
    let lines = [
      line(x: 20, y: 96, width: 140), line(x: 20, y: 118, width: 140), line(x: 20, y: 140, width: 96),
    ]
    let button = Layer(
      name: "button", center: Vector2(x: size.width / 2, y: size.height - 36),
      size: Size(width: size.width - 40, height: 32), color: Palette.accent)
    button.cornerRadius = 10
    button.text = LayerText("Throw me", size: 14, color: Palette.navbarTitle)
    for layer in [avatar, title, subtitle] + lines + [button] {
      layer.isUserInteractionEnabled = false
      card.addSublayer(layer)
    }
    return card
  }

  /// A placeholder line of text, its left end at `x`.
  private static func line(x: Double, y: Double, width: Double) -> Layer {
    let line = Layer(
      name: "line", center: Vector2(x: x + width / 2, y: y), size: Size(width: width, height: 10),
      color: Palette.placeholder)
    line.cornerRadius = 5
    return line
  }
}
