import Foundation
import Motion
import Scenes
import Stage

/// What the playground draws over the scene: the touch, the scene switcher and mode pill, the
/// model-frame outline while B is on, the HUD with its live plot (Tab), the help (H). It holds
/// the display-only state; ``Session`` updates it; drawing only reads it.
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

  static let outlineColor = Color(hex: 0xFF5A4A)

  mutating func record(_ probe: SceneProbe, at time: Double) {
    now = time
    plot.record(probe, at: time)
    statistics.record(time)
    if notice != nil && time > noticeUntil { notice = nil }
  }

  mutating func show(notice text: String) {
    notice = text
    noticeUntil = now + 3
  }

  func append(
    to list: inout DisplayList, scene: any Scene, probe: SceneProbe, switcher: SceneSwitcher, size: Size
  ) {
    if scene.hitTestMode == .model, let subject = probe.subject { appendModelOutline(of: subject, to: &list) }
    if let pointer = pressedPointer {
      let touch = Rect(center: pointer, size: Size(width: 30, height: 30))
      list.fill(touch, cornerRadius: 15, color: Color(red: 0.1, green: 0.12, blue: 0.18, alpha: 0.35))
      list.fill(touch.insetBy(3), cornerRadius: 12, color: Color(red: 1, green: 1, blue: 1, alpha: 0.55))
    }
    switcher.append(to: &list)
    if scene.hitTestMode == .model {
      list.text(
        LayerText(
          "hit test: model frames (the bug)", size: 13, color: Self.outlineColor, alignment: .leading),
        in: Rect(x: 16, y: size.height - 30, width: 320, height: 20))
    }
    if showsHUD || notice != nil { HUDView(scene: scene, probe: probe, overlay: self).append(to: &list) }
    if showsHelp { appendHelp(for: scene, size: size, to: &list) }
  }

  /// Where hit testing looks while B is on: the subject's model frame, turned as its model is.
  private func appendModelOutline(of subject: Layer, to list: inout DisplayList) {
    let transform = subject.transformToRoot(mode: .model)
    let size = subject.size
    let corners = [
      Vector2(x: 0, y: 0), Vector2(x: size.width, y: 0), Vector2(x: size.width, y: size.height),
      Vector2(x: 0, y: size.height), Vector2(x: 0, y: 0),
    ].map(transform.apply(to:))
    list.line(corners, width: 2, color: Self.outlineColor)
  }

  private func appendHelp(for scene: any Scene, size: Size, to list: inout DisplayList) {
    let sceneRows = type(of: scene).keys.map { (keys: $0.label, action: $0.help) }
    let rows = sceneRows + KeyCommand.helpTable
    let width = min(520.0, size.width - 24)
    let height = min(62.0 + Double(rows.count) * 22, size.height - 24)
    let box = Rect(
      x: size.width / 2 - width / 2, y: size.height / 2 - height / 2, width: width, height: height)
    list.fill(box, cornerRadius: 12, color: HUDView.panelColor.with(alpha: 0.95))
    list.text(
      LayerText(
        "Keys — \(scene.name): \(type(of: scene).summary)", size: 15, color: HUDView.textColor, isBold: true,
        alignment: .leading),
      in: Rect(x: box.minX + 20, y: box.minY + 12, width: width - 40, height: 24))
    for (index, row) in rows.enumerated() {
      let y = box.minY + 46 + Double(index) * 22
      guard y + 22 <= box.maxY else { break }
      list.text(
        LayerText(row.keys, size: 13, color: HUDView.keyColor, alignment: .leading),
        in: Rect(x: box.minX + 20, y: y, width: 110, height: 22))
      list.text(
        LayerText(row.action, size: 13, color: HUDView.textColor, alignment: .leading),
        in: Rect(x: box.minX + 130, y: y, width: width - 150, height: 22))
    }
  }
}
