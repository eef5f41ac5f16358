import CSDL2
import Foundation
import Motion
import Stage

extension Input {
  /// SDL_TOUCH_MOUSEID: the `which` of mouse events SDL synthesises from touches.
  static let touchMouseID = UInt32.max

  /// The modifier keys held now (SDL's mouse events do not carry them; SDL's own state does).
  static var modifiers: ScrollEvent.Modifiers {
    let state = SDL_GetModState().rawValue
    var modifiers: ScrollEvent.Modifiers = []
    if state & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
    if state & KMOD_ALT.rawValue != 0 { modifiers.insert(.alt) }
    if state & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
    return modifiers
  }

  static func isModifier(_ key: SDL_Keycode) -> Bool {
    [SDLK_LALT, SDLK_RALT, SDLK_LSHIFT, SDLK_RSHIFT, SDLK_LCTRL, SDLK_RCTRL, SDLK_LGUI, SDLK_RGUI]
      .contains { SDL_Keycode($0.rawValue) == key }
  }

  /// Points a wheel notch scrolls (a precise device's deltas are in the same notch units).
  static let pointsPerNotch = 40.0

  /// A finger: SDL's normalised 0…1 window coordinates to points, SDL's finger id to a small id.
  mutating func finger(_ event: SDL_TouchFingerEvent, type: SDL_EventType, at time: Double) -> InputEvent? {
    let location = windowPoints.point(normalizedX: Double(event.x), y: Double(event.y))
    let kind: PointerEvent.Kind
    let id: Int
    switch type {
    case SDL_FINGERDOWN:
      kind = .down
      id = fingers.press(event.fingerId)
    case SDL_FINGERUP:
      guard let released = fingers.release(event.fingerId) else { return nil }
      kind = .up
      id = released
    default:
      guard let moving = fingers.id(of: event.fingerId) else { return nil }
      kind = .move
      id = moving
    }
    if kind == .up { fingerLocations[id] = nil } else { fingerLocations[id] = location }
    return .pointer(PointerEvent(kind: kind, location: location, timestamp: time, id: id, device: .touch))
  }

  /// A wheel or trackpad scroll, in points: SDL's precise deltas (fractions of a notch from a
  /// trackpad or a smooth-scrolling wheel) times ``pointsPerNotch``, positive y towards the
  /// content's end (SDL's y is positive away from the user; a "natural" flipped direction is
  /// flipped back, so the delta is what the fingers did). A delta that is not whole notches is
  /// precise; whole ones are a notched wheel's.
  func wheel(_ event: SDL_MouseWheelEvent, at time: Double) -> InputEvent? {
    let flip: Float = event.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
    let notches = Vector2(x: Double(event.preciseX * flip), y: Double(-event.preciseY * flip))
    guard notches.isFinite, notches != .zero else { return nil }
    let isPrecise = notches.x.rounded() != notches.x || notches.y.rounded() != notches.y
    return .scroll(
      ScrollEvent(
        delta: Self.pointsPerNotch * notches, isPrecise: isPrecise,
        location: windowPoints.point(x: event.mouseX, y: event.mouseY),
        timestamp: time, modifiers: Self.modifiers))
  }

  /// Where the two emulated touches are drawn: during an Alt-drag, the touches; while Alt is held
  /// over the window, where they would go down; nil otherwise.
  var emulatedTouchPoints: (Vector2, Vector2)? {
    if let points = emulator.points { return points }
    guard Self.modifiers.contains(.alt), window != nil, SDL_GetMouseFocus() == window else { return nil }
    var x: Int32 = 0
    var y: Int32 = 0
    SDL_GetMouseState(&x, &y)
    return TouchEmulator.preview(pointer: windowPoints.point(x: x, y: y), center: windowPoints.center)
  }
}
