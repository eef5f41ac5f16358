import CSDL2
import Foundation
import Motion
import Stage

/// The renderer half of the backend: reads the scene's presentation values and draws them with
/// SDL_Renderer. Drawing never changes state.
struct Renderer {
  let canvas: Canvas
  let text: TextRenderer?

  /// Draws one frame of `scene` (without presenting it).
  func draw(_ scene: ModalScene, overlay: Overlay) {
    let background = Palette.background
    SDL_SetRenderDrawColor(canvas.renderer, background.red8, background.green8, background.blue8, 255)
    SDL_RenderClear(canvas.renderer)
    drawLayerTree(scene.container, shadowed: scene.modal)
    drawNavbarTitles(scene)
    if scene.transition.phase != .dismissed { drawModalContent(scene) }
    overlay.draw(scene, with: self)
  }

  /// Back to front: a layer, then its sublayers in order (later ones in front); `shadowed`
  /// (the modal) gets a soft shadow under it.
  private func drawLayerTree(_ layer: Layer, shadowed: Layer) {
    guard !layer.isHidden else { return }
    let values = layer.presentation
    if layer === shadowed { drawShadow(values.frame, radius: layer.cornerRadius, alpha: values.alpha) }
    fill(values.frame, radius: layer.cornerRadius, color: layer.color, alpha: values.alpha)
    for sublayer in layer.sublayers { drawLayerTree(sublayer, shadowed: shadowed) }
  }

  /// The navbar's two titles crossfade with the transition's progress ("Library" → "Details").
  private func drawNavbarTitles(_ scene: ModalScene) {
    guard let text else { return }
    let navbar = scene.navbar.presentation.frame
    let center = Vector2(x: navbar.center.x, y: navbar.center.y + 6)
    text.draw(
      "Library", centeredAt: center, size: 19, color: Palette.navbarTitle, alpha: 1 - scene.navbarAlpha)
    text.draw("Details", centeredAt: center, size: 19, color: Palette.navbarTitle, alpha: scene.navbarAlpha)
    // The mode, always visible, as a pill at the navbar's right.
    let label = scene.transition.mode.rawValue + (scene.slowMotion ? "  ×10 slow" : "")
    let measured = text.measure(label, size: 14)
    let pill = Rect(
      x: navbar.maxX - measured.width - 36, y: navbar.center.y + 6 - 13, width: measured.width + 24,
      height: 26)
    fill(pill, radius: 13, color: Palette.accent, alpha: 1)
    text.draw(label, centeredAt: pill.center, size: 14, color: Palette.navbarTitle)
    if scene.hitTestMode == .model {
      text.draw(
        "hit test: model frames (the bug)", at: Vector2(x: 16, y: navbar.center.y - 3), size: 13,
        color: Color(hex: 0xFFB4A8))
    }
  }

  /// A title and two placeholder lines on the modal, so that its motion reads as a card's.
  private func drawModalContent(_ scene: ModalScene) {
    let frame = scene.modal.presentation.frame
    let alpha = scene.modal.presentation.alpha
    fill(
      Rect(x: frame.minX + 20, y: frame.minY + 62, width: frame.width - 40, height: 10), radius: 5,
      color: Color(hex: 0xDCE2EA), alpha: alpha)
    fill(
      Rect(x: frame.minX + 20, y: frame.minY + 84, width: frame.width - 100, height: 10), radius: 5,
      color: Color(hex: 0xDCE2EA), alpha: alpha)
    fill(
      Rect(x: frame.minX + 20, y: frame.maxY - 52, width: frame.width - 40, height: 32), radius: 10,
      color: Palette.accent, alpha: alpha)
    guard let text else { return }
    text.draw(
      "Details", at: Vector2(x: frame.minX + 20, y: frame.minY + 20), size: 20, color: Palette.navbar,
      alpha: alpha)
    text.draw(
      "Grab me while I move", centeredAt: Vector2(x: frame.center.x, y: frame.maxY - 36), size: 14,
      color: Palette.navbarTitle, alpha: alpha)
  }

  private func drawShadow(_ frame: Rect, radius: Double, alpha: Double) {
    for step in 1...6 {
      let grow = Double(step) * 2
      let shadow = Rect(
        x: frame.minX - grow, y: frame.minY - grow + 6, width: frame.width + 2 * grow,
        height: frame.height + 2 * grow)
      fill(shadow, radius: radius + grow, color: Color(red: 0, green: 0, blue: 0, alpha: 0.035), alpha: alpha)
    }
  }

  /// A polyline in points (the plot's curves and markers), `thickness` pixels wide (drawn as
  /// that many one-pixel lines offset vertically: SDL_Renderer has no wide lines).
  func strokeLine(_ points: [Vector2], color: Color, thickness: Int = 1) {
    let scale = canvas.pixelScale
    let finite = points.filter(\.isFinite)
    guard finite.count >= 2 else { return }
    SDL_SetRenderDrawColor(canvas.renderer, color.red8, color.green8, color.blue8, color.alpha8)
    SDL_RenderSetScale(canvas.renderer, 1, 1)
    defer { SDL_RenderSetScale(canvas.renderer, Float(scale), Float(scale)) }
    for offset in 0..<max(1, thickness) {
      let pixels = finite.map { SDL_FPoint(x: Float($0.x * scale), y: Float($0.y * scale) + Float(offset)) }
      pixels.withUnsafeBufferPointer { buffer in
        _ = SDL_RenderDrawLinesF(canvas.renderer, buffer.baseAddress, Int32(buffer.count))
      }
    }
  }

  /// Fills a rectangle with rounded corners. Corners are drawn row by row in pixels (not
  /// points), so they stay smooth on HiDPI; the outermost pixel of each row is blended by its
  /// coverage for a light anti-aliasing.
  func fill(_ rect: Rect, radius: Double, color: Color, alpha: Double) {
    let opacity = color.alpha * max(0, min(1, alpha))
    guard opacity > 0.001, rect.isFinite else { return }
    let scale = canvas.pixelScale
    let renderer = canvas.renderer
    SDL_SetRenderDrawColor(renderer, color.red8, color.green8, color.blue8, UInt8((opacity * 255).rounded()))
    let r = max(0, min(radius, rect.width / 2, rect.height / 2)) * scale
    let x0 = rect.minX * scale
    let y0 = rect.minY * scale
    let width = rect.width * scale
    let height = rect.height * scale
    SDL_RenderSetScale(renderer, 1, 1)
    defer { SDL_RenderSetScale(renderer, Float(scale), Float(scale)) }
    guard r >= 1 else {
      var whole = SDL_FRect(x: Float(x0), y: Float(y0), w: Float(width), h: Float(height))
      SDL_RenderFillRectF(renderer, &whole)
      return
    }
    var middle = SDL_FRect(x: Float(x0), y: Float(y0 + r), w: Float(width), h: Float(height - 2 * r))
    SDL_RenderFillRectF(renderer, &middle)
    let rows = Int(r.rounded(.up))
    for row in 0..<rows {
      // Distance from the corner circle's centre to this pixel row's middle.
      let dy = r - (Double(row) + 0.5)
      let inset = r - (max(0, r * r - dy * dy)).squareRoot()
      let full = inset.rounded(.up)
      let rowWidth = width - 2 * full
      for y in [y0 + Double(row), y0 + height - Double(row) - 1] {
        var span = SDL_FRect(x: Float(x0 + full), y: Float(y), w: Float(max(0, rowWidth)), h: 1)
        SDL_RenderFillRectF(renderer, &span)
        let coverage = full - inset
        if coverage > 0.05 {
          SDL_SetRenderDrawColor(
            renderer, color.red8, color.green8, color.blue8, UInt8((opacity * coverage * 255).rounded()))
          var left = SDL_FRect(x: Float(x0 + full - 1), y: Float(y), w: 1, h: 1)
          var right = SDL_FRect(x: Float(x0 + width - full), y: Float(y), w: 1, h: 1)
          SDL_RenderFillRectF(renderer, &left)
          SDL_RenderFillRectF(renderer, &right)
          SDL_SetRenderDrawColor(
            renderer, color.red8, color.green8, color.blue8, UInt8((opacity * 255).rounded()))
        }
      }
    }
  }
}

extension Rect {
  var isFinite: Bool { origin.isFinite && size.width.isFinite && size.height.isFinite }
}
