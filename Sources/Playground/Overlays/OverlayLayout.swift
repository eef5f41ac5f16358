import Motion

/// Where the playground's panels go in a window of a given size, from 480×360 to full screen:
/// the HUD and its plot on the left under the navbar (at the bottom, narrower, in a small
/// window), the tuning panel on the right, the help in the middle, the hint and toasts along the
/// bottom. Every rectangle stays inside the window; text inside them is shortened with an
/// ellipsis rather than clipped.
struct OverlayLayout: Equatable {
  let size: Size
  static let margin = 12.0
  static let navbarHeight = 64.0
  /// A toast's height and the gap under it.
  static let toastRoom = 34.0

  /// A window too small for side panels beside the subject: panels shrink and the HUD moves to
  /// the bottom.
  var isCompact: Bool { size.width < 720 || size.height < 500 }

  /// The width of the HUD and of the tuning panel.
  var panelWidth: Double {
    isCompact ? min(size.width - 2 * Self.margin, 380) : min(360, max(300, size.width * 0.32))
  }

  /// The HUD's text panel for `lines` lines of 20 pt.
  func hudPanel(lines: Int) -> Rect {
    let height = 14 + Double(lines) * 20
    if isCompact {
      return Rect(
        x: Self.margin, y: size.height - Self.margin - 26 - height, width: panelWidth, height: height)
    }
    return Rect(x: Self.margin, y: Self.navbarHeight + Self.margin, width: panelWidth, height: height)
  }

  /// The plot, next to the HUD's text panel (below it; above it in a compact window).
  func plot(below panel: Rect) -> Rect {
    if isCompact {
      // Room is left above it for a toast (see ``toast(hudShown:)``).
      let height = min(110, max(0, panel.minY - Self.navbarHeight - 2 * Self.margin - Self.toastRoom))
      return Rect(x: panel.minX, y: panel.minY - 8 - height, width: panel.width, height: height)
    }
    let height = min(180, max(0, size.height - panel.maxY - 8 - 60))
    return Rect(x: panel.minX, y: panel.maxY + 8, width: panel.width, height: height)
  }

  /// The tuning panel, `height` tall at most.
  func tuningPanel(height: Double) -> Rect {
    let available = size.height - Self.navbarHeight - 2 * Self.margin - 30
    let clamped = min(height, available)
    if isCompact {
      return Rect(
        x: (size.width - panelWidth) / 2, y: Self.navbarHeight + Self.margin, width: panelWidth,
        height: clamped)
    }
    return Rect(
      x: size.width - Self.margin - panelWidth, y: Self.navbarHeight + Self.margin, width: panelWidth,
      height: clamped)
  }

  /// The help panel for `rows` rows: centred, as big as the window allows.
  func help(rows: Int, rowHeight: Double, header: Double = 44) -> Rect {
    let width = min(720, size.width - 2 * Self.margin)
    let height = min(header + 12 + Double(rows) * rowHeight, size.height - 2 * Self.margin)
    return Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
  }

  /// The hint's line along the bottom.
  var hint: Rect {
    Rect(x: Self.margin, y: size.height - Self.margin - 24, width: size.width - 2 * Self.margin, height: 24)
  }

  /// A toast: above the hint's line; under the navbar instead when the HUD fills the bottom of a
  /// compact window (the toast would cover its text), where the plot leaves it room.
  func toast(hudShown: Bool) -> Rect {
    let y =
      isCompact && hudShown
      ? Self.navbarHeight + Self.margin / 2 : size.height - Self.margin - 24 - Self.toastRoom
    return Rect(x: Self.margin, y: y, width: size.width - 2 * Self.margin, height: Self.toastRoom - 6)
  }
}
