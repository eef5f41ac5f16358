/// A picture a layer shows, stretched over its bounds (under its text, over its colour): a
/// designer's screenshot, a map, a photo. Stage only names it; the renderer that draws the display
/// list loads `source` (the playground: a PNG file, by its path) and caches it.
///
/// ```swift
/// map.image = LayerImage(source: "/home/me/scenes/map.png")
/// ```
public struct LayerImage: Sendable, Hashable {
  /// What the renderer loads: for the playground, a PNG file's path.
  public var source: String

  public init(source: String) {
    self.source = source
  }
}
