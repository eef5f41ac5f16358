import Testing

@testable import Playground

/// The window's hand pacing where presents do not wait for vsync: frames shown on slots one
/// interval apart, made as late as the recent frames allow. Frames are simulated on a clock of
/// their own: each costs a given making and present time.
@Suite struct FramePacerTests {
  static let interval = 1.0 / 60

  /// One simulated frame: what making and presenting it take, and how many pixels it presents.
  struct Frame {
    var work: Double
    var present: Double
    var pixels = 8_294_400
  }

  /// Runs `frames` through a pacer as the window loop does (wait for the frame's start, make it,
  /// wait for the present's start, present) and returns when each present returned.
  static func presentTimes(
    _ frames: [Frame], pacer: inout FramePacer, startingAt start: Double = 0
  ) -> [Double] {
    var now = start
    var times: [Double] = []
    for frame in frames {
      now = max(now, pacer.frameStart ?? now)
      now += frame.work
      now = max(now, pacer.presentStart(pixels: frame.pixels) ?? now)
      let presentStart = now
      now += frame.present
      pacer.presented(work: frame.work, pixels: frame.pixels, presentStart: presentStart, presented: now)
      times.append(now)
    }
    return times
  }

  static func intervals(_ times: [Double]) -> [Double] { zip(times.dropFirst(), times).map { $0 - $1 } }

  @Test func framesWhoseCostChangesAreShownOneIntervalApart() {
    // A pinch at 3840x2160: drawing between 4 and 10 ms a frame, changing every frame, and a
    // 3 ms present. Presented as soon as each is drawn, on a grid of frame starts, the changes
    // go into the intervals (16.7 ms ± 4.5). On slots, once the first frames have shown what
    // frames and presents cost, every interval is the display's.
    let frames = (0..<120).map { Frame(work: 0.004 + 0.0015 * Double($0 * 7 % 5), present: 0.003) }
    let asSoonAsDrawn = frames.indices.map {
      Double($0) * Self.interval + frames[$0].work + frames[$0].present
    }
    #expect(Self.intervals(asSoonAsDrawn).map { abs($0 - Self.interval) }.max()! > 0.004)
    var pacer = FramePacer(interval: Self.interval)
    let intervals = Self.intervals(Self.presentTimes(frames, pacer: &pacer))
    for interval in intervals.dropFirst(12) { #expect(abs(interval - Self.interval) < 1e-9) }
  }

  @Test func inputsAreReadAsLateAsTheRecentFramesAllow() throws {
    // Cheap frames (0.5 ms and a 0.2 ms present) start 0.7 ms before their slot, not a whole
    // interval: what a frame applies waits no longer than it must.
    var pacer = FramePacer(interval: Self.interval)
    let times = Self.presentTimes(
      Array(repeating: Frame(work: 0.0005, present: 0.0002), count: 10), pacer: &pacer)
    let slot = try #require(pacer.slot)
    #expect(abs(slot - (times.last! + Self.interval)) < 1e-9)
    let start = try #require(pacer.frameStart)
    #expect(abs((slot - start) - 0.0007) < 1e-9)
  }

  @Test func oneSlowFrameDoesNotHoldTheNextHalfSecondToItsCost() throws {
    var pacer = FramePacer(interval: Self.interval)
    var frames = Array(repeating: Frame(work: 0.001, present: 0.001), count: 10)
    frames.append(Frame(work: 0.012, present: 0.001))  // a text drawn for the first time
    frames += Array(repeating: Frame(work: 0.001, present: 0.001), count: 3)
    let intervals = Self.intervals(Self.presentTimes(frames, pacer: &pacer))
    // The slow frame misses its slot by about 11 ms; the slots start again from it.
    #expect(intervals[9] > Self.interval + 0.010)
    for interval in intervals[10...] { #expect(abs(interval - Self.interval) < 1e-9) }
    // The frame after it is given the slow frame's cost (a slow phase may go on), the ones
    // after that the others' again.
    #expect(abs(pacer.budget - 0.002) < 1e-9)
  }

  @Test func theSlotsKeepTheirPhaseForAPresentNearItsSlotAndRestartFromOneFarFromIt() throws {
    var pacer = FramePacer(interval: Self.interval)
    _ = Self.presentTimes(Array(repeating: Frame(work: 0.002, present: 0.001), count: 5), pacer: &pacer)
    let slot = try #require(pacer.slot)
    // 1 ms late: the next slot is one interval after this one.
    pacer.presented(work: 0.003, pixels: 0, presentStart: slot - 0.001, presented: slot + 0.001)
    #expect(pacer.slot == slot + Self.interval)
    // 5 ms late: one interval after the present.
    let late = slot + Self.interval + 0.005
    pacer.presented(work: 0.007, pixels: 0, presentStart: late - 0.001, presented: late)
    #expect(pacer.slot == late + Self.interval)
    // 1 ms early: the phase is kept; 5 ms early: one interval after the present.
    let slotAfterLate = late + Self.interval
    pacer.presented(
      work: 0.001, pixels: 0, presentStart: slotAfterLate - 0.002, presented: slotAfterLate - 0.001)
    #expect(pacer.slot == slotAfterLate + Self.interval)
    let early = slotAfterLate + Self.interval - 0.005
    pacer.presented(work: 0.001, pixels: 0, presentStart: early - 0.001, presented: early)
    #expect(pacer.slot == early + Self.interval)
  }

  @Test func theFrameAfterAnIdleWaitIsShownAtOnceAndNotRemembered() throws {
    var pacer = FramePacer(interval: Self.interval)
    #expect(pacer.frameStart == nil && pacer.presentStart(pixels: 100) == nil)
    // The first frame (the window's first surface and present): at once, not remembered.
    pacer.presented(work: 0.030, pixels: 8_294_400, presentStart: 0.030, presented: 0.050)
    #expect(pacer.slot == 0.050 + Self.interval)
    #expect(pacer.budget == Self.interval)
    #expect(pacer.expectedPresent(pixels: 8_294_400) == 0)
    // Until a present's cost is known, the next frame is presented as soon as it is made.
    #expect(pacer.frameStart == pacer.slot! - Self.interval && pacer.presentStart(pixels: 100) == nil)
    pacer.restart()
    #expect(pacer.slot == nil && pacer.frameStart == nil)
  }

  @Test func aPresentIsExpectedToCostItsChangedPixels() {
    var pacer = FramePacer(interval: Self.interval)
    // Whole screens of 8.3 million pixels presented in 3 ms.
    _ = Self.presentTimes(Array(repeating: Frame(work: 0.002, present: 0.003), count: 5), pacer: &pacer)
    #expect(abs(pacer.expectedPresent(pixels: 8_294_400) - 0.003) < 1e-12)
    #expect(abs(pacer.expectedPresent(pixels: 829_440) - 0.0003) < 1e-12)
    // Small presents are mostly the call's own time: they do not change the cost per pixel.
    pacer.presented(work: 0.001, pixels: 1_000, presentStart: 0, presented: 0.001)
    #expect(abs(pacer.expectedPresent(pixels: 8_294_400) - 0.003) < 1e-12)
  }
}
