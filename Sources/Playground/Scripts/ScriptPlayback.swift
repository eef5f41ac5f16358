/// The script still to play (`--script`): its events in time order, each delivered with the
/// first frame at or after its time (on a headless replay of a recording's frames, at or after
/// the frame it reached live).
struct ScriptPlayback {
  private var pending: ArraySlice<Script.Event>
  /// A headless replay on a recording's frames: each event reaches the scene on the frame it
  /// reached live (``Script/Event/frame``).
  private let replaysRecordedFrames: Bool

  init(_ script: Script?, replaysRecordedFrames: Bool) {
    pending = (script?.events ?? [])[...]
    self.replaysRecordedFrames = replaysRecordedFrames
  }

  /// The time of the next event, if any is left.
  var nextTime: Double? { pending.first?.time }

  /// Whether every event has been played.
  var isFinished: Bool { pending.isEmpty }

  /// The events due by the frame at `time`, in the script's order, taken out.
  mutating func takeDue(by time: Double) -> [Script.Event] {
    var due: [Script.Event] = []
    while let next = pending.first, next.time <= time,
      !replaysRecordedFrames || next.dueOnRecordedFrames <= time
    {
      pending.removeFirst()
      due.append(next)
    }
    return due
  }
}
