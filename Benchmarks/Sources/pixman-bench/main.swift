// Debian's pixman (SIMD compositing, what X and cairo use) against SDL's software renderer,
// which the span technique draws with, on the operations a frame is made of, at 3840×2160 ARGB
// pixels: an opaque full-canvas fill, a translucent full-canvas fill (the dimming), and 2 000
// rounded 36-pixel cards (three opaque rectangles and four anti-aliased corners each: SDL blits
// a tinted corner sprite, pixman composites the solid colour through an a8 corner mask).
// Prints milliseconds per operation (median of 9 batches of at least 0.2 s).
//   swift run -c release --package-path Benchmarks pixman-bench
import CPixmanBench
import CSDL2Bench
import Foundation

let width: Int32 = 3840
let height: Int32 = 2160

@MainActor func median(_ body: () -> Void) -> Double {
  var times: [Double] = []
  for _ in 0..<9 {
    var runs = 0
    let start = DispatchTime.now().uptimeNanoseconds
    var elapsed = 0.0
    repeat {
      body()
      runs += 1
      elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    } while elapsed < 0.2
    times.append(elapsed / Double(runs) * 1000)
  }
  return times.sorted()[4]
}

// SDL: a surface with its software renderer, as `flick --headless` draws.
let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!
let renderer = SDL_CreateSoftwareRenderer(surface)!
// pixman: an image over the same pixels.
let image = pixman_image_create_bits(
  PIXMAN_a8r8g8b8, width, height, surface.pointee.pixels.assumingMemoryBound(to: UInt32.self),
  surface.pointee.pitch)!

let radius: Int32 = 12
let side: Int32 = 36
/// An anti-aliased disc of `radius` in a 2·radius square: coverage from the pixel centre's distance.
@MainActor func discCoverage(_ x: Int32, _ y: Int32) -> UInt8 {
  let dx = Double(x) + 0.5 - Double(radius)
  let dy = Double(y) + 0.5 - Double(radius)
  let distance = (dx * dx + dy * dy).squareRoot() - Double(radius)
  return UInt8((max(0, min(1, 0.5 - distance)) * 255).rounded())
}
var argbDisc = [UInt32](repeating: 0, count: Int(4 * radius * radius))
var a8Disc = [UInt8](repeating: 0, count: Int(4 * radius * radius))
for y in 0..<(2 * radius) {
  for x in 0..<(2 * radius) {
    let coverage = discCoverage(x, y)
    argbDisc[Int(y * 2 * radius + x)] = UInt32(coverage) << 24 | 0x00FF_FFFF
    a8Disc[Int(y * 2 * radius + x)] = coverage
  }
}
let discTexture = SDL_CreateTexture(
  renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), 2 * radius, 2 * radius)!
argbDisc.withUnsafeBytes { _ = SDL_UpdateTexture(discTexture, nil, $0.baseAddress, 2 * radius * 4) }
SDL_SetTextureBlendMode(discTexture, SDL_BLENDMODE_BLEND)
// pixman keeps a pointer to the mask's bytes: they live for the whole run.
let maskBytes = UnsafeMutableRawPointer.allocate(byteCount: a8Disc.count, alignment: 4)
maskBytes.copyMemory(from: a8Disc, byteCount: a8Disc.count)
let discMask = pixman_image_create_bits(
  PIXMAN_a8, 2 * radius, 2 * radius, maskBytes.assumingMemoryBound(to: UInt32.self), 2 * radius)!

let cards: [(Int32, Int32)] = (0..<2000).map { index -> (Int32, Int32) in
  let column = Int32(index % 50)
  let row = Int32(index / 50)
  return (column * 76 + 10, row * 52 + 10)
}

@MainActor func sdlFill(_ alpha: UInt8) {
  SDL_SetRenderDrawBlendMode(renderer, alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
  SDL_SetRenderDrawColor(renderer, 20, 30, 40, alpha)
  var all = SDL_Rect(x: 0, y: 0, w: width, h: height)
  SDL_RenderFillRect(renderer, &all)
  SDL_RenderFlush(renderer)
}

@MainActor func pixmanFill(_ alpha: UInt16) {
  // Premultiplied, as pixman's colours are.
  let scale = UInt32(alpha)
  let red = UInt16(20 * 257 * scale / 65535)
  let green = UInt16(30 * 257 * scale / 65535)
  let blue = UInt16(40 * 257 * scale / 65535)
  var color = pixman_color_t(red: red, green: green, blue: blue, alpha: alpha)
  var all = pixman_rectangle16_t(x: 0, y: 0, width: UInt16(width), height: UInt16(height))
  _ = pixman_image_fill_rectangles(alpha == 65535 ? PIXMAN_OP_SRC : PIXMAN_OP_OVER, image, &color, 1, &all)
}

@MainActor func sdlCards() {
  SDL_SetTextureColorMod(discTexture, 200, 100, 50)
  SDL_SetTextureAlphaMod(discTexture, 255)
  for (x, y) in cards {
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    SDL_SetRenderDrawColor(renderer, 200, 100, 50, 255)
    var bands = [
      SDL_Rect(x: x, y: y + radius, w: side, h: side - 2 * radius),
      SDL_Rect(x: x + radius, y: y, w: side - 2 * radius, h: radius),
      SDL_Rect(x: x + radius, y: y + side - radius, w: side - 2 * radius, h: radius),
    ]
    SDL_RenderFillRects(renderer, &bands, 3)
    for (sx, sy, dx, dy) in [
      (0, 0, x, y), (radius, 0, x + side - radius, y), (0, radius, x, y + side - radius),
      (radius, radius, x + side - radius, y + side - radius),
    ] {
      var source = SDL_Rect(x: sx, y: sy, w: radius, h: radius)
      var destination = SDL_Rect(x: dx, y: dy, w: radius, h: radius)
      SDL_RenderCopy(renderer, discTexture, &source, &destination)
    }
  }
  SDL_RenderFlush(renderer)
}

var cardColor = pixman_color_t(red: 200 * 257, green: 100 * 257, blue: 50 * 257, alpha: 65535)
let solid = pixman_image_create_solid_fill(&cardColor)!
@MainActor func pixmanCards() {
  for (x, y) in cards {
    var bands = [
      pixman_rectangle16_t(x: Int16(x), y: Int16(y + radius), width: UInt16(side), height: UInt16(side - 2 * radius)),
      pixman_rectangle16_t(x: Int16(x + radius), y: Int16(y), width: UInt16(side - 2 * radius), height: UInt16(radius)),
      pixman_rectangle16_t(
        x: Int16(x + radius), y: Int16(y + side - radius), width: UInt16(side - 2 * radius), height: UInt16(radius)),
    ]
    _ = pixman_image_fill_rectangles(PIXMAN_OP_SRC, image, &cardColor, 3, &bands)
    for (sx, sy, dx, dy) in [
      (0, 0, x, y), (radius, 0, x + side - radius, y), (0, radius, x, y + side - radius),
      (radius, radius, x + side - radius, y + side - radius),
    ] {
      pixman_image_composite32(PIXMAN_OP_OVER, solid, discMask, image, 0, 0, sx, sy, dx, dy, radius, radius)
    }
  }
}

print(String(format: "opaque full-canvas fill:      SDL %6.2f ms   pixman %6.2f ms", median { sdlFill(255) }, median { pixmanFill(65535) }))
print(String(format: "translucent full-canvas fill: SDL %6.2f ms   pixman %6.2f ms", median { sdlFill(100) }, median { pixmanFill(100 * 257) }))
print(String(format: "2 000 rounded cards:          SDL %6.2f ms   pixman %6.2f ms", median { sdlCards() }, median { pixmanCards() }))
