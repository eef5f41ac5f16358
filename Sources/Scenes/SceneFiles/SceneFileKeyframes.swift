import Motion
import Stage

/// A progress link of three or more points (``SceneFileFollowSpec/Keyframes``) worked out for a
/// window's size: the followed position's points and the property's values there. Between two
/// neighbouring points the value goes straight from one to the next (`mapRange` on that
/// segment); past the first or the last point it holds that point's value (`clip`) or goes on
/// along the end segment. So `"from": [576, 376, 176], "to": [1, 0.8, 1]` scales a card down to
/// 0.8 over the first 200 pt of a drag and back to 1 over the next.
struct SceneFileKeyframes {
  let from: [Double]
  /// The values at the points (numbers), or nil for a colour link.
  let to: [Double]?
  let colors: [Color]?

  init(_ keyframes: SceneFileFollowSpec.Keyframes, in size: Size) {
    from = keyframes.from.map { $0.value(in: size) }
    var numbers: [Double] = []
    var colors: [Color] = []
    for value in keyframes.to {
      switch value {
      case .number(let expression): numbers.append(expression.value(in: size))
      case .color(let color): colors.append(color)
      }
    }
    to = colors.isEmpty ? numbers : nil
    self.colors = colors.isEmpty ? nil : colors
  }

  /// The segment a position is on and how far along it (0…1 within it): the first segment that
  /// holds it, in the file's order; outside them all, the end segment nearer it, its fraction
  /// held to that end (`clip`) or past it.
  func segment(at position: Double, clip: Bool) -> (index: Int, fraction: Double) {
    let last = from.count - 2
    guard position.isFinite else { return (0, 0) }
    for index in 0...last {
      let a = from[index]
      let b = from[index + 1]
      if min(a, b) <= position, position <= max(a, b) {
        return (index, a == b ? 0 : (position - a) / (b - a))
      }
    }
    let nearStart = abs(position - from[0]) <= abs(position - from[last + 1])
    let index = nearStart ? 0 : last
    let a = from[index]
    let b = from[index + 1]
    guard !clip, a != b else { return (index, nearStart ? 0 : 1) }
    return (index, (position - a) / (b - a))
  }

  /// The number at `position` (a colour link's: 0).
  func value(at position: Double, clip: Bool) -> Double {
    guard let to else { return 0 }
    let (index, fraction) = segment(at: position, clip: clip)
    let value = to[index] + fraction * (to[index + 1] - to[index])
    return value.isFinite ? value : to[index]
  }

  /// The colour at `position`, or nil for a number link.
  func color(at position: Double, clip: Bool) -> Color? {
    guard let colors else { return nil }
    let (index, fraction) = segment(at: position, clip: clip)
    return SceneFileProperty.blend(colors[index], colors[index + 1], fraction)
  }
}
