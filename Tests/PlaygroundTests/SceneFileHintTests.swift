import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// A scene file's `"summary"` and `"hint"` are shown wherever a built-in scene's are: the
/// window's footer until the first press, the help's summary, and `--list-scenes` with
/// `--scene-file` (issue 58: the file's own were never shown, the type's "a scene file" and
/// "Drag things" were).
@Suite("Scene files: the hint and the summary")
struct SceneFileHintTests {
  static let summary = "a bottom sheet with three detents over a map; its list hands the drag over at its top"
  static let hint = "Drag the sheet · scroll the list, pull it down at its top · edit sheet.json and save"

  @Test("the window's footer shows the file's hint until the first press")
  func footerShowsTheHint() throws {
    let session = try HeadlessRun.layoutSession(
      try SceneFileRun.configuration(["--scene-file", SceneFileRun.asset("sheet")]))
    session.frame(at: 0, inputs: [])
    #expect(session.overlayFrames().footer?.text == Self.hint)
  }

  @Test("the help's summary is the file's")
  func helpShowsTheSummary() throws {
    let text = try String(contentsOfFile: SceneFileRun.asset("sheet"), encoding: .utf8)
    let document = try SceneFileDocument(name: "sheet", text: text) { _ in
      .success(SceneFileImage(source: "map", size: Size(width: 10, height: 10)))
    }
    let size = Size(width: 960, height: 640)
    let help = HelpLayout(
      scene: SceneFileScene(document: document, size: size), layout: OverlayLayout(size: size),
      scenes: ["sheet"])
    #expect(help.summary.joined(separator: " ") == Self.summary)
  }

  @Test("--list-scenes with --scene-file lists the file's scene with its summary")
  func listShowsTheFile() throws {
    let result = try FlickProcess.run(["--list-scenes", "--scene-file", SceneFileRun.asset("sheet")])
    #expect(result.status == 0, "\(result.stderr)")
    let line = result.stdout.split(separator: "\n").first { $0.hasPrefix("sheet ") }
    #expect(line?.hasSuffix(Self.summary) == true, "\(result.stdout)")
    let bad = try FlickProcess.run(["--list-scenes", "--scene-file", "/nonexistent/x.json"])
    #expect(bad.status == 1 && bad.stderr.hasPrefix("flick: /nonexistent/x.json:1:1: "), "\(bad.stderr)")
  }
}
