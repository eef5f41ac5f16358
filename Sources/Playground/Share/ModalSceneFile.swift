import Foundation
import Scenes
import Stage

/// `Assets/scenes/modal.json`: the modal the playground opens on, written as a scene file (it
/// moves as the Swift modal on the modal's scripts, `Web/test/modal-file.test.js`), so O in the
/// built-in modal has a file to put in a page. Found as the web page's runtime is: beside an
/// installed flick (`PREFIX/share/flick/scenes/modal.json`, `scripts/install.sh` puts it there)
/// or, in a build from the source tree, in the tree's `Assets/scenes`.
struct ModalSceneFile: Sendable {
  let path: String

  /// The file's name as a toast says it.
  var name: String { (path as NSString).lastPathComponent }

  /// Found and checked once: the panel asks every frame it is open, and the file is part of the
  /// installation, not something edited while the window runs (O reads it afresh to write).
  static let located: ModalSceneFile? = locate()

  static func locate() -> ModalSceneFile? {
    let sourceTree = URL(fileURLWithPath: #filePath).deletingLastPathComponent()  // Share
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Assets/scenes/modal.json").path
    for path in [InstalledResources.path("scenes/modal.json"), sourceTree].compactMap({ $0 }) {
      guard FileManager.default.fileExists(atPath: path), case .success = SceneFileLoader.load(path) else {
        continue
      }
      return ModalSceneFile(path: path)
    }
    return nil
  }

  /// Whether the modal on screen is tuned away from its defaults (the tuning panel, a key, a
  /// preset) or in another mode than the page's first (spring): the page plays the file, whose
  /// tuning is the modal's default one, so it would not move as the window does.
  static func isTuned(away scene: any Scene) -> Bool {
    scene.mode != .spring || scene.parameters != type(of: scene).defaultParameters
  }
}
