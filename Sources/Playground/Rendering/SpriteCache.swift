import CSDL2
import Raster
import Stage

/// Coverage masks turned into white textures whose alpha is the coverage, made once per size and
/// tinted at draw time with the texture's colour and alpha modulation: soft shadows (a blurred
/// nine-slice), drawn as a mesh by the geometry technique and for turned shadows.
final class SpriteCache {
  private let renderer: OpaquePointer
  /// Linear filtering where sampling is cheap (OpenGL); nearest on the software renderer (whose
  /// turned shadows the visual references were recorded with).
  private let smooth: Bool
  private var shadows: [ShadowSpriteLayout: OpaquePointer] = [:]
  /// Small shapes get exact shadow sprites; many sizes (a resize, a stress scene) must not grow
  /// the cache without bound.
  private static let maximumShadowSprites = 256

  init(renderer: OpaquePointer, smooth: Bool) {
    self.renderer = renderer
    self.smooth = smooth
  }

  deinit { flush() }

  /// Drops every texture (after the pixel density changed, the sizes are all new).
  func flush() {
    for texture in shadows.values { SDL_DestroyTexture(texture) }
    shadows.removeAll()
  }

  func shadow(_ layout: ShadowSpriteLayout) -> OpaquePointer? {
    if let texture = shadows[layout] { return texture }
    if shadows.count >= Self.maximumShadowSprites {
      for texture in shadows.values { SDL_DestroyTexture(texture) }
      shadows.removeAll()
    }
    guard let texture = makeTexture(layout.mask()) else { return nil }
    shadows[layout] = texture
    return texture
  }

  private func makeTexture(_ mask: CoverageMask) -> OpaquePointer? {
    guard
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
        Int32(mask.width), Int32(mask.height))
    else { return nil }
    let pixels = mask.values.map { coverage -> UInt32 in
      UInt32((max(0, min(1, coverage)) * 255).rounded()) << 24 | 0x00FF_FFFF
    }
    pixels.withUnsafeBytes { buffer in
      _ = SDL_UpdateTexture(texture, nil, buffer.baseAddress, Int32(mask.width * 4))
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    SDL_SetTextureScaleMode(texture, smooth ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)
    return texture
  }
}
