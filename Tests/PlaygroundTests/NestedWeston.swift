import Foundation
import Testing

/// Debian's weston as a Wayland desktop for the window tests: its X11 backend in a private Xvfb
/// (its headless backend has no seat, and SDL 2.26's wayland driver crashes in `SDL_Init`
/// without one), with pixman's renderer (no GPU buffers for clients: Mesa's EGL falls back to
/// shared memory), at output scale 2, and the kiosk shell, which shows the one window at the
/// output's top-left corner, output-sized, so that xdotool on the outer Xvfb knows where it is.
final class NestedWeston {
  static let executable = "/usr/bin/weston"
  static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: executable) }

  let display: WindowTests.VirtualDisplay
  let process = Process()
  /// XDG_RUNTIME_DIR, where its socket is.
  let runtimeDirectory: URL
  let socket = "flick-weston"
  /// The output in points; its pixels are `scale` times more.
  let width: Int
  let height: Int
  let scale: Int

  struct NoSocket: Error {
    var log: String
  }

  init(width: Int = 1200, height: Int = 800, scale: Int = 2) throws {
    self.width = width
    self.height = height
    self.scale = scale
    try #require(Self.isInstalled, "needs weston: bash scripts/install-dependencies.sh")
    display = try WindowTests.VirtualDisplay(screen: "\(width * scale + 100)x\(height * scale + 100)")
    runtimeDirectory = try FlickProcess.temporaryDirectory()
    chmod(runtimeDirectory.path, 0o700)
    let log = runtimeDirectory.appendingPathComponent("weston.log")
    try FlickProcess.makeEmptyFile(at: log)
    process.executableURL = URL(fileURLWithPath: Self.executable)
    process.arguments = [
      "--backend=x11-backend.so", "--use-pixman", "--shell=kiosk-shell.so", "--scale=\(scale)",
      "--width=\(width)", "--height=\(height)", "--socket=\(socket)", "--no-config", "--idle-time=0",
    ]
    process.environment = [
      "DISPLAY": display.name, "XDG_RUNTIME_DIR": runtimeDirectory.path, "PATH": "/usr/bin:/bin",
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: log)
    try process.run()
    let socketPath = runtimeDirectory.appendingPathComponent(socket).path
    let start = Date()
    while !FileManager.default.fileExists(atPath: socketPath) && Date().timeIntervalSince(start) < 30 {
      usleep(50_000)
    }
    // The socket exists before the output is up: wait for its window on the outer X server.
    let mapped = try display.waitForWindow(["--classname", "weston"])
    guard mapped, FileManager.default.fileExists(atPath: socketPath), process.isRunning else {
      stop()
      throw NoSocket(log: (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }
  }

  /// The environment of a native Wayland client of this weston: no DISPLAY (no X11 to fall
  /// back to) and no SDL_VIDEODRIVER (Flick chooses).
  func clientEnvironment() -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    for name in ["DISPLAY", "SDL_VIDEODRIVER", "GDK_SCALE", "QT_SCALE_FACTOR"] { environment[name] = nil }
    environment["WAYLAND_DISPLAY"] = socket
    environment["XDG_RUNTIME_DIR"] = runtimeDirectory.path
    return environment
  }

  /// The outer Xvfb's screen as a PNG (ImageMagick's `import`), where weston's output is drawn
  /// at its pixels from the top-left corner.
  func captureScreen(to path: URL) throws {
    let tool = Process()
    tool.executableURL = URL(fileURLWithPath: "/usr/bin/import")
    tool.arguments = ["-window", "root", path.path]
    tool.environment = ["DISPLAY": display.name]
    tool.standardOutput = FileHandle.nullDevice
    tool.standardError = FileHandle.nullDevice
    try tool.run()
    tool.waitUntilExit()
  }

  func stop() {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }

  deinit {
    stop()
    try? FileManager.default.removeItem(at: runtimeDirectory)
  }
}
