import Foundation
import Testing

@testable import Playground

/// `scripts/install.sh` into a scratch prefix, with the flick under test as the built binary
/// (`--binary`: building the release inside `swift test` would wait on the test build's lock):
/// every file it writes is one it lists, the installed flick runs headless from a folder that is
/// not the checkout (its presets and font beside it), the desktop entry starts it by its full
/// path with its icon, and `--uninstall` removes exactly what it wrote.
struct InstallTests {
  private func installScript(_ arguments: [String]) throws -> FlickProcess.Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments =
      [FlickProcess.packageRoot.appendingPathComponent("scripts/install.sh").path] + arguments
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("stdout")
    let err = directory.appendingPathComponent("stderr")
    try FlickProcess.makeEmptyFile(at: out)
    try FlickProcess.makeEmptyFile(at: err)
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    try process.run()
    process.waitUntilExit()
    return FlickProcess.Result(
      status: process.terminationStatus, stdout: try String(contentsOf: out, encoding: .utf8),
      stderr: try String(contentsOf: err, encoding: .utf8))
  }

  /// Every file and folder under `root`, as paths relative to it, sorted.
  private func tree(_ root: URL) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
    return walker.compactMap { $0 as? String }.sorted()
  }

  @Test func installsEverythingItListsRunsFromAnyFolderAndUninstallsExactlyThat() throws {
    let scratch = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let prefix = scratch.appendingPathComponent("prefix")
    // Something of the user's already there, which neither install nor uninstall may touch.
    try FileManager.default.createDirectory(
      at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: prefix.appendingPathComponent("bin/other-tool"))

    let installed = try installScript(["--prefix", prefix.path, "--binary", FlickProcess.executable.path])
    #expect(installed.status == 0, "\(installed.stderr)")
    let files = tree(prefix).filter { path in
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(
        atPath: prefix.appendingPathComponent(path).path, isDirectory: &isDirectory)
      return !isDirectory.boolValue
    }
    let icons = [48, 64, 128, 256, 512].map { "share/icons/hicolor/\($0)x\($0)/apps/flick.png" }
    // The web page's runtime, for --export-web: the template and every script files.txt lists.
    let runtime = try String(
      contentsOf: FlickProcess.packageRoot.appendingPathComponent("Web/runtime/files.txt"), encoding: .utf8)
    let web =
      ["share/flick/web/page.html", "share/flick/web/runtime/files.txt"]
      + runtime.split(separator: "\n").map { "share/flick/web/runtime/\($0)" }
      // The modal as a scene file, for O in the built-in modal.
      + ["share/flick/scenes/modal.json"]
    let expected =
      [
        "bin/flick", "bin/other-tool", "share/applications/flick.desktop",
        "share/flick/fonts/DejaVuSans-Bold.ttf",
        "share/flick/fonts/DejaVuSans.ttf", "share/flick/installed-files",
      ] + icons + web
    #expect(files == expected.sorted())
    // The list names every file written but itself, and the folders it made (not bin/, which
    // was there).
    let manifest = try String(
      contentsOf: prefix.appendingPathComponent("share/flick/installed-files"), encoding: .utf8)
    let listed = manifest.split(separator: "\n").filter { $0.hasPrefix("file ") }.map {
      String($0.dropFirst("file ".count + prefix.path.count + 1))
    }
    #expect(
      listed.sorted()
        == expected.filter { $0 != "bin/other-tool" && $0 != "share/flick/installed-files" }.sorted())
    #expect(!manifest.contains("folder \(prefix.path)/bin\n"))
    #expect(manifest.contains("folder \(prefix.path)/share\n"))

    let entry = try String(
      contentsOf: prefix.appendingPathComponent("share/applications/flick.desktop"), encoding: .utf8)
    #expect(entry.hasPrefix("[Desktop Entry]\n"))
    #expect(entry.contains("\nExec=\(prefix.path)/bin/flick\n"))
    #expect(entry.contains("\nIcon=flick\n") && entry.contains("\nTerminal=false\n"))

    // From a folder that is not the checkout: a named preset (compiled in), a screenshot in that
    // folder.
    let elsewhere = scratch.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    let run = Process()
    run.executableURL = prefix.appendingPathComponent("bin/flick")
    run.arguments = ["--headless", "--preset", "objcio", "--duration", "0.2", "--screenshot", "shot.png"]
    run.currentDirectoryURL = elsewhere
    run.standardOutput = FileHandle.nullDevice
    run.standardError = FileHandle.nullDevice
    try run.run()
    run.waitUntilExit()
    #expect(run.terminationStatus == 0)
    #expect(FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("shot.png").path))

    let removed = try installScript(["--uninstall", "--prefix", prefix.path])
    #expect(removed.status == 0, "\(removed.stderr)")
    #expect(tree(prefix) == ["bin", "bin/other-tool"])
    // Nothing left to uninstall says so.
    let again = try installScript(["--uninstall", "--prefix", prefix.path])
    #expect(again.status == 1 && again.stderr.contains("nothing installed"))
  }

  @Test func theInstalledFlickFindsItsFilesBesideItsBinFolder() throws {
    let scratch = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let share = scratch.appendingPathComponent("share/flick/fonts")
    try FileManager.default.createDirectory(at: share, withIntermediateDirectories: true)
    try Data().write(to: share.appendingPathComponent("DejaVuSans.ttf"))
    let executable = scratch.appendingPathComponent("bin/flick").path
    #expect(
      InstalledResources.path("fonts/DejaVuSans.ttf", executable: executable)
        == share.appendingPathComponent("DejaVuSans.ttf").path)
    #expect(InstalledResources.path("presets.json", executable: executable) == nil)
  }
}
