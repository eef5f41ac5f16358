/// What O puts in a web page for the scene running now: the running scene file, the built-in
/// modal's scene file, or nothing (a Swift scene has no file, and the reason says so). The share
/// panel's row and O read the same value, so the row never promises a page O would not write.
enum WebPageSource: Equatable {
  /// The running scene file (`--scene-file`, or one dropped on the window).
  case sceneFile(path: String)
  /// The built-in modal: its scene file (``ModalSceneFile``). `isTuned`: the modal is tuned away
  /// from its defaults (other parameters, or another mode than spring), so the page, which plays
  /// the default tuning, is not what is on screen, and the toast says so.
  case modal(path: String, isTuned: Bool)
  /// A Swift scene: no file to put in a page, and why in words.
  case none(reason: String)

  /// The scene file the page is made from, if there is one.
  var path: String? {
    switch self {
    case .sceneFile(let path), .modal(let path, _): path
    case .none: nil
    }
  }
}
