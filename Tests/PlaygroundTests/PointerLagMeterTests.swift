import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// `--stats`' `pointer lag` and `judder` lines and the trace's `pointerLag`, from frames given by
/// hand: no clock, no window.
@Suite("Pointer lag meter")
struct PointerLagMeterTests {
  @Test func judderIsTheStepsSpreadOverTheirMean() {
    #expect(PointerLagMeter.judder(of: [16, 16, 16]) == 0)
    // 16 and 24 pt in turn (8 ms events under 60 Hz frames at 1 000 pt/s): 4 / 20.
    #expect(abs(PointerLagMeter.judder(of: [16, 24, 16, 24])! - 0.2) < 1e-12)
    #expect(PointerLagMeter.judder(of: [5]) == nil)
    #expect(PointerLagMeter.judder(of: [0, 0]) == nil)
  }

  /// A held square dragged 10 pt a frame, then still: the press's step and the step on which
  /// the pointer came to rest are no steps of the drag.
  @Test func onlyStepsInsideADragCount_andHeadlessTheLagIsToTheRealPointer() {
    let subject = Layer(name: "subject", center: Vector2(x: 50, y: 50), size: Size(width: 40, height: 40))
    var meter = PointerLagMeter()
    // Pressed at (50, 50); the subject is drawn 3 pt behind the real pointer as it moves.
    let reals: [Double] = [50, 60, 70, 80, 90, 95, 95, 95]
    for (index, real) in reals.enumerated() {
      let drawn = index == 0 ? 50 : real - 3
      subject.center = Vector2(x: drawn, y: 50)
      meter.frameMade(
        isHeld: true, subject: subject, shown: Vector2(x: drawn, y: 50), real: Vector2(x: real, y: 50),
        isWindow: false)
    }
    // Steps 57→67→77→87 inside the drag (10 each); 50→57 follows the press, 87→92 the stop.
    #expect(meter.displacements == [10, 10, 10])
    #expect(meter.distances == [0, 3, 3, 3, 3, 3, 3, 3])
    #expect(meter.report == ["pointer lag: p50 3.00 p95 3.00 max 3.00 pt", "judder: 0.0%"])
    #expect(meter.holdDistance == 3)
    // Let go: nothing more is measured, and the HUD has no lag to show.
    meter.frameMade(isHeld: false, subject: subject, shown: nil, real: nil, isWindow: false)
    #expect(meter.distances.count == 8)
    #expect(meter.holdDistance == nil)
  }

  @Test func inAWindowTheLagIsToThePointerReadAfterThePresent() {
    let subject = Layer(name: "subject", center: Vector2(x: 100, y: 100), size: Size(width: 40, height: 40))
    var meter = PointerLagMeter()
    meter.frameMade(
      isHeld: true, subject: subject, shown: Vector2(x: 90, y: 100), real: Vector2(x: 90, y: 100),
      isWindow: true)
    #expect(meter.isHolding)
    #expect(meter.distances.isEmpty)
    let field = meter.presented(pointer: Vector2(x: 96, y: 108))
    #expect(
      field
        == TraceField(
          "pointerLag",
          .object([
            TraceField("pointer", .object([TraceField("x", .number(96)), TraceField("y", .number(108))])),
            TraceField("drawn", .object([TraceField("x", .number(90)), TraceField("y", .number(100))])),
            TraceField("distance", .number(10)),
          ])))
    #expect(!meter.isHolding)
    #expect(meter.presented(pointer: Vector2(x: 0, y: 0)) == nil)
    meter.frameMade(isHeld: false, subject: subject, shown: nil, real: nil, isWindow: true)
    #expect(meter.presented(pointer: Vector2(x: 96, y: 108)) == nil)
  }

  /// A rubber band: the scene draws its subject at a fraction of the drag. That offset is the
  /// scene's on purpose (`pointer lag intended`), not lag: before, the pane held past open read
  /// as 96.6 pt of "pointer lag".
  @Test func anOffsetTheSceneMeansIsNoLag() {
    let subject = Layer(name: "pane", center: Vector2(x: 100, y: 100), size: Size(width: 40, height: 40))
    var meter = PointerLagMeter()
    // Grabbed at (100, 100), then the pointer goes 100 pt further while the pane goes 40.
    for step in 0...5 {
      subject.center = Vector2(x: 100 + 8 * Double(step), y: 100)
      let pointer = Vector2(x: 100 + 20 * Double(step), y: 100)
      meter.frameMade(isHeld: true, subject: subject, shown: pointer, real: pointer, isWindow: false)
    }
    #expect(meter.distances == [0])
    #expect(meter.intendedOffsets == [12, 24, 36, 48, 60])
    #expect(meter.holdIntended == 60)
    #expect(
      meter.report == [
        "pointer lag: p50 0.00 p95 0.00 max 0.00 pt",
        "pointer lag intended: p50 36.00 max 60.00 pt over 5 frames (the scene holds the subject off the pointer on purpose)",
        "judder: 0.0%",
      ])
    // In a window the trace says which it was.
    meter.frameMade(
      isHeld: true, subject: subject, shown: Vector2(x: 300, y: 100), real: Vector2(x: 300, y: 100),
      isWindow: true)
    let field = meter.presented(pointer: Vector2(x: 302, y: 100))
    guard case .object(let fields)? = field?.value else {
      Issue.record("no pointerLag object")
      return
    }
    #expect(fields.contains(TraceField("intended", .number(160))))
  }
}
