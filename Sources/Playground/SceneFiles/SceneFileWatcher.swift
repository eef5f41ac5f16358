import Foundation

/// Tells when a scene file was saved: its `stat` signature (modification time to the
/// nanosecond, size, inode), polled once a frame and once per idle wake-up, and read only once
/// the save has settled.
///
/// Polling, not inotify: one `stat` is a microsecond, far under a frame; it sees every way an
/// editor saves (written in place, or a new file renamed over the old one, which an inotify
/// watch on the file would lose and one on its folder must filter), on any file system; and it
/// needs no descriptor in the loop's wait: an idle window already wakes every 100 ms
/// (`PlaygroundApp.idleWakeInterval`), so a save is seen within that, well inside the 200 ms a
/// reload may take.
///
/// Settled: a save written in place (`cp`, Python's `open('w')`, many editors) truncates the
/// file, then writes it, maybe in pieces; a poll between the two saw an empty or half-written
/// file and read it. A change is taken once the signature stays the same over
/// ``settleInterval`` (a change followed by another within a few milliseconds is one change),
/// and a file that went empty after it had text is taken as a save under way until it has
/// stayed empty ``emptyGrace``: an editor writes within milliseconds, and a file truly emptied
/// is then said to be so.
struct SceneFileWatcher {
  let path: String
  private var signature: [Int]?
  /// The empty file's signature, and since when (the watcher's clock) it has been seen, while
  /// it waits out ``emptyGrace``.
  private var empty: (signature: [Int], since: Double)?

  /// How long a signature must stay the same to be a save that has ended.
  static let settleInterval = 0.010
  /// The longest a change is waited on (a file written for longer is read as it is then).
  static let settleLimit = 0.2
  /// How long a file that went empty stays a save under way.
  static let emptyGrace = 1.0

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

  /// The watcher's clock: seconds, monotonic.
  static func clock() -> Double { ProcessInfo.processInfo.systemUptime }

  /// Waits `seconds`.
  static func sleep(_ seconds: Double) { usleep(useconds_t(seconds * 1_000_000)) }

  /// Whether the file changed since the last call and the change has settled (a file that went
  /// away is no change: the editor is about to write it again). `now` is the watcher's clock;
  /// `sleep` waits between two looks while a change settles.
  mutating func changed(now: Double = clock(), sleep: (Double) -> Void = sleep) -> Bool {
    guard var seen = Self.signature(of: path), seen != signature else { return false }
    if seen != empty?.signature {
      // The same signature twice, settleInterval apart, or the limit.
      var waited = 0.0
      while waited < Self.settleLimit {
        sleep(Self.settleInterval)
        waited += Self.settleInterval
        guard let again = Self.signature(of: path) else { return false }
        if again == seen { break }
        seen = again
      }
    }
    if Self.size(seen) == 0, let before = signature, Self.size(before) > 0 {
      let since = empty?.signature == seen ? empty?.since ?? now : now
      empty = (seen, since)
      guard now - since >= Self.emptyGrace else { return false }
    }
    empty = nil
    signature = seen
    return true
  }

  /// Whether the file changed, without taking note of it (the idle loop's question): not while
  /// an empty file waits out its grace.
  func hasChanged(now: Double = clock()) -> Bool {
    guard let seen = Self.signature(of: path), seen != signature else { return false }
    if let empty, empty.signature == seen { return now - empty.since >= Self.emptyGrace }
    return true
  }

  private static func size(_ signature: [Int]) -> Int { signature[2] }
}
