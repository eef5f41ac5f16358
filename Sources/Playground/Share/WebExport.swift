import Foundation
import Scenes

/// `--export-web`: a scene file as one self-contained HTML page that plays it with Flick's rules
/// (the JavaScript runtime in `Web/runtime`, a second implementation held to this one by the
/// equivalence test in `Web/test`). The page holds the file's text, its pictures as data URLs
/// and the runtime; it makes no request, so it opens from `file://`, any static host, offline.
enum WebExport {
  /// Writes the page for the scene file at `sceneFile` (the run's `--scene-file`) to `output`.
  static func write(sceneFile: String?, to output: String) throws(PlaygroundError) {
    guard let sceneFile else {
      throw PlaygroundError(
        "--export-web writes a scene file's page, or the modal's at its own tuning: give it --scene-file FILE (Assets/scenes has examples), or leave out --scene, --mode and --preset"
      )
    }
    let page = try self.page(sceneFile: sceneFile, runtime: try WebRuntime.located())
    do {
      try Data(page.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
      throw PlaygroundError("cannot write the web page \(output): \(error.localizedDescription)")
    }
  }

  /// The scene file of a run without `--scene-file` whose scene is the built-in modal: the modal
  /// as a file (`Assets/scenes/modal.json`, ``ModalSceneFile``), which plays as the Swift modal
  /// does at its own tuning, so the first thing anyone opens is shareable from the command line
  /// too. nil for another scene (a Swift scene has no file), or with a mode or a tuning given,
  /// which the file's page would not play.
  static func modalSceneFile(for configuration: RunConfiguration) -> String? {
    guard configuration.scenes.named(configuration.sceneName) == ModalScene.self,
      configuration.mode == "spring", configuration.preset == nil
    else { return nil }
    return ModalSceneFile.located?.path
  }

  /// The page's text: the template with the scene, its pictures and the runtime put in.
  static func page(sceneFile: String, runtime: WebRuntime) throws(PlaygroundError) -> String {
    guard let data = FileManager.default.contents(atPath: sceneFile),
      let text = String(data: data, encoding: .utf8)
    else { throw PlaygroundError("cannot read the scene file \(sceneFile)") }
    let folder = URL(fileURLWithPath: sceneFile).deletingLastPathComponent()
    var images: [String: Any] = [:]
    for path in imagePaths(in: text) {
      let url = folder.appendingPathComponent(path)
      guard let png = FileManager.default.contents(atPath: url.path), let size = pngSize(png) else {
        throw PlaygroundError("cannot put the image \(path) in the web page: not a PNG Flick can read")
      }
      images[path] = [
        "url": "data:image/png;base64," + png.base64EncodedString(), "width": size.width,
        "height": size.height,
      ]
    }
    let title = URL(fileURLWithPath: sceneFile).deletingPathExtension().lastPathComponent
    return runtime.template
      .replacingOccurrences(of: "{{TITLE}}", with: htmlEscaped(title))
      .replacingOccurrences(of: "{{SCENE}}", with: scriptSafeJSON(text))
      .replacingOccurrences(of: "{{IMAGES}}", with: scriptSafeJSON(images))
      .replacingOccurrences(of: "{{RUNTIME}}", with: runtime.script)
  }

  /// The pictures a scene file names (`"image": "map.png"`); the file was read and checked by
  /// then, so every match is a layer's picture.
  static func imagePaths(in text: String) -> [String] {
    guard let pattern = try? NSRegularExpression(pattern: #""image"\s*:\s*"([^"]+)""#) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    var paths: [String] = []
    for match in pattern.matches(in: text, range: range) {
      guard let found = Range(match.range(at: 1), in: text) else { continue }
      let path = String(text[found])
      if !paths.contains(path) { paths.append(path) }
    }
    return paths
  }

  /// A PNG's size from its header (the IHDR chunk's first eight bytes).
  static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
      return nil
    }
    func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16), word(20))
  }

  /// JSON that can stand inside a `<script>` element: `</` would end it early.
  static func scriptSafeJSON(_ value: Any) -> String {
    let wrapped = value is String ? [value] : value
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: wrapped, options: [.sortedKeys, .withoutEscapingSlashes]),
      var json = String(data: data, encoding: .utf8)
    else { return "null" }
    if value is String { json = String(json.dropFirst().dropLast()) }
    return json.replacingOccurrences(of: "</", with: "<\\/")
  }

  static func htmlEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
  }
}

/// The page's template and runtime scripts, read from `Web/` beside an installed flick
/// (`PREFIX/share/flick/web`) or, in a build from the source tree, from the tree itself.
struct WebRuntime {
  let template: String
  let script: String

  static func located() throws(PlaygroundError) -> WebRuntime {
    let sourceTree = URL(fileURLWithPath: #filePath).deletingLastPathComponent()  // Share
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Web").path
    let folders = [InstalledResources.path("web"), sourceTree].compactMap { $0 }
    for folder in folders {
      if let runtime = read(from: folder) { return runtime }
    }
    throw PlaygroundError(
      "cannot find the web page's runtime (looked in \(folders.joined(separator: " and "))): reinstall flick")
  }

  /// The runtime in `folder`: `page.html` and the scripts `runtime/files.txt` lists, in order.
  static func read(from folder: String) -> WebRuntime? {
    func text(_ path: String) -> String? {
      FileManager.default.contents(atPath: folder + "/" + path).flatMap { String(data: $0, encoding: .utf8) }
    }
    guard let template = text("page.html"), let list = text("runtime/files.txt") else { return nil }
    var scripts: [String] = []
    for name in list.split(separator: "\n") where !name.isEmpty {
      guard let script = text("runtime/" + name) else { return nil }
      scripts.append("// \(name)\n" + script)
    }
    return WebRuntime(template: template, script: scripts.joined(separator: "\n"))
  }
}
