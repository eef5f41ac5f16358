import Foundation
import Motion
import Stage

/// What is drawn over the scene: the HUD with its live plot (Tab) and the help (H). It holds
/// the display-only state; ``Session`` updates it, drawing only reads it.
struct Overlay {
  var showsHelp = false
  var showsHUD = false
  var plot = MotionPlot()
  /// Where the pointer is pressed, drawn as a touch (the Simulator's "show touches"), so that
  /// headless screenshots show the hand too.
  var pressedPointer: Vector2?
  var statistics = FrameStatistics()
  /// A short message (e.g. a saved screenshot's name) shown in the HUD until `noticeUntil`.
  private(set) var notice: String?
  private var noticeUntil = 0.0
  private var now = 0.0

  mutating func record(_ scene: ModalScene, at time: Double) {
    now = time
    plot.record(scene, at: time)
    statistics.record(time)
    if notice != nil && time > noticeUntil { notice = nil }
  }

  mutating func show(notice text: String) {
    notice = text
    noticeUntil = now + 3
  }

  func draw(_ scene: ModalScene, with renderer: Renderer) {
    if let pointer = pressedPointer {
      let touch = Rect(center: pointer, size: Size(width: 30, height: 30))
      renderer.fill(touch, radius: 15, color: Color(red: 0.1, green: 0.12, blue: 0.18, alpha: 0.35), alpha: 1)
      renderer.fill(
        touch.insetBy(3), radius: 12, color: Color(red: 1, green: 1, blue: 1, alpha: 0.55), alpha: 1)
    }
    if showsHUD || notice != nil { HUDView(scene: scene, overlay: self, renderer: renderer).draw() }
    if showsHelp { drawHelp(scene, with: renderer) }
  }

  private func drawHelp(_ scene: ModalScene, with renderer: Renderer) {
    guard let text = renderer.text else { return }
    let rows = KeyCommand.helpTable
    let bounds = scene.container.presentation.frame
    let width = 470.0
    let height = 56.0 + Double(rows.count) * 24
    let box = Rect(
      x: bounds.center.x - width / 2, y: bounds.center.y - height / 2, width: width, height: height)
    renderer.fill(box, radius: 12, color: HUDView.panelColor, alpha: 1)
    text.draw("Keys", at: Vector2(x: box.minX + 20, y: box.minY + 14), size: 17, color: Palette.navbarTitle)
    for (index, row) in rows.enumerated() {
      let y = box.minY + 46 + Double(index) * 24
      text.draw(row.keys, at: Vector2(x: box.minX + 20, y: y), size: 14, color: HUDView.keyColor)
      text.draw(row.action, at: Vector2(x: box.minX + 110, y: y), size: 14, color: Palette.navbarTitle)
    }
  }
}
