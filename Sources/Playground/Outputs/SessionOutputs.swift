import Foundation
import Motion
import Scenes
import Stage

/// A run's files: the trace (a line a frame), the recorded input (`--record`), and what the keys
/// save (P a screenshot, E the chart, W the tuning as a preset), each under its own timestamped
/// name in the working directory, or in the user's Pictures folder when started where that is
/// no place for them (``SaveFolder``).
final class SessionOutputs {
  /// The trace; a window's lines wait for their present (``LatencyMeter``).
  let trace: TraceWriter?
  /// `--record`: where the input is written as a script at the end.
  let recordPath: String?
  /// I's recording of the input, while one runs.
  var inputRecording: InputRecording?
  /// The video being recorded (`--video`, or V in a window).
  var video: VideoRecorder?
  /// Videos V has stopped whose encoder is still catching up: each is announced once encoded.
  var endingVideos: [VideoRecorder] = []
  /// P asked for a screenshot: it is saved once the frame is drawn.
  var screenshotRequested = false
  /// The folder (ending in `/`, or "" for the working directory) a key's save of a kind goes to.
  var saveDirectory: (SaveFolder.Kind) -> String = SaveFolder.current

  init(configuration: RunConfiguration) throws(PlaygroundError) {
    trace = try configuration.tracePath.map { path throws(PlaygroundError) in try TraceWriter(path: path) }
    recordPath = configuration.recordPath
  }

  /// The first output that could not be written (the trace), if any: the run stops with it.
  var failure: PlaygroundError? { trace?.failure }

  /// Closes the trace (whole, or to its last whole line) and writes the recorded script, each
  /// whatever became of the other; throws every failure, as one line. `interruption`: why the
  /// run stopped early (a signal's name, "display lost"), written as the trace's last line.
  func finish(
    log: InputLog, start: SceneRunner.Start, interruption: (reason: String, frame: Int, time: Double)? = nil
  ) throws(PlaygroundError) {
    var failures: [PlaygroundError] = []
    if let trace {
      if let interruption {
        trace.writeInterruption(
          reason: interruption.reason, frame: interruption.frame, time: interruption.time)
      }
      do throws(PlaygroundError) { try trace.close() } catch { failures.append(error) }
    }
    if let recordPath {
      do throws(PlaygroundError) {
        try Self.writeRecording(to: recordPath) { path throws(PlaygroundError) in
          try ScriptRecorder.write(log: log, start: start, to: path)
        }
      } catch {
        failures.append(error)
      }
    }
    if let failure = PlaygroundError.combined(failures) { throw failure }
  }

  /// Writes the recording; where its path cannot be written (a full disk, a folder gone), under a
  /// fallback name in the working directory, `flick-record-<timestamp>.json`, saying where: the
  /// recorded input of a live session cannot be made again.
  static func writeRecording(
    to path: String, _ write: (String) throws(PlaygroundError) -> Void
  ) throws(PlaygroundError) {
    do throws(PlaygroundError) {
      try write(path)
    } catch {
      let fallback: String
      do throws(PlaygroundError) {
        fallback = try reserveTimestampedPath(
          prefix: "record-", stamp: timestamp(), extension: "json", role: "record")
      } catch let second {
        throw PlaygroundError("\(error.message); the recording is lost (\(second.message))")
      }
      do throws(PlaygroundError) {
        try write(fallback)
      } catch let second {
        unlink(fallback)
        throw PlaygroundError("\(error.message); the recording is lost (\(second.message))")
      }
      let directory = FileManager.default.currentDirectoryPath
      throw PlaygroundError("\(error.message); the recording is saved as \(directory)/\(fallback) instead")
    }
  }

  /// Saves a file a key asked for, named `flick-<prefix><timestamp>.<ext>` in the folder for
  /// `folder` (``saveDirectory``), with `write` (given the path and the timestamp); says where on
  /// stdout and in the toast (`toast` is given the path as shown, the home as `~`), or what
  /// failed on stderr and in the toast.
  func saveTimestamped(
    _ kind: String, prefix: String = "", extension ext: String, folder: SaveFolder.Kind = .pictures,
    toasts: inout Toasts, toast: (String) -> String = { "saved \($0)" },
    write: (_ path: String, _ stamp: String) throws(PlaygroundError) -> Void
  ) {
    let stamp = Self.timestamp()
    do throws(PlaygroundError) {
      let path = try Self.reserveTimestampedPath(
        prefix: prefix, stamp: stamp, extension: ext, role: kind, directory: saveDirectory(folder))
      // The stamp as the name has it (with its -2 when two saves share a second).
      let name = (path as NSString).lastPathComponent
      let uniqueStamp = String(name.dropFirst("flick-\(prefix)".count).dropLast(ext.count + 1))
      do throws(PlaygroundError) {
        try write(path, uniqueStamp)
      } catch {
        unlink(path)
        throw error
      }
      print("\(FlickCommand.programName): \(kind) \(path)")
      toasts.show(toast(SaveFolder.display(path)))
    } catch {
      FlickCommand.printError(error.message)
      toasts.show(error.message)
    }
  }

  /// A name of its own for a file saved at `stamp`: `flick-<prefix><stamp>.<ext>`, or with `-2`,
  /// `-3`… when that exists (two saves in one second must not overwrite each other), in
  /// `directory` (ending in `/`; "" for the working directory). The file is created empty
  /// (O_EXCL), so the name stays taken until it is written.
  static func reserveTimestampedPath(
    prefix: String = "", stamp: String, extension ext: String, role: String, directory: String = ""
  ) throws(PlaygroundError) -> String {
    for attempt in 1...1000 {
      let path = directory + "flick-\(prefix)\(stamp)\(attempt == 1 ? "" : "-\(attempt)").\(ext)"
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
      if descriptor >= 0 {
        close(descriptor)
        return path
      }
      if errno != EEXIST {
        throw PlaygroundError("cannot write \(role) '\(path)': \(String(cString: strerror(errno)))")
      }
    }
    throw PlaygroundError("cannot find a free name for the \(role) flick-\(prefix)\(stamp)-….\(ext)")
  }

  static func timestamp() -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    return formatter.string(from: Date())
  }
}
