import Foundation
import Motion
import Testing

@testable import Playground

/// Drawing a region in horizontal bands (``Canvas/bandBytes``, so each band's pixels stay in the
/// cache while every layer is drawn over them) must give the same pixels as drawing it in one
/// pass: a band is a clip, and every drawing operation must be exact under any clip. Every
/// scene's Assets script is played twice in lockstep, once in bands of 64 KB (17 pixel rows at
/// 960 pixels wide: tens of bands, every large item cut by their edges) and once in one pass,
/// and the frames are compared pixel for pixel every third frame.
@Suite("Banded drawing", .serialized)
struct BandedDrawingTests {
  @Test(arguments: DamageRedrawTests.cases)
  func bandedFramesMatchOnePassFrames(_ test: DamageRedrawTests.Case) throws {
    var script = try Script(
      contentsOf: DamageRedrawTests.assets.appendingPathComponent("\(test.script).json").path)
    // The stress scene's HUD shows measured frame costs, which differ between two runs.
    if test.scene == "stress" {
      script = Script(events: script.events.filter { $0.action != .key("tab") })
    }
    let banded = try DamageRedrawTests.session(test, script: script, fullRedraw: false)
    let whole = try DamageRedrawTests.session(test, script: script, fullRedraw: false)
    banded.canvas.bandBytes = 64 << 10
    whole.canvas.bandBytes = nil
    let fps = 60.0
    var compared = 0
    for index in 0...Int(test.duration * fps) {
      banded.frame(at: Double(index) / fps, inputs: [])
      whole.frame(at: Double(index) / fps, inputs: [])
      guard index % 3 == 0 else { continue }
      let a = banded.canvas.pixels()
      let b = whole.canvas.pixels()
      #expect(a.width == b.width && a.height == b.height)
      guard a.argb != b.argb else {
        compared += 1
        continue
      }
      let differing = zip(a.argb, b.argb).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
      Issue.record("frame \(index): \(differing) pixels differ")
      return
    }
    #expect(compared > 10)
  }
}
