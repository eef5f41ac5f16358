import Scenes

/// O: the scene on screen as one web page in the save folder, a toast naming the file.
extension Session {
  /// What O would put in a page now (the share panel's row reads it too): the running scene
  /// file; in the built-in modal, its scene file, `modal.json`; a Swift scene has none.
  var webPageSource: WebPageSource {
    if let path = sceneFiles?.path, scene is SceneFileScene { return .sceneFile(path: path) }
    if scene is ModalScene, let file = ModalSceneFile.located {
      return .modal(path: file.path, isTuned: ModalSceneFile.isTuned(away: scene))
    }
    return .none(reason: "the web page plays scene files (--scene-file); this scene is Swift")
  }

  /// Writes the page of ``webPageSource`` in the save folder. The modal's page is its scene
  /// file's, so the toast says so, and says the page plays the file's tuning when the one on
  /// screen is another: a page that moved differently from the window without a word would be
  /// a quiet lie.
  func exportWebPage() {
    let source = webPageSource
    guard let path = source.path else {
      if case .none(let reason) = source { instrument.toasts.show("\(scene.name): \(reason)") }
      return
    }
    outputs.saveTimestamped(
      "web page", prefix: "web-", extension: "html", toasts: &instrument.toasts,
      toast: { shown in
        switch source {
        case .modal(_, let isTuned):
          let file = ModalSceneFile.located?.name ?? "modal.json"
          return "web page \(shown): \(file), the modal's scene file"
            + (isTuned ? "; it plays the default tuning, not the one tuned here" : "; open it in any browser")
        default:
          return "web page \(shown): open it in any browser"
        }
      },
      write: { file, _ throws(PlaygroundError) in try WebExport.write(sceneFile: path, to: file) })
  }
}
