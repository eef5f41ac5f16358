import CSDL2
import Foundation

/// A PNG read back as ARGB8888 words, and the comparison the visual regression tests use: two
/// frames match when at most a small fraction of pixels differ by more than a small amount in
/// any channel (anti-aliasing and glyph rounding may move a few pixels by a few levels).
struct ReferenceImage {
  let width: Int
  let height: Int
  let argb: [UInt32]

  init(width: Int, height: Int, argb: [UInt32]) {
    self.width = width
    self.height = height
    self.argb = argb
  }

  /// Reads a PNG with SDL_image; nil when the file is missing or unreadable.
  init?(contentsOf path: String) {
    guard let loaded = IMG_Load(path) else { return nil }
    defer { SDL_FreeSurface(loaded) }
    guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
      return nil
    }
    defer { SDL_FreeSurface(converted) }
    width = Int(converted.pointee.w)
    height = Int(converted.pointee.h)
    var argb = [UInt32](repeating: 0, count: width * height)
    for y in 0..<height {
      let row = converted.pointee.pixels.advanced(by: y * Int(converted.pointee.pitch))
        .assumingMemoryBound(to: UInt32.self)
      for x in 0..<width { argb[y * width + x] = row[x] }
    }
    self.argb = argb
  }

  /// The fraction of pixels whose largest channel difference exceeds `levels` (of 255).
  func fractionDiffering(from other: ReferenceImage, by levels: Int = 24) -> Double {
    guard width == other.width, height == other.height, !argb.isEmpty else { return 1 }
    var differing = 0
    for (a, b) in zip(argb, other.argb) where a != b {
      for shift in stride(from: 0, to: 32, by: 8) {
        if abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)) > levels {
          differing += 1
          break
        }
      }
    }
    return Double(differing) / Double(argb.count)
  }
}
