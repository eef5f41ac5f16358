import Foundation
import Motion
import Scenes
import Stage

/// What the HUD's input-timing view shows while something is held: how far the grabbed point
/// trails the pointer, the pointer's velocity estimate, the input-to-present latency, the
/// prediction's offset, and the recent pointer events and frames on the loop's clock. Values
/// only: the session fills it in, ``InputTimingView`` lays it out and draws it.
struct InputTiming: Equatable {
  /// The newest held frame's distance from the pointer to the grabbed point drawn (pt; in a
  /// window the pointer read after the present); nil before one was measured.
  var lag: Double?
  /// Where the scene holds the grabbed point away from the pointer on purpose (a rubber band,
  /// an attachment), the offset (pt); nil while it follows one to one.
  var intended: Double? = nil
  /// The held pointer's velocity estimate (pt/s), the one a release would hand over.
  var velocity: Vector2
  /// Input-to-present latency, p50 over the last second (seconds); nil headless or before a
  /// second of frames.
  var latency: Double?
  /// How far ahead of its place the grabbed layer is drawn (`--predict`, L); nil while off.
  var prediction: Vector2?
  /// The recent pointer events' timestamps and frames' times (loop's clock, seconds).
  var eventTimes: [Double]
  var frameTimes: [Double]
  /// The frame being made (the strip's right edge).
  var now: Double
  /// Whether the run is in a window, where the latency is measured (headless it never is).
  var isWindow = false

  /// The lag as time: the distance over the speed (ms); nil when the pointer is nearly still
  /// (under 50 pt/s a few points of lag would read as a long time) or no lag was measured.
  var lagMilliseconds: Double? {
    let speed = velocity.magnitude
    guard let lag, speed >= 50 else { return nil }
    return lag / speed * 1000
  }
}

/// The HUD's input-timing view (Tab, while a pointer holds something): a small panel at the
/// bottom left, above the hint, with four lines (lag in points and milliseconds, velocity,
/// input-to-present latency, prediction) and a strip of the last 150 ms: a tick for each frame,
/// a dot for each pointer event, so a frame holding two events or three (judder) shows.
/// Drawing only: it takes no presses (it is there only while the pointer is down).
struct InputTimingView {
  /// How much time the strip shows, ending at the frame being made.
  static let stripSpan = 0.150
  static let width = 300.0
  static let lineHeight = 18.0
  static let stripHeight = 26.0
  static let frameTickColor = Color(hex: 0x9CC3FF)
  static let eventColor = Color(hex: 0xFFA05A)

  let timing: InputTiming
  /// The panel.
  let frame: Rect
  let lines: [String]

  /// Laid out at the bottom left of `layout`'s window, above the hint (and a toast's room).
  init(timing: InputTiming, layout: OverlayLayout) {
    self.timing = timing
    let lag =
      timing.intended.map { Readout.format("held %.1f pt off on purpose", $0) }
      ?? timing.lag.map { lag in
        Readout.format("lag %.1f pt", lag)
          + (timing.lagMilliseconds.map { Readout.format("   %.1f ms", $0) } ?? "")
      } ?? "lag: measuring…"
    let velocity = Readout.format(
      "velocity %.0f, %.0f pt/s", timing.velocity.x.rounded(), timing.velocity.y.rounded())
    // In a window the latency comes after a second of frames; headless there is no present,
    // so none ever comes ("measuring… (window only)" was shown in a window too).
    let latency =
      timing.latency.map { Readout.format("input → present p50 %.1f ms", $0 * 1000) }
      ?? (timing.isWindow ? "input → present: measuring…" : "input → present: not measured headless")
    let prediction =
      timing.prediction.map { Readout.format("predict %+.1f, %+.1f pt", $0.x, $0.y) }
      ?? "predict off (\(KeyCommand.togglePrediction.label))"
    lines = [lag, velocity, latency, prediction]
    let height = 8 + Double(lines.count) * Self.lineHeight + 4 + Self.stripHeight + 8
    let width = min(Self.width, layout.size.width - 2 * OverlayLayout.margin)
    let bottom = layout.hint.minY - OverlayLayout.toastRoom - 8
    frame = Rect(x: OverlayLayout.margin, y: max(0, bottom - height), width: width, height: height)
  }

  /// Where the strip is drawn, under the lines.
  var strip: Rect {
    Rect(
      x: frame.minX + 12, y: frame.minY + 8 + Double(lines.count) * Self.lineHeight + 4,
      width: frame.width - 24,
      height: Self.stripHeight)
  }

  /// Where a time (the loop's clock) falls on the strip, nil outside its span.
  func stripX(_ time: Double) -> Double? {
    let age = timing.now - time
    guard age.isFinite, age >= 0, age <= Self.stripSpan else { return nil }
    return strip.maxX - age / Self.stripSpan * strip.width
  }

  func append(to list: inout DisplayList) {
    list.fill(frame, cornerRadius: HUDView.cornerRadius, color: HUDView.panelColor)
    for (index, line) in lines.enumerated() {
      list.text(
        LayerText(line, size: HUDView.captionSize, color: HUDView.textColor, alignment: .leading),
        in: Rect(
          x: frame.minX + 12, y: frame.minY + 8 + Double(index) * Self.lineHeight, width: frame.width - 24,
          height: Self.lineHeight))
    }
    let strip = strip
    list.line(
      [Vector2(x: strip.minX, y: strip.maxY - 6), Vector2(x: strip.maxX, y: strip.maxY - 6)], width: 1,
      color: HUDView.clipColor)
    for time in timing.frameTimes {
      guard let x = stripX(time) else { continue }
      list.line(
        [Vector2(x: x, y: strip.minY), Vector2(x: x, y: strip.maxY)], width: 1.5, color: Self.frameTickColor)
    }
    for time in timing.eventTimes {
      guard let x = stripX(time) else { continue }
      list.fill(
        Rect(center: Vector2(x: x, y: strip.center.y), size: Size(width: 5, height: 5)), cornerRadius: 2.5,
        color: Self.eventColor)
    }
  }
}
