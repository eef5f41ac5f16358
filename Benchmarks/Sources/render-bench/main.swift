// render-bench: what a headless frame costs the renderer (layer tree → display list → SDL's
// software renderer), 960×640 at scale 1, for 1, 100, 1 000 and 10 000 layers, with each drawing
// technique; and the modal scene's frame (presented, dimming on), as `flick --headless` draws it.
//
// Run: swift run -c release --package-path Benchmarks render-bench
// Each line: the median milliseconds per frame over 9 batches (each at least 0.3 s of frames),
// after warm-up frames that fill the sprite and text caches.

import Foundation
import Motion
import Playground
import Scenes
import Stage

let canvasSize = Size(width: 960, height: 640)

func milliseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
}

/// Median milliseconds per call of `frame`.
func msPerFrame(_ frame: () -> Void) -> Double {
  let clock = ContinuousClock()
  for _ in 0..<5 { frame() }
  var frames = 1
  while milliseconds(clock.measure { for _ in 0..<frames { frame() } }) < 300 { frames *= 2 }
  var samples: [Double] = []
  for _ in 0..<9 {
    samples.append(milliseconds(clock.measure { for _ in 0..<frames { frame() } }) / Double(frames))
  }
  return samples.sorted()[samples.count / 2]
}

/// `count` cards in a grid over the window, rounded and opaque, like the stress scene's; every
/// frame moves them by a fraction of a point so nothing is drawn twice the same.
func cardGrid(count: Int) -> (root: Layer, cards: [Layer]) {
  let root = Layer(
    name: "root", center: Vector2(x: canvasSize.width / 2, y: canvasSize.height / 2), size: canvasSize,
    color: Color(hex: 0xE6EBF2))
  let columns = max(1, Int((Double(count) * canvasSize.width / canvasSize.height).squareRoot().rounded(.up)))
  let rows = max(1, (count + columns - 1) / columns)
  let pitch = min(canvasSize.width / Double(columns), canvasSize.height / Double(rows))
  let side = max(2, pitch * 0.8)
  var cards: [Layer] = []
  for index in 0..<count {
    let card = Layer(
      name: "card",
      center: Vector2(x: (Double(index % columns) + 0.5) * pitch, y: (Double(index / columns) + 0.5) * pitch),
      size: Size(width: side, height: side), color: Color(hue: Double(index % 12) / 12))
    card.cornerRadius = side * 0.2
    root.addSublayer(card)
    cards.append(card)
  }
  return (root, cards)
}

extension Color {
  init(hue: Double) {
    let angle = hue * 2 * Double.pi
    self.init(
      red: 0.55 + 0.35 * cos(angle), green: 0.55 + 0.35 * cos(angle - 2.1),
      blue: 0.55 + 0.35 * cos(angle + 2.1))
  }
}

func run() throws {
  print("layers  technique  ms/frame")
  for count in [1, 100, 1_000, 10_000] {
    for technique in OffscreenRenderer.techniques {
      let renderer = try OffscreenRenderer(size: canvasSize, technique: technique)
      let (root, cards) = cardGrid(count: count)
      let home = cards.map(\.center)
      var frame = 0
      let cost = msPerFrame {
        frame += 1
        let shift = Vector2(x: Double(frame % 4) * 0.25, y: 0)
        for (card, center) in zip(cards, home) { card.center = center + shift }
        renderer.draw(root)
      }
      print(
        String(format: "%6d  ", count) + technique.padding(toLength: 10, withPad: " ", startingAt: 0)
          + String(format: "%8.3f", cost))
    }
  }
  // The modal scene as `flick --headless` draws it after Space: presented, dimmed, shadowed.
  let modal = ModalScene(size: canvasSize)
  modal.togglePresentation(at: 0)
  modal.advance(to: 1)
  for technique in OffscreenRenderer.techniques {
    let renderer = try OffscreenRenderer(size: canvasSize, technique: technique)
    print(
      "modal presented  " + technique.padding(toLength: 10, withPad: " ", startingAt: 0)
        + String(format: "%8.3f ms/frame", msPerFrame { renderer.draw(modal.root) }))
  }
}

do {
  try run()
} catch {
  print("render-bench: \(error)")
  exit(1)
}
