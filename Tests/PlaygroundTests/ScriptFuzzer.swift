import Foundation
import Scenes

/// Random scripts from a seed: presses, drags and flicks (some cancelled, some never released),
/// the playground's keys and every scene's, scene switches, window resizes and idle gaps, for `flick --headless`
/// at a random frame rate. The same seed gives the same script on every machine.
///
/// Keys that write files (P, W, E) or quit (Q, Esc) are left out: the run must reach its end.
/// ``closed(_:)`` ends a script by releasing a held press and undoing an odd number of pauses
/// or slow motions, so that a quiet period after it must bring the app to rest.
struct ScriptFuzzer {
  /// One scripted event, as the script file writes it.
  enum Event: Equatable, CustomStringConvertible {
    case pointer(String, x: Double, y: Double, t: Double)
    case key(String, t: Double)
    case scene(String, t: Double)
    case resize(width: Int, height: Int, t: Double)
    case touch(String, id: Int, x: Double, y: Double, t: Double)
    case wheel(dx: Double, dy: Double, precise: Bool, mods: [String], t: Double)

    var time: Double {
      switch self {
      case .pointer(_, _, _, let t), .key(_, let t), .scene(_, let t), .resize(_, _, let t),
        .touch(_, _, _, _, let t),
        .wheel(_, _, _, _, let t):
        t
      }
    }

    var json: String {
      let t = String(format: "%.4f", time)
      switch self {
      case .pointer(let kind, let x, let y, _):
        return
          #"{"t": \#(t), "pointer": "\#(kind)", "x": \#(String(format: "%.1f", x)), "y": \#(String(format: "%.1f", y))}"#
      case .key(let name, _):
        return #"{"t": \#(t), "key": "\#(name)"}"#
      case .scene(let name, _):
        return #"{"t": \#(t), "scene": "\#(name)"}"#
      case .resize(let width, let height, _):
        return #"{"t": \#(t), "size": "\#(width)x\#(height)"}"#
      case .touch(let phase, let id, let x, let y, _):
        let place = #""x": \#(String(format: "%.1f", x)), "y": \#(String(format: "%.1f", y))"#
        return #"{"t": \#(t), "touch": "\#(phase)", "id": \#(id), \#(place)}"#
      case .wheel(let dx, let dy, let precise, let mods, _):
        let names = mods.map { "\"\($0)\"" }.joined(separator: ", ")
        let delta = #"{"dx": \#(String(format: "%.2f", dx)), "dy": \#(String(format: "%.2f", dy))}"#
        return #"{"t": \#(t), "wheel": \#(delta), "precise": \#(precise), "mods": [\#(names)]}"#
      }
    }

    var description: String { json }

    var isPress: Bool {
      if case .pointer("down", _, _, _) = self { true } else { false }
    }

    func isKey(_ name: String) -> Bool {
      if case .key(name, _) = self { true } else { false }
    }
  }

  /// xorshift64*: small, seeded, the same everywhere.
  struct Random {
    private var state: UInt64

    init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed }

    mutating func next() -> UInt64 {
      state ^= state >> 12
      state ^= state << 25
      state ^= state >> 27
      return state &* 0x2545_F491_4F6C_DD1D
    }

    /// Uniform in 0..<1.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
      range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
  }

  static let size = (width: 960.0, height: 640.0)
  static let frameRates = [20.0, 30.0, 60.0, 90.0, 144.0, 240.0]
  /// The playground's keys a script may press (not P, W, E, Q or Esc), then every scene's.
  static let keys: [String] = {
    let playground = [
      "m", "1", "2", "3", "s", "h", "f1", "tab", "b", "r", "[", "]", ";", "'", "n",
      "pagedown", "pageup", "t", "c", ".", ",", "/", "g", "j",
    ]
    return playground + SceneRegistry.builtIn.keyNames.sorted()
  }()

  var random: Random

  init(seed: UInt64) { random = Random(seed: seed) }

  /// A frame rate for the run.
  mutating func frameRate(from rates: [Double] = frameRates) -> Double { random.pick(rates) }

  /// `count` events from time 0 or a few more (a gesture is not cut short).
  mutating func events(count: Int) -> [Event] {
    var events: [Event] = []
    var time = 0.0
    while events.count < count {
      let choice = random.unit()
      if choice < 0.12 {
        time = twoFingers(after: time, into: &events)
      } else if choice < 0.17 {
        // Wheel: notches or a trackpad's stream, sometimes with Ctrl (a pinch) or Shift.
        let mods = random.pick([[], [], ["ctrl"], ["shift"], ["ctrl", "shift"], ["alt"]])
        let precise = random.unit() < 0.5
        for _ in 0..<Int(random.uniform(1...12)) {
          time += random.pick([0.0, 0.004, 0.008, 0.016, 0.05])
          let dy = precise ? random.uniform(-30...30) : 40 * random.pick([-2.0, -1, 1, 3])
          events.append(
            .wheel(dx: precise ? random.uniform(-10...10) : 0, dy: dy, precise: precise, mods: mods, t: time))
        }
      } else if choice < 0.45 {
        // A gesture: press, a few moves (slow drags and fast flicks), then up, cancel or nothing.
        let near = random.unit() < 0.6
        var x = near ? random.uniform(200...760) : random.uniform(-20...980)
        var y = near ? random.uniform(80...600) : random.uniform(-20...660)
        time += random.uniform(0.005...0.2)
        events.append(.pointer("down", x: x, y: y, t: time))
        let speed = random.pick([40.0, 400.0, 2_500.0, 9_000.0])
        for _ in 0..<Int(random.uniform(0...14)) {
          let dt = random.pick([0.0, 0.001, 0.008, 0.016, 0.03])
          time += dt
          x += random.uniform(-1...1) * speed * max(dt, 0.004)
          y += random.uniform(-1...1) * speed * max(dt, 0.004)
          events.append(.pointer("move", x: x, y: y, t: time))
        }
        let ending = random.unit()
        if ending < 0.88 {
          time += random.pick([0.0, 0.004, 0.02])
          events.append(.pointer("up", x: x, y: y, t: time))
        } else if ending < 0.94 {
          time += 0.01
          events.append(.pointer("cancel", x: x, y: y, t: time))
        }
      } else if choice < 0.85 {
        time += random.uniform(0...0.15)
        let key = random.pick(Self.keys)
        events.append(.key(key, t: time))
      } else if choice < 0.92 {
        time += random.uniform(0...0.3)
        events.append(.scene(random.pick(SceneRegistry.builtIn.names), t: time))
      } else if choice < 0.95 {
        // A resize, often mid-animation: from the smallest window to a large one.
        time += random.uniform(0...0.3)
        events.append(
          .resize(width: Int(random.uniform(200...1600)), height: Int(random.uniform(200...1000)), t: time))
      } else {
        time += random.uniform(0.3...1.2)
      }
    }
    return events
  }

  /// Two fingers (a pinch, a turn, a two-finger drag), on the card or anywhere: both down, moves of
  /// either, then both up at once, one after the other, or a cancel.
  private mutating func twoFingers(after start: Double, into events: inout [Event]) -> Double {
    var time = start + random.uniform(0.005...0.2)
    let center = (x: random.uniform(100...860), y: random.uniform(80...600))
    var fingers = [1, 2].map { _ in
      (x: center.x + random.uniform(-120...120), y: center.y + random.uniform(-120...120))
    }
    for (index, finger) in fingers.enumerated() {
      events.append(.touch("down", id: index + 1, x: finger.x, y: finger.y, t: time))
      time += random.pick([0.0, 0.0, 0.01])
    }
    let speed = random.pick([60.0, 600.0, 3_000.0])
    for _ in 0..<Int(random.uniform(0...16)) {
      let dt = random.pick([0.0, 0.001, 0.008, 0.016])
      time += dt
      let index = Int(random.next() % 2)
      fingers[index].x += random.uniform(-1...1) * speed * max(dt, 0.004)
      fingers[index].y += random.uniform(-1...1) * speed * max(dt, 0.004)
      events.append(.touch("move", id: index + 1, x: fingers[index].x, y: fingers[index].y, t: time))
    }
    let ending = random.unit()
    let phase = ending < 0.9 ? "up" : "cancel"
    for (index, finger) in fingers.enumerated() {
      if ending < 0.4 { time += random.uniform(0.01...0.3) }
      events.append(.touch(phase, id: index + 1, x: finger.x, y: finger.y, t: time))
    }
    return time
  }

  /// `events` closed: a release for whatever is held, and a second "." or "s" for an odd number
  /// of pauses or slow motions, so that quiet afterwards must bring the app to rest. Applied to
  /// every script run, shrunk ones too (a shrunk script must not fail only for lacking these).
  static func closed(_ events: [Event]) -> [Event] {
    let time = (events.last?.time ?? 0) + 0.05
    var closing: [Event] = [
      .pointer("up", x: 480, y: 320, t: time), .touch("up", id: 1, x: 480, y: 320, t: time),
      .touch("up", id: 2, x: 480, y: 320, t: time),
    ]
    // "." pauses (and steps on while paused), "/" pauses or resumes: end running.
    var paused = false
    for event in events {
      if event.isKey(".") { paused = true } else if event.isKey("/") { paused.toggle() }
    }
    if paused { closing.append(.key("/", t: time)) }
    if events.filter({ $0.isKey("s") }).count % 2 == 1 { closing.append(.key("s", t: time)) }
    return events + closing
  }

  static func scriptJSON(_ events: [Event]) -> String {
    "{\"events\": [\n" + events.map(\.json).joined(separator: ",\n") + "\n]}\n"
  }
}
