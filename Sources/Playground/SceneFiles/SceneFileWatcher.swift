import Foundation

/// Tells when a scene file was saved: its `stat` signature (modification time to the
/// nanosecond, size, inode), polled once a frame and once per idle wake-up.
///
/// Polling, not inotify: one `stat` is a microsecond, far under a frame; it sees every way an
/// editor saves (written in place, or a new file renamed over the old one, which an inotify
/// watch on the file would lose and one on its folder must filter), on any file system; and it
/// needs no descriptor in the loop's wait: an idle window already wakes every 100 ms
/// (`PlaygroundApp.idleWakeInterval`), so a save is seen within that, well inside the 200 ms a
/// reload may take.
struct SceneFileWatcher {
  let path: String
  private var signature: [Int]?

  init(path: String) {
    self.path = path
    signature = Self.signature(of: path)
  }

  static func signature(of path: String) -> [Int]? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return [
      Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec), Int(status.st_size), Int(status.st_ino),
      Int(status.st_dev),
    ]
  }

  /// Whether the file changed since the last call (a file that went away is no change: the
  /// editor is about to write it again).
  mutating func changed() -> Bool {
    guard let now = Self.signature(of: path), now != signature else { return false }
    signature = now
    return true
  }

  /// Whether the file changed, without taking note of it (the idle loop's question).
  func hasChanged() -> Bool {
    guard let now = Self.signature(of: path) else { return false }
    return now != signature
  }
}
