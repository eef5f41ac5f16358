import CSDL2
import Raster

/// Opaque solid colours not yet written to the canvas, each over disjoint whole-pixel
/// rectangles: a frame no longer starts by clearing every pixel and then filling rectangles
/// over the clear colour; the clear colour and every opaque rectangle fill wait here, and are
/// written only just before something else is drawn over them (or when the region is done).
/// A later opaque rectangle replaces what waits under it, unwritten; a translucent rectangle
/// over a waiting colour is the blended colour, which waits in turn (``BlendProbe`` gives SDL's
/// exact result). So the modal's dimming over the background, or a navigation screen's dimming
/// over its rows, writes each pixel once, with no blending where none is needed.
///
/// Past ``maximumRectangles`` pieces (a grid of many cards cuts the background up) everything
/// waiting is written at once, and drawing goes on as before. Nothing is written where a large
/// opaque rectangle later in the pass (``occluders``) will replace it.
///
/// Where the canvas's pixels are at hand (``target``) the colours are stored row by row in
/// Swift: SDL 2.26's software fill pays a queued command per rectangle and finishes each row's
/// last pixels one at a time, and its non-temporal stores send every pixel to memory just
/// before whatever is drawn over it reads it back (a photo opening at 3840×2160: 13 ms a frame
/// with SDL's fills, 8 with these).
struct PendingFills {
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
  var occluders: [(index: Int, rect: PixelRect)] = []
  var position = 0
  /// The canvas's pixels, when they can be written directly (else SDL fills), and the surface
  /// they belong to.
  var target: SpanPainter?
  var surface: UnsafeMutablePointer<SDL_Surface>?
  /// Whether the band is drawn beside another on another thread: everything is written through
  /// ``target`` (set), and SDL is not called.
  var isConcurrent = false
  /// Whether the pass is over: nothing will be drawn over what is written now.
  private var finishing = false
  private var resolved: [(PixelRect, UInt32)] = []
  private var uncovered: [PixelRect] = []
  private var uncoveredScratch: [PixelRect] = []

  /// Starts a region: all of `region` waits for `clear` (0xAARRGGBB, opaque).
  mutating func reset(to region: PixelRect, clear: UInt32) {
    rectangles.removeAll(keepingCapacity: true)
    colors.removeAll(keepingCapacity: true)
    rectangles.append(region)
    colors.append(clear)
  }

  /// `rect` (within the region) waits for the opaque `color`, whatever waited under it.
  mutating func cover(_ rect: PixelRect, with color: UInt32, renderer: OpaquePointer) {
    take(rect) { _, _ in }
    rectangles.append(rect)
    colors.append(color)
    limit(renderer: renderer)
  }

  /// Writes what waits within `area`, before something is drawn there.
  mutating func resolve(_ area: PixelRect, renderer: OpaquePointer) {
    // Most items of a busy frame find nothing waiting under them (the stress scene's cards, once
    // the background is written): they return before any of the set-up below.
    guard waits(under: area) else { return }
    // The pieces are collected first (the closure may not write while `take` rearranges what
    // waits), in a buffer moved out of `self` and back, so nothing is allocated.
    var pieces: [(PixelRect, UInt32)] = []
    swap(&pieces, &resolved)
    takeWaiting(area) { piece, color in pieces.append((piece, color)) }
    for (piece, color) in pieces { write(piece, color: color, renderer: renderer) }
    pieces.removeAll(keepingCapacity: true)
    swap(&pieces, &resolved)
    limit(renderer: renderer)
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
  mutating func limit(renderer: OpaquePointer) {
    guard rectangles.count > Self.maximumRectangles else { return }
    flush(renderer: renderer)
  }

  /// Writes everything still waiting at the end of a pass. Nothing is drawn over these pixels
  /// this frame, so wide pieces go to SDL's fill, whose non-temporal stores write memory without
  /// reading it first (a store the next blend reads back should stay in the cache instead).
  /// Navigation at 3840×2160: frame p99 5.4 → 4.2 ms.
  mutating func finish(renderer: OpaquePointer) {
    finishing = true
    position = Int.max
    flush(renderer: renderer)
    finishing = false
  }

  /// Writes everything still waiting.
  mutating func flush(renderer: OpaquePointer) {
    for index in rectangles.indices {
      write(rectangles[index], color: colors[index], renderer: renderer)
    }
    rectangles.removeAll(keepingCapacity: true)
    colors.removeAll(keepingCapacity: true)
  }

  /// Writes `piece` in `color` except where an opaque rectangle still to come covers it.
  private mutating func write(_ piece: PixelRect, color: UInt32, renderer: OpaquePointer) {
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
    guard let target else {
      for part in uncovered { Self.fill(part, renderer: renderer, argb: color) }
      return
    }
    if !isConcurrent { SDL_RenderFlush(renderer) }
    for part in uncovered {
      guard finishing, !isConcurrent, part.width >= Self.streamingWidth, let surface else {
        target.fill(part, argb: color)
        continue
      }
      // SDL's fill clips to the surface's clip rectangle, which its renderer sets as it pleases.
      var kept = SDL_Rect()
      SDL_GetClipRect(surface, &kept)
      SDL_SetClipRect(surface, nil)
      var sdl = part.sdl
      SDL_FillRect(surface, &sdl, color)
      SDL_SetClipRect(surface, &kept)
    }
  }

  /// An opaque fill of one ARGB colour, no blending.
  static func fill(_ rect: PixelRect, renderer: OpaquePointer, argb: UInt32) {
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    SDL_SetRenderDrawColor(
      renderer, UInt8(truncatingIfNeeded: argb >> 16), UInt8(truncatingIfNeeded: argb >> 8),
      UInt8(truncatingIfNeeded: argb), UInt8(truncatingIfNeeded: argb >> 24))
    var sdl = rect.sdl
    SDL_RenderFillRect(renderer, &sdl)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
  }
}
