import Motion
import Scenes

/// Where the playground's panels go in a window of a given size, from 480×360 to full screen:
/// the tuning panel on the right, the help in the middle, the hint and toasts along the bottom;
/// the HUD and its plot wherever they keep off the scene's subject (``HUDPlacement``). Every
/// rectangle stays inside the window; text inside them is shortened with an ellipsis rather
/// than clipped.
struct OverlayLayout: Equatable {
  let size: Size
  static let margin = 12.0
  /// A toast's height and the gap under it.
  static let toastRoom = 34.0

  /// A window too small for side panels beside the subject: panels shrink, and the HUD drops
  /// its plot and then lines before it covers the subject.
  var isCompact: Bool { size.width < 720 || size.height < 500 }

  /// The width of the HUD and of the tuning panel.
  var panelWidth: Double {
    isCompact ? min(size.width - 2 * Self.margin, 380) : min(360, max(300, size.width * 0.32))
  }

  /// The tuning panel, `height` tall at most.
  func tuningPanel(height: Double) -> Rect {
    let available = size.height - Navbar.height - 2 * Self.margin - 30
    let clamped = min(height, available)
    if isCompact {
      return Rect(
        x: (size.width - panelWidth) / 2, y: Navbar.height + Self.margin, width: panelWidth,
        height: clamped)
    }
    return Rect(
      x: size.width - Self.margin - panelWidth, y: Navbar.height + Self.margin, width: panelWidth,
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

  /// Where a toast may go, in order: above the hint's line, then under the navbar (where the
  /// HUD or the legend would cover the first).
  var toastBoxes: [Rect] {
    [size.height - Self.margin - 24 - Self.toastRoom, Navbar.height + Self.margin / 2].map { y in
      Rect(x: Self.margin, y: y, width: size.width - 2 * Self.margin, height: Self.toastRoom - 6)
    }
  }
}
