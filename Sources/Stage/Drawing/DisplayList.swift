import Motion

/// What one frame draws, back to front: the pure half of drawing, after Dear ImGui's draw
/// lists. A scene's layer tree (and the playground's overlays) turn into a flat list of
/// ``DisplayItem``s in canvas points; an SDL backend draws the list. Building it reads state
/// and never changes it, needs no SDL, and is where culling happens, so it can be tested and
/// measured on its own.
///
/// ```swift
/// var list = DisplayList(visibleBounds: Rect(x: 0, y: 0, width: 960, height: 640))
/// list.appendLayerTree(scene.root)                  // presentation values, as on screen
/// list.fill(Rect(x: 12, y: 76, width: 300, height: 90), cornerRadius: 10, color: panel)
/// ```
public struct DisplayList: Sendable {
  /// The items appended so far, back to front: draw them in this order.
  public private(set) var items: [DisplayItem] = []
  /// Items wholly outside this rectangle (canvas points) are left out; nil keeps everything.
  public var visibleBounds: Rect?
  /// The items drawn only inside a rectangle (a clipping layer's sublayers), as runs of item
  /// indices in order, none overlapping: the items are the same with or without a clip, so a
  /// backend and its damage tracking read the clip here.
  public private(set) var clips: [DisplayClip] = []
  /// The rectangle items appended now are clipped to (inside a clipping layer).
  var activeClip: Rect?

  /// An empty list that culls items wholly outside `visibleBounds` (canvas points); nil keeps all.
  public init(visibleBounds: Rect? = nil) {
    self.visibleBounds = visibleBounds
  }

  /// Appends `item` as it is, in front of everything appended before (no culling).
  ///
  /// The item is taken, not copied: a borrowed one was copied into the list through the enum's
  /// value witness (a switch on its case), a tenth of building the stress scene's list of
  /// 100 000 cards (docs/performance.md).
  public mutating func append(_ item: consuming DisplayItem) {
    if let clip = activeClip {
      if let last = clips.last, last.rect == clip, last.items.upperBound == items.count {
        clips[clips.count - 1].items = last.items.lowerBound..<items.count + 1
      } else {
        clips.append(DisplayClip(items: items.count..<items.count + 1, rect: clip))
      }
    }
    items.append(item)
  }

  /// Empties the list, keeping its storage for the next frame.
  public mutating func removeAll() {
    items.removeAll(keepingCapacity: true)
    clips.removeAll(keepingCapacity: true)
    activeClip = nil
  }

  /// A filled rounded rectangle at `rect` (canvas points), axis-aligned.
  public mutating func fill(_ rect: Rect, cornerRadius: Double = 0, color: Color) {
    guard color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
    let shape = RoundedRectangle(size: rect.size, cornerRadius: cornerRadius)
    let transform = Transform2D(translation: rect.origin)
    guard isVisible(transform.boundingBox(of: Rect(origin: .zero, size: rect.size))) else { return }
    items.append(.fill(FillItem(shape: shape, color: color, transform: transform)))
  }

  /// One line of `text` in `rect` (canvas points), aligned as `text.alignment` says and centred
  /// vertically.
  public mutating func text(_ text: LayerText, in rect: Rect, opacity: Double = 1) {
    guard !text.string.isEmpty, opacity > 0 else { return }
    items.append(
      .text(
        TextItem(
          text: text, box: rect.size, opacity: opacity, transform: Transform2D(translation: rect.origin))))
  }

  /// A polyline through `points` (canvas points); a non-finite point leaves a gap.
  public mutating func line(_ points: [Vector2], width: Double = 1, color: Color) {
    guard points.count >= 2, color.alpha > 0 else { return }
    items.append(.line(LineItem(points: points, width: width, color: color)))
  }

  func isVisible(_ box: Rect) -> Bool {
    if let activeClip, !box.intersects(activeClip) { return false }
    guard let visibleBounds else { return true }
    return box.intersects(visibleBounds)
  }
}

/// A run of display items drawn only inside `rect` (canvas points): a clipping layer's
/// sublayers (``Layer/clipsToBounds``).
public struct DisplayClip: Sendable, Equatable {
  /// The items' indices in ``DisplayList/items``.
  public var items: Range<Int>
  public var rect: Rect

  public init(items: Range<Int>, rect: Rect) {
    self.items = items
    self.rect = rect
  }
}
