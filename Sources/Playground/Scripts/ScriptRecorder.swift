import Foundation
import Motion
import Scenes
import Stage

/// `--record FILE`: the run's input log (``Scenes/InputLog``, what the scene got, on its clock)
/// written as a script that `--script FILE` replays. The scene comes first, so a replay starts
/// where the recording did; every motion is a closed form of those timestamps, so a headless
/// replay traces the same positions as the live run at any frame rate. Times and coordinates are
/// written in full (the shortest text that reads back as the same number), so the replay gets
/// the same numbers.
///
/// A playground key is written as the key (the replay's instrument carries it out again), but
/// Ctrl+V as what it set (the clipboard is not the replay's); a setting changed on the
/// instrument's panels (a slider, the mode pill, a Bézier handle) as the setting.
enum ScriptRecorder {
  /// The script for a run that began as `start` and got `log`.
  static func json(log: InputLog, start: SceneRunner.Start) -> String {
    json(opening: opening(scene: start.scene, mode: start.mode), frames: log.frames[...])
  }

  /// The script: the `opening` events, then each input of `frames` at its time less `offset`,
  /// and the frames' times (`"frames"`, less `offset`), so that a headless replay makes the
  /// frames the live run made. An input that reached the scene a frame after its own time (it
  /// was read after the frame its time precedes had begun, on a busy machine) says which frame
  /// (`"frame"`): a replay delivers it there too, not a frame early.
  static func json(opening: [String], frames: ArraySlice<InputLog.Frame>, offset: Double = 0) -> String {
    var events = opening
    var previous: Double?
    for frame in frames {
      for entry in frame.inputs {
        let late = previous.map { entry.time <= $0 } ?? false
        let reached = late ? frame.sceneTime - offset : nil
        if let event = event(entry.input, at: entry.time - offset, frame: reached) { events.append(event) }
      }
      previous = frame.sceneTime
    }
    let times = frames.map { time($0.sceneTime - offset) }
    let rows = stride(from: 0, to: times.count, by: 8).map {
      times[$0..<min($0 + 8, times.count)].joined(separator: ", ")
    }
    return "{\"events\": [\n  " + events.joined(separator: ",\n  ") + "\n],\n\"frames\": [\n  "
      + rows.joined(separator: ",\n  ") + "\n]}\n"
  }

  /// A script's first events at 0 s: the scene, and the key for `mode`.
  static func opening(scene: String, mode: SettleMode) -> [String] {
    let modeKey = ["spring": "1", "dynamics": "2", "timed": "3"][mode.rawValue] ?? "1"
    return [#"{"t": 0, "scene": "\#(escaped(scene))"}"#, #"{"t": 0, "key": "\#(modeKey)"}"#]
  }

  /// One input as a script event; nil for what a script cannot say (a non-finite event).
  static func event(_ input: SceneInput, at time: Double, frame: Double? = nil) -> String? {
    let t = #""t": \#(Self.time(time))"# + (frame.map { #", "frame": \#(Self.time($0))"# } ?? "")
    switch input {
    case .pointer(let event):
      guard event.isFinite else { return nil }
      let place = #""x": \#(event.location.x), "y": \#(event.location.y)"#
      if event.device != .mouse {
        return #"{\#(t), "touch": "\#(event.kind.rawValue)", "id": \#(event.id), \#(place)}"#
      } else if event.id != 0 {
        return #"{\#(t), "pointer": "\#(event.kind.rawValue)", "id": \#(event.id), \#(place)}"#
      }
      return #"{\#(t), "pointer": "\#(event.kind.rawValue)", \#(place)}"#
    case .scroll(let event):
      guard event.isFinite else { return nil }
      var mods: [String] = []
      if event.modifiers.contains(.control) { mods.append(#""ctrl""#) }
      if event.modifiers.contains(.alt) { mods.append(#""alt""#) }
      if event.modifiers.contains(.shift) { mods.append(#""shift""#) }
      return
        #"{\#(t), "wheel": {"dx": \#(event.delta.x), "dy": \#(event.delta.y)}, "precise": \#(event.isPrecise), "mods": [\#(mods.joined(separator: ", "))], "x": \#(event.location.x), "y": \#(event.location.y)}"#
    case .hostKey(let name, let effects) where pastes(name):
      // What a paste set (the clipboard is not the replay's): the settings it changed.
      let events = effects.compactMap { event($0, at: time, frame: frame) }
      return events.isEmpty ? nil : events.joined(separator: ",\n  ")
    case .key(let name), .hostKey(let name, _):
      return #"{\#(t), "key": "\#(escaped(name))"}"#
    case .cancelPresses:
      // Esc's, written as the key (`hostKey`), which makes them again.
      return nil
    case .resize(let size):
      return #"{\#(t), "size": "\#(Int(size.width))x\#(Int(size.height))"}"#
    case .startScene(let name, _):
      return #"{\#(t), "scene": "\#(escaped(name))"}"#
    case .mode(let mode):
      return #"{\#(t), "mode": "\#(mode.rawValue)"}"#
    case .parameters(let parameters):
      guard let tuning = ScriptTuning(parameters).json else { return nil }
      return #"{\#(t), "tuning": \#(tuning)}"#
    case .slowMotion(let isOn):
      return #"{\#(t), "slowMotion": \#(isOn)}"#
    case .hitTestMode(let mode):
      return #"{\#(t), "hitTest": "\#(mode.rawValue)"}"#
    case .motion(let preference):
      return #"{\#(t), "reduceMotion": \#(preference == .reduced)}"#
    }
  }

  /// Whether the key named `name` pastes the clipboard (Ctrl+V), which a replay cannot read.
  private static func pastes(_ name: String) -> Bool { name == "ctrl+v" }

  /// A time as the script reads it: seconds, never negative, in full.
  private static func time(_ seconds: Double) -> String {
    "\(max(0, seconds.isFinite ? seconds : 0))"
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }

  /// Writes the script to `path`, every write checked, renamed into place when complete.
  static func write(log: InputLog, start: SceneRunner.Start, to path: String) throws(PlaygroundError) {
    try CheckedFile.write(Data(json(log: log, start: start).utf8), to: path, role: "record")
  }
}
