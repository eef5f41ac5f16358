import CSDL2
import Foundation
import Motion
import Raster
import Stage
import Synchronization

/// Text with SDL2_ttf, crisp on HiDPI: glyphs are rasterised at the canvas's pixel size and
/// drawn at whole pixels when unturned. Rendered strings are cached as textures; measuring uses
/// the font's metrics without rendering.
///
/// When no font can be found, ``init(canvas:)`` returns nil after one warning line, and the
/// playground runs without text.
final class TextRenderer {
  /// DejaVu from Debian's fonts-dejavu-core, then common fallbacks, then the copy an installed
  /// flick keeps (``InstalledResources``, `scripts/install.sh`); `FLICK_FONT` wins.
  static let fontCandidates =
    [
      "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
      "/usr/share/fonts/TTF/DejaVuSans.ttf",
      "/usr/share/fonts/dejavu/DejaVuSans.ttf",
      "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
    ] + (InstalledResources.path("fonts/DejaVuSans.ttf").map { [$0] } ?? [])

  private let canvas: Canvas
  private let fontPaths: [Bool: String]
  private var fonts: [FontKey: OpaquePointer] = [:]
  private var cache: [CacheKey: (texture: OpaquePointer, pixelWidth: Int32, pixelHeight: Int32)] = [:]
  /// The same glyph runs as pixels, for the software backend's Raster (``picture(of:pixelTransform:)``).
  private var pictures: [PictureKey: PictureBuffer] = [:]
  /// Strings shortened to fit a width, by (string, font, width in pixels).
  private var elided: [ElisionKey: String] = [:]
  /// Strings' sizes in pixels, by (string, font): the overlay lays itself out every frame,
  /// measuring the same captions each time (the scene switcher alone, a dozen), and asking
  /// SDL_ttf each time cost more than the frame-cost panel's drawing.
  private var measured: [MeasureKey: (width: Int32, height: Int32)] = [:]

  private struct FontKey: Hashable {
    var pixelSize: Int
    var isBold: Bool

    /// The face for text of `size` points drawn at `scale` pixels a point.
    init(points size: Double, scale: Double, isBold: Bool) {
      pixelSize = max(4, Int((size * scale).rounded()))
      self.isBold = isBold
    }
  }

  private struct CacheKey: Hashable {
    var text: String
    var font: FontKey
    var color: UInt32
  }

  private struct PictureKey: Hashable {
    var run: CacheKey
    /// Turned text is resampled by pixman, which reads premultiplied pixels.
    var isPremultiplied: Bool
  }

  private struct MeasureKey: Hashable {
    var text: String
    var font: FontKey
  }

  private struct ElisionKey: Hashable {
    var text: String
    var font: FontKey
    var width: Int
  }

  init?(canvas: Canvas) {
    // The command line checked FLICK_FONT already (a missing file is refused there).
    guard let path = try? Self.fontPath(environment: ProcessInfo.processInfo.environment) else {
      // Said once: the window, a chart export and the screenshot each make a renderer.
      let alreadySaid = Self.saidNoFont.withLock { said in
        defer { said = true }
        return said
      }
      if !alreadySaid {
        FlickCommand.printError(
          "warning: no font (install fonts-dejavu-core or set FLICK_FONT); running without text")
      }
      return nil
    }
    guard FontFaces.start() else {
      FlickCommand.printError(
        "warning: SDL_ttf failed to start (\(String(cString: SDL_GetError()))); running without text")
      return nil
    }
    self.canvas = canvas
    // The bold face next to the regular one (DejaVuSans-Bold.ttf), if there is one.
    let bold = path.replacingOccurrences(of: ".ttf", with: "-Bold.ttf")
    fontPaths = [false: path, true: FileManager.default.fileExists(atPath: bold) ? bold : path]
  }

  deinit {
    flush()
    for font in fonts.values { FontFaces.close(font) }
  }

  /// Drops every cached texture (when the cache grows past its bound).
  private func flush() {
    for entry in cache.values { SDL_DestroyTexture(entry.texture) }
    cache.removeAll()
    pictures.removeAll()
    elided.removeAll()
    measured.removeAll()
  }

  /// Whether the no-font warning has been printed in this process.
  private static let saidNoFont = Mutex(false)

  /// The font to draw with: FLICK_FONT when it is set (empty: none, run without text), else the
  /// first candidate that exists; nil when there is none.
  ///
  /// - Throws: when FLICK_FONT names a file that does not exist: the user chose that font, so a
  ///   typo is an error, not a silent fallback.
  static func fontPath(environment: [String: String]) throws(PlaygroundError) -> String? {
    if let chosen = environment["FLICK_FONT"] {
      guard !chosen.isEmpty else { return nil }
      guard FileManager.default.fileExists(atPath: chosen) else {
        throw PlaygroundError("FLICK_FONT names no font file: '\(chosen)' does not exist")
      }
      return chosen
    }
    return fontCandidates.first { FileManager.default.fileExists(atPath: $0) }
  }

  private func font(_ key: FontKey) -> OpaquePointer? {
    if let font = fonts[key] { return font }
    guard let path = fontPaths[key.isBold], let font = FontFaces.open(path, pixelSize: Int32(key.pixelSize))
    else {
      return nil
    }
    fonts[key] = font
    return font
  }

  /// How many faces (a size, regular or bold) are open.
  var openFontCount: Int { fonts.count }

  /// The printable ASCII characters and the overlays' symbols.
  private static let overlayCharacters =
    String((32...126).map { Character(UnicodeScalar(UInt8($0))) }) + "±×·…→—≤−ⁿ▸▮ζρ"

  /// `text` rendered by SDL_ttf in `color` (opaque: the item's alpha fades the whole run), 32-bit
  /// ARGB; the caller frees it.
  private func renderedRun(_ text: String, font key: FontKey, color: Color) -> UnsafeMutablePointer<
    SDL_Surface
  >? {
    guard !text.isEmpty, let font = font(key) else { return nil }
    let sdlColor = SDL_Color(r: color.red8, g: color.green8, b: color.blue8, a: 255)
    return TTF_RenderUTF8_Blended(font, text, sdlColor)
  }

  private func texture(_ text: String, font key: FontKey, color: Color) -> (OpaquePointer, Int32, Int32)? {
    if cache.count > 512 { flush() }
    let cacheKey = CacheKey(text: text, font: key, color: color.with(alpha: 1).rgba8)
    if let entry = cache[cacheKey] { return (entry.texture, entry.pixelWidth, entry.pixelHeight) }
    guard let surface = renderedRun(text, font: key, color: color) else { return nil }
    defer { SDL_FreeSurface(surface) }
    guard let texture = SDL_CreateTextureFromSurface(canvas.renderer, surface) else { return nil }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    // Smooth when turned (SDL's rotation interpolates only in linear mode); unturned text is
    // copied 1:1 at whole pixels, where the mode changes nothing.
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
    cache[cacheKey] = (texture, surface.pointee.w, surface.pointee.h)
    return (texture, surface.pointee.w, surface.pointee.h)
  }

  /// The width of `text` in pixels at `font`, without rendering it.
  private func pixelWidth(_ text: String, font key: FontKey) -> Int {
    Int(pixelSize(text, font: key)?.width ?? 0)
  }

  /// `text`'s size in pixels at `font` (SDL_ttf's, remembered); nil without the font.
  private func pixelSize(_ text: String, font key: FontKey) -> (width: Int32, height: Int32)? {
    let measureKey = MeasureKey(text: text, font: key)
    if let known = measured[measureKey] { return known }
    guard let font = font(key) else { return nil }
    if measured.count > 1024 { measured.removeAll() }
    var width: Int32 = 0
    var height: Int32 = 0
    TTF_SizeUTF8(font, text, &width, &height)
    measured[measureKey] = (width, height)
    return (width, height)
  }

  /// Opens the regular face at each of `sizes` (points) now, each measured once with every
  /// character the overlays write, so HarfBuzz makes its shaping plan for it and FreeType loads
  /// those glyphs before the first frame: done at the first word measured in it, the HUD's
  /// marker font cost the frame a drag starts (the plot's "grab") 1.6 M instructions, a third of
  /// its drawing, and that frame set the pacer's budget, which every input then waited for.
  func prepare(sizes: [Double]) {
    for size in sizes {
      let key = FontKey(points: size, scale: canvas.pixelScale, isBold: false)
      guard let font = font(key) else { continue }
      var width: Int32 = 0
      var height: Int32 = 0
      TTF_SizeUTF8(font, Self.overlayCharacters, &width, &height)
    }
  }

  /// The size of `text` in points at `size` points.
  func measure(_ text: String, size: Double, isBold: Bool = false) -> Size {
    let scale = canvas.pixelScale
    let key = FontKey(points: size, scale: scale, isBold: isBold)
    guard let (width, height) = pixelSize(text, font: key) else { return .zero }
    return Size(width: Double(width) / scale, height: Double(height) / scale)
  }

  /// `text` shortened with an ellipsis so that it is at most `width` pixels wide.
  private func fitting(_ text: String, font key: FontKey, width: Int) -> String {
    let elisionKey = ElisionKey(text: text, font: key, width: width)
    if let known = elided[elisionKey] { return known }
    let result = EllipsisFitting.fitting(text, width: width) { pixelWidth($0, font: key) }
    elided[elisionKey] = result
    return result
  }

  /// The string an item shows in `font`: shortened to its box; nil when no room is left.
  private func shownString(_ item: TextItem, font key: FontKey, scale: Double) -> String? {
    let available = item.box.width - 2 * item.text.inset
    guard item.box.width > 0 else { return item.text.string }
    guard available > 0 else { return nil }
    return fitting(item.text.string, font: key, width: Int((available * scale).rounded(.down)))
  }

  /// A text item's glyph run as pixels for Raster, placed where ``draw(_:pixelTransform:)``
  /// would put its texture: unturned, at the whole pixels SDL's blit copies it to (and blended
  /// as that blit blends it); turned, about its centre, resampled by pixman. Nil for text that
  /// draws nothing. No texture is made: the software backend never draws one.
  func picture(of item: TextItem, pixelTransform: Transform2D) -> PlacedPicture? {
    let isTurned = abs(pixelTransform.rotation * 180 / Double.pi) >= 0.01
    // The run laid out is the run drawn: kept as the layout asks for its size.
    var run: PictureBuffer?
    guard
      let placed = layout(
        item, pixelTransform: pixelTransform,
        runSize: { string, font in
          run = runPicture(string, font: font, color: item.text.color, premultiplied: isTurned)
          return run.map { (Int32($0.width), Int32($0.height)) }
        }),
      let picture = run
    else { return nil }
    guard isTurned else {
      return .blit(
        picture, x: Int(placed.destination.x), y: Int(placed.destination.y),
        alphaMod: UInt8((placed.opacity * 255).rounded()))
    }
    let halfWidth = Double(placed.destination.w) / 2
    let halfHeight = Double(placed.destination.h) / 2
    let center = Vector2(
      x: Double(placed.destination.x) + halfWidth, y: Double(placed.destination.y) + halfHeight)
    let transform = Transform2D(translation: center)
      .concatenating(after: Transform2D(rotation: pixelTransform.rotation))
      .concatenating(after: Transform2D(translation: Vector2(x: -halfWidth, y: -halfHeight)))
    return .mapped(
      picture, box: Size(width: 2 * halfWidth, height: 2 * halfHeight), transform: transform,
      opacity: placed.opacity)
  }

  /// `text` rendered in `color` as pixels (premultiplied for pixman, or straight for the blit),
  /// rendered once and remembered.
  private func runPicture(_ text: String, font: FontKey, color: Color, premultiplied: Bool) -> PictureBuffer?
  {
    let key = PictureKey(
      run: CacheKey(text: text, font: font, color: color.with(alpha: 1).rgba8), isPremultiplied: premultiplied
    )
    if let known = pictures[key] { return known }
    guard let surface = renderedRun(text, font: font, color: color) else { return nil }
    defer { SDL_FreeSurface(surface) }
    guard surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue else { return nil }
    if pictures.count > 512 { pictures.removeAll() }
    let picture = PictureBuffer(
      copying: surface.pointee.pixels, width: Int(surface.pointee.w), height: Int(surface.pointee.h),
      bytesPerRow: Int(surface.pointee.pitch), premultiply: premultiplied)
    pictures[key] = picture
    return picture
  }

  /// Where one text item's glyph run goes: the string shown (shortened to its box) and its
  /// font, its `runSize` pixels laid out in the box in the item's own space, then mapped to
  /// canvas pixels by `pixelTransform` (turned by `degrees` about its centre when it turns);
  /// nil when nothing would be drawn.
  private func layout(
    _ item: TextItem, pixelTransform: Transform2D, runSize: (String, FontKey) -> (Int32, Int32)?
  ) -> (string: String, font: FontKey, destination: SDL_FRect, degrees: Double, opacity: Double)? {
    let opacity = max(0, min(1, item.text.color.alpha * item.opacity))
    let scale = pixelTransform.scale
    guard opacity > 0.001, scale > 1e-6, pixelTransform.isFinite else { return nil }
    let key = FontKey(points: item.text.size, scale: scale, isBold: item.text.isBold)
    let inset = item.text.inset
    guard let string = shownString(item, font: key, scale: scale), !string.isEmpty,
      let (width, height) = runSize(string, key)
    else {
      return nil
    }
    // Where the text's centre goes, in the item's space.
    let textWidth = Double(width) / scale
    let centerX: Double
    switch item.text.alignment {
    case .leading: centerX = inset + textWidth / 2
    case .center: centerX = item.box.width / 2
    case .trailing: centerX = item.box.width - inset - textWidth / 2
    }
    let center = pixelTransform.apply(to: Vector2(x: centerX, y: item.box.height / 2))
    var destination = SDL_FRect(
      x: Float(center.x - Double(width) / 2), y: Float(center.y - Double(height) / 2), w: Float(width),
      h: Float(height))
    let degrees = pixelTransform.rotation * 180 / Double.pi
    if abs(degrees) < 0.01 {
      // Whole pixels keep unturned glyphs crisp.
      destination.x = destination.x.rounded()
      destination.y = destination.y.rounded()
    }
    return (string, key, destination, degrees, opacity)
  }

  /// Draws one text item, turned with its layer when it turns.
  func draw(_ item: TextItem, pixelTransform: Transform2D) {
    // The texture laid out is the texture drawn: kept as the layout asks for its size.
    var run: OpaquePointer?
    guard
      let placed = layout(
        item, pixelTransform: pixelTransform,
        runSize: { string, font in
          guard let (texture, width, height) = texture(string, font: font, color: item.text.color) else {
            return nil
          }
          run = texture
          return (width, height)
        }),
      let texture = run
    else { return }
    let (degrees, opacity) = (placed.degrees, placed.opacity)
    var destination = placed.destination
    SDL_SetTextureAlphaMod(texture, UInt8((opacity * 255).rounded()))
    if abs(degrees) < 0.01 {
      SDL_RenderCopyF(canvas.renderer, texture, nil, &destination)
    } else {
      SDL_RenderCopyExF(canvas.renderer, texture, nil, &destination, degrees, nil, SDL_FLIP_NONE)
    }
  }
}
