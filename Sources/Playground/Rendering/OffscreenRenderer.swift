import Motion
import Stage

/// Draws a layer tree offscreen with the playground's backend, outside a run: for the renderer
/// benchmarks (`Benchmarks/`) and for tests that look at pixels.
///
/// ```swift
/// let renderer = try OffscreenRenderer(size: Size(width: 960, height: 640), pixelScale: 2)
/// renderer.draw(root)
/// try renderer.savePNG(to: "/tmp/frame.png")
/// ```
public final class OffscreenRenderer {
  let canvas: Canvas
  let backend: DisplayListRenderer
  private var list = DisplayList()

  /// - Parameters:
  ///   - size: the canvas's size in points.
  ///   - pixelScale: pixels per point.
  ///   - technique: "spans" or "geometry" to force one (see `DisplayListRenderer`); nil picks the
  ///     software renderer's default.
  public init(size: Size, pixelScale: Double = 1, technique: String? = nil) throws(PlaygroundError) {
    canvas = try Canvas(offscreenSize: size, pixelScale: pixelScale)
    backend = DisplayListRenderer(
      canvas: canvas, text: TextRenderer(canvas: canvas),
      technique: technique.flatMap(DisplayListRenderer.Technique.init(rawValue:)))
  }

  /// The techniques there are, by name.
  public static var techniques: [String] { DisplayListRenderer.Technique.allCases.map(\.rawValue) }

  /// Builds `root`'s display list (presentation values) and draws it.
  public func draw(_ root: Layer) {
    list.removeAll()
    list.visibleBounds = Rect(origin: .zero, size: canvas.size)
    list.appendLayerTree(root)
    backend.draw(list, background: root.color)
  }

  public func savePNG(to path: String) throws(PlaygroundError) {
    try canvas.savePNG(to: path)
  }

  /// One pixel as 0xRRGGBBAA, in pixels.
  public func pixel(x: Int, y: Int) -> UInt32? { canvas.pixel(x: x, y: y) }
}
