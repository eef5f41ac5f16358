import Motion
import Stage

/// A frame's items' clips in canvas pixels, by item offset: a clipping layer's sublayers
/// (``DisplayList/clips``) are drawn only inside its bounds. Empty when nothing is clipped, so
/// most frames pay nothing for it.
package struct ItemClips: Sendable {
  private var clips: [PixelRect?] = []

  package init() {}

  /// Whether any item is clipped.
  package var isEmpty: Bool { clips.isEmpty }

  /// Item `offset`'s clip; nil when it has none.
  package subscript(offset: Int) -> PixelRect? { clips.isEmpty ? nil : clips[offset] }

  /// The clips of `items` (`list`'s, the clear colour's item perhaps taken off the front) at
  /// `scale` canvas pixels a point, from the list's runs. Whole pixels, each edge at the
  /// nearest: the clip is square-edged, as UIKit's bounds are.
  package mutating func find(_ list: DisplayList, items: ArraySlice<DisplayItem>, scale: Double) {
    clips.removeAll(keepingCapacity: true)
    guard !list.clips.isEmpty else { return }
    clips.append(contentsOf: repeatElement(nil, count: items.count))
    for run in list.clips {
      let rect = PixelRect(
        x0: Int((run.rect.minX * scale).rounded()), y0: Int((run.rect.minY * scale).rounded()),
        x1: Int((run.rect.maxX * scale).rounded()), y1: Int((run.rect.maxY * scale).rounded()))
      for index in run.items where items.indices.contains(index) {
        clips[index - items.startIndex] = rect
      }
    }
  }

  /// Where the item at `offset` is drawn within `region`: all of it, or its clip's part of it;
  /// nil for none.
  package func clip(_ offset: Int, within region: PixelRect) -> PixelRect? {
    guard !clips.isEmpty, let clip = clips[offset] else { return region }
    return clip.intersection(region)
  }
}
