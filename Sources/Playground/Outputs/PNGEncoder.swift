import CSDL2
import Foundation

/// A surface encoded as PNG in memory, through an SDL_RWops whose writes append to a buffer:
/// SDL_image never touches the disk, so the only file written is the output itself, through
/// ``CheckedFile`` (a full disk is reported as the output's failure, with the system's reason).
enum PNGEncoder {
  /// The growing bytes and the write position (SDL_image may ask where it is).
  private final class Sink {
    var bytes: [UInt8] = []
    var position = 0
  }

  static func encode(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Data? {
    guard let stream = SDL_AllocRW() else { return nil }
    let sink = Sink()
    let context = Unmanaged.passRetained(sink)
    defer { context.release() }
    stream.pointee.type = UInt32(SDL_RWOPS_UNKNOWN)
    stream.pointee.hidden.unknown.data1 = context.toOpaque()
    stream.pointee.size = { stream in
      guard let stream else { return -1 }
      return Int64(PNGEncoder.sink(of: stream).bytes.count)
    }
    stream.pointee.seek = { stream, offset, whence in
      guard let stream else { return -1 }
      let sink = PNGEncoder.sink(of: stream)
      let base: Int
      switch whence {
      case RW_SEEK_SET: base = 0
      case RW_SEEK_CUR: base = sink.position
      case RW_SEEK_END: base = sink.bytes.count
      default: return -1
      }
      let target = base + Int(offset)
      guard target >= 0 else { return -1 }
      sink.position = target
      return Int64(target)
    }
    stream.pointee.read = { _, _, _, _ in 0 }
    stream.pointee.write = { stream, source, size, count in
      guard let stream, let source else { return 0 }
      let sink = PNGEncoder.sink(of: stream)
      let length = size * count
      if sink.position > sink.bytes.count {
        sink.bytes += [UInt8](repeating: 0, count: sink.position - sink.bytes.count)
      }
      let bytes = UnsafeRawBufferPointer(start: source, count: length)
      let overlap = min(length, sink.bytes.count - sink.position)
      sink.bytes.replaceSubrange(sink.position..<sink.position + overlap, with: bytes.prefix(overlap))
      sink.bytes += bytes.dropFirst(overlap)
      sink.position += length
      return count
    }
    stream.pointee.close = { stream in
      if let stream { SDL_FreeRW(stream) }
      return 0
    }
    // freedst 1: SDL_image closes (frees) the stream, whatever happens.
    guard IMG_SavePNG_RW(surface, stream, 1) == 0, !sink.bytes.isEmpty else { return nil }
    return Data(sink.bytes)
  }

  private static func sink(of stream: UnsafeMutablePointer<SDL_RWops>) -> Sink {
    Unmanaged<Sink>.fromOpaque(stream.pointee.hidden.unknown.data1).takeUnretainedValue()
  }
}
