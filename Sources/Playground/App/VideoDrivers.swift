/// Which of SDL's video drivers a window asks for.
///
/// SDL 2.26 tries x11 before wayland, so in a Wayland session a window runs through XWayland,
/// which scales a HiDPI output's window up blurred. Where a Wayland session is present
/// (`WAYLAND_DISPLAY`), Flick asks for SDL's wayland driver first and x11 after it (SDL's
/// `SDL_VIDEODRIVER` hint takes a comma-separated list and uses the first that connects,
/// `SDL_VideoInit` in SDL_video.c); `SDL_VIDEODRIVER` in the environment still decides (SDL
/// reads it before any hint set with normal priority).
struct VideoDrivers: Equatable {
  /// The list for SDL's `SDL_VIDEODRIVER` hint, nil to leave SDL's own order.
  var hint: String?
  /// Whether a window that cannot be made on the first driver may be tried on X11 (XWayland).
  var fallsBackToX11: Bool

  init(environment: [String: String]) {
    let chosen = !(environment["SDL_VIDEODRIVER"] ?? "").isEmpty
    let wayland = !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
    let x11 = !(environment["DISPLAY"] ?? "").isEmpty
    if chosen || !wayland {
      hint = nil
      fallsBackToX11 = false
    } else {
      hint = x11 ? "wayland,x11" : "wayland"
      fallsBackToX11 = x11
    }
  }
}
