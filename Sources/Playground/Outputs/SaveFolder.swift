import Foundation

/// Where the files the keys save go (P's screenshot, E's chart and W's preset with the pictures,
/// V's video with the videos): the working directory, as from a terminal, unless it is `/` or
/// not writable, as when a desktop's launcher starts the window; then the user's XDG Pictures or
/// Videos folder, which a desktop user finds in the file manager's sidebar.
///
/// The XDG folders are read as `xdg-user-dir` reads them (xdg-user-dirs' script sources
/// `${XDG_CONFIG_HOME:-~/.config}/user-dirs.dirs`, whose lines are
/// `XDG_PICTURES_DIR="$HOME/Pictures"`), without starting it; where none is configured,
/// `~/Pictures` and `~/Videos`. A folder that does not exist yet is made.
enum SaveFolder {
  enum Kind {
    case pictures, videos

    /// The user-dirs.dirs key: `XDG_<name>_DIR`.
    var name: String {
      switch self {
      case .pictures: "PICTURES"
      case .videos: "VIDEOS"
      }
    }

    /// The folder under the home when none is configured.
    var fallback: String {
      switch self {
      case .pictures: "Pictures"
      case .videos: "Videos"
      }
    }
  }

  /// The folder to save `kind` into for this process, with a trailing `/`; "" for the working
  /// directory. Made if missing; the working directory when it cannot be.
  static func current(_ kind: Kind) -> String {
    let environment = ProcessInfo.processInfo.environment
    let workingDirectory = FileManager.default.currentDirectoryPath
    guard usesUserFolder(workingDirectory: workingDirectory, isWritable: access(workingDirectory, W_OK) == 0)
    else { return "" }
    let home = environment["HOME"] ?? NSHomeDirectory()
    let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.config"
    let dirs = try? String(contentsOfFile: configHome + "/user-dirs.dirs", encoding: .utf8)
    let folder = userFolder(kind, home: home, userDirs: dirs, environment: environment)
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      return ""
    }
    return folder.hasSuffix("/") ? folder : folder + "/"
  }

  /// Whether saves leave the working directory: it is the root (a launcher's) or not writable.
  static func usesUserFolder(workingDirectory: String, isWritable: Bool) -> Bool {
    workingDirectory == "/" || !isWritable
  }

  /// The XDG folder for `kind`: user-dirs.dirs' `XDG_<KIND>_DIR` (`$HOME` expanded, relative
  /// paths under the home), else the environment's, else `home/<Pictures|Videos>`.
  static func userFolder(_ kind: Kind, home: String, userDirs: String?, environment: [String: String] = [:])
    -> String
  {
    let key = "XDG_\(kind.name)_DIR"
    var value: String?
    for line in (userDirs ?? "").split(whereSeparator: \.isNewline) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.hasPrefix("#"), trimmed.hasPrefix(key + "=") else { continue }
      var text = trimmed.dropFirst(key.count + 1)
      if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 { text = text.dropFirst().dropLast() }
      value = String(text)
    }
    if value == nil, let set = environment[key], !set.isEmpty { value = set }
    guard var path = value, !path.isEmpty else { return home + "/" + kind.fallback }
    if path == "$HOME" {
      path = home
    } else if path.hasPrefix("$HOME/") {
      path = home + path.dropFirst("$HOME".count)
    } else if !path.hasPrefix("/") {
      path = home + "/" + path
    }
    return path
  }

  /// `path` as a toast shows it: the home as `~`.
  static func display(_ path: String, home: String? = ProcessInfo.processInfo.environment["HOME"]) -> String {
    guard let home, !home.isEmpty, home != "/", path.hasPrefix(home + "/") else { return path }
    return "~" + path.dropFirst(home.count)
  }
}
