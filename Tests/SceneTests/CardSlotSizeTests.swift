import Motion
import PropertyBased
import Stage
import Testing

@testable import Scenes

/// The card's four slots never overlap, at any size the window can take (200 to 8192 pt a side,
/// issue 42 §2.8: they overlapped under about 590 pt tall, which a 1080p screen at `--scale 2`
/// gives, 810×540 pt): the card and its slots shrink alike where full-size ones do not fit.
@Suite("Card slots at every window size")
struct CardSlotSizeTests {
  /// The slots as drawn: each slot layer's box at its scale, in window points.
  static func drawnSlots(_ scene: CardScene) -> [Rect] {
    CardCorner.allCases.compactMap { corner in
      scene.slots[corner].map { slot in
        Rect(
          center: slot.center,
          size: Size(width: slot.size.width * slot.scale, height: slot.size.height * slot.scale))
      }
    }
  }

  static func expectApart(_ slots: [Rect], in content: Rect, _ size: Size) {
    #expect(slots.count == 4)
    for (index, a) in slots.enumerated() {
      #expect(a.minX >= content.minX && a.maxX <= content.maxX, "\(size): \(a) leaves \(content)")
      #expect(a.minY >= content.minY && a.maxY <= content.maxY, "\(size): \(a) leaves \(content)")
      for b in slots.dropFirst(index + 1) {
        let gapX = max(b.minX - a.maxX, a.minX - b.maxX)
        let gapY = max(b.minY - a.maxY, a.minY - b.maxY)
        #expect(max(gapX, gapY) >= CardLayout.slotGap - 1e-9, "\(size): \(a) and \(b) overlap")
      }
    }
  }

  static let sizes = zip(Gen.int(in: 200...8192), Gen.int(in: 200...8192))

  @Test func theSlotsNeverOverlapAtAnyWindowSize() async {
    await propertyCheck(count: 200, input: Self.sizes) { width, height in
      let size = Size(width: Double(width), height: Double(height))
      let layout = CardLayout(size: size)
      Self.expectApart(
        CardCorner.allCases.map { Rect(center: layout.slotCenter($0), size: layout.slotSize) },
        in: layout.content,
        size)
      // The scene draws them so, made at that size or resized to it.
      let made = CardScene(size: size)
      Self.expectApart(Self.drawnSlots(made), in: layout.content, size)
      let resized = CardScene(size: Size(width: 960, height: 640))
      resized.resize(to: size)
      Self.expectApart(Self.drawnSlots(resized), in: layout.content, size)
      #expect(resized.card.scale == layout.cardScale)
    }
  }

  /// The sizes the issue names, and the smallest window: 1 at 960×640 (nothing changes there).
  static let namedSizes: [(Double, Double, Double)] = [
    (960, 640, 1), (810, 540, 0.875), (480, 360, 0.5), (200, 200, 80.0 / 480),
  ]

  @Test(arguments: Self.namedSizes)
  func theCardShrinksOnlyWhereFullSizeSlotsDoNotFit(width: Double, height: Double, scale: Double) {
    let size = Size(width: width, height: height)
    #expect(abs(CardLayout(size: size).cardScale - scale) < 1e-12)
    Self.expectApart(Self.drawnSlots(CardScene(size: size)), in: CardLayout(size: size).content, size)
  }

  /// Thrown into a slot of a small window, the card rests at the slots' size, inside its slot.
  @Test func aThrownCardRestsAtTheSlotsSize() {
    let scene = CardScene(size: Size(width: 810, height: 540))
    scene.handleKey("space", at: 0)
    scene.advance(to: 4)
    #expect(scene.phase == .rest)
    #expect(abs(scene.card.presentation.scale - 0.875) < 1e-9)
    let slot = scene.layout.slotCenter(scene.corner ?? .topLeft)
    #expect(scene.card.presentation.center.distance(to: slot) < 0.5)
  }
}
