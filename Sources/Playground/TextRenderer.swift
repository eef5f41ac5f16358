import CSDL2
import Foundation
import Motion
import Stage

/// Text with SDL2_ttf, crisp on HiDPI: glyphs are rasterised at the canvas's pixel size and
/// drawn into a rectangle measured in points. Rendered strings are cached as textures.
///
/// When no font can be found, ``init(canvas:)`` returns nil after one warning line, and the
/// playground runs without text.
final class TextRenderer {
  /// DejaVu from Debian's fonts-dejavu-core, then common fallbacks; `FLICK_FONT` wins.
  static let fontCandidates = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/TTF/DejaVuSans.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
  ]

  private let canvas: Canvas
  private let fontPath: String
  private var fonts: [Int: OpaquePointer] = [:]
  private var cache: [CacheKey: (texture: OpaquePointer, pixelWidth: Int32, pixelHeight: Int32)] = [:]
  private var cachedScale: Double

  private struct CacheKey: Hashable {
    var text: String
    var pixelSize: Int
    var color: UInt32
  }

  init?(canvas: Canvas) {
    let environment = ProcessInfo.processInfo.environment["FLICK_FONT"].map { [$0] } ?? []
    guard
      let path = (environment + Self.fontCandidates).first(where: {
        FileManager.default.fileExists(atPath: $0)
      })
    else {
      FlickCommand.printError(
        "warning: no font found (install fonts-dejavu-core or set FLICK_FONT); running without text")
      return nil
    }
    guard TTF_WasInit() != 0 || TTF_Init() == 0 else {
      FlickCommand.printError(
        "warning: SDL_ttf failed to start (\(String(cString: SDL_GetError()))); running without text")
      return nil
    }
    self.canvas = canvas
    self.fontPath = path
    self.cachedScale = canvas.pixelScale
  }

  deinit {
    flush()
    for font in fonts.values { TTF_CloseFont(font) }
  }

  /// Drops every cached texture (after a change of pixel density, or when the cache grows).
  private func flush() {
    for entry in cache.values { SDL_DestroyTexture(entry.texture) }
    cache.removeAll()
  }

  private func font(pixelSize: Int) -> OpaquePointer? {
    if let font = fonts[pixelSize] { return font }
    guard let font = TTF_OpenFont(fontPath, Int32(pixelSize)) else { return nil }
    fonts[pixelSize] = font
    return font
  }

  private func texture(_ text: String, size: Double, color: Color) -> (OpaquePointer, Int32, Int32)? {
    if cachedScale != canvas.pixelScale || cache.count > 512 {
      flush()
      cachedScale = canvas.pixelScale
    }
    let pixelSize = max(4, Int((size * canvas.pixelScale).rounded()))
    let key = CacheKey(text: text, pixelSize: pixelSize, color: color.rgba8)
    if let entry = cache[key] { return (entry.texture, entry.pixelWidth, entry.pixelHeight) }
    guard !text.isEmpty, let font = font(pixelSize: pixelSize) else { return nil }
    let sdlColor = SDL_Color(r: color.red8, g: color.green8, b: color.blue8, a: 255)
    guard let surface = TTF_RenderUTF8_Blended(font, text, sdlColor) else { return nil }
    defer { SDL_FreeSurface(surface) }
    guard let texture = SDL_CreateTextureFromSurface(canvas.renderer, surface) else { return nil }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    cache[key] = (texture, surface.pointee.w, surface.pointee.h)
    return (texture, surface.pointee.w, surface.pointee.h)
  }

  /// The size of `text` in points.
  func measure(_ text: String, size: Double) -> Size {
    guard let (_, width, height) = texture(text, size: size, color: Color(red: 0, green: 0, blue: 0)) else {
      return .zero
    }
    return Size(width: Double(width) / canvas.pixelScale, height: Double(height) / canvas.pixelScale)
  }

  /// Draws `text` with its top-left corner at `origin` (points); `alpha` multiplies the colour's.
  func draw(_ text: String, at origin: Vector2, size: Double, color: Color, alpha: Double = 1) {
    let opacity = max(0, min(1, color.alpha * alpha))
    guard opacity > 0.001, let (texture, width, height) = texture(text, size: size, color: color) else {
      return
    }
    SDL_SetTextureAlphaMod(texture, UInt8((opacity * 255).rounded()))
    var destination = SDL_FRect(
      x: Float(origin.x), y: Float(origin.y),
      w: Float(Double(width) / canvas.pixelScale), h: Float(Double(height) / canvas.pixelScale))
    SDL_RenderCopyF(canvas.renderer, texture, nil, &destination)
  }

  /// Draws `text` centred on `center`.
  func draw(_ text: String, centeredAt center: Vector2, size: Double, color: Color, alpha: Double = 1) {
    let measured = measure(text, size: size)
    draw(
      text, at: Vector2(x: center.x - measured.width / 2, y: center.y - measured.height / 2), size: size,
      color: color, alpha: alpha)
  }
}

extension Color {
  var red8: UInt8 { UInt8((max(0, min(1, red)) * 255).rounded()) }
  var green8: UInt8 { UInt8((max(0, min(1, green)) * 255).rounded()) }
  var blue8: UInt8 { UInt8((max(0, min(1, blue)) * 255).rounded()) }
  var alpha8: UInt8 { UInt8((max(0, min(1, alpha)) * 255).rounded()) }
  var rgba8: UInt32 { UInt32(red8) << 24 | UInt32(green8) << 16 | UInt32(blue8) << 8 | UInt32(alpha8) }
}
