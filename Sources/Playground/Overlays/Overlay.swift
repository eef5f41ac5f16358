import Foundation
import Motion
import Scenes
import Stage

/// What the playground draws over the scene: the touch, the scene switcher and mode pill, the
/// model-frame outline while B is on, the HUD with its live plot (Tab), the help (H). It holds
/// the display-only state; ``Session`` updates it; drawing only reads it.
struct Overlay {
  var showsHelp = false {
    didSet { if showsHelp != oldValue { helpScroll = 0 } }
  }
  /// The first entry the help shows, where a short window's help is scrolled (the wheel, ↑ ↓).
  var helpScroll = 0
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
  /// The last grab, release or retarget's jumps (the continuity meter), once there was one.
  var continuity: ContinuityJump?
  /// The tuning panel (T).
  var showsTuning = false
  /// The platform K copies code for, and whether its panel shows beside the tuning panel.
  var code = CodeChoice()
  /// Prediction (L, `--predict`): a held subject drawn where the pointer will be when seen.
  var predictsPointer = false
  /// While the HUD is shown and a pointer holds something: its lag, velocity, latency and the
  /// recent events against the frames (``InputTimingView``); nil otherwise.
  var inputTiming: InputTiming?
  /// The lab's ghosts (G): started at each release while on.
  var showsGhosts = false
  /// A/B: the tuning pinned with X; each release then also runs it, as the "pinned" ghost.
  var pinnedTuning: SettleParameters?
  /// The tuning value being typed, if any.
  var valueEdit: ValueEdit?
  private(set) var ghosts: GhostSet?
  private var lastHandoff: Handoff?
  /// The one-line hint of what to do, until the first press or key.
  var showsHint = true
  /// A short message (a tuned value, a saved file) at the bottom, until `toastUntil`.
  private(set) var toast: String?
  private var toastUntil = 0.0
  /// The loop's time of the frame being made (toasts last in real time, paused or not): set
  /// before its inputs, so a toast a key shows after the loop slept lasts its whole duration.
  private var now = 0.0
  static let toastDuration = 2.0

  static let outlineColor = Color(hex: 0xFF5A4A)
  static let legendCornerRadius = 8.0

  /// Starts ghosts at a new release (while G is on), drops them at a grab, and moves them on to
  /// `sceneTime`.
  mutating func updateGhosts(_ probe: SceneProbe, scene: any Scene, at sceneTime: Double, window: Size) {
    if showsGhosts, let handoff = probe.handoff, handoff != lastHandoff,
      let provider = scene as? any GhostProvidingScene
    {
      ghosts = GhostSet(
        handoff: handoff, provided: provider.ghosts(for: handoff), axis: probe.axis,
        timeScale: scene.animator.timeScale)
    } else if showsGhosts || pinnedTuning != nil, let handoff = probe.handoff, handoff != lastHandoff,
      let subject = probe.subject,
      // A scene with its own ghosts (the scroll list) settles no layer centre: no pinned ghost.
      !(scene is any GhostProvidingScene)
    {
      ghosts = GhostSet(
        handoff: handoff, mode: scene.mode, parameters: scene.parameters, subject: subject, axis: probe.axis,
        timeScale: scene.animator.timeScale, window: window, lab: showsGhosts, pinned: pinnedTuning)
    }
    lastHandoff = probe.handoff
    if probe.isHeld || (!showsGhosts && pinnedTuning == nil) { ghosts = nil }
    ghosts?.advance(to: sceneTime)
  }

  /// The next motion starts (a scene key such as Space, a press on the scene): the last
  /// release's ghosts go. A later release brings its own.
  mutating func dropGhosts() { ghosts = nil }

  mutating func clearGhosts() {
    ghosts = nil
    lastHandoff = nil
  }

  /// A frame at `frameTime` (the loop's clock) begins: toasts its inputs show last from now,
  /// not from the last frame drawn before the loop slept.
  mutating func beginFrame(at frameTime: Double) { now = frameTime }

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

  /// Lays out every panel for this frame. The same layout draws them (``append(to:scene:probe:frames:)``)
  /// and answers presses (``target(at:in:)``), so a press hits exactly what is drawn.
  func layout(
    scene: any Scene, probe: SceneProbe, switcher: SceneSwitcher, size: Size, metrics: any TextMetrics,
    timeline: (range: ClosedRange<Double>, shown: Double)? = nil
  ) -> OverlayFrames {
    let layout = OverlayLayout(size: size)
    var frames = OverlayFrames(switcher: switcher)
    if showsTuning {
      frames.tuning = TuningPanel(scene: scene, layout: layout, metrics: metrics, pinned: pinnedTuning)
      frames.tuning?.editing = valueEdit
      if code.isShown {
        frames.code = CodePanel(
          platform: code.platform, snapshot: CodePanel.snapshot(scene: scene, probe: probe), layout: layout,
          resting: scene.restingFrames)
      }
    }
    // The HUD keeps off the panels opened on purpose and the scene's resting frames.
    let opened = [frames.tuning?.frame, frames.code?.frame].compactMap { $0 }
    if showsHUD {
      frames.hud = HUDView(
        scene: scene, probe: probe, overlay: self, layout: layout, metrics: metrics, panels: opened)
      frames.inputTiming = inputTiming.map { InputTimingView(timing: $0, layout: layout) }
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
    if showsHint { footer.append((type(of: scene).hint, HUDView.textColor)) }
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
    if showsHelp {
      frames.help = HelpLayout(
        scene: scene, layout: layout, metrics: metrics, scenes: switcher.sceneNames, scroll: helpScroll)
    }
    return frames
  }

  /// What a press at `point` lands on, topmost first (the reverse of the drawing order); nil
  /// where no overlay is drawn, so the press is the scene's.
  func target(at point: Vector2, in frames: OverlayFrames) -> OverlayTarget? {
    if let help = frames.help, help.contains(point) { return .help }
    if let toast = frames.toast, toast.contains(point) { return .panel }
    if let footer = frames.footer, footer.contains(point) { return .panel }
    if let strip = frames.timeline, strip.contains(point) { return .timeline(strip) }
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
    if let hud = frames.hud, hud.contains(point) {
      return hud.header.contains(point) ? .hudHeader : .panel
    }
    if let target = frames.switcher.target(at: point) { return .switcher(target) }
    return nil
  }

  /// Draws the overlays: the marks over the scene (model outline, touch), then every panel.
  func append(
    to list: inout DisplayList, scene: any Scene, probe: SceneProbe, frames: OverlayFrames
  ) {
    if scene.hitTestMode == .model, let subject = probe.subject { appendModelOutline(of: subject, to: &list) }
    if let pointer = pressedPointer {
      let touch = Rect(center: pointer, size: Size(width: 30, height: 30))
      list.fill(touch, cornerRadius: 15, color: Color(red: 0.1, green: 0.12, blue: 0.18, alpha: 0.35))
      list.fill(touch.insetBy(3), cornerRadius: 12, color: Color(red: 1, green: 1, blue: 1, alpha: 0.55))
    }
    emulatedTouches?.append(to: &list)
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
