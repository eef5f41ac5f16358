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
    let trace = directory.appendingPathComponent("trace.jsonl")
    process.arguments = ["--size", "400x300", "--trace", trace.path]
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
    // Once it draws (its first trace line), and, as ``Window/waitUntilShown()``, a little more
    // for the input focus.
    #expect(WindowTests.waitForLine(in: trace) { $0["frame"] != nil }, "the window showed no frame")
    usleep(300_000)
    func key(_ name: String) throws {
      try display.xdotool(["search", "--sync", "--name", "Flick", "key", "--window", "%1", name])
    }
    try key("v")
    // Kept: the video's length is what is checked (about 1.5 s between the two V presses).
    usleep(300_000)
    try key("space")
    usleep(1_200_000)
    try key("v")
    try key("k")
    // The clipboard as another X client reads it (SDL answers the selection request), read
    // again every 50 ms (up to 30 s) until K has put the code there.
    let clipboard = try VideoProbe.run(
      "/usr/bin/env",
      [
        "DISPLAY=\(display.name)", "python3", "-c",
        """
        import time, tkinter
        root = tkinter.Tk(); root.withdraw(); end = time.time() + 30; text = ""
        while "let spring" not in text and time.time() < end:
            time.sleep(0.05)
            try: text = root.clipboard_get()
            except tkinter.TclError: pass
        print(text)
        """,
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
