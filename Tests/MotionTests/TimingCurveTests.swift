import Testing

@testable import Motion

@Suite struct TimingCurveTests {
  static let curves: [TimingCurve] = [
    .linear, .easeIn, .easeOut, .easeInOut, .cubicBezier(0.25, 0.1, 0.25, 1),
    .cubicBezier(0.3, -0.4, 0.6, 1.5),
  ]

  @Test func coreAnimationControlPoints() {
    #expect(TimingCurve.easeIn.controlPoints == (0.42, 0, 1, 1))
    #expect(TimingCurve.easeOut.controlPoints == (0, 0, 0.58, 1))
    #expect(TimingCurve.easeInOut.controlPoints == (0.42, 0, 0.58, 1))
  }

  @Test(arguments: curves)
  func endpointsAreExact(curve: TimingCurve) {
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
    #expect(curve.value(at: -0.5) == 0)
    #expect(curve.value(at: 1.5) == 1)
  }

  @Test(arguments: [TimingCurve.linear, .easeIn, .easeOut, .easeInOut])
  func monotone(curve: TimingCurve) {
    var previous = 0.0
    for step in 1...1000 {
      let value = curve.value(at: Double(step) / 1000)
      #expect(value >= previous)
      previous = value
    }
  }

  @Test func easeInOutIsSymmetric() {
    #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
    for step in 1..<100 {
      let p = Double(step) / 100
      #expect(abs(TimingCurve.easeInOut.value(at: p) + TimingCurve.easeInOut.value(at: 1 - p) - 1) < 1e-9)
    }
  }

  @Test func easeInIsTheMirrorOfEaseOut() {
    for step in 1..<50 {
      let p = Double(step) / 50
      #expect(abs(TimingCurve.easeIn.value(at: p) + TimingCurve.easeOut.value(at: 1 - p) - 1) < 1e-9)
    }
  }

  @Test(arguments: curves)
  func solvesTheBezierToPrecision(curve: TimingCurve) {
    // Walk the curve by its parameter s and check value(at: x(s)) == y(s).
    let (x1, y1, x2, y2) = curve.controlPoints
    for step in 0...200 {
      let s = Double(step) / 200
      let u = 1 - s
      let x = 3 * u * u * s * x1 + 3 * u * s * s * x2 + s * s * s
      let y = 3 * u * u * s * y1 + 3 * u * s * s * y2 + s * s * s
      #expect(abs(curve.value(at: x) - y) < 1e-9)
    }
  }

  @Test(arguments: curves)
  func slopeIsTheDerivative(curve: TimingCurve) {
    let h = 1e-6
    for step in 1..<50 {
      let p = Double(step) / 50
      let numeric = (curve.value(at: p + h) - curve.value(at: p - h)) / (2 * h)
      #expect(abs(curve.slope(at: p) - numeric) < 1e-4)
    }
  }

  @Test func slopesAtTheEnds() {
    // Where dx/ds vanishes the slope is the limit: easeOut starts at 1/0.58, easeIn ends there.
    #expect(abs(TimingCurve.easeOut.slope(at: 0) - 1 / 0.58) < 1e-9)
    #expect(abs(TimingCurve.easeIn.slope(at: 1) - 1 / 0.58) < 1e-9)
    #expect(TimingCurve.easeIn.slope(at: 0) == 0)
    #expect(TimingCurve.easeOut.slope(at: 1) == 0)
    #expect(TimingCurve.easeInOut.slope(at: 0) == 0)
    #expect(TimingCurve.easeInOut.slope(at: 1) == 0)
    #expect(TimingCurve.linear.slope(at: 0.3) == 1)
    // A vertical tangent is large and finite.
    let vertical = TimingCurve.cubicBezier(0, 1, 1, 0).slope(at: 0)
    #expect(vertical.isFinite && vertical >= 1e6)
  }

  @Test func xControlPointsAreClampedAndNaNIsLinear() {
    let clamped = TimingCurve.cubicBezier(-3, 0, 5, 1)
    let expected = TimingCurve.cubicBezier(0, 0, 1, 1)
    for p in [0.1, 0.5, 0.9] {
      #expect(abs(clamped.value(at: p) - expected.value(at: p)) < 1e-12)
      #expect(TimingCurve.cubicBezier(.nan, 0, 1, 1).value(at: p) == p)
    }
    #expect(TimingCurve.easeInOut.value(at: .nan) == 0)
    #expect(TimingCurve.easeInOut.slope(at: .nan).isFinite)
  }
}
