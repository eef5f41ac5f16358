import Foundation

/// Files an installed `flick` finds beside itself, wherever it is started from:
/// `PREFIX/share/flick/NAME` for `PREFIX/bin/flick`, as `scripts/install.sh` lays them out (the
/// font it falls back on).
enum InstalledResources {
  /// The running executable (`/proc/self/exe`: `argv[0]` is a bare `flick` when started from
  /// the PATH, and a launcher may start it from any folder).
  static var executable: String? {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments.first.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
  }

  /// `share/flick/<name>` beside `executable`'s `bin` folder, when that file exists.
  static func path(_ name: String, executable: String? = executable) -> String? {
    guard let executable else { return nil }
    let prefix = URL(fileURLWithPath: executable).deletingLastPathComponent().deletingLastPathComponent()
    let candidate = prefix.appendingPathComponent("share/flick").appendingPathComponent(name).path
    return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
  }
}
