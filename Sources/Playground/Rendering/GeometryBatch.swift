import CSDL2
import Motion
import Stage

/// Triangles waiting to be drawn with one `SDL_RenderGeometry` call: consecutive shapes that
/// share a texture (or have none) go out together, which is what makes the OpenGL path fast.
/// Positions are canvas pixels.
struct GeometryBatch {
  private(set) var vertices: [SDL_Vertex] = []
  private(set) var indices: [Int32] = []
  /// The texture every triangle samples, or nil for plain colour.
  private(set) var texture: OpaquePointer?

  var isEmpty: Bool { indices.isEmpty }

  /// Whether triangles with `texture` can join this batch without a flush.
  func accepts(texture: OpaquePointer?) -> Bool { isEmpty || self.texture == texture }

  mutating func begin(texture: OpaquePointer?) {
    if isEmpty { self.texture = texture }
  }

  /// Adds a vertex and returns its index.
  mutating func vertex(_ position: Vector2, _ color: SDL_Color, uv: Vector2 = .zero) -> Int32 {
    vertices.append(
      SDL_Vertex(
        position: SDL_FPoint(x: Float(position.x), y: Float(position.y)), color: color,
        tex_coord: SDL_FPoint(x: Float(uv.x), y: Float(uv.y))))
    return Int32(vertices.count - 1)
  }

  mutating func triangle(_ a: Int32, _ b: Int32, _ c: Int32) {
    indices.append(a)
    indices.append(b)
    indices.append(c)
  }

  /// Two triangles over the quad a b c d (in order around it).
  mutating func quad(_ a: Int32, _ b: Int32, _ c: Int32, _ d: Int32) {
    triangle(a, b, c)
    triangle(a, c, d)
  }

  /// Draws what is batched and empties the batch.
  mutating func flush(to renderer: OpaquePointer) {
    guard !indices.isEmpty else { return }
    vertices.withUnsafeBufferPointer { vertexBuffer in
      indices.withUnsafeBufferPointer { indexBuffer in
        _ = SDL_RenderGeometry(
          renderer, texture, vertexBuffer.baseAddress, Int32(vertexBuffer.count), indexBuffer.baseAddress,
          Int32(indexBuffer.count))
      }
    }
    vertices.removeAll(keepingCapacity: true)
    indices.removeAll(keepingCapacity: true)
    texture = nil
  }
}

extension SDL_Color {
  /// `color` as bytes, its alpha times `alpha`.
  init(_ color: Color, alpha: Double = 1) {
    self.init(
      r: color.red8, g: color.green8, b: color.blue8,
      a: UInt8((max(0, min(1, color.alpha * alpha)) * 255).rounded()))
  }
}
