import Motion
import Testing

@testable import Stage

/// A layer with no turn (nearly every one) takes shortcuts: its transform is its centre less half
/// its size, and a box under a transform with no turn maps two x and two y instead of four
/// corners. Both must give the numbers the general products give.
@Suite("Transforms without a turn")
struct UnturnedTransformTests {
  /// The general product, as for a turned layer: translate to the centre, turn, scale, about
  /// the centre.
  static func product(_ values: LayerValues) -> Transform2D {
    let toCenter = Transform2D(translation: Vector2(x: -values.size.width / 2, y: -values.size.height / 2))
    let turnAndScale = Transform2D(rotation: values.rotation).concatenating(
      after: Transform2D(scale: values.scale))
    return Transform2D(translation: values.center).concatenating(
      after: turnAndScale.concatenating(after: toCenter))
  }

  /// The box around four mapped corners.
  static func corners(_ transform: Transform2D, _ rect: Rect) -> Rect {
    let points = [
      Vector2(x: rect.minX, y: rect.minY), Vector2(x: rect.maxX, y: rect.minY),
      Vector2(x: rect.maxX, y: rect.maxY), Vector2(x: rect.minX, y: rect.maxY),
    ].map { transform.apply(to: $0) }
    let minX = points.map(\.x).min()!
    let minY = points.map(\.y).min()!
    return Rect(x: minX, y: minY, width: points.map(\.x).max()! - minX, height: points.map(\.y).max()! - minY)
  }

  @Test func anUnturnedLayersTransformIsTheProducts() {
    var random = SplitMix64(seed: 7)
    for round in 0..<2_000 {
      let values = LayerValues(
        center: Vector2(x: random.uniform(-3_000...3_000), y: random.uniform(-3_000...3_000)),
        size: Size(
          width: round % 10 == 0 ? 0 : random.uniform(0...900),
          height: round % 7 == 0 ? 0 : random.uniform(0...900)),
        alpha: 1, rotation: round % 2 == 0 ? 0 : -0.0, scale: 1)
      let expected = Self.product(values)
      let found = values.transform
      #expect(found == expected, "\(values)")
    }
  }

  @Test func anUnturnedBoxIsTheFourCornersBox() {
    var random = SplitMix64(seed: 8)
    for round in 0..<2_000 {
      // Scales of either sign (a flip keeps the axes), translations anywhere.
      let a = round % 5 == 0 ? -random.uniform(0.1...4) : random.uniform(0...4)
      let d = round % 3 == 0 ? -random.uniform(0.1...4) : random.uniform(0...4)
      let transform = Transform2D(
        a: a, b: 0, c: 0, d: d, tx: random.uniform(-5_000...5_000), ty: random.uniform(-5_000...5_000))
      let rect = Rect(
        x: random.uniform(-500...500), y: random.uniform(-500...500), width: random.uniform(0...2_000),
        height: random.uniform(0...2_000))
      #expect(transform.boundingBox(of: rect) == Self.corners(transform, rect), "\(transform) \(rect)")
    }
  }

  /// `isFinite`'s one sum (x − x for each coefficient) says what six tests say: false when any
  /// coefficient is infinite or NaN, whichever it is, and for huge finite ones true.
  @Test func isFiniteIsFalseForAnyInfiniteOrNaNCoefficient() {
    let values: [Double] = [
      0, -0.0, 1, -3.5, 1e300, -1e300, .greatestFiniteMagnitude, .infinity, -.infinity, .nan,
    ]
    for value in values {
      for index in 0..<6 {
        var coefficients: [Double] = [1, 0.25, -0.25, 1, 10, -20]
        coefficients[index] = value
        let transform = Transform2D(
          a: coefficients[0], b: coefficients[1], c: coefficients[2], d: coefficients[3], tx: coefficients[4],
          ty: coefficients[5])
        #expect(transform.isFinite == value.isFinite, "coefficient \(index) = \(value)")
      }
    }
  }
}
