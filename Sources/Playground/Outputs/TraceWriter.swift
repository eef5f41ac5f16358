import Foundation
import Motion
import Scenes
import Stage

/// Writes the trace (`--trace FILE`): one JSON object per presented frame (JSON Lines), each line
/// written whole in one go, in place, so that another process can follow it while the window
/// runs. Every write is checked: the first failure stops the run with its reason, and the file
/// is cut back at once to its last whole line (``CheckedFile``).
final class TraceWriter {
  private let file: CheckedFile

  init(path: String) throws(PlaygroundError) {
    file = try CheckedFile(path: path, role: "trace", inPlace: true)
  }

  func write(_ record: FrameRecord) {
    file.write(line: record.jsonLine(leading: TraceFormat.leadingFields(linesWritten: linesWritten)) + "\n")
    linesWritten += 1
  }

  /// Lines handed to the file so far: the first carries the format's version.
  private var linesWritten = 0

  /// The last line of a run stopped early: `{"interrupted": true, "reason": "SIGTERM",
  /// "frame": n, "t": s}`, where n and t are the last frame traced, so a reader of the trace can
  /// tell it from a run that ended.
  func writeInterruption(reason: String, frame: Int, time: Double) {
    let line = TraceValue.object(
      TraceFormat.leadingFields(linesWritten: linesWritten) + [
        TraceField("interrupted", .bool(true)), TraceField("reason", .string(reason)),
        TraceField("frame", .number(Double(frame))), TraceField("t", .time(time)),
      ]
    ).json
    file.write(line: line + "\n")
    linesWritten += 1
  }

  /// The first write that failed, if any.
  var failure: PlaygroundError? { file.failure }

  /// Renames the trace into place: whole, or up to its last whole line when a write failed.
  func close() throws(PlaygroundError) {
    let writeFailed = file.failure != nil
    do throws(PlaygroundError) {
      try file.closeKeepingWholeLines()
    } catch {
      guard writeFailed else { throw error }
      let kept =
        file.wholeLines > 0 ? "it keeps its first \(file.wholeLines) lines, each whole" : "nothing kept"
      throw PlaygroundError("\(error.message) (\(kept))")
    }
  }
}

/// One line of the trace: the fields every scene has, then the scene's own.
public struct FrameRecord: Sendable, Equatable {
  public var frame: Int
  /// Frame time in seconds since the start (simulated in headless mode).
  public var time: Double
  /// The scene's name ("modal", "pane", …).
  public var scene: String
  public var mode: String
  public var slowMotion: Bool
  /// The subject's gesture state ("possible", "began", "changed", "ended", …).
  public var gesture: String
  /// Whether the scene's clock is paused (`.`).
  public var paused: Bool
  /// The active preset's name, or nil.
  public var preset: String?
  /// The active mode's parameters by name (`TuningReport`).
  public var tuning: TraceValue
  /// Whether this frame is J's 250 ms one.
  public var hitch: Bool
  /// The lab's ghosts `{name: {x, y}}`, or nil.
  public var ghosts: TraceValue?
  /// Whether the scene is at rest (nothing moves, nothing is held): the loop may sleep.
  public var atRest = false
  /// The window's (or the headless canvas's) size in points.
  public var window = Size(width: 0, height: 0)
  /// The pointers down: `[{id, kind, x, y}]`.
  public var pointers: TraceValue = .array([])
  /// The scene's pinch `{state, scale, velocity}`, or null.
  public var pinchGesture: TraceValue = .null
  /// The scene's rotation `{state, angle, velocity}`, or null.
  public var rotationGesture: TraceValue = .null
  /// The scene's fields (Scenes' `SceneProbe.fields`).
  public var fields: [TraceField]
  /// `"full"` or `"reduced"` (docs/reduced-motion.md): written last, so every field before it is
  /// where it was before reduced motion existed.
  public var motion = MotionPreference.full.rawValue

  /// The JSON object: `frame`, `t` (to 1 µs), `scene`, `mode`, `slowMotion`, `gesture`,
  /// `paused`, `preset`, `tuning`, `hitch`, `ghosts`, `atRest`, `window`, `pointers`,
  /// `pinchGesture`, `rotationGesture`, then the scene's fields, then `motion`; other numbers to 1e-4, and never
  /// NaN or infinite (written as null).
  public var jsonLine: String { jsonLine(leading: []) }

  /// The JSON object with `leading` before every other field (a trace's first line opens with
  /// the format's version).
  func jsonLine(leading: [TraceField]) -> String {
    TraceValue.object(
      leading + [
        TraceField("frame", .number(Double(frame))),
        TraceField("t", .time(time)),
        TraceField("scene", .string(scene)),
        TraceField("mode", .string(mode)),
        TraceField("slowMotion", .bool(slowMotion)),
        TraceField("gesture", .string(gesture)),
        TraceField("paused", .bool(paused)),
        TraceField("preset", .string(preset)),
        TraceField("tuning", tuning),
        TraceField("hitch", .bool(hitch)),
        TraceField("ghosts", ghosts ?? .null),
        TraceField("atRest", .bool(atRest)),
        TraceField(
          "window",
          .object([TraceField("w", .number(window.width)), TraceField("h", .number(window.height))])),
        TraceField("pointers", pointers),
        TraceField("pinchGesture", pinchGesture),
        TraceField("rotationGesture", rotationGesture),
      ] + fields + [TraceField("motion", .string(motion))]
    ).json
  }
}
