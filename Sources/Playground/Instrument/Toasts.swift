/// The instrument's toast: a short message (a tuned value, a saved file) at the bottom of the
/// window for ``duration`` seconds of the loop's time (toasts last in real time, paused or not).
struct Toasts {
  static let duration = 2.0
  /// The message shown now, if any.
  private(set) var text: String?
  private var until = 0.0
  /// The loop's time of the frame being made: set before its inputs, so a toast a key shows
  /// after the loop slept lasts its whole duration.
  private var now = 0.0

  /// A frame at `frameTime` (the loop's clock) begins: toasts its inputs show last from now,
  /// not from the last frame drawn before the loop slept.
  mutating func beginFrame(at frameTime: Double) { now = frameTime }

  /// The frame at `frameTime` is made: a toast past its time goes.
  mutating func frameMade(at frameTime: Double) {
    now = frameTime
    if text != nil && frameTime > until { text = nil }
  }

  mutating func show(_ message: String) {
    text = message
    until = now + Self.duration
  }
}
