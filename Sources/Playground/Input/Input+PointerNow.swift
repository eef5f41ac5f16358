import CSDL2
import Motion

extension Input {
  /// Where the mouse pointer is now, in window points: on X11 `SDL_GetGlobalMouseState` asks the
  /// server (a round trip), so it is the cursor as drawn now, not the last event SDL queued;
  /// less the window's position (which SDL keeps from the window's configure events). Nil
  /// without a window. Read right after a present for the trace's `pointerLag`.
  func pointerNow() -> Vector2? {
    guard let window else { return nil }
    var x: Int32 = 0
    var y: Int32 = 0
    _ = SDL_GetGlobalMouseState(&x, &y)
    var left: Int32 = 0
    var top: Int32 = 0
    SDL_GetWindowPosition(window, &left, &top)
    return windowPoints.point(x: x - left, y: y - top)
  }
}
