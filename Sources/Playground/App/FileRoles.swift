import Foundation

/// The files a run reads and writes, by flag, checked before the run: one file in two roles
/// (`--script s.json --trace s.json`, `--trace x --record x`) would have one overwrite the
/// other, so it is refused. Files are compared as files, not as spellings: an existing file by
/// its device and inode (so a symbolic link, a hard link or `./` is the same file), a new one by
/// its folder's real path and its name.
struct FileRoles {
  struct Role {
    /// The flag ("--trace").
    var flag: String
    var path: String
    /// Read (`--script`, `--presets`), not written.
    var isInput: Bool
  }

  var roles: [Role] = []

  mutating func add(_ flag: String, _ path: String?, isInput: Bool = false) {
    if let path { roles.append(Role(flag: flag, path: path, isInput: isInput)) }
  }

  /// Throws for the first two roles that name the same file. Character devices (`/dev/null`,
  /// a terminal) are not files that can be lost, and are never compared.
  func check() throws(PlaygroundError) {
    var seen: [(identity: String, role: Role)] = []
    for role in roles {
      guard let identity = Self.identity(of: role.path) else { continue }
      if let earlier = seen.first(where: { $0.identity == identity })?.role {
        // Reading one file twice (a presets file that is also the preset) loses nothing.
        if earlier.isInput && role.isInput { continue }
        let consequence =
          earlier.isInput || role.isInput
          ? "the run would overwrite what it reads" : "one output would overwrite the other"
        throw PlaygroundError(
          "\(earlier.flag) '\(earlier.path)' and \(role.flag) '\(role.path)' are the same file: \(consequence)"
        )
      }
      seen.append((identity, role))
    }
  }

  /// What makes a file itself: `dev:ino` for one that exists, the real path of its folder and
  /// its name for one to be made (following a symbolic link that points to where it will be);
  /// nil for a character device.
  static func identity(of path: String) -> String? {
    var status = stat()
    if stat(path, &status) == 0 {
      if status.st_mode & S_IFMT == S_IFCHR { return nil }
      return "inode \(status.st_dev):\(status.st_ino)"
    }
    let target = CheckedFile.resolvedTarget(path)
    let folder = (target as NSString).deletingLastPathComponent
    let name = (target as NSString).lastPathComponent
    guard let real = realpath(folder.isEmpty ? "." : folder, nil) else { return "path \(target)" }
    defer { free(real) }
    return "path \(String(cString: real))/\(name)"
  }
}
