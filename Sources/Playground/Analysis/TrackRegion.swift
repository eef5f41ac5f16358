import ArgumentParser
import Foundation

/// `--track X,Y,W,H[@T]`: the rectangle of a recording to follow, in the video's pixels (top-left
/// corner, width, height), as it is at `T` seconds into the video (0, the first frame, when
/// left out): a subject that enters or starts moving later is followed from there.
struct TrackRegion: ExpressibleByArgument, Equatable, CustomStringConvertible {
  var x: Int
  var y: Int
  var width: Int
  var height: Int
  /// Seconds into the video the region is taken at and followed from; finite, never negative.
  var start: Double = 0

  init(x: Int, y: Int, width: Int, height: Int, start: Double = 0) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.start = start
  }

  init?(argument: String) {
    let halves = argument.split(separator: "@", omittingEmptySubsequences: false)
    guard halves.count <= 2 else { return nil }
    var start = 0.0
    if halves.count == 2 {
      // "1e400", "nan" and "-1" are no time in a video: refused as the flag's bad value.
      guard let time = Double(halves[1].trimmingCharacters(in: .whitespaces)), time.isFinite, time >= 0
      else { return nil }
      start = time
    }
    let parts = halves[0].split(separator: ",", omittingEmptySubsequences: false).map {
      Int($0.trimmingCharacters(in: .whitespaces))
    }
    guard parts.count == 4, let x = parts[0], let y = parts[1], let width = parts[2], let height = parts[3],
      width > 0, height > 0
    else { return nil }
    self.init(x: x, y: y, width: width, height: height, start: start)
  }

  static var defaultValueDescription: String { "X,Y,W,H[@T]" }

  var description: String {
    "\(x),\(y),\(width),\(height)" + (start > 0 ? "@\(String(format: "%g", start))" : "")
  }
}
