import Analysis
import Foundation
import Motion
import Stage

/// The analysis scene's layer tree, in window points: the title, the stage with the recording
/// as its backdrop, the followed path and the fitted laws' (the ghost's) path over it as dots,
/// the subject's and the ghost's boxes at the time shown, the region being picked, the timeline
/// strip and the segments' list. Rebuilt from the scene's state; nothing here is state.
final class AnalysisLayers {
  static let pathColor = Color(hex: 0x6FB1FF)
  /// The fitted laws' colour, as the plot draws them.
  static let ghostColor = RecordingPlot.fitColor
  static let pickColor = Color(hex: 0x7BE0A0)
  static let stageColor = Color(hex: 0x181C24)

  let title = Layer(name: "title", color: .clear)
  let hint = Layer(name: "hint", color: .clear)
  let stage = Layer(name: "stage", color: stageColor)
  /// The recording: the frame shown, stretched over where the mapping draws it.
  let backdrop = Layer(name: "recording", color: .clear)
  let path = Layer(name: "followed path", color: .clear)
  let fits = Layer(name: "fitted path", color: .clear)
  /// The followed region at the time shown: the scene's subject.
  let subject = Layer(name: "followed region", color: .clear)
  /// Where the fitted law puts it at that time.
  let ghost = Layer(name: "fitted law", color: .clear)
  let pick = Layer(name: "region picked", color: .clear)
  let strip = Layer(name: "timeline", color: HUDView.panelColor)
  let track = Layer(name: "track", color: TuningPanel.trackColor)
  let played = Layer(name: "played", color: TuningPanel.fillColor)
  let knob = Layer(name: "knob", color: HUDView.textColor)
  let start = Layer(name: "start time", color: .clear)
  let now = Layer(name: "time shown", color: .clear)
  let list = Layer(name: "segments", color: HUDView.panelColor)
  /// What was drawn of the paths last: they are rebuilt only when what they show changes.
  private var pathsDrawn: (samples: Int, segments: Int, mapping: ContentMapping?)?

  init(in root: Layer, title text: String) {
    for layer in [title, hint, stage, backdrop, path, fits, subject, ghost, pick, strip, list] {
      root.addSublayer(layer)
    }
    for layer in [track, played, knob, start, now] { strip.addSublayer(layer) }
    title.text = LayerText(
      text, size: 14, color: HUDView.textColor, isBold: true, alignment: .leading, inset: 14)
    hint.text = LayerText(
      "drag on the recording to pick what to follow · Space plays · ←/→ step · K copies the spring", size: 11,
      color: HUDView.keyColor, alignment: .leading, inset: 14)
    stage.cornerRadius = 6
    strip.cornerRadius = TimelineStrip.cornerRadius
    track.cornerRadius = 2
    played.cornerRadius = 2
    knob.cornerRadius = 2
    list.cornerRadius = 10
    subject.border = LayerBorder(width: 2, color: Self.pathColor)
    ghost.border = LayerBorder(width: 2, color: Self.ghostColor)
    pick.border = LayerBorder(width: 1, color: Self.pickColor)
  }

  func update(for scene: AnalysisScene, picture: LayerImage?) {
    let layout = AnalysisLayout(size: scene.root.size)
    place(title, in: Rect(x: 0, y: 6, width: layout.columnX, height: 24))
    place(hint, in: Rect(x: 0, y: 32, width: layout.columnX, height: 22))
    place(stage, in: layout.stage)
    stage.text =
      scene.recording?.backdrop != nil && scene.frameSize == nil
      ? LayerText("decoding…", size: 13, color: HUDView.textColor) : nil
    let mapping = scene.mapping
    backdrop.isHidden = picture == nil || mapping == nil
    if let mapping { place(backdrop, in: mapping.drawn) }
    if backdrop.image != picture { backdrop.image = picture }
    updatePaths(scene, mapping: mapping)
    let side = scene.region.map { Double(max($0.width, $0.height)) }
    let scale = mapping?.scale ?? 1
    if let mapping, let position = scene.position(at: scene.shownTime) {
      subject.isHidden = false
      let size = side.map { $0 * scale } ?? 12
      place(subject, in: Rect(center: mapping.view(position), size: Size(width: size, height: size)))
    } else {
      subject.isHidden = true
    }
    if let mapping, let segment = scene.segment(at: scene.shownTime) {
      ghost.isHidden = false
      let size = side.map { $0 * scale * 0.6 } ?? 8
      place(
        ghost,
        in: Rect(
          center: mapping.view(segment.state(at: scene.shownTime).position),
          size: Size(width: size, height: size)))
    } else {
      ghost.isHidden = true
    }
    if let picking = scene.picking {
      pick.isHidden = false
      let a = picking.start
      let b = picking.current
      place(pick, in: Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y)))
    } else {
      pick.isHidden = true
    }
    updateStrip(scene, layout: layout)
    updateList(scene, in: layout.list)
  }

  /// The followed path and the fitted laws' path as dots, rebuilt when the samples, the
  /// analysis or the mapping change.
  private func updatePaths(_ scene: AnalysisScene, mapping: ContentMapping?) {
    let drawn = (scene.samples.count, scene.analysis?.segments.count ?? -1, mapping)
    if let pathsDrawn, pathsDrawn == drawn { return }
    pathsDrawn = drawn
    for layer in path.sublayers + fits.sublayers { layer.removeFromSuperlayer() }
    guard let mapping else { return }
    // At most a few hundred dots: a long recording's path is thinned, not drawn a dot a frame.
    let every = max(1, scene.samples.count / 400)
    for index in stride(from: 0, to: scene.samples.count, by: every) {
      path.addSublayer(
        Layer(
          name: "followed", center: mapping.view(scene.samples[index].position),
          size: Size(width: 3, height: 3),
          color: Self.pathColor))
    }
    for segment in scene.analysis?.segments ?? [] where segment.law != .held {
      for step in 0...60 {
        let time = segment.start + (segment.end - segment.start) * Double(step) / 60
        fits.addSublayer(
          Layer(
            name: "fitted", center: mapping.view(segment.state(at: time).position),
            size: Size(width: 2, height: 2), color: Self.ghostColor))
      }
    }
  }

  private func updateStrip(_ scene: AnalysisScene, layout: AnalysisLayout) {
    place(strip, in: layout.strip)
    // The strip's own layers are placed in its coordinates.
    let origin = layout.strip.origin
    let track = Rect(
      x: layout.track.minX - origin.x, y: layout.track.minY - origin.y, width: layout.track.width,
      height: layout.track.height)
    let span = scene.span
    let length = max(span.upperBound - span.lowerBound, 1e-9)
    let shownX = track.minX + (scene.shownTime - span.lowerBound) / length * track.width
    place(self.track, in: track)
    place(
      played, in: Rect(x: track.minX, y: track.minY, width: max(0, shownX - track.minX), height: track.height)
    )
    place(knob, in: Rect(center: Vector2(x: shownX, y: track.center.y), size: Size(width: 4, height: 16)))
    place(start, in: Rect(x: 0, y: 0, width: 70, height: layout.strip.height))
    start.text = LayerText(
      String(format: "%.2f s", span.lowerBound), size: 11, color: HUDView.keyColor, alignment: .leading,
      inset: 10)
    place(now, in: Rect(x: layout.strip.width - 84, y: 0, width: 84, height: layout.strip.height))
    now.text = LayerText(
      String(format: "%.3f s", scene.shownTime), size: 11, color: HUDView.textColor, alignment: .trailing,
      inset: 10)
  }

  /// Each segment's law and each hand-off's jumps, as many as fit.
  private func updateList(_ scene: AnalysisScene, in frame: Rect) {
    let lines = AnalysisListing.lines(scene.analysis, samples: scene.samples.count)
    let rowHeight = 18.0
    let rows = min(lines.count, max(0, Int((frame.height - 16) / rowHeight)))
    list.isHidden = rows == 0
    guard rows > 0 else { return }
    place(
      list, in: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 12 + Double(rows) * rowHeight))
    let shown = lines.prefix(rows).map(\.text)
    guard list.sublayers.map({ $0.text?.string ?? "" }) != shown else { return }
    for layer in list.sublayers { layer.removeFromSuperlayer() }
    for (index, line) in lines.prefix(rows).enumerated() {
      let row = Layer(name: "segment", color: .clear)
      row.text = LayerText(line.text, size: 11, color: line.color, alignment: .leading, inset: 10)
      place(row, in: Rect(x: 0, y: 6 + Double(index) * rowHeight, width: frame.width, height: rowHeight))
      list.addSublayer(row)
    }
  }

  /// Puts `layer` at `rect` of its superlayer.
  private func place(_ layer: Layer, in rect: Rect) {
    layer.size = rect.size
    layer.center = rect.center
  }
}
