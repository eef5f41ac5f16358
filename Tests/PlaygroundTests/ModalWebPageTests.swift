import Foundation
import Scenes
import Testing

@testable import Playground

/// O in the built-in modal: the page of its scene file, `Assets/scenes/modal.json`, which moves
/// as the Swift modal does (`Web/test/modal-file.test.js`), in the save folder, the toast naming
/// the file and saying when the page plays another tuning than the one on screen.
@Suite("O in the modal", .serialized)
struct ModalWebPageTests {
  /// O in the built-in modal writes the page of `Assets/scenes/modal.json`, and the toast names
  /// the file and says it is the modal's; tuned away from its defaults (`]`: stiffer) or in
  /// another mode (`2`: dynamics), the toast says the page plays the default tuning.
  @Test(arguments: ["", "]", "2"]) func oInTheModalWritesModalJsonsPage(tunedBy key: String) throws {
    let tuned = !key.isEmpty
    let folder = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    var toasts: [String] = []
    let events = (tuned ? [Scenario.key(0.05, key)] : []) + [Scenario.key(0.1, "o")]
    _ = try HeadlessRun.session(
      events, scene: ModalScene.name, until: 0.3,
      afterEachFrame: { session, _ in
        if let toast = session.instrument.toasts.text, toasts.last != toast { toasts.append(toast) }
        return true
      },
      prepare: { $0.outputs.saveDirectory = { _ in folder.path + "/" } })
    let pages = FlickProcess.names(in: folder)
    #expect(pages.count == 1 && pages[0].hasPrefix("flick-web-") && pages[0].hasSuffix(".html"), "\(pages)")
    let html = try String(contentsOf: folder.appendingPathComponent(pages[0]), encoding: .utf8)
    let source = try String(
      contentsOf: FlickProcess.packageRoot.appendingPathComponent("Assets/scenes/modal.json"), encoding: .utf8
    )
    #expect(html.contains(WebExport.scriptSafeJSON(source)), "the page does not hold modal.json's text")
    let toast = try #require(toasts.last)
    #expect(toast.contains(pages[0]) && toast.contains("modal.json, the modal's scene file"), "\(toast)")
    #expect(toast.contains("plays the default tuning") == tuned, "\(toast)")
  }

  /// Another Swift scene has no file: nothing is written, and the toast says it is Swift.
  @Test func oInAnotherSwiftSceneWritesNothingAndSaysItIsSwift() throws {
    let folder = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try HeadlessRun.session(
      [Scenario.key(0.1, "o")], scene: PaneScene.name, until: 0.2,
      prepare: { $0.outputs.saveDirectory = { _ in folder.path + "/" } })
    #expect(FlickProcess.names(in: folder).isEmpty)
    #expect(session.instrument.toasts.text?.hasSuffix("this scene is Swift") == true)
  }
}
