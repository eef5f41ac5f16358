import CSDL2
import Synchronization

/// Scene files' pictures, decoded by SDL_image once.
///
/// The scene-file loader decodes a PNG to check it and to learn its size; the surface it decoded
/// waits here for the first renderer that draws the picture (``ImageTextures``), which takes it
/// instead of decoding the file again. A scene file saved again with its pictures unchanged
/// decodes none of them: a picture's source carries its file's modification time, and the size
/// of a source decoded before is known.
///
/// One entry a file, its newest source: a picture saved again replaces it (a surface still
/// waiting for the old one is freed), so what is kept is bounded by the files named. A renderer
/// that finds no waiting surface (a second window, a picture dropped and drawn again) decodes
/// the file itself.
enum DecodedPictures {
  /// A file's newest source: its size, and the surface decoded for it that no renderer has taken
  /// yet, by address (only this type's lock reaches it; a pointer is not `Sendable`).
  private struct Entry: Sendable {
    var source: String
    var width: Int
    var height: Int
    var waiting: Int?
  }

  private struct State: Sendable {
    var entries: [String: Entry] = [:]
    /// How many times each file was decoded since the process started (tests read it).
    var decodes: [String: Int] = [:]
  }

  private static let state = Mutex(State())

  /// The size in pixels of the picture `source` names (a file's path and, after `#`, its
  /// version), decoding the file only when this source was not decoded before; or what SDL_image
  /// said when it cannot decode it.
  static func size(of source: String) -> Result<(width: Int, height: Int), DecodeFailure> {
    let path = ImageTextures.path(of: source)
    return state.withLock { state in
      if let known = state.entries[path], known.source == source {
        return .success((known.width, known.height))
      }
      guard let decoded = decode(path, counting: &state) else {
        return .failure(DecodeFailure(message: String(cString: SDL_GetError())))
      }
      if let old = state.entries[path]?.waiting { SDL_FreeSurface(surface(at: old)) }
      let entry = Entry(
        source: source, width: Int(decoded.pointee.w), height: Int(decoded.pointee.h),
        waiting: Int(bitPattern: decoded))
      state.entries[path] = entry
      return .success((entry.width, entry.height))
    }
  }

  /// The decoded surface of `source` for a renderer, which frees it: the one the loader decoded
  /// if it is still waiting, else the file decoded now; nil when SDL_image cannot decode it.
  static func takeSurface(for source: String) -> UnsafeMutablePointer<SDL_Surface>? {
    let path = ImageTextures.path(of: source)
    let address = state.withLock { state -> Int? in
      if let entry = state.entries[path], entry.source == source, let waiting = entry.waiting {
        state.entries[path]?.waiting = nil
        return waiting
      }
      return decode(path, counting: &state).map { Int(bitPattern: $0) }
    }
    return address.map(surface(at:))
  }

  /// The file at `path` decoded by SDL_image, counted in `state`; nil when it cannot be.
  private static func decode(_ path: String, counting state: inout State) -> UnsafeMutablePointer<
    SDL_Surface
  >? {
    guard let decoded = IMG_Load(path) else { return nil }
    state.decodes[path, default: 0] += 1
    return decoded
  }

  /// How many times the file at `path` was decoded since the process started.
  static func decodeCount(of path: String) -> Int {
    state.withLock { $0.decodes[path] ?? 0 }
  }

  private static func surface(at address: Int) -> UnsafeMutablePointer<SDL_Surface> {
    // Only addresses of surfaces IMG_Load returned are kept, never 0.
    UnsafeMutablePointer(bitPattern: address)!
  }

  /// What SDL_image said of a picture it could not decode.
  struct DecodeFailure: Error {
    let message: String
  }
}
