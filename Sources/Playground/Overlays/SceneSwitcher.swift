import Motion
import Scenes
import Stage

/// The playground's controls along the top right of the navbar: a pill with the settling mode
/// (a click cycles spring → dynamics → timed) and a segmented control with every scene (a click
/// switches). Where the window is too narrow for every segment, one segment shows the current
/// scene and a click moves to the next.
struct SceneSwitcher {
  enum Target: Equatable {
    case mode
    case scene(String)
  }

  struct Segment {
    var target: Target
    var label: String
    var frame: Rect
    var isSelected: Bool
  }

  static let height = 26.0
  static let fontSize = 13.0
  /// The navbar's title line, where the controls sit.
  static let centerY = 38.0
  static let background = Color(red: 1, green: 1, blue: 1, alpha: 0.12)
  static let selected = Color(hex: 0x3D7BFD)
  static let text = Color(hex: 0xF4F6FA)

  private(set) var segments: [Segment] = []
  /// The whole control, for keeping scenes' content clear of it.
  private(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)

  /// Lays the controls out right-aligned in a window `width` points wide, leaving the middle of
  /// the navbar (its title) free.
  init(
    width: Double, scenes: SceneRegistry, current: String, mode: SettleMode, slowMotion: Bool,
    metrics: any TextMetrics
  ) {
    let names = scenes.names
    func segmentWidth(_ label: String) -> Double {
      metrics.measure(label, size: Self.fontSize, isBold: false).width + 20
    }
    let modeLabel = mode.rawValue + (slowMotion ? " ×10" : "")
    let modeWidth = segmentWidth(modeLabel)
    // The navbar's title ("Library", "Details") needs about 120 points in the middle.
    let room = width / 2 - 60 - 12
    let fits = modeWidth + 8 + names.map(segmentWidth).reduce(0, +) <= room
    // Every scene, or (too narrow) one segment naming the current scene that moves on.
    let entries: [(label: String, target: String, selected: Bool)] =
      fits
      ? names.map { ($0, $0, $0 == current) }
      : [(current + " ▸", scenes.name(after: current), false)]
    var x = width - 12
    var layout: [Segment] = []
    for entry in entries.reversed() {
      let segmentWidthValue = segmentWidth(entry.label)
      x -= segmentWidthValue
      layout.insert(
        Segment(
          target: .scene(entry.target), label: entry.label,
          frame: Rect(x: x, y: Self.centerY - Self.height / 2, width: segmentWidthValue, height: Self.height),
          isSelected: entry.selected),
        at: 0)
    }
    x -= 8 + modeWidth
    layout.insert(
      Segment(
        target: .mode, label: modeLabel,
        frame: Rect(x: x, y: Self.centerY - Self.height / 2, width: modeWidth, height: Self.height),
        isSelected: true),
      at: 0)
    segments = layout
    frame = Rect(x: x, y: Self.centerY - Self.height / 2, width: width - 12 - x, height: Self.height)
  }

  /// What a press at `point` (window points) hits, if anything.
  func target(at point: Vector2) -> Target? {
    segments.first { $0.frame.contains(point) }?.target
  }

  func append(to list: inout DisplayList) {
    let scenes = segments.filter { $0.target != .mode }
    if let first = scenes.first, let last = scenes.last {
      list.fill(
        Rect(
          x: first.frame.minX, y: first.frame.minY, width: last.frame.maxX - first.frame.minX,
          height: Self.height),
        cornerRadius: Self.height / 2, color: Self.background)
    }
    for segment in segments {
      if segment.isSelected {
        list.fill(segment.frame, cornerRadius: Self.height / 2, color: Self.selected)
      }
      list.text(LayerText(segment.label, size: Self.fontSize, color: Self.text), in: segment.frame)
    }
  }
}
