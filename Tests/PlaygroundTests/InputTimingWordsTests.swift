import Foundation
import Motion
import Testing

@testable import Playground

/// Issue 61: the input-timing view said "input → present: measuring… (window only)" inside a
/// window, and "measuring" headless, where nothing is ever measured. Each says what is true
/// where it is.
@Suite struct InputTimingWordsTests {
  static func lines(latency: Double?, isWindow: Bool) -> [String] {
    var timing = InputTiming(
      lag: nil, velocity: .zero, latency: latency, prediction: nil, eventTimes: [], frameTimes: [], now: 0)
    timing.isWindow = isWindow
    return InputTimingView(timing: timing, layout: OverlayLayout(size: Size(width: 960, height: 640))).lines
  }

  @Test func headlessItSaysNothingIsMeasured() {
    let latency = Self.lines(latency: nil, isWindow: false)[2]
    #expect(!latency.contains("measuring"), "\(latency)")
    #expect(latency == "input → present: not measured headless")
  }

  @Test func inAWindowItSaysItIsMeasuringWithoutWindowOnly() {
    let latency = Self.lines(latency: nil, isWindow: true)[2]
    #expect(latency == "input → present: measuring…")
    #expect(Self.lines(latency: 0.0123, isWindow: true)[2] == "input → present p50 12.3 ms")
  }
}
