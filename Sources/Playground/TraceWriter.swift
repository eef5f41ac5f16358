import Foundation
import Motion
import Scenes
import Stage

/// Writes the trace (`--trace FILE`): one JSON object per presented frame (JSON Lines), flushed
/// after every line so that another process can follow it while the window runs.
final class TraceWriter {
  private let file: UnsafeMutablePointer<FILE>

  init(path: String) throws(PlaygroundError) {
    guard let file = fopen(path, "w") else {
      throw PlaygroundError("cannot write trace '\(path)': \(String(cString: strerror(errno)))")
    }
    self.file = file
  }

  deinit { fclose(file) }

  func write(_ record: FrameRecord) {
    fputs(record.jsonLine, file)
    fputc(0x0A, file)
    fflush(file)
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
  /// The scene's fields (``Scenes/SceneProbe/fields``).
  public var fields: [TraceField]

  /// The JSON object: `frame`, `t` (to 1 µs), `scene`, `mode`, `slowMotion`, `gesture`, then the
  /// scene's fields; other numbers to 1e-4, and never NaN or infinite (written as null).
  public var jsonLine: String {
    TraceValue.object(
      [
        TraceField("frame", .number(Double(frame))),
        TraceField("t", .time(time)),
        TraceField("scene", .string(scene)),
        TraceField("mode", .string(mode)),
        TraceField("slowMotion", .bool(slowMotion)),
        TraceField("gesture", .string(gesture)),
      ] + fields
    ).json
  }
}
