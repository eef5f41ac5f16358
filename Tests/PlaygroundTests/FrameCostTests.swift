import Foundation
import Testing

@testable import Playground

/// The frame cost: percentiles from HdrHistogram over the run (`--stats`) and over the last
/// whole second (the HUD), printed in one fixed form.
@Suite struct FrameCostTests {
  @Test func percentilesOfTheRunAndOfTheLastSecond() throws {
    var meter = FrameCostMeter()
    // 100 frames at 100 Hz: update 1, 2 … 100 µs; draw 3 ms except one slow 40 ms frame.
    for index in 0..<100 {
      meter.recordFrame(
        at: Double(index) / 100, update: Double(index + 1) * 1e-6, draw: index == 50 ? 0.04 : 0.003)
    }
    #expect(meter.frames == 100)
    let update = try #require(meter.summary(.update))
    #expect(abs(update.p50 - 50e-6) <= 0.05e-6 && abs(update.p99 - 99e-6) <= 0.1e-6)
    #expect(abs(update.max - 100e-6) <= 0.1e-6 && update.count == 100)
    let draw = try #require(meter.summary(.draw))
    #expect(abs(draw.p50 - 0.003) < 0.003 * 1e-3 && abs(draw.max - 0.04) < 0.04 * 1e-3)
    #expect(meter.summary(.interval) == nil)
    // The HUD's second is not over until a frame a second after the first one.
    #expect(meter.lastSecond[FrameCostMeter.Measure.update.rawValue] == nil)
    meter.recordFrame(at: 1.0, update: 1e-3, draw: 1e-3)
    let lastSecond = try #require(meter.lastSecond[FrameCostMeter.Measure.draw.rawValue])
    #expect(lastSecond.count == 100 && abs(lastSecond.max - 0.04) < 0.04 * 1e-3)
  }

  @Test func theReportHasOneLinePerMeasureInAFixedForm() {
    var meter = FrameCostMeter()
    meter.recordFrame(at: 0, update: 0.00021, draw: 0.0031)
    meter.recordInterval(1.0 / 60)
    meter.recordPresent(0.002)
    let lines = meter.report.split(separator: "\n").map(String.init)
    #expect(lines.count == 6)
    #expect(lines[0] == "frames: 1")
    #expect(lines[1] == "update: p50 0.21 ms, p99 0.21 ms, max 0.21 ms")
    #expect(lines[2].hasPrefix("draw: p50 3.10 ms"))
    #expect(lines[3].hasPrefix("frame: p50 3.31 ms"))
    #expect(lines[4].hasPrefix("interval: p50 16.67 ms"))
    #expect(lines[5] == "present: p50 2.00 ms, p99 2.00 ms, max 2.00 ms")
  }

  @Test func nonsenseDurationsAreNotRecorded() {
    var meter = FrameCostMeter()
    meter.recordFrame(at: 0, update: .nan, draw: -1)
    meter.recordInterval(.infinity)
    #expect(meter.summary(.update) == nil && meter.summary(.interval) == nil)
    #expect(meter.summary(.draw)?.max == 0)
    #expect(!meter.report.contains("nan") && !meter.report.contains("inf"))
  }

  /// `--stats` on a headless run: the frame count and update, draw and frame lines on stdout
  /// (no interval line: nothing is presented headless), then the run's motion and why.
  @Test func statsFlagPrintsTheReport() throws {
    let result = try FlickProcess.run([
      "--headless", "--scene", "stress", "--count", "500", "--duration", "0.5", "--stats",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "frames: 31")
    #expect(lines.dropFirst().map { $0.split(separator: ":")[0] } == ["update", "draw", "frame", "motion"])
    let pattern = /^(update|draw|frame): p50 \d+\.\d\d ms, p99 \d+\.\d\d ms, max \d+\.\d\d ms$/
    for line in lines.dropFirst().dropLast() { #expect(line.wholeMatch(of: pattern) != nil, "\(line)") }
    #expect(lines.last == "motion: full (default)")
  }
}
