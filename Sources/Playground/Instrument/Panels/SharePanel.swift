import Foundation
import Motion
import Scenes
import Stage

/// The share panel (D): every way the window writes out what is on screen, gathered in one
/// place, each a row naming what it writes and its key, and the folder the files go to. A click
/// on a row asks the session for exactly what its key asks (the same ``SessionRequest``), so the
/// two cannot drift apart; a row that cannot write here (O in a Swift scene) is dimmed and says
/// why, and its click gives the key's toast. The same layout draws the panel and hit-tests it.
struct SharePanel {
  /// What the rows say, read from the session when the panel is laid out: the panel holds no
  /// state, as every panel.
  struct Status: Equatable {
    /// What O writes now.
    var webPage: WebPageSource
    /// The video V is recording, as a toast shows its path; nil when none is.
    var recording: String?
    /// The platform K copies code for.
    var platform: CodePlatform
    /// Where the pictures (screenshot, plot, page) and the videos go, as shown ("" for the
    /// working directory, which is then named).
    var pictures: String
    var videos: String
  }

  struct Row {
    /// The key that does the same, as the help writes it.
    let key: String
    let title: String
    /// What it writes, or why it cannot.
    let detail: String
    /// What a click asks of the session: what the key asks.
    let request: SessionRequest
    /// It cannot write here: drawn faint, the detail saying why.
    let isDimmed: Bool
    let frame: Rect
  }

  let frame: Rect
  let rows: [Row]
  /// Where the files go, along the panel's bottom.
  let folder: String
  let folderFrame: Rect
  private let isCompact: Bool

  static let cornerRadius = 12.0
  static let maximumWidth = 440.0
  static let headerHeight = 30.0
  static let footerHeight = 24.0
  static let rowHeight = 36.0
  /// Two lines of text, the compact sizes: the least a row may be (480×360 has about 29).
  static let minimumRowHeight = 27.0
  static let rowColor = Color(red: 1, green: 1, blue: 1, alpha: 0.07)
  static let dimmedColor = Color(red: 1, green: 1, blue: 1, alpha: 0.4)

  /// Under the navbar, at the left (the tuning panel has the right) or, in a compact window,
  /// centred as the tuning panel is; it ends above the toast's line so that a row's toast is
  /// read beside it, with rows shortened to fit down to ``minimumRowHeight``.
  init(status: Status, layout: OverlayLayout) {
    isCompact = layout.isCompact
    let width = min(Self.maximumWidth, layout.size.width - 2 * OverlayLayout.margin)
    let x = isCompact ? (layout.size.width - width) / 2 : OverlayLayout.margin
    let top = Navbar.height + OverlayLayout.margin
    let bottom = layout.toastBoxes[0].minY - 6
    let contents = Self.rows(for: status)
    let room = (bottom - top - Self.headerHeight - Self.footerHeight - 6) / Double(contents.count)
    let rowHeight = min(Self.rowHeight, max(Self.minimumRowHeight, room))
    let height = Self.headerHeight + Double(contents.count) * rowHeight + Self.footerHeight + 6
    frame = Rect(x: x, y: top, width: width, height: height)
    rows = contents.enumerated().map { index, row in
      Row(
        key: row.key, title: row.title, detail: row.detail, request: row.request, isDimmed: row.isDimmed,
        frame: Rect(
          x: x + 6, y: top + Self.headerHeight + Double(index) * rowHeight, width: width - 12,
          height: rowHeight - 2))
    }
    folder = Self.folderLine(status)
    folderFrame = Rect(
      x: x + 12, y: frame.maxY - Self.footerHeight - 4, width: width - 24, height: Self.footerHeight)
  }

  /// The rows, in the order the help lists their keys: the page, the video, the code, the
  /// screenshot, the plot.
  static func rows(for status: Status) -> [(
    key: String, title: String, detail: String, request: SessionRequest, isDimmed: Bool
  )] {
    let page: (String, Bool) =
      switch status.webPage {
      case .sceneFile(let path):
        ("flick-web-….html: \((path as NSString).lastPathComponent) in one page anyone can touch", false)
      case .modal(let path, let isTuned):
        (
          "flick-web-….html: \((path as NSString).lastPathComponent), "
            + (isTuned ? "at the default tuning, not yours" : "the modal's scene file"), false
        )
      case .none(let reason): (reason, true)
      }
    let video =
      status.recording.map { "recording \($0): \(KeyCommand.toggleVideo.label) stops it" }
      ?? "stopped: \(KeyCommand.toggleVideo.label) records the window as flick-….mp4"
    return [
      (KeyCommand.exportWeb.label, "Web page", page.0, .exportWeb, page.1),
      (
        KeyCommand.toggleVideo.label, status.recording == nil ? "Video" : "Video ● recording", video,
        .toggleVideo, false
      ),
      (
        KeyCommand.copyCode.label, "Code for \(status.platform.title)",
        "copies the settle as code to the clipboard",
        .copyCode, false
      ),
      (
        KeyCommand.screenshot.label, "Screenshot", "flick-….png: the window as drawn, this panel too",
        .screenshot, false
      ),
      (
        KeyCommand.exportPlot.label, "Plot", "flick-plot-….png: the run's chart, position and velocity",
        .exportPlot, false
      ),
    ]
  }

  /// Where the files go: one folder, or the pictures' and the videos' when they differ (started
  /// from a launcher).
  static func folderLine(_ status: Status) -> String {
    func shown(_ folder: String) -> String {
      folder.isEmpty
        ? SaveFolder.display(FileManager.default.currentDirectoryPath) + " (the working directory)"
        : SaveFolder.display(folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder)
    }
    if status.pictures == status.videos { return "saved in " + shown(status.pictures) }
    return "saved in " + shown(status.pictures) + " · videos in " + shown(status.videos)
  }

  func contains(_ point: Vector2) -> Bool { frame.contains(point, cornerRadius: Self.cornerRadius) }

  /// The row under `point`, if any (a press between rows, on the header or the folder line is
  /// the panel's and does nothing).
  func row(at point: Vector2) -> Row? { rows.first { $0.frame.contains(point) } }

  func append(to list: inout DisplayList) {
    let titleSize = isCompact ? 12.0 : 13.0
    let detailSize = isCompact ? 10.0 : 11.0
    list.fill(frame, cornerRadius: Self.cornerRadius, color: HUDView.panelColor)
    list.text(
      LayerText(
        "Share what is on screen", size: 13, color: HUDView.textColor, isBold: true, alignment: .leading),
      in: Rect(x: frame.minX + 12, y: frame.minY + 5, width: frame.width - 140, height: 22))
    list.text(
      LayerText(
        "click a row or its key · \(KeyCommand.toggleShare.label) closes", size: 11,
        color: TuningPanel.headerColor, alignment: .trailing),
      in: Rect(x: frame.maxX - 212, y: frame.minY + 5, width: 200, height: 22))
    for row in rows {
      let box = row.frame
      if !row.isDimmed { list.fill(box, cornerRadius: 6, color: Self.rowColor) }
      let badge = Rect(x: box.minX + 6, y: box.center.y - 10, width: 24, height: 20)
      list.fill(badge, cornerRadius: 4, color: row.isDimmed ? Self.rowColor : TuningPanel.fillColor)
      list.text(
        LayerText(
          row.key, size: 12, color: row.isDimmed ? Self.dimmedColor : HUDView.textColor, isBold: true),
        in: badge)
      let textX = badge.maxX + 10
      let lines = (box.height - 2) / 2
      list.text(
        LayerText(
          row.title, size: titleSize, color: row.isDimmed ? Self.dimmedColor : HUDView.textColor,
          isBold: true,
          alignment: .leading),
        in: Rect(x: textX, y: box.minY + 1, width: box.maxX - 8 - textX, height: lines))
      list.text(
        LayerText(
          row.detail, size: detailSize, color: row.isDimmed ? Self.dimmedColor : TuningPanel.headerColor,
          alignment: .leading),
        in: Rect(x: textX, y: box.minY + 1 + lines, width: box.maxX - 8 - textX, height: lines))
    }
    list.text(
      LayerText(folder, size: detailSize, color: HUDView.textColor, alignment: .leading), in: folderFrame)
  }
}
