import Motion
import Scenes
import Stage

/// The playground's controls along the top right of the navbar: a pill with the settling mode
/// (a click cycles spring → dynamics → timed) and a segmented control with every scene (a click
/// switches). Where the window is too narrow for the segments at their full size, they take a
/// compact row (smaller text, tighter padding: every scene is still one click away at the
/// default 960-point width); narrower still, one segment shows the current scene and a click
/// moves to the next.
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

  /// How the scenes' segments are laid out: the first that fits the room.
  enum Form: CaseIterable {
    /// Every scene at full size.
    case full
    /// Every scene, in smaller text with tighter padding.
    case compact
    /// One segment naming the current scene; a click moves to the next.
    case collapsed

    var fontSize: Double { self == .compact ? 11 : SceneSwitcher.fontSize }
    var padding: Double { self == .compact ? 12 : 20 }
  }

  static let height = 26.0
  static let fontSize = 13.0
  /// The navbar's title line, where the controls sit.
  static let centerY = 38.0
  /// The scenes' pill: dark enough that its white text reads over a light photo too (over
  /// white it gives a contrast of about 7:1; a 12 % white tint gave 1:1).
  static let background = Color(red: 0.08, green: 0.1, blue: 0.14, alpha: 0.72)
  static let selected = Color(hex: 0x3D7BFD)
  static let text = Color(hex: 0xF4F6FA)

  private(set) var segments: [Segment] = []
  /// The whole control, for keeping scenes' content clear of it.
  private(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)
  /// How the scenes' segments are laid out.
  private(set) var form = Form.full
  /// Every scene's name, in the registry's order (the help lists them).
  let sceneNames: [String]

  /// Lays the controls out right-aligned in a window `width` points wide, leaving the middle of
  /// the navbar (its title) free.
  init(
    width: Double, scenes: SceneRegistry, current: String, mode: SettleMode, slowMotion: Bool,
    metrics: any TextMetrics
  ) {
    let names = scenes.names
    sceneNames = names
    func segmentWidth(_ label: String, _ form: Form) -> Double {
      metrics.measure(label, size: form.fontSize, isBold: false).width + form.padding
    }
    let modeLabel = mode.rawValue + (slowMotion ? " ×10" : "")
    let modeWidth = segmentWidth(modeLabel, .full)
    // The navbar's title ("Library", "Details") needs about 120 points in the middle.
    let room = width / 2 - 60 - 12
    form =
      [Form.full, .compact].first { form in
        modeWidth + 8 + names.map { segmentWidth($0, form) }.reduce(0, +) <= room
      } ?? .collapsed
    // Every scene, or (too narrow) one segment naming the current scene that moves on.
    let entries: [(label: String, target: String, selected: Bool)] =
      form != .collapsed
      ? names.map { ($0, $0, $0 == current) }
      : [(current + " ▸", scenes.name(after: current), false)]
    var x = width - 12
    var layout: [Segment] = []
    for entry in entries.reversed() {
      let segmentWidthValue = segmentWidth(entry.label, form)
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
  /// The mode pill and the scenes' pill are rounded and drawn apart: a press in the gap between
  /// them, or just outside a rounded end, is not theirs.
  func target(at point: Vector2) -> Target? {
    // Both pills lie inside the control's frame: a press outside it (most of the window) is no one's.
    guard frame.contains(point) else { return nil }
    if let mode = segments.first(where: { $0.target == .mode }),
      mode.frame.contains(point, cornerRadius: Self.height / 2)
    {
      return .mode
    }
    guard let scenesPill, scenesPill.contains(point, cornerRadius: Self.height / 2) else { return nil }
    return segments.first { $0.target != .mode && $0.frame.contains(point) }?.target
  }

  /// The pill behind the scenes' segments.
  private var scenesPill: Rect? {
    let scenes = segments.filter { $0.target != .mode }
    guard let first = scenes.first, let last = scenes.last else { return nil }
    return Rect(
      x: first.frame.minX, y: first.frame.minY, width: last.frame.maxX - first.frame.minX, height: Self.height
    )
  }

  func append(to list: inout DisplayList) {
    if let scenesPill { list.fill(scenesPill, cornerRadius: Self.height / 2, color: Self.background) }
    for segment in segments {
      if segment.isSelected {
        list.fill(segment.frame, cornerRadius: Self.height / 2, color: Self.selected)
      }
      let size = segment.target == .mode ? Self.fontSize : form.fontSize
      list.text(LayerText(segment.label, size: size, color: Self.text), in: segment.frame)
    }
  }
}
