import Foundation
import Motion
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

/// One line of the trace: the state of the scene as presented in one frame.
public struct FrameRecord: Sendable, Equatable {
  public var frame: Int
  /// Frame time in seconds since the start (simulated in headless mode).
  public var time: Double
  public var mode: String
  public var phase: String
  /// "present", "dismiss" or nil.
  public var transition: String?
  public var percent: Double
  /// The modal's presentation frame, in window points.
  public var modal: Rect
  /// The modal's model frame.
  public var model: Rect
  /// The presentation velocity in points per second.
  public var velocity: Vector2
  public var gesture: String
  public var navbarAlpha: Double
  public var slowMotion: Bool
  /// The last release's velocity hand-off, once there has been one.
  public var handoff: Handoff?

  /// The JSON object, keys in the documented order; times rounded to 1 µs, other numbers to
  /// 1e-4, and never NaN
  /// (a non-finite number would make the line invalid JSON, so it is written as null).
  public var jsonLine: String {
    func number(_ value: Double, places: Double = 10_000) -> String {
      guard value.isFinite else { return "null" }
      let rounded = (value * places).rounded() / places
      if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
      return String(rounded)
    }
    func rect(_ rect: Rect) -> String {
      "{\"x\": \(number(rect.minX)), \"y\": \(number(rect.minY)), \"w\": \(number(rect.width)), \"h\": \(number(rect.height))}"
    }
    func vector(_ vector: Vector2) -> String { "{\"x\": \(number(vector.x)), \"y\": \(number(vector.y))}" }
    let transitionField = transition.map { "\"\($0)\"" } ?? "null"
    let handoffField =
      handoff.map {
        "{\"t\": \(number($0.time)), \"release\": \(vector($0.releaseVelocity)), "
          + "\"settle\": \(vector($0.settleVelocity)), \"finished\": \($0.finished)}"
      } ?? "null"
    return
      "{\"frame\": \(frame), \"t\": \(number(time, places: 1_000_000)), \"mode\": \"\(mode)\", \"phase\": \"\(phase)\", "
      + "\"transition\": \(transitionField), \"percent\": \(number(percent)), \"modal\": \(rect(modal)), "
      + "\"model\": \(rect(model)), \"velocity\": \(vector(velocity)), "
      + "\"gesture\": \"\(gesture)\", \"navbarAlpha\": \(number(navbarAlpha)), \"slowMotion\": \(slowMotion), \"handoff\": \(handoffField)}"
  }
}
