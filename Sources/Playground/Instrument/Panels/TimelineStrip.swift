import Foundation
import Motion
import Scenes
import Stage

/// The rewind's strip along the bottom while paused: the last 30 s of the recorded timeline, the
/// frame shown marked; a press or a drag on it scrubs there (each frame re-simulated from the
/// recorded input).
struct TimelineStrip {
  /// The strip as drawn (and where it takes presses).
  let frame: Rect
  /// Where the times lie along it.
  let track: Rect
  /// The scene times at its ends, and the one shown.
  let range: ClosedRange<Double>
  let shown: Double

  static let height = 26.0
  static let cornerRadius = 8.0

  init(range: ClosedRange<Double>, shown: Double, layout: OverlayLayout) {
    self.range = range
    self.shown = shown
    frame = Rect(
      x: OverlayLayout.margin, y: layout.hint.maxY - Self.height,
      width: layout.size.width - 2 * OverlayLayout.margin,
      height: Self.height)
    track = Rect(x: frame.minX + 70, y: frame.center.y - 2, width: max(20, frame.width - 70 - 84), height: 4)
  }

  func contains(_ point: Vector2) -> Bool { frame.contains(point, cornerRadius: Self.cornerRadius) }

  /// The scene time at `x` along the track.
  func sceneTime(atX x: Double) -> Double {
    let span = range.upperBound - range.lowerBound
    guard span > 0, track.width > 0 else { return range.upperBound }
    let fraction = min(1, max(0, (x - track.minX) / track.width))
    return range.lowerBound + fraction * span
  }

  private var shownX: Double {
    let span = range.upperBound - range.lowerBound
    return span > 0 ? track.minX + (shown - range.lowerBound) / span * track.width : track.maxX
  }

  func append(to list: inout DisplayList) {
    list.fill(frame, cornerRadius: Self.cornerRadius, color: HUDView.panelColor)
    let back = range.upperBound - range.lowerBound
    list.text(
      LayerText(
        Readout.format("−%.1f s", back), size: 11, color: HUDView.keyColor, alignment: .leading, inset: 10),
      in: Rect(x: frame.minX, y: frame.minY, width: 70, height: frame.height))
    list.fill(track, cornerRadius: 2, color: TuningPanel.trackColor)
    list.fill(
      Rect(x: track.minX, y: track.minY, width: shownX - track.minX, height: track.height), cornerRadius: 2,
      color: TuningPanel.fillColor)
    list.fill(
      Rect(center: Vector2(x: shownX, y: track.center.y), size: Size(width: 4, height: 16)), cornerRadius: 2,
      color: HUDView.textColor)
    let offset = shown - range.upperBound
    let label = offset > -1e-9 ? "now" : Readout.format("%.3f s", offset)
    list.text(
      LayerText(label, size: 11, color: HUDView.textColor, alignment: .trailing, inset: 10),
      in: Rect(x: frame.maxX - 84, y: frame.minY, width: 84, height: frame.height))
  }
}
