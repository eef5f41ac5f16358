import CSDL2
import CX11EventTimes
import Motion

extension Input {
  /// Where the mouse pointer is now, in window points, read right after a present for the
  /// trace's `pointerLag`. On X11 the server is asked where the pointer is relative to the window
  /// itself (`XQueryPointer`, a round trip): the cursor as drawn now, however it got there. SDL
  /// 2.26's `SDL_GetGlobalMouseState` is what it falls back to elsewhere: on X11 it returns what
  /// SDL last saw of XInput 2 raw motion, stale after a pointer warped by xdotool or a remote
  /// desktop (658 pt of "lag" in a plain drag), less the window's position SDL keeps. Nil without
  /// a window.
  func pointerNow() -> Vector2? {
    guard let window else { return nil }
    var x: Int32 = 0
    var y: Int32 = 0
    if flick_x11_pointer_in_window(UnsafeMutableRawPointer(window), &x, &y) == 1 {
      return windowPoints.point(x: x, y: y)
    }
    _ = SDL_GetGlobalMouseState(&x, &y)
    var left: Int32 = 0
    var top: Int32 = 0
    SDL_GetWindowPosition(window, &left, &top)
    return windowPoints.point(x: x - left, y: y - top)
  }
}
