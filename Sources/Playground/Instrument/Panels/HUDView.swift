import Foundation
import Motion
import Scenes
import Stage

/// The heads-up display: a translucent panel with the mode and its parameters, the scene's
/// status, the velocity, the frame rate; and under it the live plot of the scene's main axis
/// (position and velocity) with the grab and release markers, the release printing both sides of
/// the velocity hand-off; or, for a scene that gives one, a whole recording's (``RecordingPlot``).
struct HUDView {
  /// Opaque: nothing under a panel bleeds through its text.
  static let panelColor = Color(red: 0.08, green: 0.1, blue: 0.14, alpha: 1)
  static let keyColor = Color(hex: 0x9CC3FF)
  static let textColor = Color(hex: 0xF4F6FA)
  static let positionColor = Color(hex: 0x6FB1FF)
  static let velocityColor = Color(hex: 0xFFA05A)
  static let grabColor = Color(hex: 0x7BE0A0)
  static let releaseColor = Color(hex: 0xFF6B8A)
  /// Where a curve ran off the plot (white, the one colour no curve has).
  static let clipColor = Color(red: 1, green: 1, blue: 1, alpha: 0.7)
  /// The band under the plot's curves where its words go.
  static let labelBand = 14.0
  static let clippedWidth = 52.0
  /// The text sizes: the panel's lines, the plot's captions, its markers' labels and the clipped
  /// mark. The renderer opens these fonts before the first frame (``textSizes``).
  static let lineSize = 13.0
  static let captionSize = 12.0
  static let markerSize = 11.0
  static let clippedSize = 9.0
  static let textSizes = [lineSize, captionSize, markerSize, clippedSize]

  let scene: any Scene
  let probe: SceneProbe
  let overlay: Overlay
  let layout: OverlayLayout
  /// Measures the plot's labels, so each gets the room it needs.
  let metrics: any TextMetrics
  /// The text lines, the parameters first.
  private(set) var lines: [String] = []
  /// The text panel; ``plotFrame`` is the plot beside it.
  private(set) var panel = Rect(x: 0, y: 0, width: 0, height: 0)

  /// Lays the HUD out (``frames``: what the other panels keep off). It keeps off the scene's
  /// resting frames and the opened `panels` where it can (``HUDPlacement``).
  init(
    scene: any Scene, probe: SceneProbe, overlay: Overlay, layout: OverlayLayout, metrics: any TextMetrics,
    panels: [Rect] = []
  ) {
    self.metrics = metrics
    self.scene = scene
    self.probe = probe
    self.overlay = overlay
    self.layout = layout
    let velocity = Readout.format(
      "velocity %.0f, %.0f pt/s", probe.velocity.x.rounded(), probe.velocity.y.rounded())
    let parameters = parameterLine()
    // A release made in slow motion: what its speed did on screen, and why.
    let slowRelease =
      overlay.readings.handoffInSlowMotion && overlay.readings.lastHandoff == probe.handoff
      ? probe.handoff.map {
        SlowMotionReleaseNote.lines(
          handoff: $0, rule: scene.slowMotionRelease, timeScale: Animator.slowMotionScale)
      } ?? [] : []
    lines =
      [parameters] + probe.status + [velocity] + slowRelease
      + (overlay.readings.continuity.map { [$0.hudLine] } ?? []) + [frameLine()]
      + (overlay.ghosts?.motionLine.map { [$0] } ?? []) + costLines()
    // The compact form: the parameters, the phase and the velocity.
    let compact = [parameters] + probe.status.prefix(1) + [velocity]
    placement = HUDPlacement.place(
      lines: lines.count, compactLines: compact.count, layout: layout, resting: scene.restingFrames,
      panels: panels)
    if placement.isCompact { lines = compact }
    panel = placement.panel
  }

  /// Where the panel and the plot are.
  private(set) var placement = HUDPlacement(
    panel: Rect(x: 0, y: 0, width: 0, height: 0), plot: nil, isCompact: false)

  static let lineHeight = 20.0
  static let cornerRadius = 10.0

  /// The plot beside the text panel, or nil where there is no room for one.
  var plotFrame: Rect? { placement.plot }

  /// Everything the HUD draws on (what the legend and the toast keep off). A press there is
  /// still the scene's: the HUD is read, not pressed (T opens the tuning panel).
  var frames: [Rect] { [panel] + (plotFrame.map { [$0] } ?? []) }

  func append(to list: inout DisplayList) {
    list.fill(panel, cornerRadius: Self.cornerRadius, color: Self.panelColor)
    for (index, line) in lines.enumerated() {
      list.text(
        LayerText(
          line, size: Self.lineSize, color: index == 0 ? Self.keyColor : Self.textColor, alignment: .leading),
        in: Rect(
          x: panel.minX + 12, y: panel.minY + 7 + Double(index) * Self.lineHeight, width: panel.width - 24,
          height: Self.lineHeight))
    }
    if let plotFrame { appendPlot(in: plotFrame, to: &list) }
  }

  /// The frame rate while something moves; "idle" when nothing does (the loop then draws only
  /// when an event comes, so a rate would be stale).
  private func frameLine() -> String {
    let rate =
      scene.isAtRest
      ? "frame: idle"
      : Readout.format(
        "frame %.1f ms  %.0f fps", overlay.readings.statistics.frameTime * 1000,
        overlay.readings.statistics.framesPerSecond)
    // Reduced motion says so where slow motion does; full motion's line is as it was.
    return rate + (scene.slowMotion ? "   slow ×10" : "")
      + (scene.motion == .reduced ? "   reduced motion" : "")
      + (overlay.predictsPointer ? "   predict" : "")
      + (scene.hitTestMode == .model ? "   hit test: model" : "")
  }

  /// The last second's update and draw times (p50 and p99), when the overlay has them.
  private func costLines() -> [String] {
    guard let cost = overlay.readings.frameCost else { return [] }
    let measures: [FrameCostMeter.Measure] =
      cost[FrameCostMeter.Measure.latency.rawValue] == nil ? [.update, .draw] : [.update, .draw, .latency]
    return measures.map { measure in
      guard let summary = cost[measure.rawValue] else { return "\(measure.name): measuring…" }
      return Readout.format(
        "\(measure.name) p50 %.2f ms  p99 %.2f ms", summary.p50 * 1000, summary.p99 * 1000)
    }
  }

  /// The mode's parameters, in the same words as the toasts and the trace (``TuningReport``).
  private func parameterLine() -> String {
    TuningReport.summary(mode: scene.mode, parameters: scene.parameters, compact: true)
  }

  /// Position (blue) and velocity (orange) over the plot's window; time runs left to right, now
  /// at the right. A frame with nothing to plot breaks the curves.
  private func appendPlot(in box: Rect, to list: inout DisplayList) {
    if let series = (scene as? any InstrumentedScene)?.recordingSeries {
      // A recording analysed: the whole of it, the fit against the data, not the last 3 s.
      RecordingPlot(series: series, frame: box, metrics: metrics).append(to: &list)
      return
    }
    list.fill(box, cornerRadius: Self.cornerRadius, color: Self.panelColor)
    let plot = overlay.readings.plot
    let label = plot.label ?? "position"
    let scale = plot.samples.last(where: { $0.axis != nil })?.axis?.velocityScale ?? 3000
    func caption(_ text: String, x: Double, width: Double, color: Color) {
      list.text(
        LayerText(text, size: Self.captionSize, color: color, alignment: .leading),
        in: Rect(x: x, y: box.minY + 4, width: width, height: 18))
    }
    caption(label, x: box.minX + 10, width: 104, color: Self.positionColor)
    // The velocity's caption after the label's column (in a plot narrower than the panel, right
    // after the label, so it fits), and the window's at the right end where all three fit.
    let labelRight =
      box.minX + 10 + min(104, metrics.measure(label, size: Self.captionSize, isBold: false).width)
    let velocityX = box.width < layout.panelWidth ? min(box.minX + 118, labelRight + 12) : box.minX + 118
    let velocityCaption = Readout.format("velocity ±%.0f", scale)
    let velocityRight =
      velocityX + metrics.measure(velocityCaption, size: Self.captionSize, isBold: false).width
    caption(velocityCaption, x: velocityX, width: box.maxX - 6 - velocityX, color: Self.velocityColor)
    if velocityRight + 8 <= box.maxX - 62 {
      caption(
        Readout.format("last %.0f s", plot.window), x: box.maxX - 62, width: 56,
        color: Color(red: 1, green: 1, blue: 1, alpha: 0.5))
    }
    // The curves' area, and under it a band of its own for the words (the markers' labels, the
    // clipped mark), so no word is written over a curve.
    let area = Rect(
      x: box.minX + 10, y: box.minY + 26, width: box.width - 20,
      height: max(0, box.height - 36 - Self.labelBand))
    let band = Rect(x: area.minX, y: area.maxY + 2, width: area.width, height: Self.labelBand)
    guard let newest = plot.samples.last?.time else { return }
    let start = newest - plot.window
    func x(_ time: Double) -> Double { area.minX + (time - start) / plot.window * area.width }
    // Where a curve leaves the plot it runs along the edge: those points are marked there.
    var clipped: [Vector2] = []
    func edge(_ fraction: Double, x: Double) -> Double {
      let shown = min(1, max(0, fraction))
      let y = area.minY + shown * area.height
      if shown != fraction { clipped.append(Vector2(x: x, y: y)) }
      return y
    }
    func y(_ value: Double, on axis: PlotAxis, x: Double) -> Double {
      let span = axis.range.upperBound - axis.range.lowerBound
      return edge(span > 0 ? (value - axis.range.lowerBound) / span : 0.5, x: x)
    }
    var position: [Vector2] = []
    var velocity: [Vector2] = []
    // A closure, not the key path `\.ghosts.count`: the runtime walks a key path through an array
    // at each call, about 2 000 instructions a sample (a fifth of the HUD's cost a frame).
    let ghostCount = plot.samples.reduce(0) { max($0, $1.ghosts.count) }
    var ghosts = [[Vector2]](repeating: [], count: ghostCount)
    var ghostColors = [Color?](repeating: nil, count: ghostCount)
    var previousSample: MotionPlot.Sample?
    for sample in plot.samples {
      // Only the plot's window: scrubbed back while paused, the newest sample is the instant
      // shown, and what was recorded after it would run off the plot's right edge.
      guard sample.time >= start, sample.time <= newest else {
        position.append(Vector2(x: .nan, y: .nan))
        velocity.append(Vector2(x: .nan, y: .nan))
        for index in 0..<ghostCount { ghosts[index].append(Vector2(x: .nan, y: .nan)) }
        continue
      }
      // The ghosts on the same axis: a curve each, broken where there is none (or it diverged).
      for index in 0..<ghostCount {
        if index < sample.ghosts.count, let axis = sample.axis, let value = sample.ghosts[index].value {
          ghosts[index].append(Vector2(x: x(sample.time), y: y(value, on: axis, x: x(sample.time))))
          ghostColors[index] = sample.ghosts[index].color
        } else {
          ghosts[index].append(Vector2(x: .nan, y: .nan))
        }
      }
      // A gap in time (the loop slept while nothing moved) is a gap in the curves, not a ramp.
      let gap = MotionPlot.isGap(before: sample, after: previousSample)
      previousSample = sample
      if gap {
        position.append(Vector2(x: .nan, y: .nan))
        velocity.append(Vector2(x: .nan, y: .nan))
      }
      guard let axis = sample.axis else {
        position.append(Vector2(x: .nan, y: .nan))
        velocity.append(Vector2(x: .nan, y: .nan))
        continue
      }
      let time = x(sample.time)
      position.append(Vector2(x: time, y: y(axis.position, on: axis, x: time)))
      let speed = axis.velocityScale > 0 ? axis.velocity / axis.velocityScale : 0
      velocity.append(Vector2(x: time, y: edge((1 + speed) / 2, x: time)))
    }
    list.line(
      [Vector2(x: area.minX, y: area.center.y), Vector2(x: area.maxX, y: area.center.y)], width: 1,
      color: Color(red: 1, green: 1, blue: 1, alpha: 0.15))
    list.line(position, width: 2, color: Self.positionColor)
    list.line(velocity, width: 2, color: Self.velocityColor)
    // The ghosts over the exact curve, thinner, so one that agrees with it still shows.
    for (curve, color) in zip(ghosts, ghostColors) {
      if let color { list.line(curve, width: 1.5, color: color) }
    }
    if !clipped.isEmpty {
      // Marks on the edge where a curve ran off it, and a word for them.
      for point in clipped {
        list.fill(Rect(center: point, size: Size(width: 2, height: 6)), color: Self.clipColor)
      }
      // In the band, at its right end; the markers' labels stop short of it.
      list.text(
        LayerText("▮ clipped", size: Self.clippedSize, color: Self.clipColor, alignment: .trailing),
        in: Rect(
          x: band.maxX - Self.clippedWidth, y: band.minY, width: Self.clippedWidth, height: band.height))
    }
    // The markers' labels along the band, each beside its line (moved left to fit at the right
    // end); the newest release's first, then the others, then grabs and hitches, and one that
    // would overlap a label already placed is left out rather than written over it. A release's
    // label too long for the band (a narrow plot beside the panel) drops its words and keeps its
    // numbers: "vx -1400 → -1400".
    let labelLimit = band.maxX - (clipped.isEmpty ? 0 : Self.clippedWidth + 4)
    var labels: [(text: String, short: String?, x: Double, color: Color, isRelease: Bool)] = []
    for marker in plot.markers where marker.time >= start && marker.time <= newest {
      let markerX = x(marker.time)
      let edge = [Vector2(x: markerX, y: area.minY), Vector2(x: markerX, y: area.maxY)]
      switch marker {
      case .hitch:
        list.line(edge, width: 1, color: Color(red: 1, green: 1, blue: 1, alpha: 0.5))
        labels.append(("hitch", nil, markerX, Color(red: 1, green: 1, blue: 1, alpha: 0.7), false))
      case .grab:
        list.line(edge, width: 1, color: Self.grabColor)
        labels.append(("grab", nil, markerX, Self.grabColor, false))
      case .release(let handoff):
        list.line(edge, width: 1, color: Self.releaseColor)
        let main = abs(handoff.releaseVelocity.y) >= abs(handoff.releaseVelocity.x) ? "vy" : "vx"
        let release = main == "vy" ? handoff.releaseVelocity.y : handoff.releaseVelocity.x
        let settle = main == "vy" ? handoff.settleVelocity.y : handoff.settleVelocity.x
        labels.append(
          (
            Readout.format("release %@ %.0f → settle %.0f", main, release, settle),
            Readout.format("%@ %.0f → %.0f", main, release, settle), markerX, Self.releaseColor, true
          ))
      }
    }
    var placed: [ClosedRange<Double>] = []
    for label in labels.reversed().sorted(by: { $0.isRelease && !$1.isRelease }) where label.x >= band.minX {
      var text = label.text
      var width = metrics.measure(text, size: Self.markerSize, isBold: false).width
      if let short = label.short, width > labelLimit - band.minX {
        text = short
        width = metrics.measure(text, size: Self.markerSize, isBold: false).width
      }
      let left = max(band.minX, min(label.x + 3, labelLimit - width))
      let span = left...(left + width)
      guard span.upperBound <= labelLimit,
        !placed.contains(where: { $0.overlaps((span.lowerBound - 6)...(span.upperBound + 6)) })
      else { continue }
      placed.append(span)
      list.text(
        LayerText(text, size: Self.markerSize, color: label.color, alignment: .leading),
        in: Rect(x: left, y: band.minY, width: width + 4, height: band.height))
    }
  }
}
