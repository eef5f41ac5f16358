import Foundation
import Motion
import Stage

/// The heads-up display: a translucent panel with the mode and its parameters, the phase, the
/// progress, the velocity, the frame rate; and under it the live plot of the modal's y and vy
/// with the grab and release markers, the release printing both sides of the velocity hand-off.
struct HUDView {
  static let panelColor = Color(red: 0.08, green: 0.1, blue: 0.14, alpha: 0.86)
  static let keyColor = Color(hex: 0x9CC3FF)
  static let positionColor = Color(hex: 0x6FB1FF)
  static let velocityColor = Color(hex: 0xFFA05A)
  static let grabColor = Color(hex: 0x7BE0A0)
  static let releaseColor = Color(hex: 0xFF6B8A)
  /// Narrow enough to stay clear of the centred modal in the default 960-point window.
  static let width = 318.0

  let scene: ModalScene
  let overlay: Overlay
  let renderer: Renderer

  func draw() {
    guard let text = renderer.text else { return }
    let origin = Vector2(x: 12, y: ModalScene.navbarHeight + 12)
    var lines: [String] = []
    if overlay.showsHUD {
      let transition = scene.transition
      lines = [
        parameterLine(),
        "phase \(transition.phase.rawValue)" + (transition.direction.map { "  (\($0.rawValue))" } ?? "")
          + String(format: "   percent %.3f", transition.percentComplete),
        String(format: "velocity %.0f, %.0f pt/s", scene.modalVelocity.x, scene.modalVelocity.y),
        String(
          format: "frame %.1f ms  %.0f fps", overlay.statistics.frameTime * 1000,
          overlay.statistics.framesPerSecond)
          + (scene.slowMotion ? "   slow motion x10" : "")
          + (scene.hitTestMode == .model ? "   hit test: model" : ""),
      ]
    }
    if let notice = overlay.notice { lines.append(notice) }
    let panel = Rect(x: origin.x, y: origin.y, width: Self.width, height: 14 + Double(lines.count) * 20)
    renderer.fill(panel, radius: 10, color: Self.panelColor, alpha: 1)
    for (index, line) in lines.enumerated() {
      text.draw(
        line, at: Vector2(x: panel.minX + 12, y: panel.minY + 8 + Double(index) * 20), size: 13,
        color: index == 0 ? Self.keyColor : Palette.navbarTitle)
    }
    if overlay.showsHUD {
      drawPlot(in: Rect(x: origin.x, y: panel.maxY + 8, width: Self.width, height: 180), text: text)
    }
  }

  private func parameterLine() -> String {
    let parameters = scene.transition.parameters
    switch scene.transition.mode {
    case .spring:
      let spring = parameters.spring
      return String(
        format: "spring  k %.0f  friction %.1f  m %.2g  ζ %.2f", spring.stiffness, spring.damping,
        spring.mass,
        spring.dampingRatio)
    case .dynamics:
      return String(
        format: "dynamics  %.2f Hz  damping %.2f  density %.0f  resistance %.0f",
        parameters.dynamicsFrequency,
        parameters.dynamicsDamping, parameters.dynamicsDensity, parameters.dynamicsResistance)
    case .timed:
      return String(format: "timed  %.2f s  %@", parameters.timedDuration, "\(parameters.timedCurve)")
    }
  }

  /// y (blue) and vy (orange) over the plot's window; time runs left to right, now at the right.
  private func drawPlot(in box: Rect, text: TextRenderer) {
    renderer.fill(box, radius: 10, color: Self.panelColor, alpha: 1)
    let plot = overlay.plot
    text.draw("y (down)", at: Vector2(x: box.minX + 10, y: box.minY + 6), size: 12, color: Self.positionColor)
    text.draw(
      "vy ±3000 pt/s", at: Vector2(x: box.minX + 70, y: box.minY + 6), size: 12, color: Self.velocityColor)
    text.draw(
      String(format: "last %.0f s", plot.window), at: Vector2(x: box.maxX - 60, y: box.minY + 6), size: 12,
      color: Color(red: 1, green: 1, blue: 1, alpha: 0.5))
    let area = Rect(x: box.minX + 10, y: box.minY + 26, width: box.width - 20, height: box.height - 36)
    guard let newest = plot.samples.last?.time else { return }
    let start = newest - plot.window
    func x(_ time: Double) -> Double { area.minX + (time - start) / plot.window * area.width }
    // y spans the container's height; vy ±3000 pt/s around the middle line.
    let height = max(1, scene.size.height)
    let position = plot.samples.map {
      Vector2(x: x($0.time), y: area.minY + min(1, max(0, ($0.y + 100) / (height + 200))) * area.height)
    }
    let velocity = plot.samples.map {
      Vector2(x: x($0.time), y: area.center.y + max(-1, min(1, $0.velocityY / 3000)) * area.height / 2)
    }
    renderer.strokeLine(
      [Vector2(x: area.minX, y: area.center.y), Vector2(x: area.maxX, y: area.center.y)],
      color: Color(red: 1, green: 1, blue: 1, alpha: 0.15))
    renderer.strokeLine(position, color: Self.positionColor, thickness: 2)
    renderer.strokeLine(velocity, color: Self.velocityColor, thickness: 2)
    for marker in plot.markers {
      let markerX = x(marker.time)
      switch marker {
      case .grab:
        renderer.strokeLine(
          [Vector2(x: markerX, y: area.minY), Vector2(x: markerX, y: area.maxY)], color: Self.grabColor)
        text.draw("grab", at: Vector2(x: markerX + 3, y: area.maxY - 14), size: 11, color: Self.grabColor)
      case .release(let handoff):
        renderer.strokeLine(
          [Vector2(x: markerX, y: area.minY), Vector2(x: markerX, y: area.maxY)], color: Self.releaseColor)
        let labelX = min(markerX + 4, area.maxX - 96)
        text.draw(
          String(format: "release vy %.0f", handoff.releaseVelocity.y), at: Vector2(x: labelX, y: area.minY),
          size: 11, color: Self.releaseColor)
        text.draw(
          String(format: "settle  vy %.0f", handoff.settleVelocity.y),
          at: Vector2(x: labelX, y: area.minY + 14),
          size: 11, color: Self.releaseColor)
      }
    }
  }
}
