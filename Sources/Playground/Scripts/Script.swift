import Foundation
import Motion
import Scenes
import Stage

/// Timed input read from a JSON file (`--script`): keys, pointer events and scene switches,
/// each with its own time in seconds from the start. Each event keeps that time all the way into Stage, so a
/// scripted flick has the same velocity at 30 fps as at 240 fps.
///
/// ```json
/// {"events": [
///   {"t": 0.00, "key": "space"},
///   {"t": 0.12, "pointer": "down", "x": 480, "y": 100},
///   {"t": 0.20, "pointer": "up",   "x": 480, "y": 40},
///   {"t": 0.50, "touch": "down", "id": 1, "x": 400, "y": 300},
///   {"t": 0.50, "touch": "down", "id": 2, "x": 560, "y": 340},
///   {"t": 0.60, "touch": "up",   "id": 2, "x": 600, "y": 350},
///   {"t": 0.60, "touch": "up",   "id": 1, "x": 380, "y": 290},
///   {"t": 0.80, "wheel": {"dx": 0, "dy": -12.5}, "precise": true, "mods": ["ctrl"]},
///   {"t": 1.00, "scene": "pane"}
/// ]}
/// ```
///
/// A pointer event's `"id"` is 0 (the mouse) unless given; a touch event needs one. A wheel's
/// deltas are in points (positive y towards the content's end), `"precise"` says a trackpad's
/// (default false), `"mods"` lists the modifiers held ("ctrl", "alt", "shift"), and `"x"`, `"y"`
/// where the pointer is (default: the window's centre).
public struct Script: Sendable, Equatable {
  /// The latest time an event may have, in seconds (one hour, like `--duration`).
  public static let maximumTime = 3_600.0
  /// How far from the window's origin a pointer event may be, in points.
  public static let maximumCoordinate = 100_000.0

  public enum Action: Sendable, Equatable {
    /// A key by name: a playground key (``KeyCommand/names``) or a scene's.
    case key(String)
    case pointer(PointerEvent.Kind, Vector2)
    /// A pointer with an id: a touch (`{"touch": …, "id": …}`), or a pointer event with an id
    /// other than 0.
    case touch(PointerEvent.Kind, Vector2, id: Int, device: PointerDevice)
    /// A wheel or trackpad scroll; `location` nil is the window's centre.
    case wheel(delta: Vector2, isPrecise: Bool, modifiers: ScrollEvent.Modifiers, location: Vector2?)
    /// Switch to the scene of that name.
    case scene(String)
    /// The window takes this size in points (a resize the user made, recorded; headless, the
    /// canvas changes size).
    case resize(Size)
    /// A setting the instrument's panels changed (a recording writes these): the settling mode,
    /// the tuning, slow motion, hit testing, reduced motion.
    case mode(SettleMode)
    case tuning(ScriptTuning)
    case slowMotion(Bool)
    case hitTestMode(HitTestMode)
    case reduceMotion(Bool)
  }

  public struct Event: Sendable, Equatable {
    public var time: Double
    public var action: Action
    /// The time of the frame the event reached the scene on, where that was a frame after its
    /// own time (it was read after the frame its time precedes had begun): a replay on the
    /// recorded ``Script/frames`` delivers it there, as the live run did (`"frame"`, written by
    /// `--record`; nil: the first frame at or after ``time``).
    public var frame: Double? = nil

    /// When a replay on the recorded frames delivers it.
    var dueOnRecordedFrames: Double { max(time, frame ?? time) }
  }

  /// Events in time order (equal times keep the file's order).
  public private(set) var events: [Event]
  /// The scene the script was written for (the file's top-level `"scene"`): a run without
  /// `--scene` starts in it, so a script never plays in a scene it was not made for.
  public private(set) var scene: String?
  /// The scene's options the script was written with (`"options": {"count": "1000"}`); the
  /// command line's own win.
  public private(set) var sceneOptions: [String: String] = [:]
  /// The window size the script was written for (the top-level `"size": "480x360"`); `--size`
  /// wins.
  public private(set) var windowSize: Size?
  /// The times of the frames a recorded run made (the top-level `"frames"`, written by
  /// `--record`): a headless replay without `--fps` makes the same frames, so it draws and traces
  /// what the window did, frame by frame.
  public private(set) var frames: [Double]?

  public init(events: [Event]) {
    self.events = events.enumerated()
      .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
  }

  /// The largest width and height the script resizes to (nil if it never does): a headless
  /// canvas is made that big once.
  var largestSize: Size? {
    let sizes = events.compactMap { event -> Size? in
      if case .resize(let size) = event.action { return size }
      return nil
    }
    guard !sizes.isEmpty else { return nil }
    return Size(width: sizes.map(\.width).max()!, height: sizes.map(\.height).max()!)
  }

  /// Whether `text` is a scene file (read as one: comments, trailing commas): an object with
  /// "layers" and no "events".
  static func isSceneFile(_ text: String) -> Bool {
    guard let json = try? SceneFileJSONParser.parse(text), case .object(let members) = json.value else {
      return false
    }
    return members.contains { $0.key == "layers" } && !members.contains { $0.key == "events" }
  }

  /// Reads and checks a script file; the error says which file, which event and what is wrong.
  /// Scene switches and scene keys are checked against `scenes`.
  public init(contentsOf path: String, scenes: SceneRegistry = .builtIn) throws(PlaygroundError) {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw PlaygroundError("cannot read script '\(path)': no such file or not readable")
    }
    try self.init(json: data, name: path, scenes: scenes)
  }

  public init(json data: Data, name: String, scenes: SceneRegistry = .builtIn) throws(PlaygroundError) {
    // JSON is UTF-8 (RFC 8259); Foundation's decoder reads a stray Latin-1 byte without a word,
    // and the recording would then not be the file.
    guard let text = String(validating: data, as: UTF8.self) else {
      throw PlaygroundError("script '\(name)' is not UTF-8 text: a script is JSON, which is UTF-8")
    }
    let file: ScriptFile
    do {
      file = try JSONDecoder().decode(ScriptFile.self, from: data)
    } catch {
      if Self.isSceneFile(text) {
        throw PlaygroundError(
          "'\(name)' is a scene file (it has \"layers\"), not a script of events: open it with --scene-file")
      }
      if let error = error as? DecodingError {
        throw PlaygroundError("script '\(name)' is not valid: \(error.shortDescription)")
      }
      throw PlaygroundError("script '\(name)' is not valid JSON")
    }
    var events: [Event] = []
    for (index, raw) in file.events.enumerated() {
      do {
        events.append(try raw.event(scenes: scenes))
      } catch {
        throw PlaygroundError("script '\(name)': event \(index): \(error.message)")
      }
    }
    self.init(events: events)
    if let frames = file.frames {
      if let problem = Self.problem(withFrames: frames) {
        throw PlaygroundError("script '\(name)': \(problem)")
      }
      self.frames = frames
    }
    if let size = file.size {
      do {
        windowSize = try FlickCommand.parseSize(size, what: "\"size\"")
      } catch {
        throw PlaygroundError("script '\(name)': \(error.message)")
      }
    }
    if let scene = file.scene {
      guard let type = scenes.named(scene) else {
        throw PlaygroundError(
          "script '\(name)': \"scene\" must be one of \(scenes.names.joined(separator: ", ")), not '\(scene)'"
        )
      }
      self.scene = scene
      for (option, value) in (file.options ?? [:]).sorted(by: { $0.key < $1.key }) {
        guard let declared = type.options.first(where: { $0.name == option }) else {
          throw PlaygroundError("script '\(name)': \"options\": \(scene) has no option '\(option)'")
        }
        if let problem = declared.check(value) { throw PlaygroundError("script '\(name)': \(problem)") }
      }
      sceneOptions = file.options ?? [:]
    } else if file.options != nil {
      throw PlaygroundError("script '\(name)': \"options\" needs the \"scene\" they belong to")
    }
  }
}

extension Script {
  /// What is wrong with a recording's `"frames"`, if anything: times from 0 to an hour, in order.
  static func problem(withFrames frames: [Double]) -> String? {
    for (index, time) in frames.enumerated() {
      guard time.isFinite, time >= 0, time <= maximumTime else {
        return "\"frames\"[\(index)] must be a time from 0 to \(Int(maximumTime)) seconds, not \(time)"
      }
      if index > 0, time < frames[index - 1] {
        return "\"frames\" must be in time order: [\(index)] is \(time), before \(frames[index - 1])"
      }
    }
    return nil
  }
}

/// The file's shape, before checking.
private struct ScriptFile: Decodable {
  var events: [RawEvent]
  var frames: [Double]?
  var scene: String?
  var options: [String: String]?
  var size: String?
  struct RawEvent: Decodable {
    var t: Double?
    var frame: Double?
    var key: String?
    var pointer: String?
    var x: Double?
    var y: Double?
    var scene: String?
    var size: String?
    var touch: String?
    var id: Int?
    var wheel: WheelDelta?
    var precise: Bool?
    var mods: [String]?
    var mode: String?
    var tuning: ScriptTuning?
    var slowMotion: Bool?
    var hitTest: String?
    var reduceMotion: Bool?

    struct WheelDelta: Decodable {
      var dx: Double?
      var dy: Double?
    }

    func event(scenes: SceneRegistry) throws(PlaygroundError) -> Script.Event {
      var event = try action(scenes: scenes)
      if let frame {
        guard frame.isFinite, frame >= event.time, frame <= Script.maximumTime else {
          throw PlaygroundError(
            "\"frame\" must be the time of a frame from \"t\" (\(event.time)) to \(Int(Script.maximumTime)) seconds, not \(frame)"
          )
        }
        event.frame = frame
      }
      return event
    }

    private func action(scenes: SceneRegistry) throws(PlaygroundError) -> Script.Event {
      guard let t else { throw PlaygroundError("missing \"t\" (seconds from the start)") }
      guard t.isFinite, t >= 0, t <= Script.maximumTime else {
        throw PlaygroundError("\"t\" must be a time from 0 to \(Int(Script.maximumTime)) seconds, not \(t)")
      }
      let given =
        [key, pointer, scene, size, touch, mode, hitTest].compactMap { $0 }.count
        + [wheel == nil, tuning == nil, slowMotion == nil, reduceMotion == nil].filter { !$0 }.count
      if given > 1 {
        throw PlaygroundError(
          "an event has one of \"key\", \"pointer\", \"touch\", \"wheel\", \"scene\", \"size\", \"mode\", \"tuning\", \"slowMotion\", \"reduceMotion\" or \"hitTest\", not several"
        )
      }
      if let mode {
        guard let settle = SettleMode(rawValue: mode) else {
          throw PlaygroundError("unknown mode \"\(mode)\" (spring, dynamics or timed)")
        }
        return Script.Event(time: t, action: .mode(settle))
      }
      if let tuning {
        _ = try tuning.applied(to: SettleParameters())
        return Script.Event(time: t, action: .tuning(tuning))
      }
      if let slowMotion { return Script.Event(time: t, action: .slowMotion(slowMotion)) }
      if let reduceMotion { return Script.Event(time: t, action: .reduceMotion(reduceMotion)) }
      if let hitTest {
        guard let testing = HitTestMode(rawValue: hitTest) else {
          throw PlaygroundError("unknown hitTest \"\(hitTest)\" (presentation or model)")
        }
        return Script.Event(time: t, action: .hitTestMode(testing))
      }
      if let touch { return try touchEvent(touch, at: t) }
      if let wheel { return try wheelEvent(wheel, at: t) }
      if let size {
        return Script.Event(time: t, action: .resize(try FlickCommand.parseSize(size, what: "\"size\"")))
      }
      if let scene {
        guard scenes.named(scene) != nil else {
          throw PlaygroundError(
            "unknown scene \"\(scene)\" (known: \(scenes.names.joined(separator: ", ")))")
        }
        return Script.Event(time: t, action: .scene(scene))
      }
      switch (key, pointer) {
      case (let key?, nil):
        let name = key.lowercased()
        let known = Set(KeyCommand.names.keys).union(scenes.keyNames).union(ValueEditing.typingKeys)
        guard known.contains(name) else {
          throw PlaygroundError("unknown key \"\(key)\" (known: \(known.sorted().joined(separator: " ")))")
        }
        return Script.Event(time: t, action: .key(name))
      case (nil, let pointer?):
        // The words ScriptRecorder writes: the kinds' raw values.
        guard let kind = PointerEvent.Kind(rawValue: pointer) else {
          throw PlaygroundError("unknown pointer \"\(pointer)\" (down, move, up or cancel)")
        }
        let limit = Script.maximumCoordinate
        guard let x, let y, x.isFinite, y.isFinite, abs(x) <= limit, abs(y) <= limit else {
          throw PlaygroundError(
            "a pointer event needs \"x\" and \"y\" in window points, each within ±\(Int(limit))")
        }
        guard let id, id != 0 else {
          return Script.Event(time: t, action: .pointer(kind, Vector2(x: x, y: y)))
        }
        guard id > 0 else {
          throw PlaygroundError("a pointer's \"id\" is 0 (the mouse) or a positive number")
        }
        return Script.Event(time: t, action: .touch(kind, Vector2(x: x, y: y), id: id, device: .mouse))
      default:
        throw PlaygroundError(
          "an event needs \"key\", \"pointer\", \"touch\", \"wheel\", \"scene\" or \"size\"")
      }
    }

    private func touchEvent(_ phase: String, at t: Double) throws(PlaygroundError) -> Script.Event {
      guard let kind = PointerEvent.Kind(rawValue: phase) else {
        throw PlaygroundError("unknown touch \"\(phase)\" (down, move, up or cancel)")
      }
      guard let id, id > 0 else {
        throw PlaygroundError("a touch event needs \"id\", a positive number that names its finger")
      }
      let limit = Script.maximumCoordinate
      guard let x, let y, x.isFinite, y.isFinite, abs(x) <= limit, abs(y) <= limit else {
        throw PlaygroundError(
          "a touch event needs \"x\" and \"y\" in window points, each within ±\(Int(limit))")
      }
      return Script.Event(time: t, action: .touch(kind, Vector2(x: x, y: y), id: id, device: .touch))
    }

    private func wheelEvent(_ wheel: WheelDelta, at t: Double) throws(PlaygroundError) -> Script.Event {
      let limit = Script.maximumCoordinate
      guard let dx = wheel.dx, let dy = wheel.dy, dx.isFinite, dy.isFinite, abs(dx) <= limit, abs(dy) <= limit
      else {
        throw PlaygroundError(
          "a wheel event needs {\"dx\", \"dy\"}: finite deltas in points, each within ±\(Int(limit))")
      }
      var modifiers: ScrollEvent.Modifiers = []
      for name in mods ?? [] {
        switch name.lowercased() {
        case "ctrl", "control": modifiers.insert(.control)
        case "alt", "option": modifiers.insert(.alt)
        case "shift": modifiers.insert(.shift)
        default: throw PlaygroundError("unknown modifier \"\(name)\" in \"mods\" (ctrl, alt, shift)")
        }
      }
      var location: Vector2?
      if x != nil || y != nil {
        guard let x, let y, x.isFinite, y.isFinite, abs(x) <= limit, abs(y) <= limit else {
          throw PlaygroundError(
            "a wheel event's \"x\" and \"y\" go together, in window points within ±\(Int(limit))")
        }
        location = Vector2(x: x, y: y)
      }
      return Script.Event(
        time: t,
        action: .wheel(
          delta: Vector2(x: dx, y: dy), isPrecise: precise ?? false, modifiers: modifiers, location: location)
      )
    }
  }
}

extension DecodingError {
  /// One line: where in the file and what was wrong, without Swift's debug noise.
  var shortDescription: String {
    func path(_ context: Context) -> String {
      let names = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
      return names.isEmpty ? "the top level" : names.joined()
    }
    switch self {
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "wrong type at \(path(context))"
    case .keyNotFound(let key, let context):
      return "missing \"\(key.stringValue)\" at \(path(context))"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty ? "not JSON" : "bad value at \(path(context))"
    @unknown default:
      return "unreadable"
    }
  }
}
