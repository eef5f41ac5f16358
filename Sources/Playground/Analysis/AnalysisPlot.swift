import Analysis
import Foundation
import Motion
import Scenes
import Stage

/// The analysis window's plot: the followed subject's position and velocity along its main axis
/// against time, the fitted laws over them (the ghost), each sample's residual from its fit in a
/// band along the bottom, the hand-offs marked with their jumps, and the time shown.
struct AnalysisPlot {
  let samples: [MotionSample]
  let analysis: MotionAnalysis?
  /// The times the plot spans (the recording's).
  let span: ClosedRange<Double>
  let shown: Double
  let frame: Rect

  static let positionColor = HUDView.positionColor
  static let velocityColor = HUDView.velocityColor
  static let fitColor = Color(hex: 0xFFE27A)
  static let residualColor = Color(hex: 0xFF6B8A)
  static let residualBand = 30.0

  /// The axis the subject travels furthest along.
  var axis: PlotAxis.Component {
    guard let first = samples.first else { return .x }
    var low = first.position
    var high = first.position
    for sample in samples {
      low = Vector2(x: min(low.x, sample.position.x), y: min(low.y, sample.position.y))
      high = Vector2(x: max(high.x, sample.position.x), y: max(high.y, sample.position.y))
    }
    return high.x - low.x >= high.y - low.y ? .x : .y
  }

  private func along(_ vector: Vector2) -> Double { axis == .x ? vector.x : vector.y }

  /// The segment whose law holds at `time`.
  static func segment(of analysis: MotionAnalysis?, at time: Double) -> MotionSegment? {
    // Within a microsecond: a time stepped to by the arrow keys is a sum of frame intervals.
    analysis?.segments.first { time >= $0.start - 1e-6 && time <= $0.end + 1e-6 }
  }

  func append(to list: inout DisplayList) {
    list.fill(frame, cornerRadius: 10, color: HUDView.panelColor)
    let curves = Rect(
      x: frame.minX + 10, y: frame.minY + 22, width: frame.width - 20,
      height: frame.height - 22 - Self.residualBand - 8)
    let band = Rect(x: curves.minX, y: curves.maxY + 4, width: curves.width, height: Self.residualBand)
    let name = axis == .x ? "x" : "y"
    list.text(
      LayerText(
        "position \(name) (pt)", size: 11, color: Self.positionColor, isBold: true, alignment: .leading),
      in: Rect(x: frame.minX + 10, y: frame.minY + 3, width: 120, height: 18))
    list.text(
      LayerText("velocity (pt/s)", size: 11, color: Self.velocityColor, isBold: true, alignment: .leading),
      in: Rect(x: frame.minX + 130, y: frame.minY + 3, width: 110, height: 18))
    list.text(
      LayerText("fitted laws", size: 11, color: Self.fitColor, isBold: true, alignment: .leading),
      in: Rect(x: frame.minX + 245, y: frame.minY + 3, width: 90, height: 18))
    guard samples.count >= 2 else {
      list.text(
        LayerText(
          "drag on the recording to pick what to follow", size: 12, color: HUDView.textColor), in: curves)
      return
    }
    let spanLength = max(span.upperBound - span.lowerBound, 1e-9)
    func x(_ time: Double) -> Double { curves.minX + (time - span.lowerBound) / spanLength * curves.width }
    // Position: the samples' range; velocity: ± the fastest finite difference.
    let positions = samples.map { along($0.position) }
    let low = positions.min() ?? 0
    let high = positions.max() ?? 1
    // At least 10 pt and 100 pt/s from edge to edge: a still subject's tracking noise (hundredths
    // of a point) stays a flat line instead of filling the plot.
    let range = max(high - low, 10)
    func y(_ position: Double) -> Double { curves.maxY - (position - low) / range * curves.height }
    var velocities: [(time: Double, value: Double)] = []
    for index in 1..<samples.count {
      let dt = samples[index].time - samples[index - 1].time
      guard dt > 0 else { continue }
      velocities.append(
        ((samples[index].time + samples[index - 1].time) / 2, (positions[index] - positions[index - 1]) / dt))
    }
    let fastest = max(velocities.map { abs($0.value) }.max() ?? 1, 50)
    func vy(_ velocity: Double) -> Double { curves.center.y - velocity / fastest * curves.height / 2 }
    list.line(
      [Vector2(x: curves.minX, y: curves.center.y), Vector2(x: curves.maxX, y: curves.center.y)],
      color: Color.white.with(alpha: 0.15))
    list.line(
      samples.indices.map { Vector2(x: x(samples[$0].time), y: y(positions[$0])) }, width: 2,
      color: Self.positionColor)
    list.line(
      velocities.map { Vector2(x: x($0.time), y: vy($0.value)) }, width: 1.5, color: Self.velocityColor)
    // The fitted laws, each over its own segment, and each sample's residual from them.
    var residuals: [(time: Double, value: Double)] = []
    if let analysis {
      for segment in analysis.segments {
        let steps = 80
        let times = (0...steps).map {
          segment.start + (segment.end - segment.start) * Double($0) / Double(steps)
        }
        let states = times.map { segment.state(at: $0) }
        list.line(
          zip(times, states).map { Vector2(x: x($0), y: y(along($1.position))) }, width: 1.5,
          color: Self.fitColor)
        list.line(
          zip(times, states).map { Vector2(x: x($0), y: vy(along($1.velocity))) }, width: 1,
          color: Self.fitColor.with(alpha: 0.6))
        for index in segment.samples where index < samples.count {
          let fitted = segment.state(at: samples[index].time).position
          residuals.append((samples[index].time, (samples[index].position - fitted).magnitude))
        }
      }
      for handoff in analysis.handoffs {
        let at = x(handoff.at)
        list.line(
          [Vector2(x: at, y: curves.minY), Vector2(x: at, y: band.maxY)], color: HUDView.releaseColor)
        var label = String(
          format: "%@ %.1f pt, %.0f pt/s", handoff.kind.rawValue, handoff.positionJump, handoff.velocityJump)
        if let percent = handoff.velocityJumpPercent { label += String(format: " (%.0f %%)", percent) }
        list.text(
          LayerText(label, size: 10, color: HUDView.releaseColor, alignment: .leading, inset: 3),
          in: Rect(x: min(at, curves.maxX - 170), y: curves.minY, width: 170, height: 14))
      }
    }
    // The residual band: 0 at its bottom, its top the largest residual.
    let largest = residuals.map(\.value).max() ?? 0
    list.fill(band, cornerRadius: 3, color: Color.white.with(alpha: 0.06))
    if largest > 0 {
      list.line(
        residuals.map {
          Vector2(x: x($0.time), y: band.maxY - $0.value / largest * (band.height - 2))
        }, color: Self.residualColor)
    }
    list.text(
      LayerText(
        analysis == nil ? "residual: no fit" : String(format: "residual (0 to %.2f pt)", largest), size: 10,
        color: Self.residualColor, alignment: .trailing, inset: 4),
      in: Rect(x: band.maxX - 200, y: band.minY, width: 200, height: 14))
    // The time shown.
    let now = x(min(max(shown, span.lowerBound), span.upperBound))
    list.line([Vector2(x: now, y: curves.minY), Vector2(x: now, y: band.maxY)], width: 1.5, color: .white)
  }
}
