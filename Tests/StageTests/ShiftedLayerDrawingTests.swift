import Motion
import Testing

@testable import Stage

/// `appendLayerTree(shifting:)`: one layer (a held subject drawn ahead of the pointer) drawn
/// that many points away, its sublayers with it, everything else where it is, and the layers
/// themselves not moved.
@Suite("Shifted layer drawing")
struct ShiftedLayerDrawingTests {
  @Test func theShiftedLayerAndItsSublayersMove_nothingElseDoes() {
    let root = Layer(
      name: "root", center: Vector2(x: 100, y: 100), size: Size(width: 200, height: 200), color: .white)
    let card = Layer(
      name: "card", center: Vector2(x: 50, y: 50), size: Size(width: 40, height: 40), color: .black)
    let badge = Layer(
      name: "badge", center: Vector2(x: 10, y: 10), size: Size(width: 8, height: 8), color: .black)
    let other = Layer(
      name: "other", center: Vector2(x: 150, y: 150), size: Size(width: 20, height: 20), color: .black)
    root.addSublayer(card)
    card.addSublayer(badge)
    root.addSublayer(other)
    var plain = DisplayList()
    plain.appendLayerTree(root)
    var shifted = DisplayList()
    shifted.appendLayerTree(root, shifting: (card, Vector2(x: 15, y: -3)))
    let translations = { (list: DisplayList) in
      list.items.compactMap { item -> Vector2? in
        if case .fill(let fill) = item { return Vector2(x: fill.transform.tx, y: fill.transform.ty) }
        return nil
      }
    }
    let before = translations(plain)
    let after = translations(shifted)
    #expect(before.count == 4)
    #expect(after.count == 4)
    // root, card, badge, other in drawing order: the card and its badge 15 right, 3 up.
    #expect(after[0] == before[0])
    #expect(after[1] == before[1] + Vector2(x: 15, y: -3))
    #expect(after[2] == before[2] + Vector2(x: 15, y: -3))
    #expect(after[3] == before[3])
    // Drawing only: the card is where it was.
    #expect(card.presentation.center == Vector2(x: 50, y: 50))
  }
}
