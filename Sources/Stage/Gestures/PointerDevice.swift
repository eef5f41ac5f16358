/// What a pointer is: the raw values are the words the trace's `pointers` field writes.
///
/// ```swift
/// let finger = PointerEvent(kind: .down, location: Vector2(x: 40, y: 80), timestamp: 0, id: 1, device: .touch)
/// ```
public enum PointerDevice: String, Sendable, CaseIterable {
  /// The mouse (or a trackpad's click-and-drag): one pointer, id 0.
  case mouse
  /// A finger on a touchscreen.
  case touch
  /// A touch made with the mouse, as the iOS Simulator makes them: Alt gives two, mirrored about
  /// the window's centre.
  case emulatedTouch
}
