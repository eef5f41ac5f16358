// cairo-bench (issue 62): Debian's cairo (1.16, which rasterises on pixman) against Flick's hand
// path (ShapeRows, TurnedShapeMasks and SpanPainter, reached through the public
// OffscreenRenderer, as `flick --headless` draws) for the turned rounded rectangles Flick's
// scenes draw: the card scene's 180×240 pt card (corner radius 16) at 0°, 7°, 30° and 45°, a
// grid of 100 of the stress scene's largest cards (28 pt, radius 7) at 15°, and the photos
// scene's fitted photo (853×640 pt, square corners) at 5° on its 960×640 window, at pixel
// scales 1 and 2. cairo fills an ARGB32 image surface (premultiplied): a path of four arcs and
// four lines under cairo_rotate, for each antialias mode that draws different pixels.
//
// A frame, either way, is what a damaged region's redraw is: the shapes' box cleared to the
// background, then the shapes. Each case is drawn with its shapes once and five times over (in
// the same places, moved by a quarter point a frame so Flick's damage tracker redraws them);
// the difference, per shape, is what one more shape costs. Printed: microseconds per shape,
// wall time (the process's CPU time), the median of 5 pairs of batches (once, five times; each
// at least 20 ms) timed in turn. Flick draws a region of 65 536 pixels or more on two threads
// (DisplayListRenderer.drawRegions), so its CPU time can exceed its wall time. Then one turned
// card's pixels both ways, compared. About 12 s.
//
//   swift run -c release --package-path Benchmarks cairo-bench
//
// Also (release binary, Benchmarks/.build/release/cairo-bench):
//   cairo-bench table ROUNDS MILLISECONDS        the table with more or longer batches
//   cairo-bench frames SIDE CASE COPIES FRAMES   draws FRAMES frames and nothing else, for
//                                                callgrind (of a `strip -g` copy: valgrind 3.19
//                                                cannot read Swift 6.3's DWARF); SIDE flick,
//                                                cairo-default, cairo-fast…
//   cairo-bench pixels DIRECTORY                 the pixel comparison, with flick.png,
//                                                cairo.png and difference.png written there
import CCairoBench
import Foundation
import Motion
import Playground
import Stage

let canvasSize = Size(width: 960, height: 640)
let backgroundHex: UInt32 = 0x20_3040
let shapeHex: UInt32 = 0xE0_703A
/// The shapes are drawn once, then this many times over.
let copies = 5

/// Shapes of one size, corner and turn, at `centers` (points), on `canvasSize` at `scale`.
struct Case {
  let id: String
  let label: String
  let size: Size
  let radius: Double
  let degrees: Double
  let centers: [Vector2]
  let scale: Double

  var radians: Double { degrees * Double.pi / 180 }
}

/// A 10×10 grid `pitch` points apart about the card scene's centre: at a whole pitch every card
/// sits at the same fraction of a pixel (Flick keeps one mask for them all), at 40.37 each one
/// at its own (a mask worked out for every card).
func grid(pitch: Double) -> [Vector2] {
  (0..<100).map { index in
    Vector2(
      x: 480 + (Double(index % 10) - 4.5) * pitch, y: 340 + (Double(index / 10) - 4.5) * pitch)
  }
}

let cases: [Case] = [1.0, 2.0].flatMap { scale -> [Case] in
  let suffix = "-s\(Int(scale))"
  let card = Size(width: 180, height: 240)
  let small = Size(width: 28, height: 28)
  let cards = [0.0, 7, 30, 45].map { degrees in
    Case(
      id: "card\(Int(degrees))\(suffix)", label: "card 180×240 r16 \(Int(degrees))°", size: card, radius: 16,
      degrees: degrees, centers: [Vector2(x: 480, y: 340)], scale: scale)
  }
  return cards + [
    Case(
      id: "small-unlike\(suffix)", label: "100 × 28 pt r7 15°, unlike", size: small, radius: 7, degrees: 15,
      centers: grid(pitch: 40.37), scale: scale),
    Case(
      id: "small-alike\(suffix)", label: "100 × 28 pt r7 15°, alike", size: small, radius: 7, degrees: 15,
      centers: grid(pitch: 40), scale: scale),
    Case(
      id: "photo\(suffix)", label: "photo 853×640 r0 5°", size: Size(width: 640 * 4 / 3, height: 640),
      radius: 0, degrees: 5, centers: [Vector2(x: 480, y: 320)], scale: scale),
  ]
}

/// A way of drawing a case's frames.
protocol Side: AnyObject {
  func frame(_ number: Int)
}

/// Flick: the shapes as layers over a background layer, drawn by the public OffscreenRenderer
/// (the software canvas, its default technique: spans).
final class FlickSide: Side {
  let renderer: OffscreenRenderer
  let root: Layer
  let shapes: [Layer]
  let homes: [Vector2]

  init(_ shapes: Case, copies: Int, canvas: Size = canvasSize) throws {
    renderer = try OffscreenRenderer(size: canvas, pixelScale: shapes.scale)
    root = Layer(
      name: "root", center: Vector2(x: canvas.width / 2, y: canvas.height / 2), size: canvas,
      color: Color(hex: backgroundHex))
    var layers: [Layer] = []
    var homes: [Vector2] = []
    for _ in 0..<copies {
      for center in shapes.centers {
        let layer = Layer(name: "shape", center: center, size: shapes.size, color: Color(hex: shapeHex))
        layer.cornerRadius = shapes.radius
        layer.rotation = shapes.radians
        root.addSublayer(layer)
        layers.append(layer)
        homes.append(center)
      }
    }
    self.shapes = layers
    self.homes = homes
  }

  func frame(_ number: Int) {
    let shift = Vector2(x: Double(number % 4) * 0.25, y: 0)
    for (layer, home) in zip(shapes, homes) { layer.center = home + shift }
    renderer.draw(root)
  }
}

/// cairo: the same shapes filled on an ARGB32 image surface of the canvas's pixels.
final class CairoSide: Side {
  let surface: OpaquePointer
  let context: OpaquePointer
  let shapes: Case
  let copies: Int
  /// The pixels the shapes can touch in any frame, and two more each way (as Flick's damage).
  let box: (x: Double, y: Double, width: Double, height: Double)

  init(_ shapes: Case, copies: Int, antialias: cairo_antialias_t, canvas: Size = canvasSize) {
    self.shapes = shapes
    self.copies = copies
    let width = Int32((canvas.width * shapes.scale).rounded())
    let height = Int32((canvas.height * shapes.scale).rounded())
    surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
    context = cairo_create(surface)
    cairo_set_antialias(context, antialias)
    let reach =
      (abs(cos(shapes.radians)) * shapes.size.width + abs(sin(shapes.radians)) * shapes.size.height) / 2
    let reachY =
      (abs(sin(shapes.radians)) * shapes.size.width + abs(cos(shapes.radians)) * shapes.size.height) / 2
    let xs = shapes.centers.map(\.x)
    let ys = shapes.centers.map(\.y)
    let x0 = max(0, ((xs.min()! - reach) * shapes.scale).rounded(.down) - 2)
    let y0 = max(0, ((ys.min()! - reachY) * shapes.scale).rounded(.down) - 2)
    let x1 = min(Double(width), ((xs.max()! + 0.75 + reach) * shapes.scale).rounded(.up) + 2)
    let y1 = min(Double(height), ((ys.max()! + reachY) * shapes.scale).rounded(.up) + 2)
    box = (x0, y0, x1 - x0, y1 - y0)
    setColor(backgroundHex)
    cairo_paint(context)
  }

  deinit {
    cairo_destroy(context)
    cairo_surface_destroy(surface)
  }

  func setColor(_ hex: UInt32) {
    cairo_set_source_rgb(
      context, Double(hex >> 16 & 0xFF) / 255, Double(hex >> 8 & 0xFF) / 255, Double(hex & 0xFF) / 255)
  }

  func frame(_ number: Int) {
    let shift = Double(number % 4) * 0.25
    cairo_identity_matrix(context)
    cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
    setColor(backgroundHex)
    cairo_rectangle(context, box.x, box.y, box.width, box.height)
    cairo_fill(context)
    cairo_set_operator(context, CAIRO_OPERATOR_OVER)
    setColor(shapeHex)
    let (width, height) = (shapes.size.width, shapes.size.height)
    let radius = min(shapes.radius, width / 2, height / 2)
    for _ in 0..<copies {
      for center in shapes.centers {
        cairo_identity_matrix(context)
        cairo_scale(context, shapes.scale, shapes.scale)
        cairo_translate(context, center.x + shift, center.y)
        cairo_rotate(context, shapes.radians)
        cairo_translate(context, -width / 2, -height / 2)
        if radius > 0 {
          cairo_new_sub_path(context)
          cairo_arc(context, width - radius, radius, radius, -Double.pi / 2, 0)
          cairo_arc(context, width - radius, height - radius, radius, 0, Double.pi / 2)
          cairo_arc(context, radius, height - radius, radius, Double.pi / 2, Double.pi)
          cairo_arc(context, radius, radius, radius, Double.pi, 3 * Double.pi / 2)
          cairo_close_path(context)
        } else {
          cairo_rectangle(context, 0, 0, width, height)
        }
        cairo_fill(context)
      }
    }
    cairo_surface_flush(surface)
  }

  /// Pixel (x, y) as 0xAARRGGBB.
  func pixel(x: Int, y: Int) -> UInt32 {
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    return UnsafeRawPointer(data + y * stride + x * 4).load(as: UInt32.self)
  }
}

/// cairo's antialias modes, by name.
let antialiasModes: [(name: String, mode: cairo_antialias_t)] = [
  ("default", CAIRO_ANTIALIAS_DEFAULT), ("fast", CAIRO_ANTIALIAS_FAST), ("good", CAIRO_ANTIALIAS_GOOD),
  ("best", CAIRO_ANTIALIAS_BEST),
]

func side(named name: String, _ shapes: Case, copies: Int) throws -> Side {
  if name == "flick" { return try FlickSide(shapes, copies: copies) }
  guard let mode = antialiasModes.first(where: { "cairo-\($0.name)" == name }) else {
    throw BenchError.usage("no side '\(name)': flick, cairo-default, cairo-fast, cairo-good or cairo-best")
  }
  return CairoSide(shapes, copies: copies, antialias: mode.mode)
}

enum BenchError: Error {
  case usage(String)
}

func seconds(_ clock: clockid_t) -> Double {
  var time = timespec()
  clock_gettime(clock, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Draws `count` frames from `start`: what callgrind's `--toggle-collect=*drawFrames*` counts.
@inline(never) func drawFrames(_ side: Side, from start: Int, count: Int) {
  for number in start..<(start + count) { side.frame(number) }
}

/// How long a batch is timed, and how many pairs of batches: 5 of at least 20 ms by default.
struct Timing {
  var rounds = 5
  var batchSeconds = 0.02
}

/// Milliseconds (wall, CPU) that `frames` frames of `side` take.
func time(_ side: Side, frames: Int) -> (wall: Double, cpu: Double) {
  let wall = seconds(CLOCK_MONOTONIC)
  let cpu = seconds(CLOCK_PROCESS_CPUTIME_ID)
  drawFrames(side, from: 0, count: frames)
  return ((seconds(CLOCK_MONOTONIC) - wall) * 1000, (seconds(CLOCK_PROCESS_CPUTIME_ID) - cpu) * 1000)
}

/// Frames for a batch of at least `seconds` of `side` (a multiple of 4: every quarter-point
/// place).
func batchFrames(_ side: Side, seconds least: Double) -> Int {
  var frames = 4
  while true {
    let start = seconds(CLOCK_MONOTONIC)
    drawFrames(side, from: 0, count: frames)
    if seconds(CLOCK_MONOTONIC) - start >= least { return frames }
    frames *= 2
  }
}

/// Microseconds one more shape costs, wall and CPU: a batch of frames with the shapes `copies`
/// times less the same batch with them once, timed in turn (so a slower moment of the shared
/// machine falls on both), the median over the rounds.
func costPerShape(_ shapes: Case, _ name: String, timing: Timing) throws -> (wall: Double, cpu: Double) {
  let once = try side(named: name, shapes, copies: 1)
  let over = try side(named: name, shapes, copies: copies)
  drawFrames(once, from: 0, count: 4)
  let frames = batchFrames(over, seconds: timing.batchSeconds)
  var walls: [Double] = []
  var cpus: [Double] = []
  for _ in 0..<timing.rounds {
    let base = time(once, frames: frames)
    let more = time(over, frames: frames)
    walls.append(more.wall - base.wall)
    cpus.append(more.cpu - base.cpu)
  }
  let perShape = 1000 / Double(frames * (copies - 1) * shapes.centers.count)
  return (walls.sorted()[walls.count / 2] * perShape, cpus.sorted()[cpus.count / 2] * perShape)
}

/// The antialias modes whose pixels differ from every mode before them (DEFAULT first), on a
/// turned card.
func distinctModes() -> [(name: String, mode: cairo_antialias_t)] {
  let card = cases.first { $0.id == "card30-s1" }!
  var kept: [(name: String, mode: cairo_antialias_t, pixels: [UInt32])] = []
  for (name, mode) in antialiasModes {
    let cairo = CairoSide(card, copies: 1, antialias: mode)
    cairo.frame(0)
    let height = Int(cairo_image_surface_get_height(cairo.surface))
    let width = Int(cairo_image_surface_get_width(cairo.surface))
    let pixels = (0..<(width * height)).map { cairo.pixel(x: $0 % width, y: $0 / width) }
    if let same = kept.first(where: { $0.pixels == pixels }) {
      print("cairo antialias \(name): the same pixels as \(same.name); not timed")
    } else {
      kept.append((name, mode, pixels))
    }
  }
  return kept.map { ($0.name, $0.mode) }
}

/// One card turned `degrees` drawn both ways on a 320×320 pt canvas: the largest difference in
/// a channel and how many pixels differ (of how many the edge touches either way), how many by
/// more than 4, and which way Flick's edges lean (its red channel less cairo's, on average). With
/// `directory`, flick.png, cairo.png and difference.png (each differing pixel white, scaled by
/// its largest channel difference: 1 is dark grey, 8 or more white) are written there.
func comparePixels(degrees: Double, scale: Double, directory: String?) throws -> String {
  let canvas = Size(width: 320, height: 320)
  let card = Case(
    id: "pixels", label: "", size: Size(width: 180, height: 240), radius: 16, degrees: degrees,
    centers: [Vector2(x: 160, y: 160)], scale: scale)
  let flick = try FlickSide(card, copies: 1, canvas: canvas)
  flick.frame(0)
  let cairo = CairoSide(card, copies: 1, antialias: CAIRO_ANTIALIAS_DEFAULT, canvas: canvas)
  cairo.frame(0)
  let width = Int(cairo_image_surface_get_width(cairo.surface))
  let height = Int(cairo_image_surface_get_height(cairo.surface))
  let difference = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
  defer { cairo_surface_destroy(difference) }
  let differenceStride = Int(cairo_image_surface_get_stride(difference))
  let differenceData = cairo_image_surface_get_data(difference)!
  var largest: UInt32 = 0
  var differing = 0
  var edge = 0
  var beyondFour = 0
  /// Flick's red less cairo's, summed: which way the coverage leans.
  var redSum = 0
  let background = 0xFF00_0000 | backgroundHex
  let shape = 0xFF00_0000 | shapeHex
  for y in 0..<height {
    for x in 0..<width {
      // RRGGBBAA from Flick, AARRGGBB from cairo (opaque both: an opaque background).
      let ours = flick.renderer.pixel(x: x, y: y).map { $0 >> 8 | 0xFF00_0000 } ?? 0
      let theirs = cairo.pixel(x: x, y: y)
      if ours != background && ours != shape || theirs != background && theirs != shape { edge += 1 }
      var most: UInt32 = 0
      for shift: UInt32 in [0, 8, 16] {
        let a = ours >> shift & 0xFF
        let b = theirs >> shift & 0xFF
        most = max(most, a > b ? a - b : b - a)
      }
      if most > 0 { differing += 1 }
      if most > 4 { beyondFour += 1 }
      redSum += Int(ours >> 16 & 0xFF) - Int(theirs >> 16 & 0xFF)
      largest = max(largest, most)
      let grey = most == 0 ? 0 : min(255, 64 + most * 24)
      UnsafeMutableRawPointer(differenceData + y * differenceStride + x * 4)
        .storeBytes(of: 0xFF00_0000 | grey << 16 | grey << 8 | grey, as: UInt32.self)
    }
  }
  cairo_surface_mark_dirty(difference)
  if let directory {
    try flick.renderer.savePNG(to: "\(directory)/flick.png")
    cairo_surface_write_to_png(cairo.surface, "\(directory)/cairo.png")
    cairo_surface_write_to_png(difference, "\(directory)/difference.png")
  }
  return String(
    format: "card 180×240 r16 %2.0f° at scale %.0f: %d of %d edge pixels differ, by at most %d in a channel, "
      + "%d by more than 4; Flick's red less cairo's, mean over those that differ: %+.2f",
    degrees, scale, differing, edge, largest, beyondFour, Double(redSum) / Double(max(1, differing)))
}

func table(_ timing: Timing) throws {
  let modes = distinctModes()
  let names = ["flick"] + modes.map { "cairo-\($0.name)" }
  print(
    "µs per shape added, wall (process CPU); median of \(timing.rounds) pairs of batches of at least "
      + "\(Int(timing.batchSeconds * 1000)) ms")
  print(
    "case".padding(toLength: 30, withPad: " ", startingAt: 0) + "scale"
      + names.map { $0.leftPadded(to: 18) }.joined())
  for shapes in cases {
    let scale = "\(Int(shapes.scale))".leftPadded(to: 5)
    var line = shapes.label.padding(toLength: 30, withPad: " ", startingAt: 0) + scale
    for name in names {
      let (wall, cpu) = try costPerShape(shapes, name, timing: timing)
      line += String(format: "%.1f (%.1f)", wall, cpu).leftPadded(to: 18)
    }
    print(line)
  }
  for (degrees, scale) in [(30.0, 1.0), (7, 1), (30, 2)] {
    print(try comparePixels(degrees: degrees, scale: scale, directory: nil))
  }
}

extension String {
  func leftPadded(to width: Int) -> String {
    count >= width ? " " + self : String(repeating: " ", count: width - count) + self
  }
}

func run(_ arguments: [String]) throws {
  switch arguments.first {
  case nil: try table(Timing())
  case "table":
    guard arguments.count == 3, let rounds = Int(arguments[1]), rounds > 0,
      let milliseconds = Double(arguments[2])
    else { throw BenchError.usage("cairo-bench table ROUNDS MILLISECONDS") }
    try table(Timing(rounds: rounds, batchSeconds: milliseconds / 1000))
  case "frames":
    guard arguments.count == 5, let shapes = cases.first(where: { $0.id == arguments[2] }),
      let copies = Int(arguments[3]), let frames = Int(arguments[4])
    else {
      throw BenchError.usage(
        "cairo-bench frames SIDE CASE COPIES FRAMES; CASE one of " + cases.map(\.id).joined(separator: " "))
    }
    let drawing = try side(named: arguments[1], shapes, copies: copies)
    drawFrames(drawing, from: 0, count: frames)
  case "pixels":
    guard arguments.count == 2 else { throw BenchError.usage("cairo-bench pixels DIRECTORY") }
    print(try comparePixels(degrees: 30, scale: 1, directory: arguments[1]))
  default:
    throw BenchError.usage(
      "cairo-bench [table ROUNDS MILLISECONDS | frames SIDE CASE COPIES FRAMES | pixels DIRECTORY]")
  }
}

do {
  try run(Array(CommandLine.arguments.dropFirst()))
} catch {
  print("cairo-bench: \(error)")
  exit(1)
}
