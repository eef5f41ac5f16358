import Foundation
import Motion
import Scenes
import Stage

/// What the playground draws over the scene: the touch, the scene switcher and mode pill, the
/// model-frame outline while B is on, the HUD with its live plot (Tab), the tuning, code and share
/// panels, the ghosts' legend, the hint and toasts, the help (H). A view: it is made from the
/// ``Instrument``'s state each time it is asked for (``Instrument/overlay``), lays out, draws and
/// hit-tests from it, and holds no state of its own.
struct Overlay {
  /// Which panels are open.
  let panels: OpenPanels
  /// What the HUD reads: the plot, the frame rate and cost, the last hand-off's jumps.
  let readings: HUDReadings
  /// The touches drawn over the scene.
  let touches: ShownTouches
  /// The last release's ghosts, while they run.
  let ghosts: GhostSet?
  /// The tuning pinned for A/B, drawn in the tuning panel.
  let pinnedTuning: SettleParameters?
  /// The tuning value being typed, if any.
  let valueEdit: ValueEdit?
  /// The toast shown now, if any.
  let toast: String?
  /// Prediction (L, `--predict`): a held subject drawn where the pointer will be when seen.
  let predictsPointer: Bool

  static let outlineColor = Color(hex: 0xFF5A4A)
  static let legendCornerRadius = 8.0

  /// Lays out every panel for this frame. The same layout draws them (``append(to:scene:probe:frames:)``)
  /// and answers presses (``target(at:in:)``), so a press hits exactly what is drawn.
  func layout(
    scene: any Scene, probe: SceneProbe, switcher: SceneSwitcher, size: Size, metrics: any TextMetrics,
    timeline: (range: ClosedRange<Double>, shown: Double)? = nil, share: SharePanel.Status? = nil
  ) -> OverlayFrames {
    let layout = OverlayLayout(size: size)
    var frames = OverlayFrames(switcher: switcher)
    if panels.showsTuning {
      frames.tuning = TuningPanel(scene: scene, layout: layout, metrics: metrics, pinned: pinnedTuning)
      frames.tuning?.editing = valueEdit
      if panels.code.isShown {
        frames.code = CodePanel(
          platform: panels.code.platform, snapshot: CodePanel.snapshot(scene: scene, probe: probe),
          layout: layout,
          resting: scene.restingFrames, metrics: metrics)
      }
    }
    if panels.showsShare, let share { frames.share = SharePanel(status: share, layout: layout) }
    // The HUD keeps off the panels opened on purpose and the scene's resting frames.
    let opened = [frames.tuning?.frame, frames.code?.frame, frames.share?.frame].compactMap { $0 }
    if panels.showsHUD {
      frames.hud = HUDView(
        scene: scene, probe: probe, overlay: self, layout: layout, metrics: metrics, panels: opened)
      frames.inputTiming = readings.inputTiming.map { InputTimingView(timing: $0, layout: layout) }
    }
    if let ghosts {
      // Clear of the ghosts' names too: the legend over them hid which ghost was which.
      frames.legend = Self.legendFrame(
        ghosts, layout: layout, beside: opened + (frames.hud?.frames ?? []), tags: ghosts.tagReach,
        resting: scene.restingFrames)
    }
    var footer: [(String, Color)] = []
    if scene.hitTestMode == .model {
      footer.append(("hit test: model frames (the bug): outlined", Self.outlineColor))
    }
    if panels.showsHint { footer.append((scene.hint, HUDView.textColor)) }
    if let timeline {
      // Paused: the strip takes the bottom line (the hint has gone with the first input).
      frames.timeline = TimelineStrip(range: timeline.range, shown: timeline.shown, layout: layout)
    } else if let text = footer.last {
      frames.footer = Pill(text: text.0, color: text.1, in: layout.hint, metrics: metrics)
    }
    if let toast {
      // Above the hint, or under the navbar where the HUD or the legend would cover it there.
      let covering = (frames.hud?.frames ?? []) + [frames.legend].compactMap { $0 }
      let pills = layout.toastBoxes.map {
        Pill(text: toast, color: HUDView.textColor, in: $0, metrics: metrics)
      }
      frames.toast = pills.first { pill in !covering.contains { $0.intersects(pill.frame) } } ?? pills[0]
    }
    if panels.showsHelp {
      frames.help = HelpLayout(
        scene: scene, layout: layout, metrics: metrics, scenes: switcher.sceneNames, scroll: panels.helpScroll
      )
    }
    return frames
  }

  /// What a press at `point` lands on, topmost first (the reverse of the drawing order); nil
  /// where no overlay is drawn, so the press is the scene's. The HUD, its plot and the
  /// input-timing view are read, never pressed: a press on them is the scene's (or the
  /// switcher's under them). They sit over the content, and took the drag that began under
  /// them on the stress grid and the click on the navigation's first row at 480×360.
  static func target(at point: Vector2, in frames: OverlayFrames) -> OverlayTarget? {
    if let help = frames.help, help.contains(point) { return .help }
    if let toast = frames.toast, toast.contains(point) { return .panel }
    if let footer = frames.footer, footer.contains(point) { return .panel }
    if let strip = frames.timeline, strip.contains(point) { return .timeline(strip) }
    if let share = frames.share, share.contains(point) {
      return share.row(at: point).map { .share($0.request) } ?? .panel
    }
    if let tuning = frames.tuning {
      if let control = tuning.control(at: point) { return .tuning(control) }
      if tuning.contains(point) { return .panel }
    }
    if let code = frames.code, code.frame.contains(point, cornerRadius: CodePanel.cornerRadius) {
      return code.picker.contains(point) ? .codePicker : .panel
    }
    if let legend = frames.legend, legend.contains(point, cornerRadius: Self.legendCornerRadius) {
      return .panel
    }
    if let target = frames.switcher.target(at: point) { return .switcher(target) }
    return nil
  }

  /// Draws the overlays: the marks over the scene (model outline, touch), then every panel.
  func append(
    to list: inout DisplayList, scene: any Scene, probe: SceneProbe, frames: OverlayFrames
  ) {
    if scene.hitTestMode == .model, let subject = probe.subject { appendModelOutline(of: subject, to: &list) }
    if let pointer = touches.pressed {
      let touch = Rect(center: pointer, size: Size(width: 30, height: 30))
      list.fill(touch, cornerRadius: 15, color: Color(red: 0.1, green: 0.12, blue: 0.18, alpha: 0.35))
      list.fill(touch.insetBy(3), cornerRadius: 12, color: Color(red: 1, green: 1, blue: 1, alpha: 0.55))
    }
    touches.emulated?.append(to: &list)
    frames.inputTiming?.append(to: &list)
    appendPanels(of: frames, to: &list)
  }

  /// The panels alone (what takes presses), in drawing order.
  func appendPanels(of frames: OverlayFrames, to list: inout DisplayList) {
    frames.switcher.append(to: &list)
    frames.hud?.append(to: &list)
    if let ghosts, let legend = frames.legend { appendLegend(ghosts, in: legend, to: &list) }
    frames.tuning?.append(to: &list)
    frames.code?.append(to: &list)
    frames.share?.append(to: &list)
    frames.footer?.append(to: &list)
    frames.timeline?.append(to: &list)
    frames.toast?.append(to: &list)
    frames.help?.append(to: &list)
  }

  /// The legend's box: bottom right, above the hint and a toast's room; else left of the panels
  /// it would be under (it was hidden there), top right under the navbar, bottom left or top
  /// left: the first clear of the panels (tuning, code, HUD), the ghosts' tags (where they have
  /// been since the release) and the scene's resting frames, else the first clear of the panels
  /// and the tags, else of the panels, else the first.
  static func legendFrame(
    _ ghosts: GhostSet, layout: OverlayLayout, beside panels: [Rect], tags: [Rect] = [], resting: [Rect]
  ) -> Rect {
    let width = min(300, layout.size.width - 2 * OverlayLayout.margin)
    let height = 10 + Double(ghosts.ghosts.count + 1) * 18
    let bottom = max(Navbar.height, layout.hint.minY - OverlayLayout.toastRoom - 8 - height)
    let top = Navbar.height + OverlayLayout.margin
    let right = layout.size.width - OverlayLayout.margin - width
    let corner = Rect(x: right, y: bottom, width: width, height: height)
    var shifted = corner
    for panel in panels where panel.intersects(shifted) {
      shifted.origin.x = max(OverlayLayout.margin, min(shifted.minX, panel.minX - 8 - width))
    }
    let candidates = [
      corner, shifted, Rect(x: right, y: top, width: width, height: height),
      Rect(x: OverlayLayout.margin, y: bottom, width: width, height: height),
      Rect(x: OverlayLayout.margin, y: top, width: width, height: height),
    ]
    func clear(_ frame: Rect, of rects: [Rect]) -> Bool { !rects.contains { $0.intersects(frame) } }
    return candidates.first { clear($0, of: panels + tags + resting) }
      ?? candidates.first { clear($0, of: panels + tags) } ?? candidates.first { clear($0, of: panels) }
      ?? shifted
  }

  /// Which ghost is which, and which diverged.
  private func appendLegend(_ ghosts: GhostSet, in box: Rect, to list: inout DisplayList) {
    list.fill(box, cornerRadius: Self.legendCornerRadius, color: HUDView.panelColor)
    let rows =
      [(ghosts.subjectLabel, HUDView.positionColor, false)]
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
}
