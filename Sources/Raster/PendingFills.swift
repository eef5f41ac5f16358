/// Opaque solid colours not yet written to the canvas, each over disjoint whole-pixel
/// rectangles: a frame no longer starts by clearing every pixel and then filling rectangles
/// over the clear colour; the clear colour and every opaque rectangle fill wait here, and are
/// written only just before something else is drawn over them (or when the band is done).
/// A later opaque rectangle replaces what waits under it, unwritten; a translucent rectangle
/// over a waiting colour is the blended colour, which waits in turn (pixman's OVER, to the bit:
/// ``SpanPainter/over(_:source:coverage:)``). So the modal's dimming over the background, or a navigation
/// screen's dimming over its rows, writes each pixel once, with no blending where none is needed.
///
/// Past ``maximumRectangles`` pieces (a grid of many cards cuts the background up) everything
/// waiting is written at once, and drawing goes on as before. Nothing is written where a large
/// opaque rectangle later in the pass (``occluders``) will replace it.
///
/// The colours are stored row by row in Swift (``target``): SDL 2.26's software fill pays a
/// queued command per rectangle and finishes each row's last pixels one at a time, and its
/// non-temporal stores send every pixel to memory just before whatever is drawn over it reads it
/// back (a photo opening at 3840×2160: 13 ms a frame with SDL's fills, 8 with these). Only the
/// wide pieces left when a band ends go to the host's own fill (``BandHost/stream(_:argb:)``).
package struct PendingFills {
  static let maximumRectangles = 48
  /// Pieces at least this wide are streamed to memory when the pass ends (narrower ones would
  /// spend their time in SDL's per-row set-up and one-pixel-at-a-time row ends).
  static let streamingWidth = 256

  private(set) var rectangles: [PixelRect] = []
  private(set) var colors: [UInt32] = []
  private var scratchRectangles: [PixelRect] = []
  private var scratchColors: [UInt32] = []
  /// The pass's large opaque rectangles with their items' places in the list, and the place of
  /// the item being drawn: what waits under a rectangle still to come is never written, since
  /// that rectangle will replace every pixel of it (whatever is drawn there in between).
  package var occluders: [(index: Int, rect: PixelRect)] = []
  var position = 0
  /// The canvas's pixels; nil when it has none (an empty surface), and nothing is written.
  var target: SpanPainter?
  /// Whether the pass is over: nothing will be drawn over what is written now.
  private var finishing = false
  private var resolved: [(PixelRect, UInt32)] = []
  private var uncovered: [PixelRect] = []
  private var uncoveredScratch: [PixelRect] = []

  package init() {}

  /// Starts a band: all of `band` waits for `clear` (0xAARRGGBB, opaque).
  mutating func reset(to band: PixelRect, clear: UInt32) {
    rectangles.removeAll(keepingCapacity: true)
    colors.removeAll(keepingCapacity: true)
    rectangles.append(band)
    colors.append(clear)
  }

  /// `rect` (within the band) waits for the opaque `color`, whatever waited under it.
  mutating func cover(_ rect: PixelRect, with color: UInt32, host: (any BandHost)?) {
    take(rect) { _, _ in }
    rectangles.append(rect)
    colors.append(color)
    limit(host: host)
  }

  /// Writes what waits within `area`, before something is drawn there.
  mutating func resolve(_ area: PixelRect, host: (any BandHost)?) {
    // Most items of a busy frame find nothing waiting under them (the stress scene's cards, once
    // the background is written): they return before any of the set-up below.
    guard waits(under: area) else { return }
    // The pieces are collected first (the closure may not write while `take` rearranges what
    // waits), in a buffer moved out of `self` and back, so nothing is allocated.
    var pieces: [(PixelRect, UInt32)] = []
    swap(&pieces, &resolved)
    takeWaiting(area) { piece, color in pieces.append((piece, color)) }
    for (piece, color) in pieces { write(piece, color: color, host: host) }
    pieces.removeAll(keepingCapacity: true)
    swap(&pieces, &resolved)
    limit(host: host)
  }

  /// Takes `area` out of what waits, calling `body` with each piece that waited and its
  /// colour (disjoint; together all of `area` that waited).
  mutating func take(_ area: PixelRect, _ body: (PixelRect, UInt32) -> Void) {
    guard waits(under: area) else { return }
    takeWaiting(area, body)
  }

  /// Whether anything waits within `area`.
  private func waits(under area: PixelRect) -> Bool { rectangles.contains(where: { $0.intersects(area) }) }

  /// ``take(_:_:)`` once something is known to wait within `area`.
  private mutating func takeWaiting(_ area: PixelRect, _ body: (PixelRect, UInt32) -> Void) {
    scratchRectangles.removeAll(keepingCapacity: true)
    scratchColors.removeAll(keepingCapacity: true)
    for (rectangle, color) in zip(rectangles, colors) {
      if let piece = rectangle.intersection(area) {
        body(piece, color)
        rectangle.subtracting(area) {
          scratchRectangles.append($0)
          scratchColors.append(color)
        }
      } else {
        scratchRectangles.append(rectangle)
        scratchColors.append(color)
      }
    }
    swap(&rectangles, &scratchRectangles)
    swap(&colors, &scratchColors)
  }

  /// Adds pieces taken out by ``take(_:_:)`` back, with a new colour each.
  mutating func append(_ rect: PixelRect, color: UInt32) {
    rectangles.append(rect)
    colors.append(color)
  }

  /// When the pieces grow too many, writes them all now.
  mutating func limit(host: (any BandHost)?) {
    guard rectangles.count > Self.maximumRectangles else { return }
    flush(host: host)
  }

  /// Writes everything still waiting at the end of a pass. Nothing is drawn over these pixels
  /// this frame, so wide pieces go to the host's fill (SDL's, whose non-temporal stores write
  /// memory without reading it first; a store the next blend reads back should stay in the cache
  /// instead). Navigation at 3840×2160: frame p99 5.4 → 4.2 ms.
  mutating func finish(host: (any BandHost)?) {
    finishing = true
    position = Int.max
    flush(host: host)
    finishing = false
  }

  /// Writes everything still waiting.
  mutating func flush(host: (any BandHost)?) {
    for index in rectangles.indices {
      write(rectangles[index], color: colors[index], host: host)
    }
    rectangles.removeAll(keepingCapacity: true)
    colors.removeAll(keepingCapacity: true)
  }

  /// Writes `piece` in `color` except where an opaque rectangle still to come covers it.
  private mutating func write(_ piece: PixelRect, color: UInt32, host: (any BandHost)?) {
    uncovered.removeAll(keepingCapacity: true)
    uncovered.append(piece)
    for occluder in occluders where occluder.index > position && occluder.rect.intersects(piece) {
      uncoveredScratch.removeAll(keepingCapacity: true)
      for part in uncovered {
        if part.intersects(occluder.rect) {
          part.subtracting(occluder.rect) { uncoveredScratch.append($0) }
        } else {
          uncoveredScratch.append(part)
        }
      }
      swap(&uncovered, &uncoveredScratch)
      if uncovered.isEmpty { return }
    }
    guard let target else { return }
    host?.willWritePixels()
    for part in uncovered {
      if finishing, part.width >= Self.streamingWidth, let host, host.stream(part, argb: color) { continue }
      target.fill(part, argb: color)
    }
  }
}
