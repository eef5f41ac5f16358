import Foundation

/// Listens, while a window is open, for the desktop's motion switch changing: `gdbus monitor` on
/// the portal's object (its `SettingChanged` signal) and `gsettings monitor` on GNOME's
/// `enable-animations`, each a child process whose lines are read on a pipe's own thread and
/// taken by the loop (`take()`), which never waits for them.
///
/// Nothing runs without a session bus (the rule of `DesktopMotion/portalReducedMotion(environment:timeout:)`:
/// nothing may start one), nor for a tool not on the `PATH`. Each child has a bounded lifetime:
/// it runs under `timeout` for `lifetime` seconds where `timeout` is found, and is started
/// again when it ends, so one left behind by a crash ends by itself; `stop()` (and the end of
/// the window) ends them without waiting for them.
///
/// Sendable by its lock: the pipes' handlers and the children's ends run on Foundation's threads,
/// and everything they touch is behind `lock`.
final class DesktopMotionMonitor: @unchecked Sendable {
  /// How long one child lives before it is replaced.
  static let lifetime = 300
  /// The monitors' commands: the portal's signal, GNOME's key.
  static let commands: [(tool: String, arguments: [String])] = [
    (
      "gdbus",
      [
        "monitor", "--session", "--dest", "org.freedesktop.portal.Desktop", "--object-path",
        "/org/freedesktop/portal/desktop",
      ]
    ),
    ("gsettings", ["monitor", "org.gnome.desktop.interface", "enable-animations"]),
  ]

  private let environment: [String: String]
  // Guards everything below: the pipes' threads write, the loop reads.
  private let lock = NSLock()
  private var processes: [Int: Process] = [:]
  private var partial: [Int: String] = [:]
  private var lines: [String] = []
  private var stopped = false
  /// When each monitor was started (the loop's clock is not needed: this is a child's age).
  private var started: [Int: Date] = [:]

  /// The monitors, started; nil without a session bus or without either tool.
  init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
    guard DesktopMotion.hasSessionBus(environment) else { return nil }
    self.environment = environment
    var started = false
    for index in Self.commands.indices where start(index) { started = true }
    if !started { return nil }
  }

  deinit { stop() }

  /// Whether a line waits to be taken (the idle window's wake-up asks).
  var hasPending: Bool { lock.withLock { !lines.isEmpty } }

  /// The signals printed since the last call, in order (other lines are dropped).
  func take() -> [DesktopMotionSignal] {
    let taken = lock.withLock {
      defer { lines.removeAll() }
      return lines
    }
    return taken.compactMap(DesktopMotionSignal.parse)
  }

  /// Ends the monitors now, without waiting for them.
  func stop() {
    let running = lock.withLock {
      stopped = true
      defer { processes.removeAll() }
      return Array(processes.values)
    }
    for process in running where process.isRunning { process.terminate() }
  }

  /// Starts monitor `index` (under `timeout` where there is one); false when its tool is missing
  /// or does not start.
  @discardableResult
  private func start(_ index: Int) -> Bool {
    let command = Self.commands[index]
    guard let tool = DesktopMotion.executable(command.tool, environment: environment) else { return false }
    let process = Process()
    if let timeout = DesktopMotion.executable("timeout", environment: environment) {
      process.executableURL = URL(fileURLWithPath: timeout)
      process.arguments = [String(Self.lifetime), tool] + command.arguments
    } else {
      process.executableURL = URL(fileURLWithPath: tool)
      process.arguments = command.arguments
    }
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    output.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      if data.isEmpty { handle.readabilityHandler = nil }
      self?.received(data, from: index)
    }
    process.terminationHandler = { [weak self] _ in self?.ended(index) }
    let isStopped = lock.withLock {
      if !stopped {
        processes[index] = process
        started[index] = Date()
      }
      return stopped
    }
    if isStopped { return false }
    do { try process.run() } catch {
      lock.withLock { _ = processes.removeValue(forKey: index) }
      return false
    }
    return true
  }

  /// Whole lines only: a line split between two reads waits for its end.
  private func received(_ data: Data, from index: Int) {
    lock.withLock {
      var text = (partial[index] ?? "") + String(decoding: data, as: UTF8.self)
      while let newline = text.firstIndex(of: "\n") {
        lines.append(String(text[..<newline]))
        text = String(text[text.index(after: newline)...])
      }
      partial[index] = text
    }
  }

  /// A monitor ended: at the end of its lifetime it is started again (unless the window ended);
  /// one that ended sooner failed (no portal, no schema) and is not run in a loop.
  private func ended(_ index: Int) {
    let restarts = lock.withLock {
      !stopped && (started[index].map { Date().timeIntervalSince($0) >= Double(Self.lifetime) - 1 } ?? false)
    }
    if restarts { start(index) }
  }
}
