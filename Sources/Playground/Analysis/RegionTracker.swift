import COpenCVMatch
import Motion

/// Follows a region of a recording from frame to frame: the region as it looks in the first
/// frame is the template, found in each later frame by OpenCV's normalised cross-correlation
/// (TM_CCOEFF_NORMED, insensitive to brightness and contrast changes) with its peak refined to
/// a fraction of a pixel. Each frame is searched around where the region's last two positions
/// say it will be; a poor match widens the search to the whole frame before the region counts
/// as lost.
final class RegionTracker {
  /// The lowest score a match may have: below it the region is lost (a cut, a fade, the
  /// subject gone). The drawn test videos match at 0.94 or more through H.264 at CRF 28; the
  /// best place for their square in an unrelated picture (a cut) scored 0.72.
  static let lowestScore = 0.8
  /// The error of a followed position (points, one axis) the analysis allows for at least:
  /// measured against videos drawn to a quarter of a pixel, about 0.09 px RMS and 0.2 px at
  /// most (docs/analysis.md).
  static let precision = 0.1
  let region: TrackRegion
  private var template: [UInt8]
  private var last: (x: Double, y: Double, time: Double)
  private var previous: (x: Double, y: Double, time: Double)?

  /// Takes the template from the first frame.
  ///
  /// - Throws: ``PlaygroundError`` for a region not wholly inside the frame, or one flat colour.
  init(region: TrackRegion, firstFrame frame: VideoFrameStream.Frame) throws(PlaygroundError) {
    // Compared by subtraction: `--track` takes any Int, and x + width can overflow (a trap).
    guard region.x >= 0, region.y >= 0, region.width <= frame.width - region.x,
      region.height <= frame.height - region.y
    else {
      throw PlaygroundError(
        "--track \(region) is not inside the video's \(frame.width)x\(frame.height) frame")
    }
    guard region.width >= 4, region.height >= 4 else {
      throw PlaygroundError("--track \(region) is too small to follow: at least 4x4 pixels")
    }
    self.region = region
    var template = [UInt8](repeating: 0, count: region.width * region.height)
    for row in 0..<region.height {
      let source = (region.y + row) * frame.width + region.x
      for column in 0..<region.width { template[row * region.width + column] = frame.pixels[source + column] }
    }
    self.template = template
    let spread = flick_image_spread(template, Int32(region.width), Int32(region.height), Int32(region.width))
    guard spread >= 2 else {
      throw PlaygroundError(
        "--track \(region) is one flat colour in the first frame: there is nothing in it to follow")
    }
    last = (Double(region.x), Double(region.y), frame.time)
  }

  /// The region's centre in the first frame.
  var start: Vector2 {
    Vector2(x: Double(region.x) + Double(region.width) / 2, y: Double(region.y) + Double(region.height) / 2)
  }

  /// What a frame shows of the region.
  enum Sighting {
    /// Its centre (pixels) and the match's score.
    case found(centre: Vector2, score: Double)
    /// Its last steps carry it partly past the frame's edge and it matches nowhere: it left.
    case leftFrame
    /// It matches nowhere, though it should be wholly inside: a cut, a fade, the subject gone.
    case lost
  }

  /// Where the region is in `frame`.
  func locate(in frame: VideoFrameStream.Frame) -> Sighting {
    // Where the last step would carry it, at the last step's speed.
    var predictedX = last.x
    var predictedY = last.y
    var stepLength = 0.0
    if let previous, last.time > previous.time {
      let scale = (frame.time - last.time) / (last.time - previous.time)
      let stepX = (last.x - previous.x) * scale
      let stepY = (last.y - previous.y) * scale
      predictedX += stepX
      predictedY += stepY
      stepLength = (stepX * stepX + stepY * stepY).squareRoot()
    }
    let margin = Int(16 + stepLength * 0.75)
    var best = match(frame, aroundX: predictedX, y: predictedY, margin: margin)
    if best.score < 0.9 {
      let wide = match(frame, aroundX: last.x, y: last.y, margin: Swift.max(4 * margin, 64))
      if wide.score > best.score { best = wide }
    }
    if best.score < Self.lowestScore {
      let whole = match(frame, aroundX: 0, y: 0, margin: Swift.max(frame.width, frame.height))
      if whole.score > best.score { best = whole }
    }
    guard best.score >= Self.lowestScore, best.x.isFinite, best.y.isFinite else {
      let inside =
        predictedX >= 0 && predictedY >= 0 && predictedX + Double(region.width) <= Double(frame.width)
        && predictedY + Double(region.height) <= Double(frame.height)
      return inside ? .lost : .leftFrame
    }
    previous = last
    last = (best.x, best.y, frame.time)
    return .found(
      centre: Vector2(x: best.x + Double(region.width) / 2, y: best.y + Double(region.height) / 2),
      score: best.score)
  }

  private func match(_ frame: VideoFrameStream.Frame, aroundX x: Double, y: Double, margin: Int)
    -> (x: Double, y: Double, score: Double)
  {
    let left = Int(x.rounded()) - margin
    let top = Int(y.rounded()) - margin
    let result = template.withUnsafeBufferPointer { pattern in
      flick_match_template(
        frame.pixels.baseAddress, Int32(frame.width), Int32(frame.height), Int32(frame.width),
        pattern.baseAddress, Int32(region.width), Int32(region.height), Int32(region.width),
        Int32(left), Int32(top), Int32(region.width + 2 * margin), Int32(region.height + 2 * margin))
    }
    return result.status == 0 ? (result.x, result.y, result.score) : (0, 0, -2)
  }
}
