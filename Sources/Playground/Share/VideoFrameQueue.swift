import Dispatch
import Foundation
import Synchronization

/// A video's frames on their way to the encoder: the loop appends them to a bounded queue, and a
/// thread of the queue's own writes them to the ``VideoFrameSink`` (ffmpeg's stdin). Writing on
/// the loop stalled it for seconds whenever ffmpeg fell behind, and the inputs made meanwhile
/// were never drawn (issue 61).
///
/// When the queue is full, ``VideoFramePolicy`` decides: a window drops the frame (the last
/// frame queued fills its slots instead, so the video keeps its length) and counts it; a headless
/// run waits for room, so its video is the same frame for frame.
///
/// Shared state is a `Mutex` each; the two threads wake each other with semaphores, each signal
/// matched by one wait (a waiter says so under the lock before it sleeps, so no wake is lost).
final class VideoFrameQueue: Sendable {
  /// A frame and the number of the video's slots it fills.
  struct Frame: Sendable {
    var pixels: [UInt32]
    var repeats: Int
  }

  private struct State {
    var frames: [Frame] = []
    var isClosed = false
    var writerWaits = false
    var appenderWaits = false
    var dropped = 0
    var failure: String?
    var isFinished = false
  }

  let capacity: Int
  let policy: VideoFramePolicy
  private let state = Mutex(State())
  /// Only the writer thread touches the sink, and the lock is never contended: it is what lets
  /// a sink that is not `Sendable` (a process and its pipe) live on that thread.
  private let sink: Mutex<any VideoFrameSink>
  private let frameArrived = DispatchSemaphore(value: 0)
  private let roomMade = DispatchSemaphore(value: 0)
  private let writerFinished = DispatchSemaphore(value: 0)

  /// Starts the writer thread. `capacity`: the frames that may wait (at least 1).
  init(sink: sending any VideoFrameSink, capacity: Int, policy: VideoFramePolicy) {
    self.sink = Mutex(sink)
    self.capacity = max(1, capacity)
    self.policy = policy
    let thread = Thread { [self] in drain() }
    thread.name = "flick video"
    thread.start()
  }

  /// The frames that may wait for an encoder of frames of `bytes` each: about half a second at
  /// 60 fps for a small window, fewer for a large one, so the queue stays under 64 MB.
  static func capacity(frameBytes: Int) -> Int {
    min(30, max(2, 64 << 20 / max(frameBytes, 1)))
  }

  /// Frames dropped so far because the queue was full (``VideoFramePolicy/dropsWhenFull``).
  var dropped: Int { state.withLock { $0.dropped } }

  /// Whether the writer has written every frame and finished the sink (``finish()`` then
  /// returns at once).
  var isFinished: Bool { state.withLock { $0.isFinished } }

  /// The sink's failure, once the writer has seen it.
  var failure: String? { state.withLock { $0.failure } }

  /// Hands `pixels` over to fill `repeats` slots of the video. Returns false when the frame was
  /// dropped: the queue was full under ``VideoFramePolicy/dropsWhenFull`` (the last frame
  /// queued fills the slots instead), or the queue is closed. Never waits on the sink under
  /// that policy; under ``VideoFramePolicy/waitsWhenFull`` it waits for room.
  @discardableResult
  func append(_ pixels: [UInt32], repeats: Int) -> Bool {
    guard repeats > 0 else { return true }
    while true {
      let (outcome, wakesWriter) = state.withLock { state -> (Bool?, Bool) in
        guard !state.isClosed else { return (false, false) }
        if state.frames.count < capacity || state.failure != nil {
          // After a failure the writer throws frames away: they are queued only to be counted.
          state.frames.append(Frame(pixels: pixels, repeats: repeats))
          let wakes = state.writerWaits
          state.writerWaits = false
          return (true, wakes)
        }
        switch policy {
        case .dropsWhenFull:
          // Full means at least one frame waits, so there is a last one to repeat.
          state.frames[state.frames.count - 1].repeats += repeats
          state.dropped += 1
          return (false, false)
        case .waitsWhenFull:
          state.appenderWaits = true
          return (nil, false)
        }
      }
      if wakesWriter { frameArrived.signal() }
      if let outcome { return outcome }
      roomMade.wait()
    }
  }

  /// Ends the input: the writer writes what is queued, finishes the sink and stops. Returns at
  /// once; ``finish()`` waits.
  func close() {
    let wakesWriter = state.withLock { state in
      state.isClosed = true
      let wakes = state.writerWaits
      state.writerWaits = false
      return wakes
    }
    if wakesWriter { frameArrived.signal() }
  }

  /// Closes, waits until every queued frame is written and the sink has finished, and returns
  /// the failure, if any.
  func finish() -> String? {
    close()
    if !state.withLock({ $0.isFinished }) { writerFinished.wait() }
    return failure
  }

  /// The writer thread: takes each frame in turn and writes it as many times as it has slots.
  private func drain() {
    while true {
      let (frame, isDone, wakesAppender) = state.withLock { state -> (Frame?, Bool, Bool) in
        guard !state.frames.isEmpty else {
          if state.isClosed { return (nil, true, false) }
          state.writerWaits = true
          return (nil, false, false)
        }
        let frame = state.frames.removeFirst()
        let wakes = state.appenderWaits
        state.appenderWaits = false
        return (frame, false, wakes)
      }
      if wakesAppender { roomMade.signal() }
      if isDone { break }
      guard let frame else {
        frameArrived.wait()
        continue
      }
      let failure = sink.withLock { sink -> String? in
        for _ in 0..<frame.repeats where sink.failure == nil {
          frame.pixels.withUnsafeBytes { sink.write($0) }
        }
        return sink.failure
      }
      if let failure { state.withLock { $0.failure = failure } }
    }
    let failure = sink.withLock { $0.finish() }
    state.withLock {
      $0.failure = failure
      $0.isFinished = true
    }
    writerFinished.signal()
  }
}
