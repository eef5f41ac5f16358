import Motion
import Stage
import Testing

@testable import Scenes

/// What the modal scene asks to be drawn, read from its display list with no SDL: the order,
/// the frames, the opacities that follow the transition's progress.
@Suite("Modal scene: display list")
struct ModalDisplayListTests {
  let size = Size(width: 960, height: 640)

  private func list(_ scene: ModalScene) -> [DisplayItem] {
    var list = DisplayList(visibleBounds: Rect(origin: .zero, size: size))
    list.appendLayerTree(scene.root)
    return list.items
  }

  private func fills(_ items: [DisplayItem]) -> [FillItem] {
    items.compactMap { if case .fill(let fill) = $0 { fill } else { nil } }
  }

  private func texts(_ items: [DisplayItem]) -> [TextItem] {
    items.compactMap { if case .text(let text) = $0 { text } else { nil } }
  }

  @Test func dismissedItDrawsTheBackgroundTheNavbarAndTheLibraryTitleOnly() {
    let scene = ModalScene(size: size)
    let items = list(scene)
    let fills = fills(items)
    // Background first (the whole window), then the navbar; the dimming (alpha 0) and the hidden
    // modal give nothing.
    #expect(fills.count == 2)
    #expect(fills[0].color == Palette.background)
    #expect(
      fills[0].transform.boundingBox(of: Rect(origin: .zero, size: fills[0].shape.size))
        == Rect(origin: .zero, size: size))
    #expect(fills[1].color == Palette.navbar)
    #expect(texts(items).map(\.text.string) == ["Library"])
    #expect(!items.contains { if case .shadow = $0 { true } else { false } })
  }

  @Test func presentedItDrawsTheDimmingTheShadowTheModalAndItsContentInOrder() throws {
    let scene = ModalScene(size: size)
    scene.togglePresentation(at: 0)
    scene.advance(to: 1)
    let items = list(scene)
    let fills = fills(items)
    let dimming = try #require(fills.first { $0.color.red == Palette.dimming.red && $0.color.alpha < 1 })
    #expect(abs(dimming.color.alpha - 0.4) < 1e-9)
    let shadowIndex = try #require(items.firstIndex { if case .shadow = $0 { true } else { false } })
    guard case .fill(let modal) = items[shadowIndex + 1] else {
      Issue.record("the modal's fill follows its shadow")
      return
    }
    // The modal: 280×180 centred in the window, rounded, in front of its shadow.
    #expect(modal.color == Palette.surface)
    #expect(modal.shape.cornerRadius == 14)
    #expect(modal.transform.apply(to: .zero).distance(to: Vector2(x: 340, y: 230)) < 1e-9)
    // Its content comes after it, placed in its own space: the button's text at the bottom.
    let button = try #require(texts(items).first { $0.text.string == "Grab me while I move" })
    #expect(button.transform.apply(to: .zero).distance(to: Vector2(x: 360, y: 230 + 128)) < 1e-9)
    // The navbar's "Details" and the modal's heading; "Library" has faded out to nothing.
    #expect(texts(items).map(\.text.string) == ["Details", "Details", "Grab me while I move"])
  }

  @Test func theTitlesCrossfadeWithTheProgress() {
    let scene = ModalScene(size: size)
    scene.mode = .timed
    scene.togglePresentation(at: 0)
    scene.advance(to: 0.175)  // half way through the 0.35 s ease-in-out present: half way there
    let titles = Dictionary(
      texts(list(scene)).filter {
        $0.text.alignment == .center && ["Library", "Details"].contains($0.text.string)
      }.map {
        ($0.text.string, $0.opacity)
      },
      uniquingKeysWith: { first, _ in first })
    let progress = scene.navbarAlpha
    #expect(abs(progress - 0.5) < 1e-9)
    // One title after the other (issue 25: no smudge of two at 50 %): "Library" has faded out
    // over the first half, "Details" fades in over the second.
    #expect((titles["Details"] ?? 0) < 1e-9)
    #expect((titles["Library"] ?? 0) < 1e-9)
    scene.advance(to: 0.25)
    let later = scene.navbarAlpha
    let shown = texts(list(scene)).filter {
      $0.text.alignment == .center && ["Library", "Details"].contains($0.text.string) && $0.opacity > 0
    }
    #expect(shown.map(\.text.string) == ["Details"])
    #expect(abs((shown.first?.opacity ?? -1) - (2 * later - 1)) < 1e-9)
  }

  @Test func aModalMovingOffScreenIsCulledAndItsOpacityReachesItsContent() throws {
    let scene = ModalScene(size: size)
    scene.togglePresentation(at: 0)
    // At t = 0 the modal is entirely above the window: culled, with its content.
    #expect(!texts(list(scene)).contains { $0.text.string == "Grab me while I move" })
    scene.advance(to: 1)
    scene.modal.alpha = 0.5
    let items = list(scene)
    let button = try #require(
      fills(items).first { $0.color.red == Palette.accent.red && $0.color.blue == Palette.accent.blue })
    #expect(abs(button.color.alpha - 0.5) < 1e-9)
    let text = try #require(texts(items).first { $0.text.string == "Grab me while I move" })
    #expect(abs(text.opacity - 0.5) < 1e-9)
  }
}
