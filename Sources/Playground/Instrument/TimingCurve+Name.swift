import Foundation
import Motion

/// The names presets, the trace, the HUD and the tuning panel give Core Animation's curves: one
/// table, so a curve a preset names is the curve the panel highlights and the trace reports.
extension TimingCurve {
  /// The named curves, in the tuning panel's order.
  static let named: [(name: String, curve: TimingCurve)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
  ]

  /// The curve's name: a named one's, else `cubicBezier(x1, y1, x2, y2)`.
  var name: String {
    if let named = Self.named.first(where: { $0.curve == self }) { return named.name }
    let (x1, y1, x2, y2) = controlPoints
    return "cubicBezier(\(x1), \(y1), \(x2), \(y2))"
  }

  /// The curve `name` names (as ``name`` writes it), or nil.
  init?(name: String) {
    if let named = Self.named.first(where: { $0.name == name }) {
      self = named.curve
      return
    }
    guard name.hasPrefix("cubicBezier("), name.hasSuffix(")") else { return nil }
    let numbers = name.dropFirst("cubicBezier(".count).dropLast().split(separator: ",").map {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    guard numbers.count == 4, let x1 = numbers[0], let y1 = numbers[1], let x2 = numbers[2],
      let y2 = numbers[3],
      [x1, y1, x2, y2].allSatisfy(\.isFinite), (0...1).contains(x1), (0...1).contains(x2)
    else { return nil }
    self = .cubicBezier(x1, y1, x2, y2)
  }
}
