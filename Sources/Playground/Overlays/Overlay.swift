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
  /// Alt's two emulated touches, while Alt is held (window only).
  var emulatedTouches: EmulatedTouches?
  var statistics = FrameStatistics()
  /// The last second's frame cost (update, draw, frame, interval), when the HUD shows it (the
  /// stress scene, or a run with `--stats`); nil otherwise.
  var frameCost: [FrameCostMeter.Summary?]?
  /// The tuning panel (T).
  var showsTuning = false
  /// The lab's ghosts (G): started at each release while on.
  var showsGhosts = false
  private(set) var ghosts: GhostSet?
  private var lastHandoff: Handoff?
  /// The one-line hint of what to do, until the first press or key.
  var showsHint = true
  /// A short message (a tuned value, a saved file) at the bottom, until `toastUntil`.
  private(set) var toast: String?
  private var toastUntil = 0.0
  /// The loop's time of the last frame (toasts last in real time, paused or not).
  private var now = 0.0
  static let toastDuration = 2.0

  static let outlineColor = Color(hex: 0xFF5A4A)

  /// Starts ghosts at a new release (while G is on), drops them at a grab, and moves them on to
  /// `sceneTime`.
  mutating func updateGhosts(_ probe: SceneProbe, scene: any Scene, at sceneTime: Double, window: Size) {
    if showsGhosts, let handoff = probe.handoff, handoff != lastHandoff, let subject = probe.subject {
      ghosts = GhostSet(
        handoff: handoff, mode: scene.mode, parameters: scene.parameters, subject: subject, axis: probe.axis,
        timeScale: scene.animator.timeScale, window: window)
    }
    lastHandoff = probe.handoff
    if probe.isHeld || !showsGhosts { ghosts = nil }
    ghosts?.advance(to: sceneTime)
  }

  mutating func clearGhosts() {
    ghosts = nil
    lastHandoff = nil
  }

  /// Records a frame: the plot at the scene's time, the statistics and toasts at the loop's.
  mutating func record(_ probe: SceneProbe, at sceneTime: Double, frameTime: Double) {
    now = frameTime
    plot.record(probe, ghosts: ghosts?.axisValues ?? [], at: sceneTime)
    statistics.record(frameTime)
    if toast != nil && frameTime > toastUntil { toast = nil }
  }

  mutating func show(toast text: String) {
    toast = text
    toastUntil = now + Self.toastDuration
  }

  func append(
    to list: inout DisplayList, scene: any Scene, probe: SceneProbe, switcher: SceneSwitcher, size: Size,
    metrics: any TextMetrics
  ) {
    let layout = OverlayLayout(size: size)
    if scene.hitTestMode == .model, let subject = probe.subject { appendModelOutline(of: subject, to: &list) }
    if let pointer = pressedPointer {
      let touch = Rect(center: pointer, size: Size(width: 30, height: 30))
      list.fill(touch, cornerRadius: 15, color: Color(red: 0.1, green: 0.12, blue: 0.18, alpha: 0.35))
      list.fill(touch.insetBy(3), cornerRadius: 12, color: Color(red: 1, green: 1, blue: 1, alpha: 0.55))
    }
    emulatedTouches?.append(to: &list)
    switcher.append(to: &list)
    if showsHUD { HUDView(scene: scene, probe: probe, overlay: self, layout: layout).append(to: &list) }
    if let ghosts { appendLegend(ghosts, layout: layout, to: &list) }
    if showsTuning {
      TuningPanel(scene: scene, layout: layout, metrics: metrics).append(to: &list)
    }
    var footer: [(String, Color)] = []
    if scene.hitTestMode == .model {
      footer.append(("hit test: model frames (the bug): outlined", Self.outlineColor))
    }
    if showsHint { footer.append((type(of: scene).hint, HUDView.textColor)) }
    if let text = footer.last {
      appendPill(text.0, color: text.1, in: layout.hint, metrics: metrics, to: &list)
    }
    if let toast {
      appendPill(
        toast, color: HUDView.textColor, in: layout.toast(hudShown: showsHUD), metrics: metrics, to: &list)
    }
    if showsHelp { appendHelp(for: scene, layout: layout, to: &list) }
  }

  /// Which ghost is which, and which diverged: bottom right, above the hint.
  private func appendLegend(_ ghosts: GhostSet, layout: OverlayLayout, to list: inout DisplayList) {
    let width = min(300, layout.size.width - 2 * OverlayLayout.margin)
    let height = 10 + Double(ghosts.ghosts.count + 1) * 18
    let box = Rect(
      x: layout.size.width - OverlayLayout.margin - width, y: layout.hint.minY - 8 - height, width: width,
      height: height)
    list.fill(box, cornerRadius: 8, color: HUDView.panelColor)
    let rows =
      [("exact (the subject)", HUDView.positionColor, false)]
      + ghosts.ghosts.map { ($0.label, $0.color, $0.isDiverged) }
    for (index, row) in rows.enumerated() {
      let y = box.minY + 5 + Double(index) * 18
      list.fill(Rect(x: box.minX + 10, y: y + 5, width: 10, height: 8), cornerRadius: 2, color: row.1)
      let text = row.2 ? row.0 + ": diverged" : row.0
      list.text(
        LayerText(text, size: 11, color: row.2 ? Self.outlineColor : HUDView.textColor, alignment: .leading),
        in: Rect(x: box.minX + 26, y: y, width: box.width - 34, height: 18))
    }
  }

  /// One line on a dark pill, centred in `box`, shortened to fit.
  private func appendPill(
    _ text: String, color: Color, in box: Rect, metrics: any TextMetrics, to list: inout DisplayList
  ) {
    let width = min(box.width, metrics.measure(text, size: 13, isBold: false).width + 28)
    let pill = Rect(x: box.center.x - width / 2, y: box.minY, width: width, height: box.height)
    list.fill(pill, cornerRadius: box.height / 2, color: HUDView.panelColor)
    list.text(LayerText(text, size: 13, color: color, inset: 14), in: pill)
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

  private func appendHelp(for scene: any Scene, layout: OverlayLayout, to list: inout DisplayList) {
    let sceneRows = type(of: scene).keys.map { (keys: $0.label, action: $0.help) }
    let rows = sceneRows + KeyCommand.helpTable
    // Rows shrink in a short window so every key stays readable.
    let fits = layout.size.height - 2 * OverlayLayout.margin - 56 >= Double(rows.count) * 22
    let rowHeight =
      fits ? 22.0 : max(15, (layout.size.height - 2 * OverlayLayout.margin - 50) / Double(rows.count))
    let fontSize = rowHeight >= 20 ? 13.0 : 11.0
    let box = layout.help(rows: rows.count, rowHeight: rowHeight)
    list.fill(box, cornerRadius: 12, color: HUDView.panelColor.with(alpha: 0.97))
    list.text(
      LayerText(
        "Keys — \(scene.name): \(type(of: scene).summary)", size: fontSize + 2, color: HUDView.textColor,
        isBold: true, alignment: .leading),
      in: Rect(x: box.minX + 20, y: box.minY + 10, width: box.width - 40, height: 26))
    let keyWidth = min(130, box.width * 0.3)
    for (index, row) in rows.enumerated() {
      let y = box.minY + 44 + Double(index) * rowHeight
      guard y + rowHeight <= box.maxY + 1 else { break }
      list.text(
        LayerText(row.keys, size: fontSize, color: HUDView.keyColor, alignment: .leading),
        in: Rect(x: box.minX + 20, y: y, width: keyWidth - 8, height: rowHeight))
      list.text(
        LayerText(row.action, size: fontSize, color: HUDView.textColor, alignment: .leading),
        in: Rect(x: box.minX + 20 + keyWidth, y: y, width: box.width - 40 - keyWidth, height: rowHeight))
    }
  }
}
