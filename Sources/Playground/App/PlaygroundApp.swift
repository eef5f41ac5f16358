import CSDL2
import Foundation
import Motion
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

  /// Renders `duration × fps` frames offscreen, frame n at n / fps, as fast as the machine goes.
  /// Returns the session for in-process tests.
  @discardableResult
  func runHeadless() throws(PlaygroundError) -> Session {
    let canvas = try Canvas(
      offscreenSize: configuration.size, capacity: configuration.script?.largestSize,
      pixelScale: configuration.pixelScale)
    let session = try Session(configuration: configuration, canvas: canvas)
    QuitSignal.install()
    defer { QuitSignal.uninstall() }
    let frames = Int((configuration.headlessDuration * configuration.fps).rounded())
    // J: the simulated clock skips 250 ms once, as a stalled frame would.
    var skipped = 0.0
    for index in 0...frames {
      if session.clock.takeHitch() { skipped += SceneClock.hitchDuration }
      session.frame(at: Double(index) / configuration.fps + skipped, inputs: [])
      if let failure = session.outputFailure { throw failure }
      if session.quitRequested || QuitSignal.isRequested { break }
    }
    if let path = configuration.screenshotPath { try session.saveScreenshot(to: path) }
    if let path = configuration.plotPath { try session.chart.write(to: path) }
    try session.finish()
    printStats(of: session)
    return session
  }

  /// `--stats`: the frame cost's report on stdout, after the outputs are safely written.
  private func printStats(of session: Session) {
    guard configuration.printsStats else { return }
    FileHandle.standardOutput.write(Data((session.cost.report + "\n").utf8))
  }

  private func runWindow() throws(PlaygroundError) {
    defer { SDL_Quit() }
    let canvas = try Canvas(
      windowTitle: "Flick", size: configuration.size,
      forcedScale: configuration.pixelScaleIsGiven ? configuration.pixelScale : nil)
    let clock = FrameClock()
    var input = Input(clock: clock, canvas: canvas)
    let session = try Session(configuration: configuration, canvas: canvas)
    // The display's rate (vsync) or 60 Hz paced by hand; --fps caps it lower.
    let displayInterval = 1 / (canvas.vsyncRefreshRate ?? Self.fallbackFrameRate)
    let frameInterval =
      configuration.fpsIsGiven ? max(displayInterval, 1 / configuration.fps) : displayInterval
    var event = SDL_Event()
    var drewOnce = false
    // The last presented frame's time, for `--stats`' interval; nil after an idle wait (a
    // pause of the display link is not a frame interval).
    var lastPresent: Double?
    while !session.quitRequested {
      var inputs: [InputEvent] = []
      if drewOnce && (session.isIdle || input.isMinimized) && !input.isPressed {
        // The display link pauses: block until something happens (or the script or the
        // --duration has something due), so an idle window costs no CPU.
        if let translated = waitWhileIdle(input: &input, session: session, clock: clock, event: &event) {
          inputs.append(translated)
        }
        lastPresent = nil
      }
      while SDL_PollEvent(&event) != 0 {
        if let translated = input.translate(event) { inputs.append(translated) }
      }
      if input.isMinimized && !inputs.contains(where: { if case .quit = $0 { true } else { false } }) {
        continue
      }
      if session.clock.takeHitch() {
        // J: the loop stalls for 250 ms before this frame, as a slow frame on a device would.
        usleep(UInt32(SceneClock.hitchDuration * 1_000_000))
      }
      let frameStart = clock.now()
      session.instrument.overlay.emulatedTouches = input.emulatedTouchPoints.map {
        EmulatedTouches(points: $0, isPressed: input.emulator.isActive)
      }
      session.frame(at: frameStart, inputs: inputs)
      if let failure = session.outputFailure { throw failure }
      drewOnce = true
      if let duration = configuration.duration, frameStart >= duration { break }
      canvas.present()
      let presented = clock.now()
      session.presented(at: presented)
      if let lastPresent { session.recordPresentInterval(presented - lastPresent) }
      lastPresent = presented
      waitForNextFrame(deadline: frameStart + frameInterval, clock: clock)
    }
    if let path = configuration.screenshotPath {
      // Drawing reads state only, so redrawing gives the last presented frame.
      session.draw()
      try session.saveScreenshot(to: path)
    }
    if let path = configuration.plotPath { try session.chart.write(to: path) }
    try session.finish()
    printStats(of: session)
  }

  /// Blocks until an event arrives or the script, the --duration or a minimized window's poll
  /// has something due. The wait is cut into slices of at most `idleWakeInterval`: SDL turns
  /// SIGTERM into SDL_QUIT only when it pumps events, and the kernel may deliver the signal to
  /// another of the process's threads, which does not interrupt a wait already blocking on the
  /// display's socket: one unbounded wait could leave an idle window deaf to SIGTERM.
  private func waitWhileIdle(
    input: inout Input, session: Session, clock: FrameClock, event: inout SDL_Event
  ) -> InputEvent? {
    let start: Double = clock.now()
    let dueTimes: [Double] = [session.nextScriptTime, configuration.duration].compactMap { $0 }
    var deadline: Double? = dueTimes.min()
    if input.isMinimized { deadline = start + 0.25 }
    while true {
      let now: Double = clock.now()
      var slice: Double = Self.idleWakeInterval
      if let deadline {
        if deadline <= now { return nil }
        slice = min(slice, deadline - now)
      }
      let milliseconds = Int32((slice * 1000).rounded(.up))
      if SDL_WaitEventTimeout(&event, milliseconds) != 0 {
        // An event SDL does not translate (a window exposure) still ends the wait: the
        // frame after it redraws.
        return input.translate(event)
      }
    }
  }

  /// Deadline pacing where vsync does not block: sleeps until `deadline` in slices of 2 ms,
  /// pumping SDL's events between them. SDL2 stamps an event with the time it is pumped, so
  /// pumping only once a frame would give a burst of mouse moves one shared timestamp (and the
  /// velocity tracker 60 samples a second); pumping every 2 ms keeps them within 2 ms of the
  /// move. It sleeps between slices, never spins.
  private func waitForNextFrame(deadline: Double, clock: FrameClock) {
    while true {
      let remaining = deadline - clock.now()
      if remaining <= 0.0005 { return }
      SDL_PumpEvents()
      usleep(UInt32(min(remaining, 0.002) * 1_000_000))
    }
  }
}
