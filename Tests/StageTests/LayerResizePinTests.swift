import Motion
import Testing

@testable import Stage

/// ``Layer/resize(to:pinning:)``: a bottom sheet whose height follows the window keeps its top
/// edge through a resize mid-flight, and its settle carries on to the detent (issue 43's guest
/// sheet jumped 130 pt in a frame when only its size was set).
@Suite("Layer resize pinning")
struct LayerResizePinTests {
  static let width = 390.0
  static let height = 500.0
  /// The detent: the sheet's top edge comes to rest 300 pt down the window.
  static let detentTop = 300.0

  /// A sheet released with its top edge at 700 pt, flicked up at 1500 pt/s towards the detent.
  private func flickedSheet(on animator: Animator) -> Layer {
    let sheet = Layer(
      name: "sheet", center: Vector2(x: 195, y: 700 + Self.height / 2),
      size: Size(width: Self.width, height: Self.height))
    sheet.animateCenter(
      SpringAnimation(
        from: sheet.center, to: Vector2(x: 195, y: Self.detentTop + Self.height / 2),
        velocity: Vector2(x: 0, y: -1500), parameters: Spring(response: 0.4, dampingRatio: 0.8)),
      in: animator)
    return sheet
  }

  private func top(_ layer: Layer) -> Double { layer.presentationFrame.origin.y }

  @Test func aSheetResizedMidFlightKeepsItsTopEdgeAndCarriesOnToItsDetent() {
    let animator = Animator()
    let sheet = flickedSheet(on: animator)
    let twin = flickedSheet(on: animator)
    animator.advance(to: 0.1)
    let before = (top: top(sheet), velocity: sheet.presentationVelocity)
    #expect(before.top < 700 && before.top > Self.detentTop)

    // The window grows by 130 pt; the sheet's height follows it, its top edge pinned.
    sheet.resize(to: Size(width: Self.width, height: Self.height + 130), pinning: .top)
    #expect(abs(top(sheet) - before.top) < 1e-9)
    #expect(sheet.presentationVelocity == before.velocity)
    #expect(sheet.isAnimating(.center))

    // Its top edge then moves frame for frame as the unresized twin's, to the detent.
    for frame in 1...240 {
      animator.advance(to: 0.1 + Double(frame) / 120)
      #expect(abs(top(sheet) - top(twin)) < 1e-9)
    }
    #expect(!sheet.isAnimating)
    #expect(abs(top(sheet) - Self.detentTop) < 1e-9)
    #expect(sheet.size.height == Self.height + 130)
  }

  @Test func settingTheSizeInsteadMovesTheTopEdgeByHalfTheChange() {
    // What the pin fixes: `size` keeps the centre, so the top edge jumps 65 pt up.
    let animator = Animator()
    let sheet = flickedSheet(on: animator)
    animator.advance(to: 0.1)
    let before = top(sheet)
    sheet.size = Size(width: Self.width, height: Self.height + 130)
    #expect(abs(top(sheet) - (before - 65)) < 1e-9)
  }

  @Test func aPinnedCornerOfALayerAtRestStaysPut() {
    let pane = Layer(name: "pane", center: Vector2(x: 500, y: 300), size: Size(width: 200, height: 400))
    let corner = pane.frame.maxX
    pane.resize(to: Size(width: 260, height: 380), pinning: .bottomTrailing)
    #expect(pane.frame.maxX == corner && pane.frame.maxY == 500)
    #expect(pane.center == Vector2(x: 470, y: 310))
  }

  @Test func aPinnedPointOfATurnedScaledLayerStaysWhereItIsShown() {
    let card = Layer(name: "card", center: Vector2(x: 200, y: 200), size: Size(width: 100, height: 60))
    card.rotation = 0.7
    card.scale = 1.5
    let corner = card.convertToRoot(Vector2(x: 0, y: 0))
    card.resize(to: Size(width: 140, height: 90), pinning: .topLeading)
    #expect(card.convertToRoot(Vector2(x: 0, y: 0)).distance(to: corner) < 1e-9)
  }

  @Test func aRetargetInPlaceIsRefusedAfterAPinnedResizeInFlight() {
    // The shifted animation cannot take a new target without a jump: the scene starts a new
    // one from the presentation instead.
    let animator = Animator()
    let sheet = flickedSheet(on: animator)
    animator.advance(to: 0.1)
    #expect(sheet.modifyCenterAnimation(as: SpringAnimation<Vector2>.self) { _ in })
    sheet.resize(to: Size(width: Self.width, height: Self.height + 130), pinning: .top)
    #expect(!sheet.modifyCenterAnimation(as: SpringAnimation<Vector2>.self) { _ in })
  }

  @Test func nonsenseSizesChangeNothing() {
    let sheet = Layer(name: "sheet", center: Vector2(x: 195, y: 550), size: Size(width: 390, height: 500))
    for bad in [Double.nan, -1, .infinity] { sheet.resize(to: Size(width: 390, height: bad), pinning: .top) }
    // A pin outside the bounds is a point outside them (allowed); a non-finite one is none.
    for bad in [Double.nan, .infinity] {
      sheet.resize(to: Size(width: 390, height: 600), pinning: UnitPoint(x: 0.5, y: bad))
    }
    #expect(sheet.frame == Rect(center: Vector2(x: 195, y: 550), size: Size(width: 390, height: 500)))
  }
}
