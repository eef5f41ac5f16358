import CSDL2

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
/// waiting is written at once, and drawing goes on as before.
struct PendingFills {
  static let maximumRectangles = 48

  private(set) var rectangles: [PixelRect] = []
  private(set) var colors: [UInt32] = []
  private var scratchRectangles: [PixelRect] = []
  private var scratchColors: [UInt32] = []

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
    take(area) { piece, color in Self.fill(piece, renderer: renderer, argb: color) }
    limit(renderer: renderer)
  }

  /// Takes `area` out of what waits, calling `body` with each piece that waited and its
  /// colour (disjoint; together all of `area` that waited).
  mutating func take(_ area: PixelRect, _ body: (PixelRect, UInt32) -> Void) {
    guard rectangles.contains(where: { $0.intersects(area) }) else { return }
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

  /// Writes everything still waiting.
  mutating func flush(renderer: OpaquePointer) {
    for (rectangle, color) in zip(rectangles, colors) {
      Self.fill(rectangle, renderer: renderer, argb: color)
    }
    rectangles.removeAll(keepingCapacity: true)
    colors.removeAll(keepingCapacity: true)
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
