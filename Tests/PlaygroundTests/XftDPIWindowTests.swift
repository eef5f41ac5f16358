import Foundation
import Motion
import Testing

@testable import Playground

/// `xrdb`, which loads X resources as a desktop session does.
enum XResourceLoader {
  static let xrdb = "/usr/bin/xrdb"
  static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: xrdb) }

  /// Loads `resources` into `display`'s resource database (`xrdb -load`, no preprocessor).
  static func load(_ resources: String, on display: WindowTests.VirtualDisplay, in directory: URL) throws {
    try #require(isInstalled, "needs xrdb: bash scripts/install-dependencies.sh")
    let file = directory.appendingPathComponent("Xresources")
    try Data(resources.utf8).write(to: file)
    let tool = Process()
    tool.executableURL = URL(fileURLWithPath: xrdb)
    tool.arguments = ["-nocpp", "-load", file.path]
    tool.environment = ["DISPLAY": display.name]
    try tool.run()
    tool.waitUntilExit()
    #expect(tool.terminationStatus == 0, "xrdb -load")
  }
}

/// A desktop set to 200 %, as GNOME and KDE set it under X11 (`Xft.dpi: 192` in the X resource
/// database, loaded here by `xrdb` as a session does): the window opens at twice the pixels
/// without `--scale`, says why in `--stats`, and a click lands on what is drawn under it.
@Suite(
  "A window under Xvfb with Xft.dpi 192", .serialized,
  TestTier.window)
struct XftDPIWindowTests {
  @Test func theWindowOpensAtTwiceThePixelsAndAPressLandsOnTheCard() throws {
    // -noreset: Xvfb clears the root window's properties, resources included, when its last
    // client leaves, as xrdb does.
    let display = try WindowTests.VirtualDisplay(screen: "2600x1400", arguments: ["-noreset"])
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try XResourceLoader.load("Xft.dpi:\t192\n", on: display, in: directory)
    let shot = directory.appendingPathComponent("shot.png")
    let window = try WindowTests.Window(
      on: display, in: directory,
      arguments: [
        "--scene", "card", "--size", "1200x640", "--stats", "--screenshot", shot.path,
      ])
    defer { window.stop() }
    window.waitUntilShown()
    // The card rests at (600, 352) points: (1200, 704) pixels at scale 2, which at scale 1
    // would be off the card (and off a 1200×640 window).
    try display.xdotool([
      "search", "--sync", "--name", "Flick", "mousemove", "--sync", "--window", "%1", "1200", "704",
      "mousedown", "1",
      "sleep", "0.2", "mousemove", "--window", "%1", "1300", "704", "sleep", "0.2", "mouseup", "1",
    ])
    // Ended (SIGTERM, as a window manager ends it) once the drag's end is traced.
    _ = window.waitForLine { $0["gesture"] as? String == "ended" }
    window.process.terminate()
    #expect(window.secondsToExit(limit: 30) != nil)
    #expect(window.process.terminationStatus == 0, "\(window.stderr)")
    let lines = try window.lines
    let grabbed = try #require(lines.first { $0["gesture"] as? String == "began" })
    let pointer = try #require((grabbed["pointers"] as? [[String: Any]])?.first)
    #expect(pointer["x"] as? Double == 600 && pointer["y"] as? Double == 352, "\(pointer)")
    #expect(
      window.stdout.split(separator: "\n").contains("display: x11, scale 2 (Xft.dpi 192)"), "\(window.stdout)"
    )
    let image = try #require(ReferenceImage(contentsOf: shot.path))
    #expect(image.width == 2400 && image.height == 1280)
  }

  @Test func theScaleFlagStillWins() throws {
    let display = try WindowTests.VirtualDisplay(arguments: ["-noreset"])
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try XResourceLoader.load("Xft.dpi:\t192\n", on: display, in: directory)
    let shot = directory.appendingPathComponent("shot.png")
    let window = try WindowTests.Window(
      on: display, in: directory,
      arguments: [
        "--size", "400x300", "--scale", "1", "--duration", "1", "--stats", "--screenshot", shot.path,
      ])
    defer { window.stop() }
    #expect(window.secondsToExit(limit: 30) != nil)
    #expect(window.process.terminationStatus == 0, "\(window.stderr)")
    #expect(
      window.stdout.split(separator: "\n").contains("display: x11, scale 1 (--scale)"), "\(window.stdout)")
    let image = try #require(ReferenceImage(contentsOf: shot.path))
    #expect(image.width == 400 && image.height == 300)
  }

  @Test func gdkScaleIsTheDesktopsScaleWithoutResources() throws {
    let display = try WindowTests.VirtualDisplay()
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let shot = directory.appendingPathComponent("shot.png")
    let window = try WindowTests.Window(
      on: display, in: directory,
      arguments: ["--size", "400x300", "--duration", "1", "--stats", "--screenshot", shot.path]
    ) { $0["GDK_SCALE"] = "2" }
    defer { window.stop() }
    #expect(window.secondsToExit(limit: 30) != nil)
    #expect(window.process.terminationStatus == 0, "\(window.stderr)")
    #expect(
      window.stdout.split(separator: "\n").contains("display: x11, scale 2 (GDK_SCALE 2)"), "\(window.stdout)"
    )
    let image = try #require(ReferenceImage(contentsOf: shot.path))
    #expect(image.width == 800 && image.height == 600)
  }
}
