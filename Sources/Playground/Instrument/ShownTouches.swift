import Motion

/// The touches drawn over the scene (the Simulator's "show touches"), so that headless
/// screenshots show the hand too.
struct ShownTouches {
  /// Where the pointer is pressed.
  var pressed: Vector2?
  /// Alt's two emulated touches, while Alt is held (window only).
  var emulated: EmulatedTouches?
}
