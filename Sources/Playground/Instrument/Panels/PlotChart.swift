import Foundation
import Motion
import Scenes
import Stage

/// The run's plot as a chart (E in the window, `--plot FILE.png`): the subject's main-axis
/// position and velocity against time, the grab, release and hitch markers, the ghosts'
/// curves, axes labelled with units; drawn into a display list with the playground's renderer
/// and font, so it reads like the HUD's plot, only bigger and whole. Values run down the chart
/// as in the HUD's plot (``Scenes/PlotAxis/range``: its lower bound at the top), so a subject
/// that moves down the screen draws a curve that goes down in both.
struct PlotChart {
  static let size = Size(width: 1200, height: 720)
  static let background = Color(hex: 0xFAFBFD)
  static let ink = Color(hex: 0x2B3445)
  static let grid = Color(hex: 0xDDE3EC)
  static let positionColor = Color(hex: 0x2F7DE1)
  static let velocityColor = Color(hex: 0xE8772E)
  static let grabColor = Color(hex: 0x2E9E5B)
  static let releaseColor = Color(hex: 0xD8345F)
  static let hitchColor = Color(hex: 0x8A93A3)

  let history: MotionPlot
  let title: String
  /// Ghost names and colours for the legend, with whether each diverged.
  let legend: [(label: String, color: Color, diverged: Bool)]

  /// "0.1, 0.2, 0.5 × 10ⁿ" steps, about `count` of them over `span`.
  static func niceStep(_ span: Double, count: Double = 6) -> Double {
    guard span.isFinite, span > 0 else { return 1 }
    let raw = span / count
    let magnitude = pow(10, floor(log10(raw)))
    let normalized = raw / magnitude
    let nice: Double = normalized < 1.5 ? 1 : normalized < 3.5 ? 2 : normalized < 7.5 ? 5 : 10
    return nice * magnitude
  }

  func displayList() -> DisplayList {
    var list = DisplayList(visibleBounds: Rect(origin: .zero, size: Self.size))
    list.fill(Rect(origin: .zero, size: Self.size), color: Self.background)
    list.text(
      LayerText(title, size: 18, color: Self.ink, isBold: true, alignment: .leading),
      in: Rect(x: 40, y: 14, width: Self.size.width - 80, height: 30))
    let samples = history.samples.filter { $0.axis != nil }
    guard let first = samples.first, let last = samples.last, let axis = last.axis else {
      list.text(
        LayerText("nothing moved in this run", size: 14, color: Self.ink),
        in: Rect(x: 0, y: 300, width: Self.size.width, height: 30))
      return list
    }
    let start = first.time
    let end = max(last.time, start + 0.1)
    let plotLeft = 100.0
    let plotRight = Self.size.width - 300
    let positionBox = Rect(x: plotLeft, y: 64, width: plotRight - plotLeft, height: 330)
    let velocityBox = Rect(x: plotLeft, y: 440, width: plotRight - plotLeft, height: 200)
    func x(_ time: Double) -> Double { plotLeft + (time - start) / (end - start) * (plotRight - plotLeft) }
    // The position panel spans the subject and the ghosts that did not diverge.
    let positions = samples.compactMap(\.axis?.position) + samples.flatMap { $0.ghosts.compactMap(\.value) }
    let velocities = samples.compactMap(\.axis?.velocity)
    let positionRange = Self.padded(positions.min()!...positions.max()!)
    let velocityRange = Self.padded(min(0, velocities.min()!)...max(0, velocities.max()!))
    appendPanel(
      positionBox, range: positionRange, label: "\(axis.label) [pt]", start: start, end: end, x: x, to: &list)
    appendPanel(
      velocityBox, range: velocityRange, label: "velocity [pt/s]", start: start, end: end, x: x, to: &list)
    appendTimeAxis(below: velocityBox, start: start, end: end, x: x, to: &list)
    func y(_ value: Double, _ range: ClosedRange<Double>, _ box: Rect) -> Double {
      Self.y(value, range: range, in: box)
    }
    // Curves, broken at gaps (a frame with nothing to plot, or the loop asleep).
    var position: [Vector2] = []
    var velocity: [Vector2] = []
    let ghostCount = samples.map(\.ghosts.count).max() ?? 0
    var ghosts = [[Vector2]](repeating: [], count: ghostCount)
    var ghostColors = [Color?](repeating: nil, count: ghostCount)
    var previous: MotionPlot.Sample?
    for sample in history.samples {
      let gap = MotionPlot.isGap(before: sample, after: previous)
      previous = sample
      guard !gap, let axis = sample.axis else {
        position.append(Vector2(x: .nan, y: .nan))
        velocity.append(Vector2(x: .nan, y: .nan))
        for index in ghosts.indices { ghosts[index].append(Vector2(x: .nan, y: .nan)) }
        if sample.axis == nil { continue }
        continue
      }
      position.append(Vector2(x: x(sample.time), y: y(axis.position, positionRange, positionBox)))
      velocity.append(Vector2(x: x(sample.time), y: y(axis.velocity, velocityRange, velocityBox)))
      for index in ghosts.indices {
        if index < sample.ghosts.count, let value = sample.ghosts[index].value {
          ghosts[index].append(Vector2(x: x(sample.time), y: y(value, positionRange, positionBox)))
          ghostColors[index] = sample.ghosts[index].color
        } else {
          ghosts[index].append(Vector2(x: .nan, y: .nan))
        }
      }
    }
    list.line(position, width: 2.5, color: Self.positionColor)
    list.line(velocity, width: 2.5, color: Self.velocityColor)
    // The ghosts over the exact curve, thinner, so one that agrees with it still shows.
    for (curve, color) in zip(ghosts, ghostColors) {
      if let color { list.line(curve, width: 2, color: color) }
    }
    appendMarkers(boxes: [positionBox, velocityBox], start: start, end: end, x: x, to: &list)
    appendLegend(at: Vector2(x: plotRight + 24, y: 64), to: &list)
    return list
  }

  /// Where `value` goes in `box`: `range`'s lower bound at the top, as in the HUD's plot.
  static func y(_ value: Double, range: ClosedRange<Double>, in box: Rect) -> Double {
    box.minY + (value - range.lowerBound) / (range.upperBound - range.lowerBound) * box.height
  }

  static func padded(_ range: ClosedRange<Double>) -> ClosedRange<Double> {
    let span = max(range.upperBound - range.lowerBound, 1)
    return (range.lowerBound - 0.06 * span)...(range.upperBound + 0.06 * span)
  }

  private func appendPanel(
    _ box: Rect, range: ClosedRange<Double>, label: String, start: Double, end: Double, x: (Double) -> Double,
    to list: inout DisplayList
  ) {
    list.fill(box, color: .white)
    let step = Self.niceStep(range.upperBound - range.lowerBound)
    var value = (range.lowerBound / step).rounded(.up) * step
    while value <= range.upperBound {
      let y = Self.y(value, range: range, in: box)
      list.line([Vector2(x: box.minX, y: y), Vector2(x: box.maxX, y: y)], width: 1, color: Self.grid)
      list.text(
        LayerText(Self.format(value, step: step), size: 12, color: Self.ink, alignment: .trailing),
        in: Rect(x: box.minX - 90, y: y - 9, width: 82, height: 18))
      value += step
    }
    let timeStep = Self.niceStep(end - start, count: 8)
    var time = (start / timeStep).rounded(.up) * timeStep
    while time <= end {
      list.line(
        [Vector2(x: x(time), y: box.minY), Vector2(x: x(time), y: box.maxY)], width: 1, color: Self.grid)
      time += timeStep
    }
    list.line(
      [
        Vector2(x: box.minX, y: box.minY), Vector2(x: box.minX, y: box.maxY),
        Vector2(x: box.maxX, y: box.maxY),
      ],
      width: 1.5, color: Self.ink)
    list.text(
      LayerText(label, size: 13, color: Self.ink, isBold: true, alignment: .leading),
      in: Rect(x: box.minX + 8, y: box.minY + 4, width: box.width - 16, height: 20))
  }

  private func appendTimeAxis(
    below box: Rect, start: Double, end: Double, x: (Double) -> Double, to list: inout DisplayList
  ) {
    let step = Self.niceStep(end - start, count: 8)
    var time = (start / step).rounded(.up) * step
    while time <= end {
      list.text(
        LayerText(Self.format(time, step: step), size: 12, color: Self.ink),
        in: Rect(x: x(time) - 40, y: box.maxY + 6, width: 80, height: 18))
      time += step
    }
    list.text(
      LayerText("time [s]", size: 13, color: Self.ink, isBold: true),
      in: Rect(x: box.minX, y: box.maxY + 26, width: box.width, height: 20))
  }

  private func appendMarkers(
    boxes: [Rect], start: Double, end: Double, x: (Double) -> Double, to list: inout DisplayList
  ) {
    let markers: [(time: Double, text: String, color: Color)] = history.markers.compactMap { marker in
      switch marker {
      case .grab(let time): (time, "grab", Self.grabColor)
      case .release(let handoff):
        (
          handoff.time,
          Readout.format(
            "release %.0f, settle %.0f pt/s", Self.mainComponent(handoff.releaseVelocity),
            Self.mainComponent(handoff.settleVelocity)), Self.releaseColor
        )
      case .hitch(let time): (time, "hitch 250 ms", Self.hitchColor)
      }
    }
    for (index, marker) in markers.enumerated() where marker.time >= start && marker.time <= end {
      for box in boxes {
        list.line(
          [Vector2(x: x(marker.time), y: box.minY), Vector2(x: x(marker.time), y: box.maxY)], width: 1.5,
          color: marker.color)
      }
      let box = boxes[0]
      list.text(
        LayerText(marker.text, size: 12, color: marker.color, isBold: true, alignment: .leading),
        in: Rect(x: x(marker.time) + 4, y: box.minY + 24 + Double(index % 3) * 16, width: 220, height: 16))
    }
  }

  private static func mainComponent(_ vector: Vector2) -> Double {
    abs(vector.x) > abs(vector.y) ? vector.x : vector.y
  }

  private func appendLegend(at origin: Vector2, to list: inout DisplayList) {
    var rows: [(String, Color)] = [
      ("subject's position", Self.positionColor), ("subject's velocity", Self.velocityColor),
    ]
    rows += legend.map { ($0.diverged ? "\($0.label): diverged" : $0.label, $0.color) }
    rows += [("grab", Self.grabColor), ("release", Self.releaseColor)]
    for (index, row) in rows.enumerated() {
      let y = origin.y + Double(index) * 22
      list.fill(Rect(x: origin.x, y: y + 7, width: 16, height: 6), cornerRadius: 2, color: row.1)
      list.text(
        LayerText(row.0, size: 12, color: Self.ink, alignment: .leading),
        in: Rect(x: origin.x + 24, y: y, width: Self.size.width - origin.x - 30, height: 20))
    }
  }

  static func format(_ value: Double, step: Double) -> String {
    let decimals = max(0, Int((-log10(step)).rounded(.up)))
    return Readout.format("%.\(decimals)f", value)
  }

  /// Draws the chart offscreen and writes it as PNG.
  func write(to path: String) throws(PlaygroundError) {
    let canvas = try Canvas(offscreenSize: Self.size, pixelScale: 1)
    let renderer = DisplayListRenderer(canvas: canvas, text: TextRenderer(canvas: canvas))
    renderer.draw(displayList(), background: Self.background)
    try canvas.savePNG(to: path, role: "plot")
  }
}
