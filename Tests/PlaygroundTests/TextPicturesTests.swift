import CSDL2
import Foundation
import Motion
import Stage
import Testing

@testable import Playground
@testable import Raster

/// Text and pictures reach Raster as pixels (SDL_ttf's glyph runs and SDL_image's pictures,
/// ``PictureBuffer``s). Unturned text is blended as SDL's blit blended it (``StraightBlend``):
/// the same pixels as SDL's renderer draws. Turned text and pictures at any size and turn are
/// resampled by pixman, where SDL's renderer put them. A region with text or a picture over
/// every row can be drawn two bands at a time.
@Suite("Text and pictures drawn by Raster")
struct TextPicturesTests {
  static let size = Size(width: 480, height: 320)
  static let background = Color(hex: 0xE6EBF2)

  /// Lines of text down the whole canvas, in several colours, weights, sizes and fades, over a
  /// translucent panel and a card, so the glyphs blend over more than one colour.
  static var list: DisplayList {
    var list = DisplayList()
    list.fill(Rect(x: 20, y: 20, width: 440, height: 280), cornerRadius: 12, color: Color(hex: 0xFFFFFF))
    list.fill(Rect(x: 160, y: 60, width: 160, height: 200), cornerRadius: 14, color: Color(hex: 0x3D7BFD))
    list.fill(
      Rect(x: 0, y: 0, width: 480, height: 320), color: Color(red: 0.1, green: 0.1, blue: 0.2, alpha: 0.25))
    let colors = [Color(hex: 0x1B2433), Color(hex: 0xFFFFFF), Color(hex: 0xE0457B), Color(hex: 0x2FB36B)]
    for line in 0..<16 {
      let text = LayerText(
        "Grab it mid-flight \(line): 1 800 pt/s, ±0.5 pt", size: 11 + Double(line % 5) * 2,
        color: colors[line % colors.count], isBold: line % 3 == 0,
        alignment: line % 2 == 0 ? .leading : .center,
        inset: 6)
      list.text(
        text, in: Rect(x: 4 + Double(line % 3) * 7, y: Double(line) * 20, width: 470, height: 20),
        opacity: [1, 0.6, 0.25, 1][line % 4])
    }
    return list
  }

  static func canvasAndRenderer(_ technique: DisplayListRenderer.Technique) throws -> (
    Canvas, DisplayListRenderer
  ) {
    let canvas = try Canvas(offscreenSize: size, pixelScale: 1)
    let text = try #require(TextRenderer(canvas: canvas))
    return (canvas, DisplayListRenderer(canvas: canvas, text: text, technique: technique))
  }

  /// Text has no edges of its own to disagree on, so Raster's picture of it and SDL's
  /// renderer's copy of its texture are the same pixels; only the text is compared (the fills
  /// are each technique's own).
  @Test func textsPixelsAreSDLsBlitOfItsGlyphRun() throws {
    var textOnly = DisplayList()
    for case .text(let run) in Self.list.items { textOnly.append(.text(run)) }
    let (rasterCanvas, raster) = try Self.canvasAndRenderer(.spans)
    let (sdlCanvas, sdl) = try Self.canvasAndRenderer(.geometry)
    raster.draw(textOnly, background: Self.background)
    sdl.draw(textOnly, background: Self.background)
    let (a, b) = (rasterCanvas.pixels(), sdlCanvas.pixels())
    let inked = b.argb.filter { $0 & 0xFF_FFFF != 0xE6EBF2 }.count
    let differing = zip(a.argb, b.argb).filter { $0 != $1 }.count
    #expect(inked > 5_000, "the text inks \(inked) pixels")
    #expect(differing == 0, "\(differing) pixels differ from SDL's blit")
  }

  /// Before text was Raster's, no row of this list could be shared.
  @Test func textIsDrawnTwoBandsAtATimeWithOneThreadsPixels() throws {
    let (sharedCanvas, shared) = try Self.canvasAndRenderer(.spans)
    let (aloneCanvas, alone) = try Self.canvasAndRenderer(.spans)
    alone.drawsConcurrently = false
    shared.draw(Self.list, background: Self.background)
    alone.draw(Self.list, background: Self.background)
    #expect(shared.sharedBandCount > 0, "the region was drawn two bands at a time")
    #expect(alone.sharedBandCount == 0)
    let differing = zip(sharedCanvas.pixels().argb, aloneCanvas.pixels().argb).filter { $0 != $1 }.count
    #expect(differing == 0, "\(differing) pixels differ between two threads and one")
  }

  /// A turned label, faded turned text, a photo turned and stretched over its box, and a small
  /// one unturned, over every row.
  static var turnedList: DisplayList {
    var list = DisplayList()
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Assets/scenes/photo.png").path
    let turn = { (degrees: Double, center: Vector2, size: Size) in
      Transform2D(translation: center).concatenating(after: Transform2D(rotation: degrees * .pi / 180))
        .concatenating(after: Transform2D(translation: Vector2(x: -size.width / 2, y: -size.height / 2)))
    }
    let photoBox = Size(width: 200, height: 300)
    list.append(
      .image(
        ImageItem(
          source: source, box: photoBox, opacity: 1, transform: turn(12, Vector2(x: 340, y: 160), photoBox))))
    let small = Size(width: 60, height: 45)
    list.append(
      .image(
        ImageItem(
          source: source, box: small, opacity: 0.7,
          transform: Transform2D(translation: Vector2(x: 20, y: 260)))))
    let label = Size(width: 300, height: 40)
    list.append(
      .text(
        TextItem(
          text: LayerText("Turned twenty degrees: 1 800 pt/s", size: 18, color: Color(hex: 0x1B2433)),
          box: label,
          opacity: 1, transform: turn(20, Vector2(x: 160, y: 90), label))))
    list.append(
      .text(
        TextItem(
          text: LayerText("faded, turned the other way", size: 15, color: Color(hex: 0xE0457B), isBold: true),
          box: label, opacity: 0.6, transform: turn(-35, Vector2(x: 150, y: 200), label))))
    return list
  }

  /// Where SDL's renderer turned and stretched them, give or take its placing and resampling:
  /// SDL's software rotation puts its turned copy up to 0.58 pixels from where pixman's lands
  /// (measured on this list, item by item), and pixman's is where the box is
  /// (``aTurnedPictureCoversItsBoxExactly()``).
  @Test func turnedTextAndPicturesLandWhereSDLsRendererPutThem() throws {
    let (rasterCanvas, raster) = try Self.canvasAndRenderer(.spans)
    let (sdlCanvas, sdl) = try Self.canvasAndRenderer(.geometry)
    raster.draw(Self.turnedList, background: Self.background)
    sdl.draw(Self.turnedList, background: Self.background)
    let (a, b) = (rasterCanvas.pixels(), sdlCanvas.pixels())
    /// The centre of what differs from the background, weighted by how much.
    func inkCentre(_ frame: (width: Int, height: Int, argb: [UInt32])) -> (
      x: Double, y: Double, weight: Double
    ) {
      var (x, y, weight) = (0.0, 0.0, 0.0)
      for index in frame.argb.indices {
        let pixel = frame.argb[index]
        let ink = Double(
          abs(Int(pixel >> 16 & 0xFF) - 0xE6) + abs(Int(pixel >> 8 & 0xFF) - 0xEB)
            + abs(Int(pixel & 0xFF) - 0xF2))
        x += ink * Double(index % frame.width)
        y += ink * Double(index / frame.width)
        weight += ink
      }
      return (x / weight, y / weight, weight)
    }
    let (ours, theirs) = (inkCentre(a), inkCentre(b))
    #expect(
      abs(ours.x - theirs.x) < 0.75 && abs(ours.y - theirs.y) < 0.75,
      "ink centred at \(ours) against \(theirs)"
    )
    #expect(abs(ours.weight / theirs.weight - 1) < 0.01, "ink \(ours.weight) against \(theirs.weight)")
    let far = zip(a.argb, b.argb).filter { pair in
      [16, 8, 0].contains { shift in abs(Int(pair.0 >> shift & 0xFF) - Int(pair.1 >> shift & 0xFF)) > 24 }
    }.count
    #expect(far * 50 < a.argb.count, "\(far) pixels differ by more than 24 levels")
  }

  /// An opaque picture turned about a centre between pixels covers its box: the ink's centre
  /// within 0.02 pixels of the box's, its area within a pixel of the box's, at any turn.
  @Test(arguments: [0.0, 12, 20, -35, 45, 90])
  func aTurnedPictureCoversItsBoxExactly(degrees: Double) throws {
    let (width, height) = (40, 20)
    var black = [UInt32](repeating: 0xFF00_0000, count: width * height)
    let picture = try #require(
      black.withUnsafeMutableBytes {
        PictureBuffer(
          copying: $0.baseAddress!, width: width, height: height, bytesPerRow: width * 4, premultiply: true)
      })
    var canvas = [UInt32](repeating: 0xFFFF_FFFF, count: 200 * 200)
    let painter = PixmanPainter()
    let centre = Vector2(x: 100.3, y: 80.7)
    canvas.withUnsafeMutableBytes { bytes in
      _ = painter.attach(
        PixelBuffer(baseAddress: bytes.baseAddress, width: 200, height: 200, bytesPerRow: 800, hasAlpha: true)
      )
      painter.clip = PixelRect(x0: 0, y0: 0, x1: 200, y1: 200)
      let transform = Transform2D(translation: centre)
        .concatenating(after: Transform2D(rotation: degrees * .pi / 180))
        .concatenating(
          after: Transform2D(translation: Vector2(x: -Double(width) / 2, y: -Double(height) / 2)))
      painter.composite(
        picture, box: Size(width: Double(width), height: Double(height)), transform: transform, opacity: 1)
    }
    var (x, y, area) = (0.0, 0.0, 0.0)
    for index in canvas.indices {
      let ink = Double(255 - canvas[index] & 0xFF) / 255
      x += ink * (Double(index % 200) + 0.5)
      y += ink * (Double(index / 200) + 0.5)
      area += ink
    }
    #expect(
      abs(x / area - centre.x) < 0.02 && abs(y / area - centre.y) < 0.02,
      "centred at (\(x / area), \(y / area))")
    #expect(abs(area - Double(width * height)) < 1, "covers \(area) pixels")
  }

  /// Before, turned text, pictures and turned shadows were SDL's to draw, and no row under them
  /// could be shared.
  @Test func turnedTextAndPicturesAreDrawnTwoBandsAtATimeWithOneThreadsPixels() throws {
    var list = Self.turnedList
    // Over every row: a picture stretched over the whole canvas first.
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Assets/scenes/photo.png").path
    var items = list.items
    items.insert(.image(ImageItem(source: source, box: Self.size, opacity: 0.3, transform: .identity)), at: 0)
    // And a turned card's shadow.
    items.insert(
      .shadow(
        ShadowItem(
          shape: RoundedRectangle(size: Size(width: 120, height: 80), cornerRadius: 12), blur: 14,
          color: Color(red: 0, green: 0, blue: 0, alpha: 0.4),
          transform: Transform2D(translation: Vector2(x: 300, y: 180)).concatenating(
            after: Transform2D(rotation: 0.4)),
          isUnderOpaqueFill: false)), at: 1)
    list = DisplayList()
    for item in items { list.append(item) }
    let (sharedCanvas, shared) = try Self.canvasAndRenderer(.spans)
    let (aloneCanvas, alone) = try Self.canvasAndRenderer(.spans)
    alone.drawsConcurrently = false
    shared.draw(list, background: Self.background)
    alone.draw(list, background: Self.background)
    #expect(shared.sharedBandCount > 0, "the region was drawn two bands at a time")
    let differing = zip(sharedCanvas.pixels().argb, aloneCanvas.pixels().argb).filter { $0 != $1 }.count
    #expect(differing == 0, "\(differing) pixels differ between two threads and one")
  }

  /// The blend against SDL's own blit of a texture (blend mode BLEND, faded by alpha
  /// modulation or not), for every source alpha and channel value over a spread of canvas
  /// pixels (their alpha too: SDL blends it as a colour).
  @Test(arguments: [255, 254, 200, 128, 1])
  func theBlendIsSDLsBlit(alphaMod: Int) throws {
    let source = try #require(
      SDL_CreateRGBSurfaceWithFormat(0, 256, 256, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
    let target = try #require(
      SDL_CreateRGBSurfaceWithFormat(0, 256, 256, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
    defer {
      SDL_FreeSurface(source)
      SDL_FreeSurface(target)
    }
    let renderer = try #require(SDL_CreateSoftwareRenderer(target))
    defer { SDL_DestroyRenderer(renderer) }
    let sources = source.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    let targets = target.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    // Row: the source's alpha; column: its channels (red, green and blue apart).
    for alpha in 0..<256 {
      for value in 0..<256 {
        let value = UInt32(value)
        sources[alpha * 256 + Int(value)] =
          UInt32(alpha) << 24 | value << 16 | (255 - value) << 8 | (value * 7 & 0xFF)
      }
    }
    let texture = try #require(SDL_CreateTextureFromSurface(renderer, source))
    defer { SDL_DestroyTexture(texture) }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    SDL_SetTextureAlphaMod(texture, UInt8(alphaMod))
    var wrong = 0
    for under: UInt32 in [0xFFE6_EBF2, 0xFF00_0000, 0xFFFF_FFFF, 0x803D_7BFD, 0x0012_3456, 0xFD1B_2433] {
      for index in 0..<(256 * 256) { targets[index] = under }
      SDL_RenderCopy(renderer, texture, nil, nil)
      SDL_RenderFlush(renderer)
      for index in 0..<(256 * 256)
      where targets[index] != StraightBlend.over(under, source: sources[index], alphaMod: UInt32(alphaMod)) {
        wrong += 1
      }
    }
    #expect(wrong == 0, "\(wrong) of \(6 * 65_536) pixels differ from SDL's blit")
  }
}
