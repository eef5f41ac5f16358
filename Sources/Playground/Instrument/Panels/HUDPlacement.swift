import Motion
import Scenes

/// Where the HUD's text panel and its plot go in one window: somewhere that covers none of the
/// scene's resting frames (``Scene/restingFrames``, where its subject rests and its content is
/// read) nor the panels opened on purpose (tuning, code), chosen deterministically from the
/// window's size, the scene's frames and the HUD's line count.
///
/// The forms, richest first: the plot under the panel (180 pt, then 120), the plot beside it (as
/// wide as the panel, then 200 pt and widened to what is free), the plot under it at its
/// smallest (60 pt). Each form is tried at the four corners of the room under the navbar and
/// above the hint (top-left, bottom-left, top-right, bottom-right), then at every place next to
/// a frame's edge, top to bottom and left to right; the first place that covers nothing wins.
/// In a small window (``OverlayLayout/isCompact``) the panel alone, then its compact form (the
/// parameters, the phase and the velocity, 300 pt wide) over a plot of 120 pt, beside one, over
/// one of 60 pt, then the compact form alone are tried too, so the HUD shrinks before it covers the subject, and
/// gives up its words before its curves. Where nothing fits, the place that covers the opened panels
/// least and then the resting frames least wins (the earlier on a tie): the overlays give the
/// subject room first.
struct HUDPlacement: Equatable {
  /// The text panel.
  var panel: Rect
  /// The plot beside the panel; nil when this place has none.
  var plot: Rect?
  /// Whether the panel shows only its compact lines.
  var isCompact: Bool
  /// Whether this place covers none of the resting frames and opened panels (false: nothing
  /// did, and this one covers them least).
  var fits = true

  /// The gap kept between the HUD and a resting frame or an opened panel.
  static let gap = 8.0
  /// The gap between the panel and its plot.
  static let plotGap = 8.0
  /// The compact form's width: its three lines fit in it, and it covers less than the panel.
  static let compactWidth = 300.0
  /// The narrowest plot beside the panel.
  static let narrowPlotWidth = 200.0

  /// The HUD's shape in one form, before it is placed.
  private enum Form {
    case column(plotHeight: Double)
    case row(plotWidth: Double)
    case panelOnly
    /// The compact lines with the plot under them, as wide as they are.
    case compactColumn(plotHeight: Double)
    /// The compact lines with the plot beside them, as tall as they are.
    case compactRow(plotWidth: Double)
    case compact

    /// Whether the plot is beside the panel (it grows to what is free).
    var isRow: Bool {
      switch self {
      case .row, .compactRow: return true
      case .column, .panelOnly, .compactColumn, .compact: return false
      }
    }
  }

  /// The place for a panel of `lines` lines (`compactLines` in its compact form), keeping off
  /// `resting` (the scene's frames) and `panels` (the opened panels).
  static func place(
    lines: Int, compactLines: Int, layout: OverlayLayout, resting: [Rect], panels: [Rect]
  ) -> HUDPlacement {
    let width = layout.panelWidth
    // Under the navbar, above the hint's line (2 pt clear of it), inside the margins.
    let top = Navbar.height + OverlayLayout.margin
    let room = Rect(
      x: OverlayLayout.margin, y: top, width: layout.size.width - 2 * OverlayLayout.margin,
      height: layout.hint.minY - 2 - top)
    let panelHeight = Self.panelHeight(lines: lines)
    var forms: [Form] = [
      .column(plotHeight: 180), .column(plotHeight: 120), .row(plotWidth: width),
      .row(plotWidth: Self.narrowPlotWidth), .column(plotHeight: 60),
    ]
    if layout.isCompact {
      forms += [
        .panelOnly, .compactColumn(plotHeight: 120), .compactRow(plotWidth: Self.narrowPlotWidth),
        .compactColumn(plotHeight: 60), .compact,
      ]
    }
    // Kept `gap` away from: a place touching a frame's edge does not count as clear of it.
    let resting = resting.map { $0.insetBy(-Self.gap) }
    let panels = panels.map { $0.insetBy(-Self.gap) }
    let obstacles = resting + panels
    var best: (placement: HUDPlacement, score: (Double, Double))?
    for form in forms {
      let block: Size
      switch form {
      case .column(let plotHeight):
        block = Size(width: width, height: panelHeight + Self.plotGap + plotHeight)
      case .row(let plotWidth):
        block = Size(width: width + Self.plotGap + plotWidth, height: panelHeight)
      case .panelOnly: block = Size(width: width, height: panelHeight)
      case .compactColumn(let plotHeight):
        block = Size(
          width: min(width, Self.compactWidth),
          height: Self.panelHeight(lines: compactLines) + Self.plotGap + plotHeight)
      case .compactRow(let plotWidth):
        block = Size(
          width: min(width, Self.compactWidth) + Self.plotGap + plotWidth,
          height: Self.panelHeight(lines: compactLines))
      case .compact:
        block = Size(width: min(width, Self.compactWidth), height: Self.panelHeight(lines: compactLines))
      }
      for origin in Self.origins(of: block, in: room, around: obstacles) {
        var placement = Self.placement(form, at: origin, width: width, panelHeight: panelHeight, block: block)
        let score = (
          Self.covered(by: placement.frames, of: panels), Self.covered(by: placement.frames, of: resting)
        )
        if score == (0, 0) {
          if form.isRow, var plot = placement.plot {
            // The narrow plot grows to what is free, up to the panel's width.
            while plot.width + 10 <= width, plot.maxX + 10 <= room.maxX {
              let wider = Rect(x: plot.minX, y: plot.minY, width: plot.width + 10, height: plot.height)
              guard Self.covered(by: [wider], of: panels + resting) == 0 else { break }
              plot = wider
            }
            placement.plot = plot
          }
          return placement
        }
        placement.fits = false
        if best == nil || score < best!.score { best = (placement, score) }
      }
    }
    return best?.placement
      ?? HUDPlacement(
        panel: Rect(x: room.minX, y: room.minY, width: width, height: panelHeight), plot: nil,
        isCompact: false,
        fits: false)
  }

  /// What the HUD draws on.
  var frames: [Rect] { [panel] + (plot.map { [$0] } ?? []) }

  static func panelHeight(lines: Int) -> Double { 14 + Double(lines) * HUDView.lineHeight }

  private static func placement(
    _ form: Form, at origin: Vector2, width: Double, panelHeight: Double, block: Size
  ) -> HUDPlacement {
    let panel = Rect(x: origin.x, y: origin.y, width: width, height: panelHeight)
    switch form {
    case .column(let plotHeight):
      return HUDPlacement(
        panel: panel,
        plot: Rect(x: origin.x, y: panel.maxY + plotGap, width: width, height: plotHeight), isCompact: false)
    case .row(let plotWidth):
      return HUDPlacement(
        panel: panel,
        plot: Rect(x: panel.maxX + plotGap, y: origin.y, width: plotWidth, height: panelHeight),
        isCompact: false)
    case .panelOnly:
      return HUDPlacement(panel: panel, plot: nil, isCompact: false)
    case .compactColumn(let plotHeight):
      let compact = Rect(
        x: origin.x, y: origin.y, width: block.width, height: block.height - plotGap - plotHeight)
      return HUDPlacement(
        panel: compact,
        plot: Rect(x: origin.x, y: compact.maxY + plotGap, width: block.width, height: plotHeight),
        isCompact: true)
    case .compactRow(let plotWidth):
      let compact = Rect(
        x: origin.x, y: origin.y, width: block.width - plotGap - plotWidth, height: block.height)
      return HUDPlacement(
        panel: compact,
        plot: Rect(x: compact.maxX + plotGap, y: origin.y, width: plotWidth, height: block.height),
        isCompact: true)
    case .compact:
      return HUDPlacement(
        panel: Rect(origin: origin, size: block), plot: nil, isCompact: true)
    }
  }

  /// Where a block of `size` may go: the room's four corners first, then against each
  /// obstacle's edges, top to bottom and left to right; every one inside the room.
  private static func origins(of size: Size, in room: Rect, around obstacles: [Rect]) -> [Vector2] {
    let left = room.minX
    let right = room.maxX - size.width
    let top = room.minY
    let bottom = room.maxY - size.height
    guard left <= right, top <= bottom else { return [] }
    let corners = [
      Vector2(x: left, y: top), Vector2(x: left, y: bottom), Vector2(x: right, y: top),
      Vector2(x: right, y: bottom),
    ]
    let xs = Set([left, right] + obstacles.flatMap { [$0.maxX, $0.minX - size.width] })
      .filter { $0 >= left && $0 <= right }.sorted()
    let ys = Set([top, bottom] + obstacles.flatMap { [$0.maxY, $0.minY - size.height] })
      .filter { $0 >= top && $0 <= bottom }.sorted()
    var origins = corners
    for y in ys {
      for x in xs where !corners.contains(Vector2(x: x, y: y)) { origins.append(Vector2(x: x, y: y)) }
    }
    return origins
  }

  /// The area of `rects` that `frames` cover (summed over the pairs).
  static func covered(by frames: [Rect], of rects: [Rect]) -> Double {
    var area = 0.0
    for frame in frames {
      for rect in rects {
        let width = min(frame.maxX, rect.maxX) - max(frame.minX, rect.minX)
        let height = min(frame.maxY, rect.maxY) - max(frame.minY, rect.minY)
        if width > 0 && height > 0 { area += width * height }
      }
    }
    return area
  }
}
