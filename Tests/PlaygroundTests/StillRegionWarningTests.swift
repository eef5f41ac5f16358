import Analysis
import Foundation
import Motion
import Testing

@testable import Playground

/// A followed region that never moves beyond its noise gets one warning (issue 61: a region over
/// nothing that moves was reported "held, noise 8.8 pt" with no word); one that moves gets none.
@Suite struct StillRegionWarningTests {
  /// SplitMix64 and Box–Muller: the same jitter on every run.
  static func jitter(count: Int, sigma: Double, seed: UInt64) -> [Vector2] {
    var state = seed
    func uniform() -> Double {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return (Double((z ^ (z >> 31)) >> 11) + 0.5) / Double(1 << 53)
    }
    func normal() -> Double { (-2 * log(uniform())).squareRoot() * cos(2 * Double.pi * uniform()) }
    return (0..<count).map { _ in Vector2(x: sigma * normal(), y: sigma * normal()) }
  }

  /// What a region over nothing that moves gives: the best match of a flat patch or of the
  /// video's grain hops from place to place nearby, staying a few frames at each.
  static func hopping(count: Int, reach: Double, seed: UInt64) -> [MotionSample] {
    let offsets = jitter(count: count, sigma: reach / 2, seed: seed)
    var position = Vector2(x: 120, y: 80)
    return (0..<count).map { frame in
      if frame % (3 + Int(seed) % 4) == 0 { position = Vector2(x: 120, y: 80) + offsets[frame] }
      return MotionSample(time: Double(frame) / 30, position: position)
    }
  }

  @Test func aRegionOverNothingThatMovesIsWarnedOf() throws {
    var analysed = 0
    for seed in UInt64(1)...8 {
      for samples in [
        Self.hopping(count: 90, reach: 12, seed: seed),
        Self.jitter(count: 180, sigma: 8.8, seed: seed).enumerated().map {
          MotionSample(time: Double($0.offset) / 60, position: Vector2(x: 120, y: 80) + $0.element)
        },
      ] {
        // Some are too narrow to pass as motion at all: refused as "nothing moves" already.
        guard let analysis = try? MotionAnalysis(samples: samples, noiseFloor: RegionTracker.precision) else {
          continue
        }
        analysed += 1
        let warning = try #require(AnalysisRun.neverMoves(analysis, samples: samples), "seed \(seed)")
        #expect(warning.hasPrefix("warning: the followed region never moves beyond its noise"))
        #expect(!warning.contains("\n"))
      }
    }
    #expect(analysed > 0)
  }

  @Test func aMovingRegionIsNot() throws {
    // Still, then dragged 90 pt and held there: held throughout, but moving.
    let samples = (0...120).map { frame -> MotionSample in
      let time = Double(frame) / 60
      let x = 100 + 300 * Swift.min(Swift.max(time - 0.5, 0), 0.3)
      return MotionSample(time: time, position: Vector2(x: x, y: 50))
    }
    let analysis = try MotionAnalysis(samples: samples, noiseFloor: RegionTracker.precision)
    #expect(AnalysisRun.neverMoves(analysis, samples: samples) == nil)
  }
}
