import Foundation

/// A function of the libX11 SDL brought into the process, for the handlers Flick sets on it
/// (``DisplayLoss``, ``VanishedRequestors``).
///
/// Found with `dlopen(RTLD_NOLOAD)` (Debian's libSDL2 links libX11; other builds `dlopen` it for
/// their x11 driver) rather than by Flick linking libX11 through a system-library target of its
/// own: one library, however SDL got it, and no new build dependency; where there is none (a
/// Wayland window, a build of SDL without X11) there is no X connection to handle.
enum LoadedX11 {
  /// The address of `name` in the loaded libX11, nil when libX11 is not loaded.
  static func function(_ name: String) -> UnsafeMutableRawPointer? {
    guard let library = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD) else { return nil }
    // The handle only counted one more use of a library SDL keeps loaded: the address stays
    // valid after it is closed.
    defer { dlclose(library) }
    return dlsym(library, name)
  }
}
