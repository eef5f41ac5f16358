import Motion
import Stage

/// The pane's looks, after iOS's Control Center sheet: a dark rounded sheet with a grabber, a
/// caption in the handle strip, and a grid of rounded "control" tiles (a connectivity block,
/// now playing, two toggles, brightness and volume sliders, two shortcuts).
///
/// Everything is a sublayer in the pane's own space, so it moves with the pane; none of it takes
/// presses (`isUserInteractionEnabled` false), so a press anywhere on the sheet is the pane's.
///
/// ```swift
/// let pane = Layer(name: "pane", size: layout.paneSize, color: PaneSheet.sheetColor)
/// PaneSheet.build(in: pane)
/// PaneSheet.layout(pane)   // again after a resize
/// ```
enum PaneSheet {
  static let sheetColor = Color(hex: 0x1E2532)
  static let tileColor = Color(hex: 0x353F52)
  static let textColor = Palette.navbarTitle
  static let dimText = Color(red: 0.96, green: 0.97, blue: 0.98, alpha: 0.6)
  static let on = Palette.accent
  static let green = Color(hex: 0x34C759)
  static let orange = Color(hex: 0xFF9F0A)
  static let fill = Color(hex: 0xE9EDF3)
  /// How full the brightness and volume sliders are drawn.
  static let sliderLevels = ["brightness": 0.65, "volume": 0.4]
  static let cornerRadius = 22.0
  static let shadow = LayerShadow(opacity: 0.35, radius: 18, offset: Vector2(x: 0, y: -4))

  /// The grid's unit tile and the gap between tiles (iOS 11's Control Center proportions).
  static let unit = 72.0
  static let gap = 14.0
  /// The tiles' top, below the handle strip.
  static let gridTop = PaneLayout.handleHeight + 12

  /// Adds the grabber, the caption and the tiles to `pane`, then lays them out.
  static func build(in pane: Layer) {
    pane.cornerRadius = cornerRadius
    pane.shadow = shadow
    let grabber = decoration("grabber", color: Color(hex: 0x6B7588), radius: 2.5)
    let caption = decoration("caption", color: .clear)
    caption.text = LayerText("Control Center", size: 15, color: dimText)
    pane.addSublayer(grabber)
    pane.addSublayer(caption)

    let connectivity = decoration("connectivity", color: tileColor, radius: 18)
    for (index, (label, color)) in [("Air", orange), ("Cell", green), ("Wi-Fi", on), ("BT", on)].enumerated()
    {
      let button = decoration("toggle-\(index)", color: color, radius: 28)
      button.text = LayerText(label, size: 12, color: textColor, isBold: true)
      connectivity.addSublayer(button)
    }
    let nowPlaying = decoration("now-playing", color: tileColor, radius: 18)
    let title = decoration("now-playing-title", color: .clear)
    title.text = LayerText("Music", size: 15, color: textColor, isBold: true, alignment: .leading, inset: 16)
    let subtitle = decoration("now-playing-subtitle", color: .clear)
    subtitle.text = LayerText("Not Playing", size: 13, color: dimText, alignment: .leading, inset: 16)
    nowPlaying.addSublayer(title)
    nowPlaying.addSublayer(subtitle)
    for index in 0..<3 {
      nowPlaying.addSublayer(decoration("transport-\(index)", color: index == 1 ? fill : dimText, radius: 9))
    }
    pane.addSublayer(connectivity)
    pane.addSublayer(nowPlaying)

    for (name, label, color) in [
      ("lock", "Lock", tileColor), ("focus", "Focus", Color(hex: 0x5E5CE6)),
      ("light", "Light", tileColor), ("timer", "Timer", tileColor),
    ] {
      let tile = decoration(name, color: color, radius: 16)
      tile.text = LayerText(label, size: 13, color: textColor)
      pane.addSublayer(tile)
    }
    for (name, label) in [("brightness", "Bright"), ("volume", "Volume")] {
      let slider = decoration(name, color: tileColor, radius: 18)
      let level = decoration("\(name)-level", color: fill, radius: 18)
      let caption = decoration("\(name)-caption", color: .clear)
      caption.text = LayerText(label, size: 12, color: Palette.ink, isBold: true)
      slider.addSublayer(level)
      slider.addSublayer(caption)
      pane.addSublayer(slider)
    }
    layout(pane)
  }

  /// Places the sublayers for the pane's current size: grabber and caption centred in the handle
  /// strip, the tile grid centred below it.
  static func layout(_ pane: Layer) {
    let width = pane.size.width
    let left = (width - (4 * unit + 3 * gap)) / 2
    let double = 2 * unit + gap
    func column(_ index: Int) -> Double { left + Double(index) * (unit + gap) }
    func row(_ index: Int) -> Double { gridTop + Double(index) * (unit + gap) }
    for layer in pane.sublayers {
      switch layer.name {
      case "grabber": place(layer, x: width / 2 - 22, y: 10, width: 44, height: 5)
      case "caption": place(layer, x: 0, y: 24, width: width, height: 28)
      case "connectivity":
        place(layer, x: column(0), y: row(0), width: double, height: double)
        for (index, button) in layer.sublayers.enumerated() {
          let x = index % 2 == 0 ? 16.0 : double - 16 - 56
          let y = index < 2 ? 16.0 : double - 16 - 56
          place(button, x: x, y: y, width: 56, height: 56)
        }
      case "now-playing":
        place(layer, x: column(2), y: row(0), width: double, height: double)
        for sublayer in layer.sublayers {
          switch sublayer.name {
          case "now-playing-title": place(sublayer, x: 0, y: 16, width: double, height: 22)
          case "now-playing-subtitle": place(sublayer, x: 0, y: 40, width: double, height: 20)
          default: break
          }
        }
        for (index, dot) in layer.sublayers.filter({ $0.name.hasPrefix("transport") }).enumerated() {
          place(dot, x: double / 2 - 9 + Double(index - 1) * 40, y: double - 40, width: 18, height: 18)
        }
      case "lock": place(layer, x: column(0), y: row(2), width: unit, height: unit)
      case "focus": place(layer, x: column(1), y: row(2), width: unit, height: unit)
      case "light": place(layer, x: column(0), y: row(3), width: unit, height: unit)
      case "timer": place(layer, x: column(1), y: row(3), width: unit, height: unit)
      case "brightness", "volume":
        place(layer, x: column(layer.name == "brightness" ? 2 : 3), y: row(2), width: unit, height: double)
        for sublayer in layer.sublayers where sublayer.name.hasSuffix("-level") {
          let level = sliderLevels[layer.name] ?? 0.5
          place(sublayer, x: 0, y: double * (1 - level), width: unit, height: double * level)
        }
        for sublayer in layer.sublayers where sublayer.name.hasSuffix("-caption") {
          place(sublayer, x: 0, y: double - 30, width: unit, height: 20)
        }
      default: break
      }
    }
  }

  /// A layer that only decorates: it does not take presses.
  static func decoration(_ name: String, color: Color, radius: Double = 0) -> Layer {
    let layer = Layer(name: name, color: color)
    layer.cornerRadius = radius
    layer.isUserInteractionEnabled = false
    return layer
  }

  /// Sets a layer's frame from its top-left corner in its superlayer's space.
  static func place(_ layer: Layer, x: Double, y: Double, width: Double, height: Double) {
    layer.frame = Rect(x: x, y: y, width: max(width, 0), height: max(height, 0))
  }
}
