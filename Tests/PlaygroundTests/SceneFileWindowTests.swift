import Foundation
import Testing

@testable import Playground

/// A scene file edited while the real window runs (under Xvfb): a save that changes the spring
/// is reloaded, the gesture re-simulated under it, and the version before goes on beside it as
/// the ghost; a save that breaks the file shows its error in the window's message panel, with
/// the file, line and column, while the last good version keeps running.
@Suite(
  "Scene files in the window", .serialized,
  TestTier.window)
struct SceneFileWindowTests {
  @Test func savesReloadAndABrokenSaveShowsItsError() throws {
    let display = try WindowTests.VirtualDisplay()
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("live.json").path
    let good = try String(contentsOfFile: SceneFileRun.asset("pane"), encoding: .utf8)
    try SceneFileRun.save(good, to: path)
    // pane-demo: a tap at 0.25 s, a flick up at 1.4 s, a slow drag up and release at 2.5–3 s.
    let window = try WindowTests.Window(
      on: display, in: directory,
      arguments: ["--scene-file", path, "--script", SceneFileRun.script("pane-demo"), "--duration", "8"])
    defer { window.stop() }
    // Saved once the window has traced a frame a second in: before the drag at 2.5 s on the
    // scene's clock.
    #expect(window.waitForLine { ($0["t"] as? Double ?? 0) >= 1 }, "no frame a second in: \(window.stderr)")
    let soft = good.replacingOccurrences(
      of: "\"stiffness\": 300, \"damping\": 20", with: "\"stiffness\": 60, \"damping\": 6")
    #expect(soft != good)
    try SceneFileRun.save(soft, to: path)
    // Reloaded, and past the drag's release at 3 s with the ghost and the pane parted.
    _ = window.waitForLines { lines in
      guard
        let reloaded = lines.firstIndex(where: { ($0["reload"] as? [String: Any])?["ok"] as? Bool == true })
      else { return false }
      return (lines.last.flatMap { $0["t"] as? Double } ?? 0) > 3
        && lines[reloaded...].contains { line in
          guard let previous = line["previous"] as? [String: Double], let y = previous["y"],
            let pane = ((line["layers"] as? [String: Any])?["pane"] as? [String: Double])?["y"]
          else { return false }
          return abs(pane - y) > 20
        }
    }
    // The "summary" key loses its colon: line 5, column 13.
    try SceneFileRun.save(soft.replacingOccurrences(of: "\"summary\": ", with: "\"summary\" "), to: path)
    _ = window.waitForLine { ($0["reload"] as? [String: Any])?["ok"] as? Bool == false }
    // The screen once it shows the panel (read again every 50 ms, up to 30 s).
    let shot = directory.appendingPathComponent("screen.png")
    let start = Date()
    repeat {
      try display.grab(to: shot)
      if let image = ReferenceImage(contentsOf: shot.path),
        Self.isPanelColour(image.argb[(80 + 120) * image.width + 160 + 207])
      {
        break
      }
      usleep(50_000)
    } while Date().timeIntervalSince(start) < 30
    #expect(window.secondsToExit(limit: 30) != nil, "the window did not end after its --duration")

    let lines = try window.lines
    let reloads = lines.compactMap { $0["reload"] as? [String: Any] }
    #expect(reloads.count == 2, "\(reloads)")
    #expect(reloads.first?["ok"] as? Bool == true)
    #expect(reloads.last?["ok"] as? Bool == false)
    #expect(reloads.last?["error"] as? String == "5:13: expected ':' after the key \"summary\"")
    let reloaded = try #require(lines.firstIndex { ($0["reload"] as? [String: Any])?["ok"] as? Bool == true })
    let after = lines[reloaded...]
    #expect(after.allSatisfy { ($0["tuning"] as? [String: Double])?["stiffness"] == 60 })
    #expect(after.allSatisfy { $0["scene"] as? String == "live" })
    // The ghost: the version before, beside the new one, moving differently after the last drag.
    var apart = 0.0
    for line in after {
      guard let previous = line["previous"] as? [String: Double], let y = previous["y"] else { continue }
      apart = max(apart, abs(try SceneFileRun.frame(line, "pane").y - y))
    }
    #expect(apart > 20, "the ghost and the pane never parted: \(apart) pt")
    // Still the pane after the broken save: the last line has it at rest, the trace going on.
    #expect(window.stderr.components(separatedBy: "\n").filter { $0.hasPrefix("flick: ") }.count == 1)
    #expect(window.stderr.contains("flick: \(path):5:13: expected ':' after the key \"summary\""))
    // The window's message panel shows it (960×640 centred on 1280×800; the panel's padding).
    let image = try #require(ReferenceImage(contentsOf: shot.path))
    let argb = image.argb[(80 + 120) * image.width + 160 + 207]
    #expect(Self.isPanelColour(argb), "no message panel: \(String(argb, radix: 16))")
  }

  /// Whether `argb` is the message panel's background (within 24 of each channel).
  private static func isPanelColour(_ argb: UInt32) -> Bool {
    let panel = MessagePanel.background
    let (red, green, blue) = (Int((argb >> 16) & 0xFF), Int((argb >> 8) & 0xFF), Int(argb & 0xFF))
    return abs(red - Int(panel.red * 255)) < 24 && abs(green - Int(panel.green * 255)) < 24
      && abs(blue - Int(panel.blue * 255)) < 24
  }
}
