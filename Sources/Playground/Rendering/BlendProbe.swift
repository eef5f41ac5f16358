import CSDL2

/// The exact colour SDL's software renderer makes when it blends a translucent colour over an
/// opaque one, found by letting it do so on one pixel: a flattened fill (``PendingFills``)
/// must give the same pixels, to the bit, as the blend it replaces. Results are cached.
final class BlendProbe {
  private let surface: UnsafeMutablePointer<SDL_Surface>?
  private let renderer: OpaquePointer?
  private var known: [UInt64: UInt32] = [:]

  init() {
    surface = SDL_CreateRGBSurfaceWithFormat(0, 1, 1, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    renderer = surface.flatMap { SDL_CreateSoftwareRenderer($0) }
  }

  deinit {
    if let renderer { SDL_DestroyRenderer(renderer) }
    if let surface { SDL_FreeSurface(surface) }
  }

  /// `color` (0xRRGGBBAA) blended over the opaque `background` (0xAARRGGBB), as 0xAARRGGBB;
  /// nil if SDL could not make the probe.
  func blend(_ color: UInt32, over background: UInt32) -> UInt32? {
    let key = UInt64(color) << 32 | UInt64(background)
    if let value = known[key] { return value }
    guard let renderer, let surface else { return nil }
    PendingFills.fill(PixelRect(x0: 0, y0: 0, x1: 1, y1: 1), renderer: renderer, argb: background)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    SDL_SetRenderDrawColor(
      renderer, UInt8(truncatingIfNeeded: color >> 24), UInt8(truncatingIfNeeded: color >> 16),
      UInt8(truncatingIfNeeded: color >> 8), UInt8(truncatingIfNeeded: color))
    var pixel = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
    SDL_RenderFillRect(renderer, &pixel)
    SDL_RenderFlush(renderer)
    let value = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self).pointee
    if known.count > 4096 { known.removeAll() }
    known[key] = value
    return value
  }
}
