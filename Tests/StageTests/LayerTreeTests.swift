import Motion
import Testing

@testable import Stage

@Suite("Layer tree")
struct LayerTreeTests {
  @Test func sublayersAreAddedInFront() {
    let container = Layer(name: "container")
    let navbar = Layer(name: "navbar")
    let modal = Layer(name: "modal")
    container.addSublayer(navbar)
    container.addSublayer(modal)
    #expect(container.sublayers.map(\.name) == ["navbar", "modal"])
    #expect(navbar.superlayer === container)
    #expect(modal.superlayer === container)
  }

  @Test func insertAtAnIndexIsClamped() {
    let container = Layer(name: "container")
    let a = Layer(name: "a")
    let b = Layer(name: "b")
    let c = Layer(name: "c")
    let d = Layer(name: "d")
    container.addSublayer(a)
    container.insertSublayer(b, at: 0)
    container.insertSublayer(c, at: 99)
    container.insertSublayer(d, at: -3)
    #expect(container.sublayers.map(\.name) == ["d", "b", "a", "c"])
  }

  @Test func addingMovesALayerFromItsOldSuperlayer() {
    let first = Layer(name: "first")
    let second = Layer(name: "second")
    let card = Layer(name: "card")
    let other = Layer(name: "other")
    first.addSublayer(card)
    first.addSublayer(other)
    second.addSublayer(card)
    #expect(first.sublayers.map(\.name) == ["other"])
    #expect(second.sublayers.map(\.name) == ["card"])
    #expect(card.superlayer === second)
    // Re-adding to the same superlayer brings it to the front.
    first.addSublayer(card)
    first.addSublayer(other)
    #expect(first.sublayers.map(\.name) == ["card", "other"])
    first.addSublayer(card)
    #expect(first.sublayers.map(\.name) == ["other", "card"])
  }

  @Test func removeFromSuperlayer() {
    let container = Layer(name: "container")
    let modal = Layer(name: "modal")
    container.addSublayer(modal)
    modal.removeFromSuperlayer()
    #expect(container.sublayers.isEmpty)
    #expect(modal.superlayer == nil)
    modal.removeFromSuperlayer()
    #expect(modal.superlayer == nil)
  }

  @Test func theSuperlayerIsNotKeptAlive() {
    let modal = Layer(name: "modal")
    do {
      let container = Layer(name: "container")
      container.addSublayer(modal)
      #expect(modal.superlayer != nil)
    }
    #expect(modal.superlayer == nil)
  }

  @Test func frameSetterSetsCenterAndSize() {
    let layer = Layer(name: "layer")
    layer.frame = Rect(x: 10, y: 20, width: 100, height: 40)
    #expect(layer.center == Vector2(x: 60, y: 40))
    #expect(layer.size == Size(width: 100, height: 40))
    #expect(layer.frame == Rect(x: 10, y: 20, width: 100, height: 40))
  }
}
