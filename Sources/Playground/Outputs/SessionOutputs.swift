import Foundation
import Motion
import Stage

/// A run's files: the trace (a line a frame), the recorded input (`--record`), and what the keys
/// save (P a screenshot, E the chart, W the tuning as a preset), each under its own timestamped
/// name in the working directory.
final class SessionOutputs {
  /// The trace; a window's lines wait for their present (``LatencyMeter``).
  let trace: TraceWriter?
  /// `--record`: the input as a script, written at the end.
  let recorder: ScriptRecorder?

  init(configuration: RunConfiguration) throws(PlaygroundError) {
    trace = try configuration.tracePath.map { path throws(PlaygroundError) in try TraceWriter(path: path) }
    recorder = configuration.recordPath.map {
      ScriptRecorder(path: $0, scene: configuration.sceneName, mode: configuration.mode)
    }
  }

  /// The first output that could not be written (the trace), if any: the run stops with it.
  var failure: PlaygroundError? { trace?.failure }

  /// Closes the trace and writes the recorded script, checked.
  func finish() throws(PlaygroundError) {
    try trace?.close()
    try recorder?.write()
  }

  /// Saves a file a key asked for, named `flick-<prefix><timestamp>.<ext>`, with `write` (given
  /// the path and the timestamp); says where on stdout, or what failed on stderr and in the toast.
  func saveTimestamped(
    _ kind: String, prefix: String = "", extension ext: String, overlay: inout Overlay,
    toast: (String) -> String = { "saved \($0)" },
    write: (_ path: String, _ stamp: String) throws(PlaygroundError) -> Void
  ) {
    let stamp = Self.timestamp()
    let path = "flick-\(prefix)\(stamp).\(ext)"
    do {
      try write(path, stamp)
      print("flick: \(kind) \(path)")
      overlay.show(toast: toast(path))
    } catch {
      FlickCommand.printError(error.message)
      overlay.show(toast: error.message)
    }
  }

  static func timestamp() -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    return formatter.string(from: Date())
  }
}
