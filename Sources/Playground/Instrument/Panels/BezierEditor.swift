import Foundation
import Motion
import Stage

/// The timed mode's cubic-Bézier editor in the tuning panel, after cubic-bezier.com's: the curve
/// from (0, 0) to (1, 1), x the fraction of the duration and y the progress, with its two inner
/// control points as handles to drag. x stays within 0…1 (time runs forwards, as
/// `CAMediaTimingFunction` requires); y may leave 0…1 to overshoot, within the editor's range.
/// A dragged point is rounded to hundredths, as that editor does. The curve is Motion's
/// ``Motion/TimingCurve/cubicBezier(_:_:_:_:)``, solved as every timed settle is.
struct BezierEditor {
  /// The whole editor, drawn as a panel.
  let box: Rect
  /// Where (0, yRange.lowerBound)…(1, yRange.upperBound) is drawn.
  let plot: Rect
  let curve: TimingCurve
  /// The progress shown: room for an overshoot either way.
  static let yRange = -0.5...1.5
  /// How far from a handle's centre a press still takes it, in points.
  static let grabRadius = 12.0
  static let handleColors = [Color(hex: 0xFF4FA3), Color(hex: 0x35D0BA)]

  init(box: Rect, curve: TimingCurve) {
    self.box = box
    self.curve = curve
    plot = Rect(x: box.minX + 12, y: box.minY + 22, width: box.width - 24, height: max(0, box.height - 30))
  }

  /// The point of the plot at curve coordinates (x, y).
  func point(_ x: Double, _ y: Double) -> Vector2 {
    let span = Self.yRange.upperBound - Self.yRange.lowerBound
    return Vector2(
      x: plot.minX + x * plot.width, y: plot.maxY - (y - Self.yRange.lowerBound) / span * plot.height)
  }

  /// The curve coordinates at `point`, kept within the editor (x in 0…1, y in ``yRange``) and
  /// rounded to hundredths.
  func coordinates(at point: Vector2) -> (x: Double, y: Double) {
    let span = Self.yRange.upperBound - Self.yRange.lowerBound
    let x = plot.width > 0 ? (point.x - plot.minX) / plot.width : 0
    let y = plot.height > 0 ? Self.yRange.lowerBound + (plot.maxY - point.y) / plot.height * span : 0
    func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }
    return (
      hundredths(min(1, max(0, x.isFinite ? x : 0))),
      hundredths(min(Self.yRange.upperBound, max(Self.yRange.lowerBound, y.isFinite ? y : 0)))
    )
  }

  /// The handles' centres: the first and second control points.
  var handles: [Vector2] {
    let (x1, y1, x2, y2) = curve.controlPoints
    return [point(x1, y1), point(x2, y2)]
  }

  /// The handle a press at `point` takes (the nearer, within ``grabRadius``), if any.
  func handle(at point: Vector2) -> Int? {
    let distances = handles.map { $0.distance(to: point) }
    guard let nearest = distances.indices.min(by: { distances[$0] < distances[$1] }),
      distances[nearest] <= Self.grabRadius
    else { return nil }
    return nearest
  }

  /// The curve with handle `index` moved to `point`.
  func curve(moving index: Int, to point: Vector2) -> TimingCurve {
    var (x1, y1, x2, y2) = curve.controlPoints
    let (x, y) = coordinates(at: point)
    if index == 0 { (x1, y1) = (x, y) } else { (x2, y2) = (x, y) }
    return .cubicBezier(x1, y1, x2, y2)
  }

  func append(to list: inout DisplayList) {
    list.fill(box, cornerRadius: 8, color: Color(red: 1, green: 1, blue: 1, alpha: 0.06))
    // The unit square (0 and 1 in time and progress) faintly, then the curve over it.
    let corners = [point(0, 0), point(1, 0), point(1, 1), point(0, 1), point(0, 0)]
    list.line(corners, width: 1, color: TuningPanel.trackColor)
    let (x1, y1, x2, y2) = curve.controlPoints
    let samples = (0...60).map { index -> Vector2 in
      // The Bézier by its parameter: every point of it, overshoot included.
      let s = Double(index) / 60
      let a = 3 * s * (1 - s) * (1 - s)
      let b = 3 * s * s * (1 - s)
      let c = s * s * s
      let y = a * y1 + b * y2 + c
      return point(a * x1 + b * x2 + c, min(Self.yRange.upperBound, max(Self.yRange.lowerBound, y)))
    }
    let arms = [(point(0, 0), handles[0]), (point(1, 1), handles[1])]
    for ((start, handle), color) in zip(arms, Self.handleColors) {
      list.line([start, handle], width: 1.5, color: color.with(alpha: 0.8))
    }
    list.line(samples, width: 2, color: HUDView.positionColor)
    for (handle, color) in zip(handles, Self.handleColors) {
      list.fill(
        Rect(center: handle, size: Size(width: 14, height: 14)), cornerRadius: 7, color: HUDView.textColor)
      list.fill(Rect(center: handle, size: Size(width: 10, height: 10)), cornerRadius: 5, color: color)
    }
    list.text(
      LayerText(
        "drag the handles · Ctrl+V pastes", size: 11, color: HUDView.grabColor,
        alignment: .leading),
      in: Rect(x: box.minX + 8, y: box.minY + 3, width: box.width - 16, height: 18))
  }

  // MARK: As text

  /// The value being typed into the curve's field has this id (``ValueEdit``).
  static let fieldID = "cubic-bezier"

  /// CSS's form, which cubic-bezier.com and the browsers write: `cubic-bezier(0.42, 0, 0.58, 1)`.
  static func text(_ curve: TimingCurve) -> String {
    let (x1, y1, x2, y2) = curve.controlPoints
    return "cubic-bezier(\([x1, y1, x2, y2].map { CodeNumber.text($0) }.joined(separator: ", ")))"
  }

  /// The curve `text` gives: `cubic-bezier(x1, y1, x2, y2)` (as CSS and cubic-bezier.com write
  /// it, `.17` included), or the four numbers alone, separated by commas or spaces; nil unless it
  /// is four finite numbers with both x within 0…1.
  static func curve(parsing text: String) -> TimingCurve? {
    var body = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    if body.hasSuffix(";") { body.removeLast() }
    if body.hasPrefix("cubic-bezier") {
      body = String(body.dropFirst("cubic-bezier".count)).trimmingCharacters(in: .whitespaces)
      guard body.hasPrefix("("), body.hasSuffix(")") else { return nil }
      body = String(body.dropFirst().dropLast())
    }
    let words = body.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" })
    let numbers = words.compactMap { Double($0) }
    guard words.count == 4, numbers.count == 4, numbers.allSatisfy(\.isFinite),
      (0...1).contains(numbers[0]), (0...1).contains(numbers[2])
    else { return nil }
    return .cubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
  }
}
