import CSDL2
import Foundation
import Motion
import Stage

/// The platform half of the backend (as in Dear ImGui's SDL backend): SDL events in, Stage
/// pointer events and key commands out, each with the SDL event's own timestamp. Nothing else
/// here knows about gestures.
struct Input {
  private let clock: FrameClock
  /// The app's own window: whether the mouse is captured is asked of it, not of whatever window
  /// has the mouse focus (none, once the pointer has left).
  private let window: OpaquePointer?
  /// Whether the left button is down, so that moves become drags and leaving the window can
  /// cancel the gesture.
  private(set) var isPressed = false
  /// The window is minimised: the loop sleeps until it is restored.
  private(set) var isMinimized = false

  init(clock: FrameClock, window: OpaquePointer?) {
    self.clock = clock
    self.window = window
  }

  /// Translates one SDL event; most events (e.g. a move with no button down) translate to none.
  mutating func translate(_ event: SDL_Event) -> InputEvent? {
    let type = SDL_EventType(event.type)
    switch type {
    case SDL_QUIT:
      return .quit
    case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
      isPressed = true
      // Capture the mouse during the drag, so a drag outside the window keeps tracking.
      SDL_CaptureMouse(SDL_TRUE)
      return pointer(.down, x: event.button.x, y: event.button.y, timestamp: event.button.timestamp)
    case SDL_MOUSEMOTION where isPressed:
      return pointer(.move, x: event.motion.x, y: event.motion.y, timestamp: event.motion.timestamp)
    case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT) && isPressed:
      isPressed = false
      SDL_CaptureMouse(SDL_FALSE)
      return pointer(.up, x: event.button.x, y: event.button.y, timestamp: event.button.timestamp)
    case SDL_KEYDOWN where event.key.repeat == 0:
      guard let name = Self.name(of: event.key.keysym.sym) else { return nil }
      return .key(name, time: clock.seconds(fromEventTimestamp: event.key.timestamp))
    case SDL_WINDOWEVENT:
      return windowEvent(event.window)
    default:
      return nil
    }
  }

  private mutating func windowEvent(_ event: SDL_WindowEvent) -> InputEvent? {
    let time = clock.seconds(fromEventTimestamp: event.timestamp)
    switch SDL_WindowEventID(UInt32(event.event)) {
    case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_DISPLAY_CHANGED:
      return .resized
    case SDL_WINDOWEVENT_MINIMIZED:
      isMinimized = true
      return cancelDrag(at: time)
    case SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_EXPOSED:
      isMinimized = false
      return nil
    case SDL_WINDOWEVENT_FOCUS_LOST:
      // Losing focus ends the drag as a cancel, as UIKit cancels touches on an interruption.
      return cancelDrag(at: time)
    case SDL_WINDOWEVENT_LEAVE:
      // While captured the pointer keeps tracking outside, and a release there is a release;
      // without capture it is lost.
      return isCaptured ? nil : cancelDrag(at: time)
    default:
      return nil
    }
  }

  /// Whether the app's window holds the mouse capture (during a drag).
  var isCaptured: Bool {
    guard let window else { return false }
    return SDL_GetWindowFlags(window) & SDL_WINDOW_MOUSE_CAPTURE.rawValue != 0
  }

  private mutating func cancelDrag(at time: Double) -> InputEvent? {
    guard isPressed else { return nil }
    isPressed = false
    SDL_CaptureMouse(SDL_FALSE)
    var x: Int32 = 0
    var y: Int32 = 0
    SDL_GetMouseState(&x, &y)
    return .pointer(
      PointerEvent(kind: .cancel, location: Vector2(x: Double(x), y: Double(y)), timestamp: time))
  }

  private func pointer(_ kind: PointerEvent.Kind, x: Int32, y: Int32, timestamp: UInt32) -> InputEvent {
    .pointer(
      PointerEvent(
        kind: kind, location: Vector2(x: Double(x), y: Double(y)),
        timestamp: clock.seconds(fromEventTimestamp: timestamp)))
  }

  /// The key's name as scripts write it: SDL's name in lower case without spaces ("space",
  /// "a", "pagedown", "["), keypad digits as digits.
  static func name(of key: SDL_Keycode) -> String? {
    switch Int(key) {
    case Int(SDLK_KP_1.rawValue): return "1"
    case Int(SDLK_KP_2.rawValue): return "2"
    case Int(SDLK_KP_3.rawValue): return "3"
    default:
      guard let raw = SDL_GetKeyName(key) else { return nil }
      let name = String(cString: raw).lowercased().replacingOccurrences(of: " ", with: "")
      return name.isEmpty ? nil : name
    }
  }
}
