/// Every key a scene file may use, by where it may stand: the one list the reader checks a file
/// against (an unknown key is an error that lists these) and `docs/scene-files.md` is checked
/// against (an undocumented key fails `SceneFileDocsTests`).
///
/// ```swift
/// SceneFileSchema.keys["drag"]   // ["axis", "snap", "choose", …]
/// ```
public enum SceneFileSchema {
  /// Where a key stands, by the name the reference documents it under.
  public static let keys: [String: [String]] = [
    "scene": [
      "layers", "settle", "background", "summary", "hint", "subject", "edgePan", "let", "states", "on",
    ],
    "layer": [
      "id", "x", "y", "w", "h", "color", "alpha", "radius", "rotation", "scale", "shadow", "border", "text",
      "image", "interactive", "layers", "drag", "tap", "pinch", "rotate", "scroll", "follow", "repeat",
      "clip",
    ],
    "text": ["string", "size", "color", "bold", "align", "inset"],
    "shadow": ["color", "opacity", "radius", "x", "y"],
    "border": ["width", "color"],
    "drag": ["axis", "snap", "choose", "range", "rubberBand", "slop", "catch", "velocity", "in"],
    "range": ["x", "y"],
    "tap": ["action", "layer", "slop", "maxDuration", "in"],
    "states": stateProperties,
    "on": [
      "tap", "release", "enter", "snap", "key", "leave", "of", "in", "after", "velocity", "at", "pointer",
      "projected",
      "go",
      "enable", "disable", "set",
    ],
    "pinch": ["min", "max", "rest"],
    "rotate": ["snap"],
    "scroll": ["content", "axis", "paging", "deceleration"],
    "follow": ["property", "of", "along", "from", "to", "clip", "combine"],
    "edgePan": ["edge", "progress", "layers"],
    "edgePan.layers": properties,
    "settle": ["spring", "dynamics", "timed"],
    "spring": ["stiffness", "damping", "mass"],
    "dynamics": ["frequency", "damping", "density", "resistance"],
    "timed": ["duration", "curve"],
  ]

  /// The properties a progress link (and an edge pan's states) may set.
  public static let properties = ["x", "y", "w", "h", "alpha", "scale", "rotation", "radius", "color"]

  /// The properties a state (and an `"on"` rule's `"set"`) gives a layer.
  public static let stateProperties = properties + ["text"]
}
