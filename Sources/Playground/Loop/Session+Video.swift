import Foundation
import Motion

/// The session's video: `--video` for the whole run, V to start and stop one in a window.
extension Session {
  /// `--video`'s recorder, started before the first frame.
  static func commandLineVideo(_ configuration: RunConfiguration, canvas: Canvas) throws(PlaygroundError)
    -> VideoRecorder?
  {
    guard let path = configuration.videoPath, let format = VideoFormat(path: path) else { return nil }
    return try VideoRecorder(
      path: path, format: format, canvas: canvas, resamples: !configuration.headless, fps: configuration.fps,
      isFromCommandLine: true, policy: configuration.headless ? .waitsWhenFull : .dropsWhenFull)
  }

  /// V: stops the recording (saying where it went once the encoder has caught up: the loop
  /// does not wait for it), or starts one to a new timestamped MP4.
  func toggleVideo(at time: Double) {
    if let recorder = outputs.video {
      guard recorder.dropsWhenBehind else {
        // Headless (a script's V) is offline: it waits, as every frame of it did.
        if let error = finishVideo(at: time) {
          FlickCommand.printError(error.message)
          instrument.toasts.show(error.message)
        }
        return
      }
      outputs.video = nil
      recorder.end(at: time)
      outputs.endingVideos.append(recorder)
      announceEncodedVideos(at: time)
      if !recorder.isEncoded {
        instrument.toasts.show("encoding \(SaveFolder.display(recorder.path)): the encoder is behind")
      }
      return
    }
    do throws(PlaygroundError) {
      let path = try SessionOutputs.reserveTimestampedPath(
        stamp: SessionOutputs.timestamp(), extension: "mp4", role: "video",
        directory: outputs.saveDirectory(.videos))
      do throws(PlaygroundError) {
        outputs.video = try VideoRecorder(
          path: path, format: .mp4, canvas: canvas, resamples: canvas.window != nil, fps: configuration.fps,
          isFromCommandLine: false, policy: canvas.window != nil ? .dropsWhenFull : .waitsWhenFull)
        instrument.toasts.show("recording \(SaveFolder.display(path)): \(KeyCommand.toggleVideo.label) stops")
      } catch {
        unlink(path)
        throw error
      }
    } catch {
      FlickCommand.printError(error.message)
      instrument.toasts.show(error.message)
    }
  }

  /// Announces each video V stopped whose encoder has finished (its failure, if it failed);
  /// the others wait for a later frame.
  func announceEncodedVideos(at time: Double) {
    for recorder in outputs.endingVideos where recorder.isEncoded {
      if let error = announce(recorder, at: time) {
        FlickCommand.printError(error.message)
        instrument.toasts.show(error.message)
      }
    }
  }

  /// Finishes `recorder`, one of ``SessionOutputs/endingVideos``, waiting for its encoder if it
  /// is still behind, and says where it went; what went wrong, if anything.
  func announce(_ recorder: VideoRecorder, at time: Double) -> PlaygroundError? {
    outputs.endingVideos.removeAll { $0 === recorder }
    return finish(recorder, at: time)
  }

  /// Ends the recording, if any, at the loop's `time`; what went wrong, if anything. A recording
  /// V started says where it went on stdout and in a toast.
  func finishVideo(at time: Double) -> PlaygroundError? {
    guard let recorder = outputs.video else { return nil }
    outputs.video = nil
    return finish(recorder, at: time)
  }

  private func finish(_ recorder: VideoRecorder, at time: Double) -> PlaygroundError? {
    do throws(PlaygroundError) {
      let summary = try recorder.finish(at: time)
      print(FlickCommand.programName + ": " + summary)
      instrument.toasts.show(
        "saved " + SaveFolder.display(summary.replacingOccurrences(of: "video ", with: "")))
      return nil
    } catch {
      if !recorder.isFromCommandLine { unlink(recorder.path) }
      return error
    }
  }

  /// After a frame is drawn: into the video, if one is recording. A V recording whose ffmpeg
  /// failed says so as soon as the video's writer thread has seen it, and stops; `--video`'s
  /// failure waits for the end of the run.
  func captureVideo(at time: Double) {
    guard let recorder = outputs.video else { return }
    recorder.capture(canvas: canvas, at: time)
    if let failure = recorder.failure, !recorder.isFromCommandLine {
      outputs.video = nil
      unlink(recorder.path)
      let message = "video '\(recorder.path)': \(failure)"
      FlickCommand.printError(message)
      instrument.toasts.show(message)
    }
  }
}
