import Foundation
import Motion

/// Where the analysis scene's parts go for a window size: the recording on the left under a
/// title bar, the timeline strip under it, the segments' list at the foot of the right column
/// (the instrument's tuning panel takes its top, as in every scene).
struct AnalysisLayout: Equatable {
  let size: Size
  static let margin = OverlayLayout.margin
  static let barHeight = 64.0
  static let stripHeight = 26.0

  /// The overlays' layout for the same size: the tuning panel's place and width.
  var overlay: OverlayLayout { OverlayLayout(size: size) }

  /// The right column: the tuning panel, then the segments.
  var columnX: Double { size.width - Self.margin - overlay.panelWidth }

  /// The title bar along the top.
  var bar: Rect { Rect(x: 0, y: 0, width: columnX, height: Self.barHeight) }

  /// The timeline strip along the bottom, under the recording.
  var strip: Rect {
    Rect(
      x: Self.margin, y: size.height - Self.margin - Self.stripHeight, width: columnX - 2 * Self.margin,
      height: Self.stripHeight)
  }

  /// The room for the recording (it is fitted inside, keeping its shape).
  var stage: Rect {
    let top = Self.barHeight + Self.margin
    return Rect(
      x: Self.margin, y: top, width: columnX - 2 * Self.margin, height: max(40, strip.minY - 8 - top))
  }

  /// The segments' list: the lower half of the right column.
  var list: Rect {
    let y = max(size.height / 2, Self.barHeight)
    return Rect(x: columnX, y: y, width: overlay.panelWidth, height: max(0, size.height - Self.margin - y))
  }

  /// Where on the strip's track a time is (the track leaves room for the two times written at
  /// its ends).
  var track: Rect {
    Rect(x: strip.minX + 70, y: strip.center.y - 2, width: max(20, strip.width - 70 - 84), height: 4)
  }
}

/// Maps the recording's pixels (or a samples file's points) into the window's points: the
/// content's bounds fitted inside a frame, keeping its shape, centred.
struct ContentMapping: Equatable {
  /// The content's bounds in its own units.
  var content: Rect
  /// Where it is drawn, in window points.
  var drawn: Rect

  init(content: Rect, into frame: Rect) {
    self.content = content
    let scale =
      content.width > 0 && content.height > 0
      ? min(frame.width / content.width, frame.height / content.height) : 1
    let size = Size(width: content.width * scale, height: content.height * scale)
    drawn = Rect(
      x: frame.minX + (frame.width - size.width) / 2, y: frame.minY + (frame.height - size.height) / 2,
      width: size.width, height: size.height)
  }

  var scale: Double { content.width > 0 ? drawn.width / content.width : 1 }

  /// A point of the content in window points.
  func view(_ point: Vector2) -> Vector2 {
    Vector2(
      x: drawn.minX + (point.x - content.minX) * scale, y: drawn.minY + (point.y - content.minY) * scale)
  }

  /// A window point in the content's units.
  func content(_ point: Vector2) -> Vector2 {
    Vector2(
      x: content.minX + (point.x - drawn.minX) / scale, y: content.minY + (point.y - drawn.minY) / scale)
  }
}
