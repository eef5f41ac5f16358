import Foundation

/// The X server's resource database as a string (what `xrdb -query` prints: the root window's
/// RESOURCE_MANAGER property), for `Xft.dpi` (``DesktopScale``).
///
/// Read through the libX11 SDL's x11 driver brought into the process (``LoadedX11``), on a
/// connection of its own opened and closed here: SDL keeps its `Display` to itself until a
/// window exists, and the scale is needed to size the window. Xlib reads the property when it
/// connects (`XResourceManagerString`), so this is one round trip at start.
enum XResources {
  /// The resource string of the display SDL uses (`DISPLAY`), nil without libX11, a display
  /// or resources.
  static func managerString() -> String? {
    typealias OpenDisplay = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    typealias ResourceManagerString = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    typealias CloseDisplay = @convention(c) (OpaquePointer?) -> Int32
    guard let open = LoadedX11.function("XOpenDisplay"),
      let read = LoadedX11.function("XResourceManagerString"),
      let close = LoadedX11.function("XCloseDisplay"),
      let display = unsafeBitCast(open, to: OpenDisplay.self)(nil)
    else { return nil }
    defer { _ = unsafeBitCast(close, to: CloseDisplay.self)(display) }
    return unsafeBitCast(read, to: ResourceManagerString.self)(display).map { String(cString: $0) }
  }
}
