import Foundation
import Motion
import Testing

@testable import Playground

/// The scroll scene in a real window under Xvfb, driven as a person would with xdotool: wheel
/// clicks (X buttons 4 and 5) scroll the list and the screen shows it; Space pages down and
/// Shift+Space pages back up.
@Suite(
  "Scroll scene under Xvfb", .serialized,
  TestTier.window)
struct ScrollWindowTests {
  /// The list's offset on every trace line, once the window has quit (SIGTERM: the trace is
  /// complete only then).
  private func offsets(_ window: WindowTests.Window) throws -> [Double] {
    window.process.terminate()
    #expect(window.secondsToExit() != nil)
    return try window.lines.compactMap { ($0["offset"] as? [String: Any])?["y"] as? Double }
  }

  /// Waits for the window's first trace line (a loaded machine may take seconds to open it).
  private func waitForFirstFrame(_ window: WindowTests.Window) {
    #expect(window.waitForLine { $0["frame"] != nil }, "the window showed no frame: \(window.stderr)")
  }

  /// Waits until the list has moved (`phase` traced after the first `count` lines) and come to
  /// rest again (the last line idle): what a wheel or a page does is then all traced.
  private func waitForRest(of window: WindowTests.Window, after count: Int, _ phase: String) {
    let rested = window.waitForLines { lines in
      lines.count > count && lines[count...].contains { $0["phase"] as? String == phase }
        && lines.last?["phase"] as? String == "idle"
    }
    #expect(rested, "the list did not move (\(phase)) and come to rest")
  }

  /// Runs `body` with the scroll scene open in a window on a private display (and a folder for
  /// its files), once its first frame is traced; closes both afterwards.
  private func withScrollWindow(
    _ body: (WindowTests.VirtualDisplay, URL, WindowTests.Window) throws -> Void
  ) throws {
    let display = try WindowTests.VirtualDisplay()
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let window = try WindowTests.Window(on: display, in: directory, arguments: ["--scene", "scroll"])
    defer { window.stop() }
    waitForFirstFrame(window)
    try body(display, directory, window)
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/import")))
  func wheelClicksScrollTheListAndTheScreenShowsIt() throws {
    try withScrollWindow { display, directory, window in
      let before = directory.appendingPathComponent("before.png")
      try display.grab(to: before)
      // The 960×640 window sits at (160, 80) on the 1280×800 screen: over the list, below the strip.
      try display.xdotool(["mousemove", "--sync", "640", "600"])
      var count = try window.lines.count
      try display.xdotool(["click", "--repeat", "6", "--delay", "60", "5"])
      waitForRest(of: window, after: count, "wheel")
      let after = directory.appendingPathComponent("after.png")
      try display.grab(to: after)
      #expect(try Data(contentsOf: before) != Data(contentsOf: after), "the screen did not change")
      count = try window.lines.count
      try display.xdotool(["click", "--repeat", "2", "--delay", "60", "4"])
      waitForRest(of: window, after: count, "wheel")
      let ys = try offsets(window)
      let phases = try window.lines.compactMap { $0["phase"] as? String }
      let down = try #require(ys.max())
      let up = try #require(ys.last)
      #expect(down > 100, "six notches down moved the list \(down) pt")
      #expect(up < down && up > 0, "two notches up: \(down) → \(up) pt")
      #expect(phases.contains("wheel"))
    }
  }

  @Test func spacePagesDownAndShiftSpacePagesBackUp() throws {
    try withScrollWindow { display, _, window in
      try display.xdotool(["search", "--sync", "--name", "Flick", "windowfocus", "--sync", "%1"])
      var count = try window.lines.count
      try display.xdotool(["key", "space"])
      waitForRest(of: window, after: count, "paging")
      count = try window.lines.count
      try display.xdotool(["key", "shift+space"])
      waitForRest(of: window, after: count, "paging")
      let ys = try offsets(window)
      let paged = try #require(ys.max())
      let back = try #require(ys.last)
      #expect(paged > 300, "Space paged down to \(paged) pt")
      #expect(abs(back) < 1, "Shift+Space paged back up to \(back) pt")
    }
  }
}

extension WindowTests.VirtualDisplay {
  /// A screenshot of the whole screen, taken with ImageMagick's `import`.
  func grab(to file: URL) throws {
    let grab = Process()
    grab.executableURL = URL(fileURLWithPath: "/usr/bin/import")
    grab.arguments = ["-display", name, "-window", "root", file.path]
    grab.standardError = FileHandle.nullDevice
    try grab.run()
    grab.waitUntilExit()
    #expect(grab.terminationStatus == 0)
  }
}
