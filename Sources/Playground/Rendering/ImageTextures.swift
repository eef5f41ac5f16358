import CSDL2
import Foundation
import Motion
import Raster
import Stage

/// The pictures layers show (``Stage/ImageItem``), decoded by SDL_image (once with the scene-file
/// loader's check: ``DecodedPictures``) and kept as textures of the canvas's renderer, by
/// source. A source is a PNG file's path, optionally followed by `#` and a version (a scene
/// file's loader adds the file's modification time, so a picture saved again is loaded again). One that cannot be loaded draws nothing: a scene file's
/// loader has checked its images already and says so, at the file's line and column.
final class ImageTextures {
  private let renderer: OpaquePointer
  private var textures: [String: OpaquePointer?] = [:]
  /// The same pictures as premultiplied pixels, for the software backend's Raster
  /// (``picture(of:pixelTransform:)``).
  private var pictures: [String: PictureBuffer?] = [:]

  init(renderer: OpaquePointer) {
    self.renderer = renderer
  }

  deinit { releaseTextures() }

  /// Destroys every picture's texture (before the SDL renderer they were made on goes: the
  /// owner's deinit); a picture drawn again is loaded again.
  func releaseTextures() {
    for case .some(let texture) in textures.values { SDL_DestroyTexture(texture) }
    textures.removeAll()
    pictures.removeAll()
  }

  /// The file a source names: the part before its last `#`, if it has one.
  static func path(of source: String) -> String {
    guard let mark = source.lastIndex(of: "#") else { return source }
    return String(source[..<mark])
  }

  private func texture(for source: String) -> OpaquePointer? {
    if let known = textures[source] { return known }
    // A file's older versions go (as DecodedPictures keeps one a file): the frames of a recording played.
    for (old, stale) in textures where Self.path(of: old) == Self.path(of: source) {
      stale.map(SDL_DestroyTexture)
      textures[old] = nil
    }
    var texture: OpaquePointer?
    if let surface = DecodedPictures.takeSurface(for: source) {
      texture = SDL_CreateTextureFromSurface(renderer, surface)
      SDL_FreeSurface(surface)
      if let texture {
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
      }
    }
    textures[source] = texture
    return texture
  }

  /// `source`'s picture as premultiplied pixels, decoded once (the scene-file loader's surface
  /// taken when it is waiting); nil when it cannot be loaded.
  private func pictureBuffer(for source: String) -> PictureBuffer? {
    if let known = pictures[source] { return known }
    // A file's older versions go, as the textures' do.
    for old in pictures.keys where Self.path(of: old) == Self.path(of: source) { pictures[old] = nil }
    var picture: PictureBuffer?
    if let surface = DecodedPictures.takeSurface(for: source) {
      defer { SDL_FreeSurface(surface) }
      if let argb = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) {
        defer { SDL_FreeSurface(argb) }
        picture = PictureBuffer(
          copying: argb.pointee.pixels, width: Int(argb.pointee.w), height: Int(argb.pointee.h),
          bytesPerRow: Int(argb.pointee.pitch), premultiply: true)
      }
    }
    pictures[source] = picture
    return picture
  }

  /// `image` as pixels for Raster, its picture stretched over its box and mapped by
  /// `pixelTransform` (from its box to canvas pixels), as ``draw(_:pixelTransform:)`` places its
  /// texture; nil when nothing would be drawn.
  func picture(of image: ImageItem, pixelTransform transform: Transform2D) -> PlacedPicture? {
    let scale = abs(transform.determinant).squareRoot()
    guard image.opacity > 0, scale.isFinite, image.box.width * scale >= 0.5, image.box.height * scale >= 0.5,
      let picture = pictureBuffer(for: image.source)
    else { return nil }
    return .mapped(picture, box: image.box, transform: transform, opacity: min(image.opacity, 1))
  }

  /// Draws `image` by `pixelTransform` (from its box to canvas pixels: a turn, a uniform scale
  /// and a move, as a layer's are), within the renderer's clip.
  func draw(_ image: ImageItem, pixelTransform transform: Transform2D) {
    guard image.opacity > 0, let texture = texture(for: image.source) else { return }
    let scale = abs(transform.determinant).squareRoot()
    let center = transform.apply(to: Vector2(x: image.box.width / 2, y: image.box.height / 2))
    let width = image.box.width * scale
    let height = image.box.height * scale
    guard scale.isFinite, center.isFinite, width >= 0.5, height >= 0.5 else { return }
    var destination = SDL_FRect(
      x: Float(center.x - width / 2), y: Float(center.y - height / 2), w: Float(width), h: Float(height))
    let degrees = atan2(transform.b, transform.a) * 180 / Double.pi
    SDL_SetTextureAlphaMod(texture, UInt8((min(max(image.opacity, 0), 1) * 255).rounded()))
    if degrees == 0 {
      SDL_RenderCopyF(renderer, texture, nil, &destination)
    } else {
      SDL_RenderCopyExF(renderer, texture, nil, &destination, degrees, nil, SDL_FLIP_NONE)
    }
  }
}
