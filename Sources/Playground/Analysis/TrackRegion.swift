import ArgumentParser
import Foundation

/// `--track X,Y,W,H`: the rectangle of a recording to follow, in the video's pixels (top-left
/// corner, width, height).
struct TrackRegion: ExpressibleByArgument, Equatable, CustomStringConvertible {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  init?(argument: String) {
    let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map {
      Int($0.trimmingCharacters(in: .whitespaces))
    }
    guard parts.count == 4, let x = parts[0], let y = parts[1], let width = parts[2], let height = parts[3],
      width > 0, height > 0
    else { return nil }
    self.init(x: x, y: y, width: width, height: height)
  }

  static var defaultValueDescription: String { "X,Y,W,H" }

  var description: String { "\(x),\(y),\(width),\(height)" }
}
