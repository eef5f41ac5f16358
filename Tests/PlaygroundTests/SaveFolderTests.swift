import Foundation
import Testing

@testable import Playground

/// The keys' saves (P, E, W, V) go where a desktop user finds them when the window was started
/// from a launcher (working directory `/`, or one not writable): the XDG Pictures and Videos
/// folders, as `xdg-user-dir` names them; the toast says where.
struct SaveFolderTests {
  @Test func theWorkingDirectoryUnlessItIsTheRootOrNotWritable() {
    #expect(!SaveFolder.usesUserFolder(workingDirectory: "/home/ana/flick", isWritable: true))
    #expect(SaveFolder.usesUserFolder(workingDirectory: "/", isWritable: true))
    #expect(SaveFolder.usesUserFolder(workingDirectory: "/usr/share", isWritable: false))
  }

  @Test func theFoldersAreReadAsXdgUserDirReadsThem() {
    let dirs = """
      # This file is written by xdg-user-dirs-update
      XDG_DESKTOP_DIR="$HOME/Desktop"
      XDG_PICTURES_DIR="$HOME/Bilder"
      XDG_VIDEOS_DIR="/media/videos"
      """
    #expect(SaveFolder.userFolder(.pictures, home: "/home/ana", userDirs: dirs) == "/home/ana/Bilder")
    #expect(SaveFolder.userFolder(.videos, home: "/home/ana", userDirs: dirs) == "/media/videos")
    // None configured: ~/Pictures and ~/Videos; the environment's when the file has none.
    #expect(SaveFolder.userFolder(.pictures, home: "/home/ana", userDirs: nil) == "/home/ana/Pictures")
    #expect(SaveFolder.userFolder(.videos, home: "/home/ana", userDirs: "# nothing") == "/home/ana/Videos")
    #expect(
      SaveFolder.userFolder(.videos, home: "/h", userDirs: nil, environment: ["XDG_VIDEOS_DIR": "/v"]) == "/v"
    )
    // A folder disabled by setting it to the home is the home, as xdg-user-dir says.
    #expect(SaveFolder.userFolder(.pictures, home: "/h", userDirs: "XDG_PICTURES_DIR=\"$HOME\"") == "/h")
  }

  @Test func theToastShowsTheHomeAsATilde() {
    #expect(
      SaveFolder.display("/home/ana/Pictures/flick-1.png", home: "/home/ana") == "~/Pictures/flick-1.png")
    #expect(SaveFolder.display("flick-1.png", home: "/home/ana") == "flick-1.png")
    #expect(SaveFolder.display("/home/anabel/x.png", home: "/home/ana") == "/home/anabel/x.png")
  }

  @Test func theToastSaysWhereTheScreenshotWent() throws {
    let folder = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    var toasts: [String] = []
    _ = try HeadlessRun.session(
      [Script.Event(time: 0.1, action: .key("p"))], scene: "modal", until: 0.3, draws: true,
      afterEachFrame: { session, _ in
        if let toast = session.instrument.toasts.text, toasts.last != toast { toasts.append(toast) }
        return true
      },
      prepare: { $0.outputs.saveDirectory = { _ in folder.path + "/" } })
    let saved = try #require(FlickProcess.names(in: folder).first)
    #expect(saved.hasPrefix("flick-") && saved.hasSuffix(".png"))
    #expect(
      toasts.contains("saved \(SaveFolder.display(folder.appendingPathComponent(saved).path))"), "\(toasts)")
  }

  /// A launcher's flick: working directory `/`, a home of its own with a user-dirs.dirs.
  @Test func startedFromTheRootEverySaveGoesToThePicturesOrVideosFolder() throws {
    let home = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let config = home.appendingPathComponent("config")
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    try Data("XDG_PICTURES_DIR=\"$HOME/Bilder\"\n".utf8).write(
      to: config.appendingPathComponent("user-dirs.dirs"))
    let script = home.appendingPathComponent("keys.json")
    let keys = [(0.1, "p"), (0.15, "e"), (0.2, "w"), (0.25, "v"), (0.6, "v")]
    let events = keys.map { #"{"t": \#($0.0), "key": "\#($0.1)"}"# }
    try Data(("{\"events\": [" + events.joined(separator: ", ") + "]}").utf8).write(to: script)
    let before = Set(FlickProcess.names(in: URL(fileURLWithPath: "/")))
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = home.path
    environment["XDG_CONFIG_HOME"] = config.path
    let result = try FlickProcess.run(
      ["--headless", "--script", script.path, "--duration", "0.8"], environment: environment,
      in: URL(fileURLWithPath: "/"))
    #expect(result.status == 0, "\(result.stderr)")
    let pictures = FlickProcess.names(in: home.appendingPathComponent("Bilder"))
    let videos = FlickProcess.names(in: home.appendingPathComponent("Videos"))
    #expect(pictures.filter { $0.hasPrefix("flick-plot-") && $0.hasSuffix(".png") }.count == 1, "\(pictures)")
    #expect(
      pictures.filter { $0.hasPrefix("flick-preset-") && $0.hasSuffix(".json") }.count == 1, "\(pictures)")
    #expect(pictures.count == 3, "\(pictures)")
    #expect(videos.count == 1 && videos[0].hasSuffix(".mp4"), "\(videos)")
    // The lines say where, in full.
    #expect(result.stdout.contains("flick: screenshot \(home.path)/Bilder/flick-"), "\(result.stdout)")
    #expect(result.stdout.contains("flick: video \(home.path)/Videos/flick-"), "\(result.stdout)")
    #expect(Set(FlickProcess.names(in: URL(fileURLWithPath: "/"))) == before)
  }
}
