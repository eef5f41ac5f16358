import Foundation

extension Session {
  /// I: starts recording the input, or stops and saves it as a timestamped script in the
  /// working directory (the toast names it).
  func toggleInputRecording(at time: Double) {
    guard let recording = outputs.inputRecording else {
      outputs.inputRecording = InputRecording(runner: runner, at: runner.sceneTime(at: time))
      instrument.toasts.show(
        "recording input: \(KeyCommand.toggleInputRecording.label) stops and saves it as a script")
      return
    }
    outputs.inputRecording = nil
    saveInputRecording(recording)
  }

  /// Writes `recording` as `flick-script-<timestamp>.json`; stdout and the toast say where.
  func saveInputRecording(_ recording: InputRecording) {
    let json = recording.json(log: runner.log)
    outputs.saveTimestamped(
      "script", prefix: "script-", extension: "json", toasts: &instrument.toasts,
      toast: { "saved \($0) (--script \($0))" },
      write: { path, _ throws(PlaygroundError) in
        try CheckedFile.write(Data(json.utf8), to: path, role: "script")
      })
  }
}
