import Foundation
import Testing

/// V and K in a real window under Xvfb, in the window tests' serialized suite (one private display
/// at a time): V records the presented frames, resampled to 60 fps, to a timestamped MP4 in the
/// working directory; K puts the code on the X clipboard.
extension WindowTests {
  @Test func vRecordsTheWindowAndKCopiesTheCode() throws {
    let display = try VirtualDisplay()
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let process = Process()
    process.executableURL = FlickProcess.executable
    process.arguments = ["--size", "400x300"]
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display.name
    environment["SDL_VIDEODRIVER"] = "x11"
    process.environment = environment
    let output = directory.appendingPathComponent("stdout.txt")
    try FlickProcess.makeEmptyFile(at: output)
    process.standardOutput = try FileHandle(forWritingTo: output)
    let errors = directory.appendingPathComponent("stderr.txt")
    try FlickProcess.makeEmptyFile(at: errors)
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    defer {
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
    }
    sleep(2)
    func key(_ name: String) throws {
      try display.xdotool(["search", "--sync", "--name", "Flick", "key", "--window", "%1", name])
    }
    try key("v")
    usleep(300_000)
    try key("space")
    usleep(1_200_000)
    try key("v")
    usleep(500_000)
    try key("k")
    usleep(300_000)
    // The clipboard as another X client reads it (SDL answers the selection request).
    let clipboard = try VideoProbe.run(
      "/usr/bin/env",
      [
        "DISPLAY=\(display.name)", "python3", "-c",
        "import tkinter; root = tkinter.Tk(); root.withdraw(); print(root.clipboard_get())",
      ])
    try key("q")
    process.waitUntilExit()
    #expect(
      process.terminationStatus == 0, "stderr: \((try? String(contentsOf: errors, encoding: .utf8)) ?? "")")
    #expect(clipboard.contains("Flick · modal · spring → SwiftUI"), "clipboard: \(clipboard)")
    #expect(clipboard.contains("let spring = Spring(response: 0.362759873, dampingRatio: 0.577350269)"))
    let videos = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
      $0.hasPrefix("flick-") && $0.hasSuffix(".mp4")
    }
    #expect(videos.count == 1, "\(videos)")
    let name = try #require(videos.first)
    let probe = try VideoProbe.ffprobe(directory.appendingPathComponent(name).path)
    #expect(probe.width == 400 && probe.height == 300)
    // About 1.5 s between the two V presses, at a steady 60 fps whatever the window presented.
    #expect(probe.duration > 1.0 && probe.duration < 3.0, "\(probe.duration) s")
    #expect(abs(Double(probe.frames) - probe.duration * 60) <= 1, "\(probe.frames) frames")
    let printed = try String(contentsOf: output, encoding: .utf8)
    #expect(printed.contains("flick: video \(name): \(probe.frames) frames at 60 fps"), "\(printed)")
  }
}
