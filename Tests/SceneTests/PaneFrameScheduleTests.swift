import Motion
import Stage
import Testing

@testable import Scenes

/// The pane's curve depends on the input's timestamps only, never on the frame schedule: the
/// same input at 30, 60, 144 and 240 fps, or at 60 fps with one 250 ms frame, puts the pane at
/// the same place at the same instants. The scene is driven as the playground's session drives
/// it: each input at its own time (advance to it, then apply), then the frame's time.
@Suite("Pane scene: frame-rate independence")
struct PaneFrameScheduleTests {
  enum Input {
    case space(Double)
    case pointer(PointerEvent)

    var time: Double {
      switch self {
      case .space(let time): time
      case .pointer(let event): event.timestamp
      }
    }
  }

  /// Space opens at 0.05; a tap at 0.21 reverses it in flight; at 1.3 a flick up from the strip
  /// opens it again; at 1.55 a press catches it mid-flight and drags it down, released moving.
  static let script: [Input] = {
    var inputs: [Input] = [.space(0.05)]
    func pointer(_ kind: PointerEvent.Kind, _ y: Double, _ time: Double) {
      inputs.append(.pointer(PointerEvent(kind: kind, location: Vector2(x: 480, y: y), timestamp: time)))
    }
    pointer(.down, 630, 0.17)
    pointer(.up, 630, 0.21)
    pointer(.down, 620, 1.3)
    for step in 1...12 { pointer(.move, 620 - 900 * 0.008 * Double(step), 1.3 + 0.008 * Double(step)) }
    pointer(.up, 620 - 900 * 0.096, 1.396)
    pointer(.down, 600, 1.55)
    for step in 1...15 { pointer(.move, 600 + 400 * 0.008 * Double(step), 1.55 + 0.008 * Double(step)) }
    pointer(.up, 648, 1.67)
    return inputs
  }()

  /// Frame times n / rate up to `end`, without the frames strictly inside `hitch`.
  static func frames(rate: Double, until end: Double = 3, hitch: ClosedRange<Double>? = nil) -> [Double] {
    (0...Int((end * rate).rounded())).map { Double($0) / rate }.filter { time in
      guard let hitch else { return true }
      return !(time > hitch.lowerBound + 1e-9 && time < hitch.upperBound - 1e-9)
    }
  }

  /// The pane's presentation centre at every frame, by frame time.
  static func run(_ mode: SettleMode, frames: [Double]) -> [(time: Double, center: Vector2, phase: PanePhase)]
  {
    let scene = PaneScene(size: Size(width: 960, height: 640))
    scene.mode = mode
    var pending = script[...]
    var samples: [(time: Double, center: Vector2, phase: PanePhase)] = []
    for time in frames {
      while let next = pending.first, next.time <= time {
        pending.removeFirst()
        switch next {
        case .space(let at):
          scene.advance(to: at)
          scene.handleKey("space", at: at)
        case .pointer(let event):
          scene.deliver(event)
        }
      }
      scene.advance(to: time)
      samples.append((time, scene.pane.presentation.center, scene.phase))
    }
    return samples
  }

  /// The instants every schedule has a frame at: multiples of 1/6 s (n/30 = 5n/150 … = n/6).
  static func isCommon(_ time: Double) -> Bool {
    abs(time * 6 - (time * 6).rounded()) < 1e-9
  }

  @Test(arguments: [SettleMode.spring, .dynamics])
  func everyScheduleTracesTheSamePane(mode: SettleMode) throws {
    let reference = Self.run(mode, frames: Self.frames(rate: 240))
    // The script does what it says: reversed, opened by the flick, caught and closed.
    #expect(reference.contains { $0.phase == .dragging })
    let last = try #require(reference.last)
    #expect(last.phase == .rest && last.center.y == 1056)
    let lookup = Dictionary(
      reference.filter { Self.isCommon($0.time) }.map { (($0.time * 6).rounded(), $0.center) },
      uniquingKeysWith: { first, _ in first })
    let schedules: [(String, [Double])] = [
      ("30 fps", Self.frames(rate: 30)), ("60 fps", Self.frames(rate: 60)),
      ("144 fps", Self.frames(rate: 144)),
      ("60 fps, one 250 ms frame over the tap", Self.frames(rate: 60, hitch: 0.1...0.35)),
      ("60 fps, one 250 ms frame over the flick", Self.frames(rate: 60, hitch: 1.25...1.5)),
      ("60 fps, one 250 ms frame over the catch", Self.frames(rate: 60, hitch: 1.5...1.75)),
    ]
    var worst = 0.0
    for (name, frames) in schedules {
      var compared = 0
      for sample in Self.run(mode, frames: frames) where Self.isCommon(sample.time) {
        let expected = try #require(lookup[(sample.time * 6).rounded()])
        let distance = sample.center.distance(to: expected)
        worst = max(worst, distance)
        #expect(distance < 0.5, "\(name) at t \(sample.time)")
        compared += 1
      }
      #expect(compared >= 17, "\(name)")
    }
    // Well inside the 0.5 pt: the spring is exact, the dynamics world interpolates
    // between 1/480 s sub-steps.
    #expect(worst < (mode == .spring ? 1e-6 : 0.05))
  }

  @Test func theLongFrameLandsWhereTheRegularFramesDo() throws {
    // Right after a 250 ms frame, not only at the common instants: the frame at 0.5 s (after a
    // hitch from 0.25) equals the regular schedule's frame at 0.5 s.
    for mode in [SettleMode.spring, .dynamics] {
      let regular = Self.run(mode, frames: Self.frames(rate: 60))
      let hitched = Self.run(mode, frames: Self.frames(rate: 60, hitch: 0.25...0.5))
      let after = try #require(hitched.first { $0.time > 0.25 + 1e-9 })
      #expect(abs(after.time - 0.5) < 1e-9)
      let same = try #require(regular.first { abs($0.time - after.time) < 1e-9 })
      #expect(after.center.distance(to: same.center) < 0.05)
      for (hitchedSample, regularSample) in zip(hitched.suffix(60), regular.suffix(60)) {
        #expect(hitchedSample.center.distance(to: regularSample.center) < 0.05)
      }
    }
  }
}
