import CSDL2
import Synchronization

/// SDL_ttf's faces, opened and closed one at a time across threads.
///
/// SDL_ttf opens every face from one FreeType library, and FreeType keeps a library's faces in
/// a list that opening and closing a face change without a lock. FreeType's rule for one
/// library shared by several threads is a mutex around `FT_New_Face` and `FT_Done_Face`
/// (https://freetype.org/freetype2/docs/reference/ft2-library_setup.html#ft_library). A window
/// draws its text on one thread, but the tests make renderers on several at once. Without this
/// lock, four threads each opening and closing 400 faces (`FontFacesTests`) crashed in five runs
/// of six, in malloc or on a null pointer.
///
/// Measuring and drawing with a face need no lock: each ``TextRenderer`` opens its own faces
/// and uses them on one thread at a time.
enum FontFaces {
  private static let lock = Mutex(())

  /// Starts SDL_ttf once per process; false when it cannot start.
  static func start() -> Bool {
    lock.withLock { _ in TTF_WasInit() != 0 || TTF_Init() == 0 }
  }

  /// The face of the font file at `path`, `pixelSize` pixels high; nil when SDL_ttf cannot
  /// open it.
  static func open(_ path: String, pixelSize: Int32) -> OpaquePointer? {
    lock.withLock { _ in TTF_OpenFont(path, pixelSize) }
  }

  /// Closes a face that ``open(_:pixelSize:)`` returned.
  static func close(_ face: OpaquePointer) {
    lock.withLock { _ in TTF_CloseFont(face) }
  }
}
