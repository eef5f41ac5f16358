import Foundation
import Motion
import Stage

/// `--record FILE`: the live session's input (pointer events, keys, scene switches, resizes), each with
/// the time the scene saw it, written at the end as a script that `--script FILE` replays. The
/// scene comes first, so a replay starts where the recording did; every motion is a closed form
/// of those timestamps, so a headless replay traces the same positions as the live run at any
/// frame rate.
final class ScriptRecorder {
  let path: String
  private var events: [String] = []

  init(path: String, scene: String, mode: String) {
    self.path = path
    events.append(#"{"t": 0, "scene": "\#(scene)"}"#)
    let modeKey = ["spring": "1", "dynamics": "2", "timed": "3"][mode] ?? "1"
    events.append(#"{"t": 0, "key": "\#(modeKey)"}"#)
  }

  /// The mouse as `pointer` events (with its `id` when it is not 0), fingers and emulated
  /// touches as `touch` events with theirs.
  func pointer(_ event: PointerEvent) {
    guard event.isFinite else { return }
    let time = Self.time(event.timestamp)
    let place = #""x": \#(event.location.x), "y": \#(event.location.y)"#
    if event.device != .mouse {
      events.append(#"{"t": \#(time), "touch": "\#(event.kind.rawValue)", "id": \#(event.id), \#(place)}"#)
    } else if event.id != 0 {
      events.append(#"{"t": \#(time), "pointer": "\#(event.kind.rawValue)", "id": \#(event.id), \#(place)}"#)
    } else {
      events.append(#"{"t": \#(time), "pointer": "\#(event.kind.rawValue)", \#(place)}"#)
    }
  }

  /// A scroll as a `wheel` event, with its modifiers and where the pointer was.
  func wheel(_ event: ScrollEvent) {
    guard event.isFinite else { return }
    var mods: [String] = []
    if event.modifiers.contains(.control) { mods.append(#""ctrl""#) }
    if event.modifiers.contains(.alt) { mods.append(#""alt""#) }
    if event.modifiers.contains(.shift) { mods.append(#""shift""#) }
    events.append(
      #"{"t": \#(Self.time(event.timestamp)), "wheel": {"dx": \#(event.delta.x), "dy": \#(event.delta.y)}, "precise": \#(event.isPrecise), "mods": [\#(mods.joined(separator: ", "))], "x": \#(event.location.x), "y": \#(event.location.y)}"#
    )
  }

  func key(_ name: String, at time: Double) {
    let escaped = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
      of: "\"", with: "\\\"")
    events.append(#"{"t": \#(Self.time(time)), "key": "\#(escaped)"}"#)
  }

  func resize(to size: Size, at time: Double) {
    events.append(#"{"t": \#(Self.time(time)), "size": "\#(Int(size.width))x\#(Int(size.height))"}"#)
  }

  func scene(_ name: String, at time: Double) {
    events.append(#"{"t": \#(Self.time(time)), "scene": "\#(name)"}"#)
  }

  /// A time as the script reads it: seconds, never negative, to the microsecond.
  private static func time(_ seconds: Double) -> String {
    String(format: "%.6f", max(0, seconds.isFinite ? seconds : 0))
  }

  /// Writes the script to `path` (``path``, or a fallback), every write checked, renamed into
  /// place when complete.
  func write(to path: String) throws(PlaygroundError) {
    let json = "{\"events\": [\n  " + events.joined(separator: ",\n  ") + "\n]}\n"
    try CheckedFile.write(Data(json.utf8), to: path, role: "record")
  }
}
