import Foundation

/// A video whose motion is known exactly, drawn by ffmpeg's own filters (an independent
/// renderer): a textured square (SMPTE bars) over a still background, moved by an expression
/// of the frame's time: still, dragged at a steady speed, then let go onto a spring or a decay
/// with the drag's velocity, as a finger lets go. The square is placed on a canvas eight times
/// larger and scaled down by area, so its edges fall on eighths of a pixel (ffmpeg's overlay
/// places whole pixels); then H.264 at CRF 28.
struct DrawnVideo {
  enum Release {
    case spring(response: Double, dampingRatio: Double, target: (x: Double, y: Double))
    case decay(rate: Double)
  }

  var release: Release
  var fps = 60.0
  var duration = 2.0
  /// Frames dropped in an irregular pattern, the rest keeping their own timestamps.
  var variableRate = false
  var width = 240
  var height = 160
  var side = 32
  /// The square's top-left at the start, its drag velocity (px/s), when the drag starts and ends.
  var start = (x: 20.0, y: 60.0)
  var drag = (x: 320.0, y: 60.0)
  var stillUntil = 0.25
  var releaseAt = 0.5
  static let supersampling = 8

  /// `--track` for the square at the start.
  var track: String { "\(Int(start.x)),\(Int(start.y)),\(side),\(side)" }

  /// The position where the drag lets go (top-left, pixels).
  var releasePosition: (x: Double, y: Double) {
    (start.x + drag.x * (releaseAt - stillUntil), start.y + drag.y * (releaseAt - stillUntil))
  }

  /// ffmpeg's expression for the square's top-left along one axis (0 x, 1 y), in pixels.
  func expression(axis: Int) -> String {
    let origin = axis == 0 ? start.x : start.y
    let velocity = axis == 0 ? drag.x : drag.y
    let released = axis == 0 ? releasePosition.x : releasePosition.y
    let elapsed = "(t-\(releaseAt))"
    let free: String
    switch release {
    case .decay(let rate):
      let tau = -1 / (1000 * log(rate))
      free = "(\(released))+(\(velocity * tau))*(1-exp(-\(elapsed)/(\(tau))))"
    case .spring(let response, let ratio, let target):
      let goal = axis == 0 ? target.x : target.y
      let omega = 2 * Double.pi / response
      let alpha = ratio * omega
      let displacement = released - goal
      if abs(ratio - 1) < 1e-9 {
        free =
          "(\(goal))+exp(-(\(alpha))*\(elapsed))*((\(displacement))+(\(velocity + alpha * displacement))*\(elapsed))"
      } else if ratio < 1 {
        let damped = omega * (1 - ratio * ratio).squareRoot()
        let sine = (velocity + alpha * displacement) / damped
        free =
          "(\(goal))+exp(-(\(alpha))*\(elapsed))*((\(displacement))*cos((\(damped))*\(elapsed))+(\(sine))*sin((\(damped))*\(elapsed)))"
      } else {
        let gamma = omega * (ratio * ratio - 1).squareRoot()
        let slow = -alpha + gamma
        let fast = -alpha - gamma
        let slowShare = (velocity - fast * displacement) / (slow - fast)
        free =
          "(\(goal))+(\(slowShare))*exp((\(slow))*\(elapsed))+(\(displacement - slowShare))*exp((\(fast))*\(elapsed))"
      }
    }
    return
      "if(lt(t,\(stillUntil)),\(origin),if(lt(t,\(releaseAt)),(\(origin))+(\(velocity))*(t-\(stillUntil)),\(free)))"
  }

  /// The ffmpeg arguments that draw it into `path`.
  func arguments(writingTo path: String) -> [String] {
    let scale = Self.supersampling
    var filter =
      "[0][1]overlay=x='\(scale)*(\(expression(axis: 0)))':y='\(scale)*(\(expression(axis: 1)))':eval=frame:format=rgb:shortest=1,scale=\(width):\(height):flags=area"
    if variableRate { filter += ",select='not(eq(mod(n,5),2))*not(eq(mod(n,7),4))'" }
    filter += ",format=yuv420p"
    return [
      "-hide_banner", "-loglevel", "error", "-nostdin", "-y",
      "-f", "lavfi", "-i",
      "testsrc2=s=\(width * scale)x\(height * scale):r=\(fps):d=\(duration),trim=end_frame=1,loop=-1:1,format=rgba",
      "-f", "lavfi", "-i", "smptebars=s=\(side * scale)x\(side * scale):r=\(fps):d=\(duration),format=rgba",
      "-filter_complex", filter, "-t", "\(duration)", "-fps_mode", variableRate ? "vfr" : "cfr", "-r",
      "\(fps)",
      "-c:v", "libx264", "-crf", "28", path,
    ]
  }

  /// Draws it into `path`.
  func make(at path: String) throws {
    try FFmpegRun.run(arguments(writingTo: path))
  }
}

/// Runs Debian's ffmpeg for a test's input file.
enum FFmpegRun {
  struct Failed: Error, CustomStringConvertible {
    var description: String
  }

  static func run(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
    process.arguments = arguments
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let log = directory.appendingPathComponent("ffmpeg.log")
    try FlickProcess.makeEmptyFile(at: log)
    let handle = try FileHandle(forWritingTo: log)
    process.standardError = handle
    process.standardOutput = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    guard process.terminationStatus == 0 else {
      throw Failed(description: (try? String(contentsOf: log, encoding: .utf8)) ?? "ffmpeg failed")
    }
  }
}
