import Foundation
import Motion
import Stage

extension StressScene {
  /// The card nearest the middle of the grid: the one the plot follows and the trace samples.
  var sampleIndex: Int { min((grid.rows / 2) * grid.columns + grid.columns / 2, grid.count - 1) }

  /// The trace: `count` (cards), `moving` (cards not at rest), `attractor` (the pointer's pull,
  /// `{x, y}`, or null), `sample` (the middle card's centre) and `sampleVelocity` (pt/s, on
  /// screen).
  public var probe: SceneProbe {
    let sample = sampleIndex
    let position = springs.position(of: sample)
    let velocity = animator.onScreen(springs.velocity(of: sample))
    let fields = [
      TraceField("count", .number(Double(grid.count))),
      TraceField("moving", .number(Double(springs.movingCount))),
      TraceField("attractor", attractor.map { .vector($0) } ?? .null),
      TraceField("sample", .vector(position)),
      TraceField("sampleVelocity", .vector(velocity)),
    ]
    var probe = SceneProbe(
      fields: fields,
      gesture: pan.state,
      status: ["N \(Self.grouped(grid.count))   moving \(Self.grouped(springs.movingCount))"],
      velocity: velocity,
      axis: PlotAxis(
        label: "middle card y", position: position.y, velocity: velocity.y,
        range: 0...max(1, size.height), velocityScale: 3000),
      isHeld: pan.isActive,
      subject: grid.count == 0 ? nil : currentCard(sample))
    // The middle card is the subject whatever the pointer does: no other card's state is kept
    // at a press or a lift.
    probe.subjectCandidates = []
    // The card the pointer pulls, not the sampled one: where the pointer lag is measured.
    if pan.isActive, let grabbedIndex { probe.grabbedLayer = currentCard(grabbedIndex) }
    return probe
  }

  /// 12 345 → "12 345" (a thin space groups the thousands, as the README writes them).
  static func grouped(_ number: Int) -> String {
    let digits = String(number)
    var result = ""
    for (offset, character) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(" ") }
      result.append(character)
    }
    return result
  }
}
