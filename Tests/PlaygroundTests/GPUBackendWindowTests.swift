import Foundation
import Testing

@testable import Playground

/// The GPU backend drawn once: a real window under Xvfb on Mesa's software OpenGL (llvmpipe),
/// chosen with `SDL_RENDER_DRIVER=opengl` (Flick keeps a driver the user picked, even one that
/// rasterises on the CPU), its screenshot compared with the software backend's picture of the
/// same scene in the same kind of window. The GPU path draws every shape as triangles with an
/// anti-aliasing fringe and turns shadows into textured meshes, so edges differ by a few levels;
/// the tolerance is the visual regression suite's (a pixel differs when a channel is more than
/// 24 levels off), and at most 0.1 % of the pixels may (12 of 307 200 differ in the modal, 40 in
/// the card, on Debian 12's Mesa 22.3 llvmpipe).
@Suite(
  "The GPU backend in a window under Xvfb", .serialized,
  TestTier.window)
struct GPUBackendWindowTests {
  /// The largest fraction of pixels that may differ by more than 24 levels in a channel.
  static let tolerance = 0.001

  /// `scene` at rest in a window of `size` points, its last frame's screenshot, drawn by the
  /// backend `driver` names (nil: Flick's own choice, the software renderer under Xvfb), and
  /// the `renderer:` line `--stats` printed.
  private func windowShot(scene: String, size: String, driver: String?, in directory: URL) throws -> (
    image: ReferenceImage, renderer: String?
  ) {
    let display = try WindowTests.VirtualDisplay(screen: "1280x800")
    let name = driver ?? "software"
    let folder = directory.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let shot = folder.appendingPathComponent("\(scene)-\(name).png")
    // Space at 0.1 s: the modal presented (its shadow, its rounded panel over the dimming), the
    // card thrown to a corner; both at rest by the end.
    let script = folder.appendingPathComponent("space.json")
    try Data(#"{"events": [{"t": 0.1, "key": "space"}]}"#.utf8).write(to: script)
    let window = try WindowTests.Window(
      on: display, in: folder,
      arguments: [
        "--scene", scene, "--size", size, "--script", script.path, "--duration", "2.5", "--stats",
        "--screenshot", shot.path,
      ]
    ) { environment in
      environment["SDL_RENDER_DRIVER"] = driver
      // Mesa's CPU rasteriser, whatever the machine has.
      if driver != nil { environment["LIBGL_ALWAYS_SOFTWARE"] = "1" }
    }
    defer { window.stop() }
    #expect(window.secondsToExit(limit: 60) != nil, "the window did not end after its --duration")
    #expect(window.process.terminationStatus == 0, "\(window.stderr)")
    if let keep = ProcessInfo.processInfo.environment["FLICK_KEEP_GPU_SHOTS"] {
      try? FileManager.default.copyItem(atPath: shot.path, toPath: "\(keep)/\(scene)-\(name).png")
    }
    let renderer = window.stdout.split(separator: "\n").first { $0.hasPrefix("renderer: ") }.map(String.init)
    return (try #require(ReferenceImage(contentsOf: shot.path)), renderer)
  }

  @Test(arguments: ["modal", "card"])
  func theOpenGLBackendDrawsWhatTheSoftwareOneDoes(_ scene: String) throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let gpu = try windowShot(scene: scene, size: "640x480", driver: "opengl", in: directory)
    let software = try windowShot(scene: scene, size: "640x480", driver: nil, in: directory)
    // Each backend is the one asked for: a window that fell back to software would compare
    // the software backend with itself.
    #expect(gpu.renderer == "renderer: opengl", "\(gpu.renderer ?? "no renderer line")")
    #expect(software.renderer == "renderer: software", "\(software.renderer ?? "no renderer line")")
    #expect(gpu.image.width == 640 && gpu.image.height == 480)
    // Something was drawn: not one colour over the whole window.
    #expect(Set(gpu.image.argb).count > 16, "the GPU picture is blank")
    let differing = gpu.image.fractionDiffering(from: software.image)
    #expect(differing <= Self.tolerance, "\(differing * 100) % of the pixels differ")
  }
}
