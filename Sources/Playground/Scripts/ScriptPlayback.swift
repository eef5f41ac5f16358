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

  /// The events due by the frame at `time`, in the script's order, taken out. On a recording's
  /// frames an event read a frame late (its own time earlier than a later-read one's) holds back
  /// only itself: the events after it in time that reached the scene on an earlier frame go
  /// there, as they did live (a page in a browser on a loaded machine reads a wheel notch a
  /// frame late now and then, and a press read on time must not wait for it).
  mutating func takeDue(by time: Double) -> [Script.Event] {
    var due: [Script.Event] = []
    var held: [Script.Event] = []
    while let next = pending.first, next.time <= time {
      pending.removeFirst()
      if !replaysRecordedFrames || next.dueOnRecordedFrames <= time {
        due.append(next)
      } else {
        held.append(next)
      }
    }
    if !held.isEmpty { pending = (held + pending)[...] }
    return due
  }
}
