import Testing

@testable import Stage

@Suite("GestureState and PointerEvent")
struct GestureStateTests {
  @Test func rawValuesAreTheWordsTheTracePrints() {
    let states: [GestureState] = [.possible, .began, .changed, .ended, .cancelled, .failed]
    #expect(states.map(\.rawValue) == ["possible", "began", "changed", "ended", "cancelled", "failed"])
    #expect(GestureState(rawValue: "cancelled") == .cancelled)
  }

  @Test func pointerKindsAreTheWordsAScriptUses() {
    let kinds: [PointerEvent.Kind] = [.down, .move, .up, .cancel]
    #expect(kinds.map(\.rawValue) == ["down", "move", "up", "cancel"])
  }
}
