import Analysis
import CSDL2
import Foundation
import Motion
import Stage

/// `flick --analyze FILE` in a window: the recording is the backdrop (decoded frame by frame by
/// ffmpeg, ``VideoBackdrop``), the timeline strip scrubs it and Space plays it, a drag on a frame
/// picks the region to follow from that frame on (or `--track` from the first), and the followed
/// path and the fitted laws (the ghost) are drawn over it. The plot shows position and velocity
/// with the residual, the tuning panel the fitted spring in every unit system, the list each
/// segment and the jumps at each hand-off; K copies the spring as code. What goes wrong (nothing
/// moves, a region off the frame, a lost region) shows in the window's message panel.
final class AnalysisWindow {
  let run: AnalysisRun
  private let canvas: Canvas
  private let backend: DisplayListRenderer
  private var input: Input
  private let clock = FrameClock()
  private let backdrop: VideoBackdrop?
  private let ffmpeg: String?
  /// The span the timeline strip scrubs: the recording's length, or the samples' times.
  private var span: ClosedRange<Double>
  /// The recording's frame size (pixels), once a frame is decoded.
  private var frameSize: Size?
  private(set) var shownTime = 0.0
  private var playing: (wallStart: Double, timeStart: Double)?
  private(set) var samples: [MotionSample] = []
  /// When a Flick trace's hand-offs happened (``AnalysisRun/Followed/instants``).
  private var instants: [Double] = []
  private(set) var analysis: MotionAnalysis?
  /// The region being dragged out on the recording, in window points.
  private var picking: (start: Vector2, current: Vector2)?
  /// The region followed last.
  private var region: TrackRegion?
  private var scrubbing = false
  private var toast: (text: String, until: Double)?
  private var quitRequested = false
  /// The code platform K copies for.
  private let platform = CodePlatform.swiftui
  static let size = Size(width: 1200, height: 800)
  static let backgroundColor = Color(hex: 0x0E1116)
  static let pathColor = Color(hex: 0x6FB1FF)
  static let ghostColor = AnalysisPlot.fitColor
  static let pickColor = Color(hex: 0x7BE0A0)

  /// Opens the window (`offscreen`: draws into an offscreen canvas instead, for tests). A file
  /// that is no samples file nor video, or a missing ffmpeg, throws before it opens (one `flick:`
  /// line, exit 1, as headless).
  init(run: AnalysisRun, offscreen: Bool = false) throws(PlaygroundError) {
    self.run = run
    let source = try run.source()
    WindowMessages.open()
    do {
      canvas =
        offscreen
        ? try Canvas(offscreenSize: Self.size)
        : try Canvas(
          windowTitle: "Flick · \(URL(fileURLWithPath: run.file).lastPathComponent)", size: Self.size)
    } catch {
      WindowMessages.close()
      throw error
    }
    canvas.forcesFullRedraw = true
    let text = TextRenderer(canvas: canvas)
    text?.prepare(sizes: HUDView.textSizes + [10, 14])
    backend = DisplayListRenderer(canvas: canvas, text: text)
    input = Input(clock: clock, canvas: canvas)
    switch source {
    case .samples(let read, let known):
      backdrop = nil
      ffmpeg = nil
      samples = read
      instants = known
      span = (read.first?.time ?? 0)...max(read.last?.time ?? 1, (read.first?.time ?? 0) + 1e-3)
      analyse()
    case .video(let ffmpeg, let ffprobe):
      self.ffmpeg = ffmpeg
      backdrop = VideoBackdrop(path: run.file, ffmpeg: ffmpeg)
      span = 0...(VideoProbe.duration(run.file, ffprobe: ffprobe) ?? 1)
    }
  }

  deinit {
    WindowMessages.close()
  }

  /// Opens the window for `run`, runs it until it is closed, and quits SDL.
  static func open(_ run: AnalysisRun) throws(PlaygroundError) {
    // Before SDL's video starts, as the playground's window does (``VanishedRequestors``).
    VanishedRequestors.install()
    defer { SDL_Quit() }
    let window = try AnalysisWindow(run: run)
    window.runLoop()
  }

  /// Runs until the window is closed, Esc or Q.
  func runLoop() {
    start()
    var event = SDL_Event()
    while !quitRequested {
      let waited = SDL_WaitEventTimeout(&event, playing == nil ? 100 : 4)
      if waited != 0 {
        handle(event)
        while SDL_PollEvent(&event) != 0 { handle(event) }
      }
      if let playing {
        shownTime = playing.timeStart + clock.now() - playing.wallStart
        if shownTime >= span.upperBound {
          shownTime = span.upperBound
          self.playing = nil
        }
        showFrame()
      }
      draw()
      canvas.present()
    }
  }

  /// The first frame shown, and `--track`'s region followed from it.
  func start() {
    showFrame()
    if let region = run.track { follow(region, from: 0) }
  }

  // MARK: Input

  private func handle(_ event: SDL_Event) {
    guard let translated = input.translate(event) else { return }
    switch translated {
    case .quit: quitRequested = true
    case .resized: canvas.updateSize()
    case .key(let name, _): key(name)
    case .pointer(let pointer): self.pointer(pointer)
    default: break
    }
  }

  /// A key by its name (``Input``'s: "space", "k", "left").
  func key(_ name: String) {
    switch name {
    case "escape", "q": quitRequested = true
    case "space":
      if playing != nil {
        playing = nil
      } else {
        if shownTime >= span.upperBound - 1e-6 { shownTime = span.lowerBound }
        playing = (clock.now(), shownTime)
      }
    case "left", "right":
      playing = nil
      let step = frameInterval
      shownTime = min(max(shownTime + (name == "left" ? -step : step), span.lowerBound), span.upperBound)
      showFrame()
    case "k": copyCode()
    default: break
    }
  }

  /// A frame's length for the arrow keys: the samples' typical spacing, else 1/60 s.
  private var frameInterval: Double {
    guard samples.count >= 2 else { return 1.0 / 60 }
    return max((samples[samples.count - 1].time - samples[0].time) / Double(samples.count - 1), 1e-3)
  }

  /// A press, move or release at window points (the SDL events' and the tests').
  func pointer(_ event: PointerEvent) {
    let layout = AnalysisLayout(size: canvas.size)
    switch event.kind {
    case .down:
      if let panel = messagePanel, panel.contains(event.location) {
        WindowMessages.dismiss()
        return
      }
      if layout.strip.contains(event.location) {
        scrubbing = true
        playing = nil
        scrub(to: event.location)
      } else if backdrop != nil, let mapping, mapping.drawn.contains(event.location) {
        playing = nil
        picking = (event.location, event.location)
      }
    case .move:
      if scrubbing { scrub(to: event.location) }
      if let start = picking?.start { picking = (start, event.location) }
    case .up, .cancel:
      if scrubbing {
        scrubbing = false
      } else if let picked = picking, event.kind == .up {
        picking = (picked.start, event.location)
        pick(from: picked.start, to: event.location)
      }
      picking = nil
    }
  }

  private func scrub(to point: Vector2) {
    let track = AnalysisLayout(size: canvas.size).strip
    let fraction = min(1, max(0, (point.x - track.minX - 70) / max(track.width - 70 - 84, 1)))
    shownTime = span.lowerBound + fraction * (span.upperBound - span.lowerBound)
    showFrame()
  }

  // MARK: Following and fitting

  /// The dragged rectangle as a region of the recording's pixels, followed from the frame shown.
  private func pick(from start: Vector2, to end: Vector2) {
    guard let mapping else { return }
    let a = mapping.content(start)
    let b = mapping.content(end)
    let left = Int(min(a.x, b.x).rounded())
    let top = Int(min(a.y, b.y).rounded())
    let width = Int(abs(b.x - a.x).rounded())
    let height = Int(abs(b.y - a.y).rounded())
    if let frameSize,
      left < 0 || top < 0 || Double(left + width) > frameSize.width || Double(top + height) > frameSize.height
    {
      FlickCommand.printError(
        "the region dragged out, \(left),\(top),\(width),\(height), reaches past the recording's \(Int(frameSize.width))x\(Int(frameSize.height)) frame: drag a rectangle inside the picture"
      )
      return
    }
    guard width >= 4, height >= 4 else {
      FlickCommand.printError(
        "drag a rectangle around what to follow: \(width)x\(height) pixels is too small (at least 4x4)")
      return
    }
    follow(TrackRegion(x: left, y: top, width: width, height: height), from: backdrop?.shownTime ?? 0)
  }

  /// Follows `region` from the frame at `start` on, then fits the laws; a problem is the
  /// window's message, and what was followed before it stays.
  private func follow(_ region: TrackRegion, from start: Double) {
    guard let ffmpeg else { return }
    self.region = region
    show(toast: "following \(region)…")
    draw()
    canvas.present()
    do {
      // Just before the frame's own timestamp, so that frame is the stream's first.
      let followed = try run.follow(
        region, ffmpeg: ffmpeg, writingFramesTo: nil, from: max(0, start - 0.0005))
      samples = followed.samples
      analysis = nil
      if let left = followed.leftFrameAt {
        show(toast: String(format: "followed until %.3f s, where the region leaves the frame", left))
      } else {
        show(toast: "followed \(samples.count) frames")
      }
      analyse()
    } catch {
      FlickCommand.printError(error.message)
    }
  }

  private func analyse() {
    do {
      analysis = try MotionAnalysis(
        samples: samples, noiseFloor: backdrop == nil ? 0.02 : RegionTracker.precision, instants: instants)
    } catch {
      analysis = nil
      FlickCommand.printError("cannot analyse what was followed: \(error.description)")
    }
  }

  /// The spring segment the time shown is in, else the nearest one before it, else the first.
  private var shownSpring: MotionSegment? {
    let springs = analysis?.segments.filter { $0.spring != nil && $0.lawFits } ?? []
    return springs.first { shownTime >= $0.start && shownTime <= $0.end }
      ?? springs.last { $0.start <= shownTime } ?? springs.first
  }

  private func copyCode() {
    guard let segment = shownSpring, let spring = segment.spring, let target = segment.target else {
      show(toast: "no spring fitted: nothing to copy")
      return
    }
    let travel = target - segment.position
    let isX = abs(travel.x) > abs(travel.y)
    var parameters = SettleParameters()
    parameters.spring = spring
    let snapshot = SettleSnapshot(
      sceneName: "analysis of \(URL(fileURLWithPath: run.file).lastPathComponent)", mode: .spring,
      parameters: parameters,
      release: SettleSnapshot.Release(
        axis: isX ? "x" : "y", from: isX ? segment.position.x : segment.position.y,
        to: isX ? target.x : target.y,
        velocity: isX ? segment.velocity.x : segment.velocity.y))
    let code = CodeExport.code(for: platform, snapshot)
    if SDL_SetClipboardText(code) == 0 {
      show(
        toast: "copied \(platform.title) code for the spring at \(String(format: "%.3f", segment.start)) s")
    } else {
      show(toast: "could not copy code: \(String(cString: SDL_GetError()))")
    }
    print(code)
  }

  // MARK: Drawing

  private func show(toast text: String) { toast = (text, clock.now() + 3) }

  private func showFrame() {
    guard let backdrop else { return }
    do {
      try backdrop.show(time: shownTime)
      if let shown = backdrop.shown {
        frameSize = Size(width: Double(shown.width), height: Double(shown.height))
      }
    } catch {
      // Once: a file ffmpeg fails on halfway would fail again at every frame played.
      playing = nil
      if !WindowMessages.shown.contains(error.message) { FlickCommand.printError(error.message) }
    }
  }

  /// The content's bounds (the frame, or the samples' with a margin) fitted into the stage.
  var mapping: ContentMapping? {
    let stage = AnalysisLayout(size: canvas.size).stage
    if let frameSize { return ContentMapping(content: Rect(origin: .zero, size: frameSize), into: stage) }
    guard let first = samples.first else { return nil }
    var low = first.position
    var high = first.position
    for sample in samples {
      low = Vector2(x: min(low.x, sample.position.x), y: min(low.y, sample.position.y))
      high = Vector2(x: max(high.x, sample.position.x), y: max(high.y, sample.position.y))
    }
    let pad = max(high.x - low.x, high.y - low.y, 1) * 0.1
    return ContentMapping(
      content: Rect(
        x: low.x - pad, y: low.y - pad, width: high.x - low.x + 2 * pad, height: high.y - low.y + 2 * pad),
      into: stage)
  }

  private var metrics: any TextMetrics { backend.text ?? EstimatedTextMetrics() }

  private var messagePanel: MessagePanel? {
    MessagePanel(messages: WindowMessages.shown, size: canvas.size, metrics: metrics)
  }

  /// The frame's panels as a display list; the recording and what is drawn over it come after,
  /// straight through SDL (``drawStage(_:)``).
  func displayList() -> DisplayList {
    let layout = AnalysisLayout(size: canvas.size)
    var list = DisplayList(visibleBounds: Rect(origin: .zero, size: canvas.size))
    list.fill(layout.bar, color: HUDView.panelColor)
    list.text(
      LayerText(
        "Analysis · \(URL(fileURLWithPath: run.file).lastPathComponent)", size: 14, color: HUDView.textColor,
        isBold: true, alignment: .leading, inset: 14),
      in: Rect(x: 0, y: 6, width: layout.columnX, height: 24))
    let hint =
      backdrop == nil
      ? "Space plays · ←/→ step · K copies the spring as code · Esc quits"
      : "drag on the recording to pick what to follow · Space plays · ←/→ step · K copies code · Esc quits"
    list.text(
      LayerText(hint, size: 11, color: HUDView.keyColor, alignment: .leading, inset: 14),
      in: Rect(x: 0, y: 32, width: layout.columnX, height: 22))
    if let toast, toast.until > clock.now() {
      list.text(
        LayerText(toast.text, size: 12, color: HUDView.textColor, alignment: .trailing, inset: 14),
        in: Rect(x: layout.columnX, y: 6, width: canvas.size.width - layout.columnX, height: 48))
    }
    list.fill(layout.stage, cornerRadius: 6, color: Color(hex: 0x181C24))
    if backdrop != nil, frameSize == nil {
      list.text(LayerText("decoding…", size: 13, color: HUDView.textColor), in: layout.stage)
    }
    AnalysisPlot(samples: samples, analysis: analysis, span: span, shown: shownTime, frame: layout.plot)
      .append(to: &list)
    appendStrip(layout.strip, to: &list)
    var listTop = layout.stage.minY - 8
    if let segment = shownSpring, let spring = segment.spring {
      var parameters = SettleParameters()
      parameters.spring = spring
      let panel = TuningPanel(mode: .spring, parameters: parameters, layout: layout.overlay)
      panel.append(to: &list)
      // The panel's own hint is the playground's (drag, T): here it shows a fitted spring.
      let hintBox = Rect(x: panel.frame.maxX - 190, y: panel.frame.minY + 6, width: 178, height: 24)
      list.fill(hintBox, color: HUDView.panelColor)
      list.text(
        LayerText(
          String(format: "fitted %.3f–%.3f s · K copies", segment.start, segment.end), size: 11,
          color: TuningPanel.headerColor, alignment: .trailing),
        in: hintBox)
      listTop = panel.frame.maxY
    }
    appendSegments(in: layout.list(below: listTop), to: &list)
    messagePanel?.append(to: &list)
    return list
  }

  private func appendStrip(_ strip: Rect, to list: inout DisplayList) {
    list.fill(strip, cornerRadius: TimelineStrip.cornerRadius, color: HUDView.panelColor)
    let track = Rect(
      x: strip.minX + 70, y: strip.center.y - 2, width: max(20, strip.width - 70 - 84), height: 4)
    let length = max(span.upperBound - span.lowerBound, 1e-9)
    let shownX = track.minX + (shownTime - span.lowerBound) / length * track.width
    list.text(
      LayerText(
        String(format: "%.2f s", span.lowerBound), size: 11, color: HUDView.keyColor, alignment: .leading,
        inset: 10),
      in: Rect(x: strip.minX, y: strip.minY, width: 70, height: strip.height))
    list.fill(track, cornerRadius: 2, color: TuningPanel.trackColor)
    list.fill(
      Rect(x: track.minX, y: track.minY, width: max(0, shownX - track.minX), height: track.height),
      cornerRadius: 2,
      color: TuningPanel.fillColor)
    list.fill(
      Rect(center: Vector2(x: shownX, y: track.center.y), size: Size(width: 4, height: 16)), cornerRadius: 2,
      color: HUDView.textColor)
    list.text(
      LayerText(
        String(format: "%.3f s", shownTime), size: 11, color: HUDView.textColor, alignment: .trailing,
        inset: 10),
      in: Rect(x: strip.maxX - 84, y: strip.minY, width: 84, height: strip.height))
  }

  /// Each segment's law and each hand-off's jumps, as many as fit.
  private func appendSegments(in frame: Rect, to list: inout DisplayList) {
    guard frame.height >= 40 else { return }
    var lines: [(String, Color)] = []
    if let analysis {
      lines.append(
        (String(format: "%d samples, noise %.2f pt", samples.count, analysis.noise), HUDView.keyColor))
      for segment in analysis.segments {
        var line = String(format: "%.3f–%.3f s %@", segment.start, segment.end, segment.law.kindName)
        if !segment.lawFits {
          line = String(format: "%.3f–%.3f s %@", segment.start, segment.end, AnalysisReport.noLawFits)
        } else if let spring = segment.spring {
          line += String(format: ": %.3f s, ζ %.3f", spring.response, spring.dampingRatio)
        }
        if segment.lawFits, let rate = segment.decayRate { line += String(format: ": rate %.5f /ms", rate) }
        if segment.lawFits, let timed = segment.timed {
          let points = timed.curve.controlPoints
          line += String(
            format: ": (%.2f, %.2f, %.2f, %.2f) %.3f s", points.x1, points.y1, points.x2, points.y2,
            timed.duration)
        }
        line += String(format: ", from %.0f pt/s", segment.velocity.magnitude)
        lines.append((line, HUDView.textColor))
      }
      for handoff in analysis.handoffs {
        var line = String(
          format: "%@ at %.3f s: jump %.1f pt, %.0f pt/s", handoff.kind.rawValue, handoff.at,
          handoff.positionJump,
          handoff.velocityJump)
        if let percent = handoff.velocityJumpPercent { line += String(format: " (%.0f %%)", percent) }
        lines.append((line, HUDView.releaseColor))
      }
    } else {
      lines.append((samples.isEmpty ? "nothing followed yet" : "no fit", HUDView.keyColor))
    }
    let rowHeight = 18.0
    let rows = min(lines.count, Int((frame.height - 16) / rowHeight))
    guard rows > 0 else { return }
    let panel = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 12 + Double(rows) * rowHeight)
    list.fill(panel, cornerRadius: 10, color: HUDView.panelColor)
    for (index, line) in lines.prefix(rows).enumerated() {
      list.text(
        LayerText(line.0, size: 11, color: line.1, alignment: .leading, inset: 10),
        in: Rect(
          x: panel.minX, y: panel.minY + 6 + Double(index) * rowHeight, width: panel.width, height: rowHeight)
      )
    }
  }

  func draw() {
    backend.draw(displayList(), background: Self.backgroundColor)
    drawStage()
    // SDL queues its drawing; the canvas's pixels (a screenshot, a test) must have it.
    SDL_RenderFlush(canvas.renderer)
  }

  /// The recording, the followed path, the ghost and the region being picked, drawn in pixels
  /// over the panels' stage (below the message panel, if one shows).
  private func drawStage() {
    guard let mapping else { return }
    let scale = canvas.pixelScale
    var top = mapping.drawn.minY
    if let panel = messagePanel { top = max(top, panel.frame.maxY + 4) }
    var clip = SDL_Rect(
      x: Int32((mapping.drawn.minX * scale).rounded()), y: Int32((top * scale).rounded()),
      w: Int32((mapping.drawn.width * scale).rounded()),
      h: Int32(max(0, (mapping.drawn.maxY - top) * scale).rounded()))
    guard clip.h > 0 else { return }
    SDL_RenderSetClipRect(canvas.renderer, &clip)
    defer { SDL_RenderSetClipRect(canvas.renderer, nil) }
    let renderer = canvas.renderer
    backdrop?.draw(
      into: SDL_Rect(
        x: Int32((mapping.drawn.minX * scale).rounded()), y: Int32((mapping.drawn.minY * scale).rounded()),
        w: Int32((mapping.drawn.width * scale).rounded()), h: Int32((mapping.drawn.height * scale).rounded())),
      renderer: renderer)
    func pixel(_ point: Vector2) -> SDL_FPoint {
      let view = mapping.view(point)
      return SDL_FPoint(x: Float(view.x * scale), y: Float(view.y * scale))
    }
    // The followed path, and the fitted laws' path (the ghost's) over it.
    stroke(samples.map { pixel($0.position) }, color: Self.pathColor, width: 2)
    if let analysis {
      for segment in analysis.segments where segment.law != .held {
        let points = (0...60).map {
          pixel(segment.state(at: segment.start + (segment.end - segment.start) * Double($0) / 60).position)
        }
        stroke(points, color: Self.ghostColor, width: 1)
      }
    }
    // Where the subject and the ghost are at the time shown.
    if let followed = position(at: shownTime) {
      box(
        around: pixel(followed), size: regionSize.map { $0 * mapping.scale * scale } ?? 12,
        color: Self.pathColor)
    }
    if let segment = AnalysisPlot.segment(of: analysis, at: shownTime) {
      box(
        around: pixel(segment.state(at: shownTime).position),
        size: regionSize.map { $0 * mapping.scale * scale * 0.6 } ?? 8, color: Self.ghostColor)
    }
    if let picking {
      let a = picking.start
      let b = picking.current
      var rect = SDL_FRect(
        x: Float(min(a.x, b.x) * scale), y: Float(min(a.y, b.y) * scale), w: Float(abs(b.x - a.x) * scale),
        h: Float(abs(b.y - a.y) * scale))
      set(Self.pickColor)
      SDL_RenderDrawRectF(renderer, &rect)
    }
  }

  /// The region's size (pixels of the recording), for the markers: the larger side.
  private var regionSize: Double? { region.map { Double(max($0.width, $0.height)) } }

  /// The followed position at `time`, between the samples either side.
  private func position(at time: Double) -> Vector2? {
    // Within a microsecond: a time stepped to by the arrow keys is a sum of frame intervals.
    guard let first = samples.first, let last = samples.last, time >= first.time - 1e-6,
      time <= last.time + 1e-6
    else {
      return nil
    }
    var low = 0
    var high = samples.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if samples[middle].time <= time { low = middle } else { high = middle }
    }
    let a = samples[low]
    let b = samples[high]
    let fraction = b.time > a.time ? min(1, max(0, (time - a.time) / (b.time - a.time))) : 0
    return a.position + fraction * (b.position - a.position)
  }

  private func set(_ color: Color) {
    SDL_SetRenderDrawBlendMode(canvas.renderer, SDL_BLENDMODE_BLEND)
    SDL_SetRenderDrawColor(
      canvas.renderer, UInt8(color.red * 255), UInt8(color.green * 255), UInt8(color.blue * 255),
      UInt8(color.alpha * 255))
  }

  /// A polyline `width` pixels wide (SDL's lines are one pixel: offset copies make it wider).
  private func stroke(_ points: [SDL_FPoint], color: Color, width: Int) {
    guard points.count >= 2 else { return }
    set(color)
    let scaled = max(1, Int((Double(width) * canvas.pixelScale).rounded()))
    for offset in 0..<scaled {
      let shift = Float(offset) - Float(scaled - 1) / 2
      var shifted = points.map { SDL_FPoint(x: $0.x + shift, y: $0.y + shift) }
      SDL_RenderDrawLinesF(canvas.renderer, &shifted, Int32(shifted.count))
    }
  }

  private func box(around centre: SDL_FPoint, size: Double, color: Color) {
    set(color)
    for inset in 0..<2 {
      let side = Float(size) - Float(2 * inset)
      var rect = SDL_FRect(x: centre.x - side / 2, y: centre.y - side / 2, w: side, h: side)
      SDL_RenderDrawRectF(canvas.renderer, &rect)
    }
  }

  /// Draws the window and saves it as a PNG (tests).
  func saveScreenshot(to path: String) throws(PlaygroundError) {
    draw()
    try canvas.savePNG(to: path)
  }

  /// The pixel drawn at `point` (window points), ARGB: for tests.
  func pixel(at point: Vector2) -> UInt32? {
    canvas.pixel(x: Int(point.x * canvas.pixelScale), y: Int(point.y * canvas.pixelScale))
  }
}
