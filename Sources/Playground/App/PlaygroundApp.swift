import CSDL2
import CX11EventTimes
import Foundation
import Motion
import Scenes
import Stage

/// Runs `flick`: the window loop (poll events → update → draw → present, vsync) or the headless
/// loop (the same frames offscreen on a simulated clock).
public final class PlaygroundApp {
  public let configuration: RunConfiguration
  /// Frames are paced to this rate where vsync is not honoured (Xvfb reports refresh rate 0).
  static let fallbackFrameRate = 60.0
  /// The longest an idle window blocks in one wait before it pumps SDL's events again.
  static let idleWakeInterval = 0.1

  public init(configuration: RunConfiguration) {
    self.configuration = configuration
  }

  public func run() throws(PlaygroundError) {
    if configuration.headless {
      try runHeadless()
    } else {
      try runWindow()
    }
  }

  /// Renders the frames offscreen (``HeadlessFrames``: a recording's own, then frame n at
  /// n / fps), as fast as the machine goes.
  /// Returns the session for in-process tests.
  @discardableResult
  func runHeadless() throws(PlaygroundError) -> Session {
    // Before the outputs are opened: a signal while the run starts ends it after its first frame,
    // with its outputs written and marked, never with an empty trace left behind.
    QuitSignal.install()
    defer { QuitSignal.uninstall() }
    let canvas = try Canvas(
      offscreenSize: configuration.size, capacity: configuration.script?.largestSize,
      pixelScale: configuration.pixelScale)
    let session = try Session(configuration: configuration, canvas: canvas)
    for time in HeadlessFrames(configuration: configuration, takeHitch: { session.runner.takeHitch() }) {
      session.frame(at: time, inputs: [])
      if session.outputFailure != nil || session.quitRequested || QuitSignal.isRequested { break }
    }
    // A run that drew no frame draws its last one for the screenshot.
    try finish(
      session, interruption: QuitSignal.signal.map(Interruption.init(signal:)), redraw: !configuration.draws)
    return session
  }

  /// Why a run stopped before its end.
  struct Interruption {
    /// The trace's last line's `reason` ("SIGTERM", "display lost").
    var reason: String
    /// The start of the `flick:` line ("interrupted by SIGTERM").
    var summary: String
    /// The exit status.
    var status: Int32

    init(reason: String, summary: String, status: Int32) {
      self.reason = reason
      self.summary = summary
      self.status = status
    }

    /// SIGINT or SIGTERM: the shell's status, 130 or 143.
    init(signal: Int32) {
      let name = QuitSignal.name(of: signal)
      self.init(reason: name, summary: "interrupted by \(name)", status: QuitSignal.exitStatus(for: signal))
    }
  }

  /// Writes every output it can, each whatever became of the others, and throws what failed as
  /// one line. A run that did not reach its end (a signal, a lost display, a trace that could
  /// not be written) writes no screenshot or plot, which would show whatever frame it stopped
  /// at, and says so; its trace and recording are kept, the trace ending with an `interrupted`
  /// line.
  func finish(_ session: Session, interruption: Interruption?, redraw: Bool = false) throws(PlaygroundError) {
    var failures: [PlaygroundError] = []
    let finished = interruption == nil && session.outputFailure == nil
    let pictures = [
      configuration.screenshotPath.map { _ in "screenshot" }, configuration.plotPath.map { _ in "plot" },
    ]
    .compactMap { $0 }
    if finished {
      if let path = configuration.screenshotPath {
        do throws(PlaygroundError) {
          // Drawing reads state only, so redrawing gives the last presented frame.
          if redraw { session.draw() }
          try session.saveScreenshot(to: path)
        } catch {
          failures.append(error)
        }
      }
      if let path = configuration.plotPath {
        do throws(PlaygroundError) { try session.chart.write(to: path) } catch { failures.append(error) }
      }
    }
    do throws(PlaygroundError) {
      try session.finish(interruption: interruption?.reason)
    } catch {
      failures.append(error)
    }
    let unwritten = pictures.isEmpty ? "" : "; no \(pictures.joined(separator: " or ")) of an unfinished run"
    if let interruption {
      let frame = max(session.frameIndex - 1, 0)
      let time = String(format: "%.3f", session.lastFrameTime)
      let marked = configuration.tracePath == nil ? "" : "; the trace ends with an \"interrupted\" line"
      failures.insert(
        PlaygroundError(
          "\(interruption.summary) at frame \(frame) (t = \(time) s)" + marked + unwritten,
          status: interruption.status), at: 0)
    } else if !finished, !unwritten.isEmpty, let first = failures.first {
      failures[0] = PlaygroundError(first.message + unwritten, status: first.status)
    }
    if let failure = PlaygroundError.combined(failures) { throw failure }
    printStats(of: session)
  }

  /// `--stats`: the frame cost's report on stdout, after the outputs are safely written; in a
  /// window, then where it ran and at what scale (`display: x11, scale 2 (Xft.dpi 192)`) and
  /// with which backend (`renderer: opengl`); then
  /// the motion it ended with, and why (`motion: reduced (--reduce-motion)`).
  private func printStats(of session: Session) {
    guard configuration.printsStats else { return }
    let lines =
      [session.cost.report] + session.pointerLag.report
      + [session.canvas.displayDescription, session.canvas.rendererDescription].compactMap { $0 }
      + [session.motionDescription]
    FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
  }

  private func runWindow() throws(PlaygroundError) {
    // Before SDL's video starts: SDL keeps the handler it finds, chains its own to it and puts it
    // back when it quits, before it closes its connections (whose last errors come then).
    VanishedRequestors.install()
    // From here the run's error lines also show in the window (the message panel).
    WindowMessages.open()
    defer {
      WindowMessages.close()
      SDL_Quit()
    }
    let canvas = try Canvas(
      windowTitle: "Flick", size: configuration.size,
      forcedScale: configuration.pixelScaleIsGiven ? configuration.pixelScale : nil)
    let clock = FrameClock()
    var input = Input(clock: clock, canvas: canvas)
    let session = try Session(configuration: configuration, canvas: canvas)
    DisplayLoss.install { [self] in
      // The X server is gone: write what needs no display, say so in one line, and exit.
      let interruption = Interruption(
        reason: "display lost", summary: "lost the display (the X server went away)", status: 1)
      do throws(PlaygroundError) {
        try finish(session, interruption: interruption)
      } catch {
        FlickCommand.printError(error.message)
      }
    }
    // The display's rate (vsync) or 60 Hz paced by hand; --fps caps it lower.
    let displayInterval = 1 / (canvas.vsyncRefreshRate ?? Self.fallbackFrameRate)
    let frameInterval =
      configuration.fpsIsGiven ? max(displayInterval, 1 / configuration.fps) : displayInterval
    // Where the present does not wait for vsync, frames are presented on slots paced by hand.
    var pacer = canvas.vsyncRefreshRate == nil ? FramePacer(interval: frameInterval) : nil
    var event = SDL_Event()
    var drewOnce = false
    // The last presented frame's time, for `--stats`' interval; nil after an idle wait (a
    // pause of the display link is not a frame interval).
    var lastPresent: Double?
    // Each X event's own server time reaches the input (``X11EventTimes``): SDL queues the X
    // events beside the SDL events it makes of them.
    SDL_EventState(SDL_SYSWMEVENT.rawValue, SDL_ENABLE)
    flick_x11_stamps_install()
    defer { flick_x11_stamps_uninstall() }
    while !session.quitRequested {
      var polled = PolledEvents()
      let receivedAt = { (ticks: UInt32) in clock.seconds(fromEventTimestamp: ticks) }
      if drewOnce && (session.isIdle || input.isMinimized) && !input.isPressed {
        // The display link pauses: block until something happens (or the script or the
        // --duration has something due), so an idle window costs no CPU.
        if waitWhileIdle(input: input, session: session, clock: clock, event: &event) {
          polled.append(event, receivedAt: receivedAt)
        }
        lastPresent = nil
        pacer?.restart()
      } else if let start = pacer?.frameStart {
        waitPumpingEvents(until: start, clock: clock)
      }
      if session.runner.takeHitch() {
        // J: the loop stalls for 250 ms before this frame, as a slow frame on a device would.
        // Before the poll, so what happens meanwhile reaches this frame, each input at its own
        // time (as on a device, where the input queue fills while the frame is late).
        usleep(UInt32(SceneClock.hitchDuration * 1_000_000))
      }
      // SDL 2.26 ends a poll at the sentinel its last pump queued: one an idle wait left would
      // end this poll before what arrived since (the hitch's whole flick) is read. Without it,
      // the first poll pumps afresh.
      SDL_FlushEvent(SDL_POLLSENTINEL.rawValue)
      while SDL_PollEvent(&event) != 0 { polled.append(event, receivedAt: receivedAt) }
      let inputs = input.translate(polled)
      if input.isMinimized && !inputs.contains(where: { if case .quit = $0 { true } else { false } }) {
        continue
      }
      let frameStart = clock.now()
      session.instrument.touches.emulated = input.emulatedTouchPoints.map {
        EmulatedTouches(points: $0, isPressed: input.emulator.isActive)
      }
      session.frame(at: frameStart, inputs: inputs)
      if session.outputFailure != nil { break }
      drewOnce = true
      if let duration = configuration.duration, frameStart >= duration { break }
      let work = clock.now() - frameStart
      let pixels = canvas.pendingPresentPixels
      if let start = pacer?.presentStart(pixels: pixels) { waitPumpingEvents(until: start, clock: clock) }
      let presentStart = clock.now()
      canvas.present()
      let presented = clock.now()
      session.presented(
        at: presented, present: presented - presentStart, interval: lastPresent.map { presented - $0 },
        slot: pacer?.slot, pointer: session.pointerLag.isHolding ? input.pointerNow() : nil)
      lastPresent = presented
      if pacer != nil {
        pacer?.presented(work: work, pixels: pixels, presentStart: presentStart, presented: presented)
      } else {
        // vsync paced the present; --fps may ask for fewer frames than the display shows.
        waitPumpingEvents(until: frameStart + frameInterval, clock: clock)
      }
    }
    DisplayLoss.uninstall()
    // The monitors end with the window, not waited for.
    session.desktopMonitor?.stop()
    try finish(session, interruption: nil, redraw: true)
  }

  /// Blocks until an event arrives (then in `event`, and true) or the script, the --duration or
  /// a minimized window's poll has something due. The wait is cut into slices of at most `idleWakeInterval`: SDL turns
  /// SIGTERM into SDL_QUIT only when it pumps events, and the kernel may deliver the signal to
  /// another of the process's threads, which does not interrupt a wait already blocking on the
  /// display's socket: one unbounded wait could leave an idle window deaf to SIGTERM.
  private func waitWhileIdle(
    input: Input, session: Session, clock: FrameClock, event: inout SDL_Event
  ) -> Bool {
    let start: Double = clock.now()
    let dueTimes: [Double] = [session.nextScriptTime, configuration.duration].compactMap { $0 }
    var deadline: Double? = dueTimes.min()
    if input.isMinimized { deadline = start + 0.25 }
    while true {
      // A scene file saved while nothing moves: the next frame reloads it.
      if session.sceneFiles?.hasChanged == true { return false }
      // The desktop's motion switch changed: the next frame follows it.
      if session.desktopMonitor?.hasPending == true { return false }
      let now: Double = clock.now()
      var slice: Double = Self.idleWakeInterval
      if let deadline {
        if deadline <= now { return false }
        slice = min(slice, deadline - now)
      }
      let milliseconds = Int32((slice * 1000).rounded(.up))
      if SDL_WaitEventTimeout(&event, milliseconds) != 0 {
        // An event SDL does not translate (a window exposure) still ends the wait: the
        // frame after it redraws.
        return true
      }
    }
  }

  /// Waits for a frame's start or its present's slot (``FramePacer``), or for the --fps cap's
  /// next frame: sleeps until `deadline` in slices of 2 ms, pumping SDL's events between them.
  /// SDL2 stamps an event with the time it is pumped, so pumping only once a frame would give a
  /// burst of mouse moves one shared timestamp (and the velocity tracker 60 samples a second);
  /// pumping every 2 ms keeps them within 2 ms of the move. It sleeps between slices, never
  /// spins.
  private func waitPumpingEvents(until deadline: Double, clock: FrameClock) {
    while true {
      let remaining = deadline - clock.now()
      if remaining <= 0.0005 { return }
      SDL_PumpEvents()
      usleep(UInt32(min(remaining, 0.002) * 1_000_000))
    }
  }
}
