import Foundation
import Motion
import Testing

@testable import Playground

/// Drawing a region in horizontal bands (``Canvas/bandBytes``, so each band's pixels stay in the
/// cache while every layer is drawn over them) must give the same pixels as drawing it in one
/// pass: a band is a clip, and every drawing operation must be exact under any clip. Every
/// scene's Assets script is played twice in lockstep: once damage-tracked in bands of 64 KB (17
/// pixel rows at 960 pixels wide: tens of bands, every large item and every damaged region cut
/// by their edges), and once redrawn whole in one pass (which ``DamageRedrawTests`` holds equal
/// to the tracked drawing in one pass); the frames are compared pixel for pixel every third frame.
@Suite("Banded drawing", .serialized)
struct BandedDrawingTests {
  @Test(arguments: DamageRedrawTests.cases)
  func bandedFramesMatchOnePassFrames(_ test: DamageRedrawTests.Case) throws {
    let script = try DamageRedrawTests.script(test)
    let banded = try DamageRedrawTests.session(test, script: script, fullRedraw: false)
    let whole = try DamageRedrawTests.session(test, script: script, fullRedraw: true)
    banded.canvas.bandBytes = 64 << 10
    whole.canvas.bandBytes = nil
    #expect(DamageRedrawTests.framesMatch(banded, reference: whole, duration: test.duration) > 10)
  }
}
