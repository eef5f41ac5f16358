import Dispatch
import Foundation
import Synchronization
import Testing

@testable import Playground

/// What a test's encoder was given: the first pixel of each frame written (each test frame is
/// one pixel, its number). Shared with the writer thread, hence the lock.
final class VideoFrameLog: Sendable {
  private let written = Mutex<[UInt32]>([])
  /// Signalled when the first write has begun: the writer thread is then stuck in it.
  let entered = DispatchSemaphore(value: 0)
  /// The first write waits for this.
  let release = DispatchSemaphore(value: 0)
  var frames: [UInt32] { written.withLock { $0 } }
  func add(_ frame: UInt32) { written.withLock { $0.append(frame) } }
}

/// An encoder that blocks in its first write until the test lets it go.
final class BlockedVideoSink: VideoFrameSink {
  let log: VideoFrameLog
  private var hasBlocked = false
  init(log: VideoFrameLog) { self.log = log }
  var failure: String? { nil }

  func write(_ bytes: UnsafeRawBufferPointer) {
    if !hasBlocked {
      hasBlocked = true
      log.entered.signal()
      log.release.wait()
    }
    log.add(bytes.load(as: UInt32.self))
  }

  func finish() -> String? { nil }
}

/// Issue 61: writing frames to ffmpeg on the loop stalled the window for seconds when ffmpeg fell
/// behind. The loop now hands frames to a bounded queue; when it is full, a window drops the
/// frame (counted, and the frame before fills its slot) and never waits on the encoder; a
/// headless run waits and loses none. These check the rule, not a speed: with the encoder stuck
/// in a write, a window's appends all return, and the drops are counted.
@Suite("VideoFrameQueue")
struct VideoFrameQueueTests {
  @Test func aWindowDropsFramesWhileTheEncoderIsStuckAndCountsThem() {
    let log = VideoFrameLog()
    let queue = VideoFrameQueue(sink: BlockedVideoSink(log: log), capacity: 2, policy: .dropsWhenFull)
    #expect(queue.append([1], repeats: 1))
    // The writer has taken frame 1 and is stuck writing it: nothing more leaves the queue.
    log.entered.wait()
    // Only a regression needs this: were an append to wait for the stuck encoder, the encoder
    // is let go after 30 s, the append returns true, and the test fails instead of hanging.
    DispatchQueue.global().asyncAfter(deadline: .now() + 30) { log.release.signal() }
    #expect(queue.append([2], repeats: 1))
    #expect(queue.append([3], repeats: 1))
    // Full: these return at once (the writer is still stuck), dropped and counted; frame 3
    // fills their slots, so the video keeps its length.
    #expect(!queue.append([4], repeats: 1))
    #expect(!queue.append([5], repeats: 2))
    #expect(queue.dropped == 2)
    log.release.signal()
    #expect(queue.finish() == nil)
    #expect(log.frames == [1, 2, 3, 3, 3, 3])
    #expect(queue.dropped == 2)
  }

  @Test func headlessWaitsForTheEncoderAndLosesNoFrame() {
    let log = VideoFrameLog()
    let queue = VideoFrameQueue(sink: BlockedVideoSink(log: log), capacity: 2, policy: .waitsWhenFull)
    #expect(queue.append([1], repeats: 1))
    log.entered.wait()
    // The encoder is let go from another thread a little later; meanwhile the appends past
    // the queue's two places wait for room instead of dropping.
    DispatchQueue.global().async { log.release.signal() }
    for frame in UInt32(2)...50 { #expect(queue.append([frame], repeats: frame == 50 ? 3 : 1)) }
    #expect(queue.finish() == nil)
    #expect(log.frames == Array(1...50) + [50, 50])
    #expect(queue.dropped == 0)
  }

  @Test func theSummarySaysHowManyFramesAWindowDropped() {
    func summary(_ dropped: Int?) -> String {
      VideoRecorder.summary(path: "v.mp4", format: .mp4, frameRate: 60, framesWritten: 90, dropped: dropped)
    }
    #expect(summary(nil) == "video v.mp4: 90 frames at 60 fps (1.5 s)")
    #expect(summary(0) == "video v.mp4: 90 frames at 60 fps (1.5 s), none dropped")
    #expect(
      summary(12)
        == "video v.mp4: 90 frames at 60 fps (1.5 s), dropped 12 frames: the encoder fell behind (the frame before shows in their place)"
    )
  }
}
