import Motion
import Stage

/// What the pane slides over: the shared navbar band with a title, a faint home screen of
/// rounded app icons (so the pane's motion reads against something fixed), and a dimming layer
/// that darkens it as the pane opens, as Control Center does.
///
/// None of it takes presses: a press that misses the pane hits nothing.
///
/// ```swift
/// let backdrop = PaneBackdrop(size: Size(width: 960, height: 640))
/// root.addSublayer(backdrop.navbar); root.addSublayer(backdrop.icons); root.addSublayer(backdrop.dimming)
/// backdrop.dimming.alpha = PaneBackdrop.maximumDimming * openness
/// ```
final class PaneBackdrop {
  /// The dimming's alpha with the pane fully open.
  static let maximumDimming = 0.35
  static let iconSize = 60.0
  static let iconSpacing = 36.0
  /// The icons' tints, cycled: soft enough to stay in the background.
  static let iconColors = [
    Color(hex: 0xC9D6EA), Color(hex: 0xD5CFE8), Color(hex: 0xCFE3D6), Color(hex: 0xEAD9C9),
    Color(hex: 0xD3DCE6), Color(hex: 0xE6CFD6),
  ]

  let navbar: Layer
  let title: Layer
  /// The home screen's icons, as sublayers of one layer the size of the window.
  let icons: Layer
  let dimming: Layer

  init(size: Size) {
    navbar = PaneSheet.decoration("navbar", color: Palette.navbar)
    title = PaneSheet.decoration("title", color: .clear)
    title.text = LayerText("Home", size: 19, color: Palette.navbarTitle)
    navbar.addSublayer(title)
    icons = PaneSheet.decoration("home-screen", color: .clear)
    dimming = PaneSheet.decoration("dimming", color: Palette.dimming)
    dimming.alpha = 0
    layout(size: size)
  }

  /// Fits everything to a window of `size`; the icon grid is rebuilt to fill it.
  func layout(size: Size) {
    PaneSheet.place(navbar, x: 0, y: 0, width: size.width, height: Navbar.height)
    // Centred 6 pt below the bar's middle, under the status bar, like the modal's titles.
    PaneSheet.place(title, x: 0, y: 23, width: size.width, height: 30)
    PaneSheet.place(icons, x: 0, y: 0, width: size.width, height: size.height)
    PaneSheet.place(dimming, x: 0, y: 0, width: size.width, height: size.height)
    for icon in icons.sublayers { icon.removeFromSuperlayer() }
    let pitch = Self.iconSize + Self.iconSpacing
    let columns = max(Int((size.width - 2 * 24 + Self.iconSpacing) / pitch), 1)
    let left = (size.width - (Double(columns) * pitch - Self.iconSpacing)) / 2
    var row = 0
    while true {
      let y = Navbar.height + 28 + Double(row) * (pitch + 8)
      guard y + Self.iconSize <= size.height else { break }
      for column in 0..<columns {
        let index = row * columns + column
        let icon = PaneSheet.decoration(
          "icon", color: Self.iconColors[index % Self.iconColors.count], radius: 14)
        PaneSheet.place(
          icon, x: left + Double(column) * pitch, y: y, width: Self.iconSize, height: Self.iconSize)
        let label = PaneSheet.decoration("icon-label", color: .clear)
        label.text = LayerText("App \(index + 1)", size: 11, color: Palette.ink.with(alpha: 0.45))
        PaneSheet.place(label, x: -18, y: Self.iconSize + 2, width: Self.iconSize + 36, height: 16)
        icon.addSublayer(label)
        icons.addSublayer(icon)
      }
      row += 1
    }
  }
}
