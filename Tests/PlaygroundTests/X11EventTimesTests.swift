import Testing

@testable import Playground

/// The X server's own times on the loop's clock: one offset (the quickest event's), wraps of the
/// 32-bit millisecond clock, and which SDL event each X event's time belongs to, in the order
/// SDL 2.26 queues them (a core event's stamp before its SDL events, an XInput 2 event's after).
@Suite("X11 event times")
struct X11EventTimesTests {
  @Test func theOffsetIsTheQuickestEventsAndSpacingIsExact() {
    var mapping = ServerTimeMapping()
    // Server ms 10 000, read 2 ms later on a loop clock 500 s behind the server's.
    let first = mapping.loopTime(serverMilliseconds: 10_000, receivedAt: -490 + 0.002)
    #expect(abs(first - (-490 + 0.002)) < 1e-9)
    // A burst read late (a stalled frame): every event keeps its own spacing.
    let late = (0..<5).map {
      mapping.loopTime(serverMilliseconds: 10_010 + UInt32($0) * 8, receivedAt: -489.5)
    }
    for (a, b) in zip(late, late.dropFirst()) { #expect(abs((b - a) - 0.008) < 1e-9) }
    #expect(abs(late[0] - (first + 0.010)) < 1e-9)
    // A quicker event lowers the offset for what follows; never raises it.
    let quick = mapping.loopTime(serverMilliseconds: 11_000, receivedAt: -489.0)
    #expect(abs(quick - (-489.0)) < 1e-9)
    #expect(abs((mapping.offset ?? 0) - (-489.0 - 11.0)) < 1e-9)
    // Never later than when it was read.
    #expect(late.allSatisfy { $0 <= -489.5 })
  }

  @Test func theServersMillisecondsWrapAfter49Days() {
    var mapping = ServerTimeMapping()
    let before = mapping.loopTime(serverMilliseconds: UInt32.max - 4, receivedAt: 100)
    let after = mapping.loopTime(serverMilliseconds: 3, receivedAt: 100.008)
    #expect(abs((after - before) - 0.008) < 1e-9)
    // A stamp a little older than the last (events of two X streams) is a step back, not a wrap.
    let older = mapping.loopTime(serverMilliseconds: UInt32.max, receivedAt: 100.009)
    #expect(abs((after - older) - 0.004) < 1e-9)
  }

  @Test func aCoreEventsTimeGoesToTheSDLEventsAfterIt() {
    var times = X11EventTimes()
    let result = times.times(of: [
      .stamp(.coreInput(serverMilliseconds: 1_000), receivedAt: 5.000),  // ButtonPress
      .event(.other),  // SDL_MOUSEBUTTONDOWN
      .stamp(.coreInput(serverMilliseconds: 1_008), receivedAt: 5.300),  // MotionNotify, read late
      .event(.mouseMotion),
      .stamp(.coreOther, receivedAt: 5.300),  // an exposure
      .event(.other),  // its window event
    ])
    #expect(result[0] == nil)
    #expect(result[1] == 5.000)
    #expect(abs((result[3] ?? 0) - 5.008) < 1e-9)
    #expect(result[5] == nil)
  }

  @Test func anXInput2EventsTimeGoesToTheSDLEventBeforeIt() {
    var times = X11EventTimes()
    let result = times.times(of: [
      .stamp(.coreInput(serverMilliseconds: 2_000), receivedAt: 1.0),  // ButtonPress
      .event(.other),  // SDL_MOUSEBUTTONDOWN
      .event(.mouseMotion),  // made by the XI_Motion after it
      .stamp(.motion(serverMilliseconds: 2_012), receivedAt: 1.2),
      .event(.finger(id: 7)),
      .event(.finger(id: 9)),
      .stamp(.touch(serverMilliseconds: 2_020, fingerID: 9), receivedAt: 1.2),
      .stamp(.touch(serverMilliseconds: 2_030, fingerID: 7), receivedAt: 1.2),
      .event(.mouseMotion),  // a motion whose XI_Motion's time was not kept
      .stamp(.genericOther, receivedAt: 1.2),
    ])
    #expect(result[1] == 1.0)
    #expect(abs((result[2] ?? 0) - 1.012) < 1e-9)
    // Finger 9's touch claims its finger; finger 7's stamp comes after another stamp, so it has
    // none (its SDL event is not among those since the last stamp).
    #expect(result[4] == nil)
    #expect(abs((result[5] ?? 0) - 1.020) < 1e-9)
    #expect(result[8] == nil)
  }
}
