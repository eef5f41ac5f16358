import Foundation
import Testing

@testable import Playground

/// `--export-web`: one self-contained page (the scene's text, its pictures as data URLs, the
/// runtime `Web/runtime/files.txt` lists), and one clear line for what it cannot do.
@Suite struct WebExportTests {
  static let scenes = FlickProcess.packageRoot.appendingPathComponent("Assets/scenes")

  @Test func aPageHoldsTheSceneThePicturesAndTheWholeRuntime() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("photo.html")
    let scene = Self.scenes.appendingPathComponent("photo.json").path
    let result = try FlickProcess.run(["--scene-file", scene, "--export-web", page.path])
    #expect(result.status == 0, "\(result.stderr)")
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.contains("Evening, from the ridge"))  // the scene file's text
    #expect(html.contains("data:image/png;base64,iVBORw0KGgo"))  // photo.png, inside the page
    let runtime = FlickProcess.packageRoot.appendingPathComponent("Web/runtime")
    let files = try String(contentsOf: runtime.appendingPathComponent("files.txt"), encoding: .utf8)
      .split(separator: "\n")
    #expect(files.count >= 10)
    for file in files { #expect(html.contains("// \(file)\n"), "\(file) is not in the page") }
    // Nothing the page loads comes from elsewhere: no source or link attribute, and a policy
    // that forbids any request but the page's own inline code and data URLs.
    #expect(!html.contains("src=\"") && !html.contains("href=\""))
    #expect(html.contains("default-src 'none'"))
    // The scene's text cannot end the script element early.
    #expect(html.components(separatedBy: "</script>").count == 4)
  }

  @Test func withoutASceneFileItSaysWhatItNeeds() throws {
    let result = try FlickProcess.run(["--scene", "pane", "--export-web", "/tmp/flick-never-written.html"])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("flick: --export-web writes a scene file's page"))
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: "/tmp/flick-never-written.html"))
  }

  /// The scene Flick opens on is shareable from the command line too: with no scene file, the
  /// modal's page is its scene file's (Assets/scenes/modal.json, which the web tier holds to the
  /// Swift modal); with a mode given, the page would not play what was asked, so it is refused.
  @Test func theModalWritesItsSceneFilesPage() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("modal.html")
    let result = try FlickProcess.run(["--export-web", page.path])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let html = try String(contentsOf: page, encoding: .utf8)
    let file = try String(
      contentsOf: FlickProcess.packageRoot.appendingPathComponent("Assets/scenes/modal.json"), encoding: .utf8
    )
    #expect(html.contains(WebExport.scriptSafeJSON(file)))
    let timed = try FlickProcess.run(["--mode", "timed", "--export-web", page.path + "2"])
    #expect(timed.status == 1 && timed.stderr.hasPrefix("flick: --export-web writes a scene file's page"))
  }

  @Test func anUnwritablePageIsOneLine() throws {
    let scene = Self.scenes.appendingPathComponent("hello.json").path
    let result = try FlickProcess.run(["--scene-file", scene, "--export-web", "/no/such/folder/hello.html"])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("flick: "))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  /// O in the window (here a script's key, headless): the running scene file's page in the
  /// working directory, named on standard output; a Swift scene writes none.
  @Test func theOKeyWritesTheSceneFilesPage() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("o.json")
    try Data(#"{"scene": "hello", "events": [{"t": 0.2, "key": "o"}]}"#.utf8).write(to: script)
    let scene = Self.scenes.appendingPathComponent("hello.json").path
    let result = try FlickProcess.run(
      ["--headless", "--scene-file", scene, "--script", script.path, "--duration", "0.4"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let pages = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
      $0.hasSuffix(".html")
    }
    #expect(pages.count == 1 && pages[0].hasPrefix("flick-web-"), "\(pages)")
    #expect(result.stdout.contains("web page \(pages.first ?? "?")"))
    let html = try String(contentsOf: directory.appendingPathComponent(pages[0]), encoding: .utf8)
    #expect(html.contains("Flick me"))

    try Data(#"{"scene": "pane", "events": [{"t": 0.2, "key": "o"}]}"#.utf8).write(to: script)
    let swift = try FlickProcess.run(
      ["--headless", "--script", script.path, "--duration", "0.4"], in: directory)
    #expect(swift.status == 0)
    let after = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
      $0.hasSuffix(".html")
    }
    #expect(after.count == 1)
  }
}
