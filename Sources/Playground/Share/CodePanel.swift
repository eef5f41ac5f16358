import Motion
import Scenes
import Stage

/// Beside the tuning panel: which platform K copies the settle for (a click on the header
/// picks the next), and that code as it stands, so what K copies is what is shown. Lines too
/// long for the box are cut with "…"; the clipboard gets them whole.
struct CodePanel {
  let platform: CodePlatform
  let code: String
  let frame: Rect
  /// The header row: clicking it picks the next platform.
  let picker: Rect

  static let fontSize = 10.0
  static let cornerRadius = 12.0
  static let lineHeight = 13.0
  /// SDL_ttf's sans at 10 pt is about 5.6 pt a character on average; the cut leaves room.
  static let characterWidth = 5.8
  static let maximumWidth = 440.0
  static let minimumWidth = 220.0

  /// Nil where the window has no room beside the tuning panel (K still copies).
  init?(platform: CodePlatform, snapshot: SettleSnapshot, layout: OverlayLayout) {
    let tuning = layout.tuningPanel(height: 0)
    let room = tuning.minX - 8 - OverlayLayout.margin
    guard !layout.isCompact, room >= Self.minimumWidth else { return nil }
    self.platform = platform
    code = CodeExport.code(for: platform, snapshot)
    let width = min(Self.maximumWidth, room)
    let lines = code.split(separator: "\n", omittingEmptySubsequences: false).count
    let available = layout.size.height - tuning.minY - OverlayLayout.margin - 40
    let height = min(30 + Double(lines) * Self.lineHeight + 8, available)
    frame = Rect(x: tuning.minX - 8 - width, y: tuning.minY, width: width, height: height)
    picker = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 28)
  }

  /// The settle the panel and K export: the scene's mode and parameters, its last release.
  static func snapshot(scene: any Scene, probe: SceneProbe) -> SettleSnapshot {
    SettleSnapshot(
      sceneName: scene.name, mode: scene.mode, parameters: scene.parameters,
      release: probe.handoff.flatMap(SettleSnapshot.Release.init))
  }

  func append(to list: inout DisplayList) {
    list.fill(frame, cornerRadius: Self.cornerRadius, color: HUDView.panelColor)
    list.text(
      LayerText(
        "Code: \(platform.title) ▸", size: 13, color: HUDView.textColor, isBold: true, alignment: .leading),
      in: Rect(x: frame.minX + 12, y: frame.minY + 4, width: frame.width - 130, height: 22))
    list.text(
      LayerText("click: next · K copies", size: 11, color: TuningPanel.headerColor, alignment: .trailing),
      in: Rect(x: frame.maxX - 132, y: frame.minY + 4, width: 120, height: 22))
    let columns = max(8, Int((frame.width - 24) / Self.characterWidth))
    var y = frame.minY + 30
    for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
      guard y + Self.lineHeight <= frame.maxY - 4 else { break }
      let text = line.count > columns ? line.prefix(columns - 1) + "…" : String(line)
      let isComment = line.hasPrefix("//") || line.hasPrefix("/*")
      list.text(
        LayerText(
          text, size: Self.fontSize, color: isComment ? TuningPanel.headerColor : HUDView.textColor,
          alignment: .leading),
        in: Rect(x: frame.minX + 12, y: y, width: frame.width - 24, height: Self.lineHeight))
      y += Self.lineHeight
    }
  }
}
