import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// The share panel (D): a row per way to write out what is on screen, each doing what its key
/// does; presses on it are its own and presses beside it the scene's.
@Suite("Share panel (D)", .serialized)
struct SharePanelTests {
  static let status = SharePanel.Status(
    webPage: .none(reason: "the web page plays scene files (--scene-file); this scene is Swift"),
    recording: nil, platform: .swiftui, pictures: "", videos: "")

  /// A request by its case's name (``SessionRequest`` holds a scene kind, which has no `==`).
  static func name(_ request: SessionRequest?) -> String { request.map { "\($0)" } ?? "nil" }

  @Test(arguments: [(480.0, 360.0), (720.0, 500.0), (960.0, 640.0), (1320.0, 800.0), (3840.0, 2160.0)])
  func itsRowsFitTheWindowWithoutOverlapping(width: Double, height: Double) {
    let layout = OverlayLayout(size: Size(width: width, height: height))
    let panel = SharePanel(status: Self.status, layout: layout)
    #expect(panel.rows.map(\.key) == ["O", "V", "K", "P", "E"])
    // In the window, under the navbar, and above the toast's line, so a row's toast is read.
    #expect(panel.frame.minX >= 0 && panel.frame.maxX <= width)
    #expect(panel.frame.minY >= Navbar.height && panel.frame.maxY <= layout.toastBoxes[0].minY)
    for (index, row) in panel.rows.enumerated() {
      #expect(panel.frame.contains(row.frame.origin) && row.frame.maxX <= panel.frame.maxX)
      // Room for its two lines: the title and what it writes.
      #expect(row.frame.height >= SharePanel.minimumRowHeight - 2, "\(row.key) at \(width)×\(height)")
      if index + 1 < panel.rows.count {
        #expect(!row.frame.intersects(panel.rows[index + 1].frame), "\(row.key) at \(width)×\(height)")
      }
    }
    let last = panel.rows[panel.rows.count - 1].frame
    #expect(panel.folderFrame.minY >= last.maxY && panel.folderFrame.maxY <= panel.frame.maxY)
  }

  @Test func aSwiftScenesPageRowIsDimmedWithTheReasonAndTheOthersAreNot() {
    let layout = OverlayLayout(size: Size(width: 960, height: 640))
    let swift = SharePanel(status: Self.status, layout: layout)
    #expect(swift.rows[0].isDimmed && swift.rows[0].detail.contains("this scene is Swift"))
    #expect(swift.rows.dropFirst().allSatisfy { !$0.isDimmed })
    var modal = Self.status
    modal.webPage = .modal(path: "/x/modal.json", isTuned: true)
    modal.recording = "flick-1.mp4"
    let panel = SharePanel(status: modal, layout: layout)
    #expect(!panel.rows[0].isDimmed && panel.rows[0].detail.contains("modal.json, at the default tuning"))
    modal.webPage = .modal(path: "/x/modal.json", isTuned: false)
    let untuned = SharePanel(status: modal, layout: layout)
    #expect(untuned.rows[0].detail.hasSuffix("modal.json, the modal's scene file"))
    #expect(panel.rows[1].detail == "recording flick-1.mp4: V stops it")
  }

  @Test func theFolderLineNamesWhereTheFilesGo() {
    var status = Self.status
    #expect(SharePanel.folderLine(status).hasSuffix("(the working directory)"))
    status.pictures = "/home/ana/Pictures/"
    status.videos = "/home/ana/Videos/"
    let line = SharePanel.folderLine(status)
    #expect(line.contains("/Pictures") && line.contains("videos in ") && line.contains("/Videos"), "\(line)")
  }

  /// Each row asks the session for what its key asks (the instrument's own answer to the key).
  @Test func eachRowAsksWhatItsKeyAsks() throws {
    let session = try HeadlessRun.session([], scene: ModalScene.name, until: 0.1)
    let panel = SharePanel(status: session.shareStatus, layout: OverlayLayout(size: session.canvas.size))
    for row in panel.rows {
      let command = try #require(KeyCommand.names[row.key.lowercased()])
      let asked = session.instrument.apply(command, to: session.scene, runner: session.runner, at: 0.1)
      #expect(Self.name(asked) == Self.name(row.request), "\(row.key)")
    }
  }

  /// D opens it; a press on a row is the row's request, one on the rest of the panel the panel's,
  /// and one beside it reaches the scene (no overlay there).
  @Test func aPressOnARowIsTheRowsAndOneBesideTheScenes() throws {
    let closed = try HeadlessRun.session([], scene: ModalScene.name, until: 0.1)
    #expect(closed.overlayFrames().share == nil)
    let session = try HeadlessRun.session([Scenario.key(0.05, "d")], scene: ModalScene.name, until: 0.1)
    #expect(session.instrument.panels.showsShare)
    let frames = session.overlayFrames()
    let share = try #require(frames.share)
    for row in share.rows {
      guard case .share(let request)? = Overlay.target(at: row.frame.center, in: frames) else {
        Issue.record("\(row.key): not the row's")
        continue
      }
      #expect(Self.name(request) == Self.name(row.request))
    }
    let header = Vector2(x: share.frame.center.x, y: share.frame.minY + 10)
    guard case .panel? = Overlay.target(at: header, in: frames) else {
      Issue.record("the header is not the panel's")
      return
    }
    let beside = Vector2(x: share.frame.maxX + 40, y: share.frame.center.y)
    #expect(Overlay.target(at: beside, in: frames) == nil)
  }

  /// A click on the plot row writes the plot, as E does, and the scene never sees the press.
  @Test func aClickOnThePlotRowWritesThePlotAndTheSceneNeverSeesIt() throws {
    let folder = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let panel = SharePanel(status: Self.status, layout: OverlayLayout(size: RunConfiguration().size))
    let plot = try #require(panel.rows.first { $0.key == "E" }).frame.center
    let events = [
      Scenario.key(0.05, "d"), Scenario.pointer(0.2, .down, plot.x, plot.y),
      Scenario.pointer(0.25, .up, plot.x, plot.y),
    ]
    let session = try HeadlessRun.session(
      events, scene: ModalScene.name, until: 0.4,
      prepare: { $0.outputs.saveDirectory = { _ in folder.path + "/" } })
    let saved = FlickProcess.names(in: folder)
    #expect(saved.count == 1 && saved[0].hasPrefix("flick-plot-") && saved[0].hasSuffix(".png"), "\(saved)")
    let pointers = session.timeline.frames.flatMap(\.inputs).filter {
      if case .pointer = $0.input { true } else { false }
    }
    #expect(pointers.isEmpty)
    #expect(session.instrument.panels.showsShare)
  }

  /// A compact window has room for one panel (both are centred there): opening one closes the
  /// other; a large window keeps both, side by side.
  @Test func aCompactWindowShowsOnePanelAtATime() throws {
    let small = Size(width: 480, height: 360)
    var panels = try HeadlessRun.session(scene: ModalScene.name, size: small, scale: 1, keys: "t d")
      .instrument
      .panels
    #expect(panels.showsShare && !panels.showsTuning)
    panels = try HeadlessRun.session(scene: ModalScene.name, size: small, scale: 1, keys: "d t").instrument
      .panels
    #expect(!panels.showsShare && panels.showsTuning)
    panels = try HeadlessRun.session(
      scene: ModalScene.name, size: Size(width: 960, height: 640), scale: 1, keys: "t d"
    )
    .instrument.panels
    #expect(panels.showsShare && panels.showsTuning)
  }

  /// A window made compact with both panels open keeps the one opened last.
  @Test func aWindowMadeCompactKeepsThePanelOpenedLast() throws {
    for (keys, keepsShare) in [(["t", "d"], true), (["d", "t"], false)] {
      let events = [
        Scenario.key(0.05, keys[0]), Scenario.key(0.06, keys[1]),
        Script.Event(time: 0.1, action: .resize(Size(width: 480, height: 360))),
      ]
      let panels = try HeadlessRun.session(events, scene: ModalScene.name, until: 0.2).instrument.panels
      #expect(panels.showsShare == keepsShare && panels.showsTuning == !keepsShare, "\(keys)")
    }
  }

  @Test func escClosesItBeforeTheTuningPanel() throws {
    let session = try HeadlessRun.session(
      [Scenario.key(0.05, "t"), Scenario.key(0.06, "d"), Scenario.key(0.1, "escape")], scene: ModalScene.name,
      until: 0.2)
    #expect(!session.instrument.panels.showsShare && session.instrument.panels.showsTuning)
  }
}
