import CSDL2
import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// A scene file's picture is decoded once: the loader's check hands its surface to the renderer,
/// and a save that leaves the picture alone decodes nothing (each test has a file of its own, so
/// the counts are its own while the suites run in parallel).
@Suite("Scene files' pictures are decoded once")
struct DecodedPicturesTests {
  /// A folder of its own with `icon` (one of Assets/icons) copied in as picture.png.
  private func folder(with icon: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flick-pictures-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: FlickProcess.packageRoot.appendingPathComponent("Assets/icons/\(icon)"),
      to: folder.appendingPathComponent("picture.png"))
    return folder
  }

  private func load(_ folder: URL) throws -> SceneFileImage {
    try SceneFileLoader.image("picture.png", in: folder).get()
  }

  @Test func theLoaderAndTheRendererShareOneDecodeAndASaveDecodesNothing() throws {
    let folder = try folder(with: "flick-64.png")
    defer { try? FileManager.default.removeItem(at: folder) }
    let image = try load(folder)
    // The scene file saved again, its picture untouched: the same source, nothing decoded.
    #expect(try load(folder) == image)
    let path = ImageTextures.path(of: image.source)
    #expect(image.size == Size(width: 64, height: 64))
    #expect(DecodedPictures.decodeCount(of: path) == 1)

    // The renderer draws it from the loader's surface: still one decode, and the picture drawn.
    let canvas = try Canvas(offscreenSize: Size(width: 64, height: 64))
    let renderer = DisplayListRenderer(canvas: canvas, text: nil)
    var list = DisplayList(visibleBounds: Rect(x: 0, y: 0, width: 64, height: 64))
    list.fill(Rect(x: 0, y: 0, width: 64, height: 64), color: Color(hex: 0x00FF00))
    list.append(.image(ImageItem(source: image.source, box: image.size, opacity: 1, transform: .identity)))
    renderer.draw(list, background: Color(hex: 0x00FF00))
    SDL_RenderFlush(canvas.renderer)
    #expect(DecodedPictures.decodeCount(of: path) == 1)
    let pixels = (0..<64).flatMap { y in (0..<64).compactMap { x in canvas.pixel(x: x, y: y) } }
    #expect(pixels.contains { $0 & 0xFFFF_FF00 != 0x00FF_0000 }, "the picture was not drawn over the green")

    // A second renderer finds no surface waiting and decodes the file itself.
    let surface = DecodedPictures.takeSurface(for: image.source)
    #expect(surface != nil)
    if let surface { SDL_FreeSurface(surface) }
    #expect(DecodedPictures.decodeCount(of: path) == 2)
  }

  @Test func aPictureSavedAgainIsDecodedAgain() throws {
    let folder = try folder(with: "flick-64.png")
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try load(folder)
    let picture = folder.appendingPathComponent("picture.png")
    try FileManager.default.removeItem(at: picture)
    try FileManager.default.copyItem(
      at: FlickProcess.packageRoot.appendingPathComponent("Assets/icons/flick-48.png"), to: picture)
    // A later modification time than the first copy's, whatever the file system's clock did.
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: picture.path)
    let second = try load(folder)
    #expect(second.source != first.source)
    #expect(second.size == Size(width: 48, height: 48))
    #expect(DecodedPictures.decodeCount(of: ImageTextures.path(of: second.source)) == 2)
    // The renderer gets the new picture's surface, not the first one's.
    let surface = DecodedPictures.takeSurface(for: second.source)
    #expect(surface?.pointee.w == 48)
    if let surface { SDL_FreeSurface(surface) }
    #expect(DecodedPictures.decodeCount(of: ImageTextures.path(of: second.source)) == 2)
  }
}
