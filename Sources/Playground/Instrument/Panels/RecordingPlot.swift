import Motion
import Scenes
import Stage

/// The HUD's plot for a scene that provides a whole recording's series (``RecordingSeries``):
/// position (blue) and velocity (orange) of each sample over the recording's span, as dots, the
/// fitted laws through them as lines (yellow, the analysis's ghost), each sample's residual in a band under them, a line at each
/// hand-off with its jumps, and a cursor at the time shown. It draws in the HUD's plot frame,
/// with the live plot's colours and direction (a larger value lower, as on screen), so the same
/// panel reads the same way in every scene.
struct RecordingPlot {
  let series: RecordingSeries
  let frame: Rect
  let metrics: any TextMetrics
  /// The positions' range, with a margin, at least 10 pt: a still subject's tracking noise
  /// (hundredths of a point) stays a flat line instead of filling the plot.
  let positionRange: ClosedRange<Double>
  /// ± the fastest finite difference with a margin, at least 50 pt/s.
  let velocityScale: Double

  /// The plot of `series` in `frame`; its scales are worked out once here, not again for each
  /// point drawn (every sample's dot and every law's step asked for them, each reading every
  /// sample).
  init(series: RecordingSeries, frame: Rect, metrics: any TextMetrics) {
    self.series = series
    self.frame = frame
    self.metrics = metrics
    let values = series.positions.map(\.value)
    let low = values.min() ?? 0
    let high = values.max() ?? 1
    let middle = (low + high) / 2
    let half = max((high - low) * 1.2, 10) / 2
    positionRange = (middle - half)...(middle + half)
    velocityScale = max((series.velocities.map { abs($0.value) }.max() ?? 0) * 1.2, 50)
  }

  static let fitColor = Color(hex: 0xFFE27A)
  static let residualColor = Color(hex: 0xFF9DB2)
  static let cursorColor = Color.white
  static let residualBand = 22.0
  /// A sample's dot.
  static let dot = 2.5

  /// The curves' area, the residual band under it and the band for the hand-offs' words.
  var area: Rect {
    Rect(
      x: frame.minX + 10, y: frame.minY + 26, width: frame.width - 20,
      height: max(10, frame.height - 26 - Self.residualBand - HUDView.labelBand - 14))
  }
  var band: Rect {
    Rect(x: area.minX, y: area.maxY + 4, width: area.width, height: Self.residualBand)
  }
  var labels: Rect {
    Rect(x: area.minX, y: band.maxY + 2, width: area.width, height: HUDView.labelBand)
  }

  /// Where `time` is across the plot.
  func x(_ time: Double) -> Double {
    let length = max(series.span.upperBound - series.span.lowerBound, 1e-9)
    let clamped = min(max(time, series.span.lowerBound), series.span.upperBound)
    return area.minX + (clamped - series.span.lowerBound) / length * area.width
  }

  func positionY(_ value: Double) -> Double {
    let range = positionRange
    let fraction = (value - range.lowerBound) / (range.upperBound - range.lowerBound)
    return area.minY + min(1, max(0, fraction)) * area.height
  }

  func velocityY(_ value: Double) -> Double {
    area.minY + min(1, max(0, (1 + value / velocityScale) / 2)) * area.height
  }

  func append(to list: inout DisplayList) {
    list.fill(frame, cornerRadius: HUDView.cornerRadius, color: HUDView.panelColor)
    appendCaptions(to: &list)
    guard series.positions.count >= 2 else {
      list.text(
        LayerText(series.emptyText, size: HUDView.captionSize, color: HUDView.textColor), in: area)
      return
    }
    let zero = velocityY(0)
    list.line(
      [Vector2(x: area.minX, y: zero), Vector2(x: area.maxX, y: zero)], width: 1,
      color: Color(red: 1, green: 1, blue: 1, alpha: 0.15))
    // The samples as dots and the laws as lines: where a law fits, the line runs through the
    // dots, both seen; drawn as two lines, the fit hid the data it was fitted to.
    appendDots(
      series.velocities.map { Vector2(x: x($0.time), y: velocityY($0.value)) }, HUDView.velocityColor,
      to: &list)
    appendDots(
      series.positions.map { Vector2(x: x($0.time), y: positionY($0.value)) }, HUDView.positionColor,
      to: &list)
    for curve in series.fittedPositions {
      list.line(
        curve.map { Vector2(x: x($0.time), y: positionY($0.value)) }, width: 1.5, color: Self.fitColor)
    }
    for curve in series.fittedVelocities {
      list.line(
        curve.map { Vector2(x: x($0.time), y: velocityY($0.value)) }, width: 1,
        color: Self.fitColor.with(alpha: 0.6))
    }
    appendResiduals(to: &list)
    appendMarkers(to: &list)
    // The time shown, across the curves and the residual band.
    let now = x(series.shown)
    list.line(
      [Vector2(x: now, y: area.minY), Vector2(x: now, y: band.maxY)], width: 1.5, color: Self.cursorColor)
  }

  /// `points` as small squares, at most one every 2 pt across: a long recording's thousands of
  /// samples are thinned, not drawn over each other.
  private func appendDots(_ points: [Vector2], _ color: Color, to list: inout DisplayList) {
    var lastX = -Double.infinity
    for point in points where point.x - lastX >= 2 {
      lastX = point.x
      list.fill(Rect(center: point, size: Size(width: Self.dot, height: Self.dot)), color: color)
    }
  }

  /// The axis, the velocity's scale, the fit's colour, and the span (where the others leave room).
  private func appendCaptions(to list: inout DisplayList) {
    var left = frame.minX + 10
    let captions = [
      (series.label, HUDView.positionColor),
      (Readout.format("velocity ±%.0f", velocityScale), HUDView.velocityColor),
      ("fitted", Self.fitColor),
    ]
    for (text, color) in captions {
      let width = metrics.measure(text, size: HUDView.captionSize, isBold: false).width
      guard left + width <= frame.maxX - 6 else { break }
      list.text(
        LayerText(text, size: HUDView.captionSize, color: color, alignment: .leading),
        in: Rect(x: left, y: frame.minY + 4, width: width + 4, height: 18))
      left += width + 14
    }
    let whole = Readout.format("whole %.2f s", series.span.upperBound - series.span.lowerBound)
    let width = metrics.measure(whole, size: HUDView.captionSize, isBold: false).width
    if left + width <= frame.maxX - 6 {
      list.text(
        LayerText(whole, size: HUDView.captionSize, color: Color(red: 1, green: 1, blue: 1, alpha: 0.5)),
        in: Rect(x: frame.maxX - 10 - width, y: frame.minY + 4, width: width + 4, height: 18))
    }
  }

  /// Each sample's residual: 0 at the band's foot, its top the largest.
  private func appendResiduals(to list: inout DisplayList) {
    list.fill(band, cornerRadius: 3, color: Color(red: 1, green: 1, blue: 1, alpha: 0.06))
    let largest = series.residuals.map(\.value).max() ?? 0
    if largest > 0 {
      list.line(
        series.residuals.map {
          Vector2(x: x($0.time), y: band.maxY - 1 - $0.value / largest * (band.height - 2))
        },
        width: 1, color: Self.residualColor)
    }
    let caption =
      series.isFitted ? Readout.format("residual 0–%.2f pt", largest) : "residual: no fit"
    list.text(
      LayerText(
        caption, size: HUDView.clippedSize, color: Self.residualColor, alignment: .trailing, inset: 4),
      in: Rect(x: band.maxX - 160, y: band.minY, width: 160, height: 12))
  }

  /// A line at each hand-off, and its jumps in the band under the residuals: left to right,
  /// moved left to fit at the right end, and left out rather than written over one placed.
  private func appendMarkers(to list: inout DisplayList) {
    var placed: [ClosedRange<Double>] = []
    for marker in series.markers {
      let at = x(marker.time)
      list.line(
        [Vector2(x: at, y: area.minY), Vector2(x: at, y: labels.minY)], width: 1, color: HUDView.releaseColor)
      let width = metrics.measure(marker.label, size: HUDView.markerSize, isBold: false).width
      let left = max(labels.minX, min(at + 3, labels.maxX - width))
      let span = left...(left + width)
      guard !placed.contains(where: { $0.overlaps((span.lowerBound - 6)...(span.upperBound + 6)) }) else {
        continue
      }
      placed.append(span)
      list.text(
        LayerText(marker.label, size: HUDView.markerSize, color: HUDView.releaseColor, alignment: .leading),
        in: Rect(x: left, y: labels.minY, width: width + 4, height: labels.height))
    }
  }
}
