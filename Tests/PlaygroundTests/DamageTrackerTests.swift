import Motion
import Stage
import Testing

@testable import Playground
@testable import Raster

/// The damage tracker on its own: which regions a change damages, and which items it measures
/// (an item equal to the one it is matched with keeps that one's bounds, unmeasured).
@Suite("Damage tracker")
struct DamageTrackerTests {
  static let canvas = PixelRect(x0: 0, y0: 0, x1: 400, y1: 300)

  /// A 10-point square at (x, y) in `color`.
  static func card(_ x: Double, _ y: Double, _ color: Color = .black) -> DisplayItem {
    .fill(
      FillItem(
        shape: RoundedRectangle(size: Size(width: 10, height: 10), cornerRadius: 2), color: color,
        transform: Transform2D(translation: Vector2(x: x, y: y))))
  }

  /// Its pixel bounds, as the tests' measure gives them: the square grown by one pixel.
  static func bounds(of item: DisplayItem) -> PixelRect {
    guard case .fill(let fill) = item else { return PixelRect(x0: 0, y0: 0, x1: 0, y1: 0) }
    let box = fill.transform.boundingBox(of: Rect(origin: .zero, size: fill.shape.size))
    return PixelRect(covering: box, margin: 1)
  }

  /// One frame through `tracker`: its regions, every item's bounds, and how many were measured.
  static func frame(_ items: [DisplayItem], _ tracker: inout DamageTracker) -> (
    regions: [PixelRect]?, bounds: [PixelRect], measured: Int
  ) {
    var bounds: [PixelRect] = []
    var measured = 0
    let regions = tracker.damage(items: items[...], clear: 0xFF00_0000, canvas: canvas, bounds: &bounds) {
      item, _ in
      measured += 1
      return Self.bounds(of: item)
    }
    return (regions, bounds, measured)
  }

  static let row = (0..<20).map { card(Double($0) * 15, 100, $0 % 2 == 0 ? .black : .white) }

  @Test func unchangedItemsKeepTheirBoundsUnmeasured() {
    var tracker = DamageTracker()
    let first = Self.frame(Self.row, &tracker)
    #expect(first.regions == nil && first.measured == 20)
    let second = Self.frame(Self.row, &tracker)
    #expect(second.regions == [] && second.measured == 0)
    #expect(second.bounds == Self.row.map(Self.bounds(of:)))
  }

  @Test func aMovedCardDamagesItsOldAndNewPlacesOnly() {
    var tracker = DamageTracker()
    _ = Self.frame(Self.row, &tracker)
    var moved = Self.row
    moved[4] = Self.card(60, 200, .black)
    let next = Self.frame(moved, &tracker)
    #expect(next.measured == 1)
    #expect(next.bounds == moved.map(Self.bounds(of:)))
    let old = Self.bounds(of: Self.row[4])
    let new = Self.bounds(of: moved[4])
    #expect(next.regions?.count == 2)
    #expect(next.regions?.contains(old) == true && next.regions?.contains(new) == true)
  }

  @Test func anInsertedItemDamagesOnlyItself() {
    var tracker = DamageTracker()
    _ = Self.frame(Self.row, &tracker)
    var inserted = Self.row
    let extra = Self.card(20, 20, Color(red: 1, green: 0, blue: 0))
    inserted.insert(extra, at: 7)
    let next = Self.frame(inserted, &tracker)
    #expect(next.regions == [Self.bounds(of: extra)])
    #expect(next.measured == 1)
    #expect(next.bounds == inserted.map(Self.bounds(of:)))
  }

  @Test func aFullRedrawStillGivesEveryItemsBounds() {
    var tracker = DamageTracker()
    _ = Self.frame(Self.row, &tracker)
    // Every card moves far: most of the canvas is damaged, so the whole canvas is redrawn.
    let everywhere = (0..<20).map { Self.card(Double($0 % 5) * 80, Double($0 / 5) * 75, .black) }
    let grown = everywhere.map { item -> DisplayItem in
      guard case .fill(var fill) = item else { return item }
      fill.shape = RoundedRectangle(size: Size(width: 80, height: 75), cornerRadius: 2)
      return .fill(fill)
    }
    let next = Self.frame(grown, &tracker)
    #expect(next.regions == nil)
    #expect(next.bounds == grown.map(Self.bounds(of:)))
  }

  /// A grid of `count` 4-point squares over the whole canvas, each `shift` points right.
  static func grid(_ count: Int, shift: Double = 0) -> [DisplayItem] {
    (0..<count).map { index in
      .fill(
        FillItem(
          shape: RoundedRectangle(size: Size(width: 4, height: 4), cornerRadius: 1), color: .black,
          transform: Transform2D(
            translation: Vector2(x: Double(index % 100) * 4 + shift, y: Double(index / 100 % 75) * 4))))
    }
  }

  /// The offsets `tracker` measured, in the order it measured them.
  static func measuredOrder(_ items: [DisplayItem], _ tracker: inout DamageTracker) -> (
    regions: [PixelRect]?, order: [Int]
  ) {
    var bounds: [PixelRect] = []
    var order: [Int] = []
    let regions = tracker.damage(items: items[...], clear: 0xFF00_0000, canvas: canvas, bounds: &bounds) {
      item, offset in
      order.append(offset)
      return Self.bounds(of: item)
    }
    return (regions, order)
  }

  @Test func aLongListWhoseSampleMovedEverywhereIsDrawnWholeUncompared() {
    let count = DamageTracker.sampledListLength
    var tracker = DamageTracker()
    _ = Self.measuredOrder(Self.grid(count), &tracker)
    let next = Self.measuredOrder(Self.grid(count, shift: 1), &tracker)
    #expect(next.regions == nil)
    // The sample's items first, one every `step`, then the rest in order: nothing else was
    // compared before the whole canvas was chosen.
    let step = count / DamageTracker.sampleSize
    let sample = Array(Swift.stride(from: 0, to: count, by: step))
    #expect(Array(next.order.prefix(sample.count)) == sample)
    #expect(next.order.count == count)
    #expect(Array(next.order.dropFirst(sample.count)) == (0..<count).filter { $0 % step != 0 })
  }

  @Test func aLongListWithOneMovedItemStillDamagesOnlyThatItem() {
    let count = DamageTracker.sampledListLength
    var tracker = DamageTracker()
    let still = Self.grid(count)
    _ = Self.frame(still, &tracker)
    var moved = still
    moved[count / 2 + 1] = Self.card(200, 150)
    let next = Self.frame(moved, &tracker)
    #expect(next.regions?.count == 2)
    #expect(next.measured == 1)
  }

  @Test func eachUnchangedItemIsReportedWithItsMatch() {
    var tracker = DamageTracker()
    _ = Self.frame(Self.row, &tracker)
    var inserted = Self.row
    inserted.insert(Self.card(20, 20, Color(red: 1, green: 0, blue: 0)), at: 7)
    var bounds: [PixelRect] = []
    var pairs: [[Int]] = []
    _ = tracker.damage(
      items: inserted[...], clear: 0xFF00_0000, canvas: Self.canvas, bounds: &bounds,
      measure: { item, _ in Self.bounds(of: item) }, matched: { pairs.append([$0, $1]) })
    // A match found by looking ahead is heard again when the comparison reaches it.
    #expect(Set(pairs) == Set((0..<20).map { [$0, $0 < 7 ? $0 : $0 + 1] }))
  }
}
