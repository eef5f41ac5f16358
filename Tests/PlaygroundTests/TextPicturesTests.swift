import CSDL2
import Foundation
import Motion
import Stage
import Testing

@testable import Playground
@testable import Raster

/// Unturned text reaches Raster as pixels (SDL_ttf's glyph run, a ``PictureBuffer``) and is
/// blended there as SDL's blit blended it (``StraightBlend``): the same pixels as SDL's
/// renderer draws, and a region with text over every row can be drawn two bands at a time.
@Suite("Text drawn by Raster")
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
