import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// Renders real frames offscreen and looks at their pixels.
@Suite("Headless rendering", .serialized)
struct HeadlessRenderTests {
  /// 0xRRGGBBAA of a Stage colour, as the canvas reports pixels.
  private func rgba(_ color: Color) -> UInt32 { color.rgba8 | 0xFF }

  private func channelsClose(_ a: UInt32, _ b: UInt32, tolerance: Int = 3) -> Bool {
    (0..<4).allSatisfy { (byte: Int) -> Bool in
      let shift = UInt32(byte * 8)
      let left = Int((a >> shift) & 0xFF)
      let right = Int((b >> shift) & 0xFF)
      return abs(left - right) <= tolerance
    }
  }

  @Test func dismissedSceneShowsNavbarAndBackground() throws {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.draws = true  // the test reads the frame's pixels
    configuration.duration = 0.1
    let session = try PlaygroundApp(configuration: configuration).runHeadless()
    let navbar = try #require(session.canvas.pixel(x: 10, y: 10))
    let middle = try #require(session.canvas.pixel(x: 100, y: 320))
    #expect(channelsClose(navbar, rgba(Palette.navbar)), "navbar pixel \(String(navbar, radix: 16))")
    #expect(channelsClose(middle, rgba(Palette.background)), "middle pixel \(String(middle, radix: 16))")
    #expect(session.canvas.pixel(x: 959, y: 639) != nil)
    #expect(session.canvas.pixel(x: 960, y: 640) == nil)
  }

  @Test func presentedModalIsDrawnWhiteOverDimmedBackground() throws {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.draws = true  // the test reads the frame's pixels
    configuration.duration = 1
    configuration.script = Script(events: [Script.Event(time: 0, action: .key("space"))])
    let session = try PlaygroundApp(configuration: configuration).runHeadless()
    #expect((session.scene as? ModalScene)?.transition.phase == .presented)
    // The modal's centre area away from its content lines: white.
    let modal = try #require(session.canvas.pixel(x: 480 - 130, y: 320 - 60))
    #expect(channelsClose(modal, rgba(Palette.surface)), "modal pixel \(String(modal, radix: 16))")
    // The background beside it is darker than undimmed.
    let dimmed = try #require(session.canvas.pixel(x: 100, y: 320))
    #expect((dimmed >> 24) < (rgba(Palette.background) >> 24) - 40)
  }

  @Test func hiDPIScaleDoublesThePixels() throws {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.draws = true  // the test reads the frame's pixels
    configuration.duration = 0.05
    configuration.pixelScale = 2
    let session = try PlaygroundApp(configuration: configuration).runHeadless()
    #expect(session.canvas.pixel(x: 1919, y: 1279) != nil)
    #expect(session.canvas.pixel(x: 1920, y: 1279) == nil)
    // The navbar is 64 points: 128 pixels.
    let navbarBottom = try #require(session.canvas.pixel(x: 40, y: 126))
    let belowNavbar = try #require(session.canvas.pixel(x: 40, y: 130))
    #expect(channelsClose(navbarBottom, rgba(Palette.navbar)))
    #expect(channelsClose(belowNavbar, rgba(Palette.background)))
  }

  @Test func screenshotIsAPNGOfTheCanvasSize() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("out.png").path
    let result = try FlickProcess.run(["--headless", "--duration", "1", "--screenshot", path])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    // PNG signature, then the IHDR chunk: width and height as big-endian 32-bit numbers.
    #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 960)
    #expect(height == 640)
  }
}
