import CSDL2
import Foundation
import Motion
import Stage

/// The platform half of the backend (as in Dear ImGui's SDL backend): SDL events in, Stage
/// pointer and scroll events and key commands out, each at the time it happened: the X
/// server's own time where X11 gives it (``X11EventTimes``), SDL's stamp otherwise. Nothing
/// else here knows about gestures.
///
/// Every location leaves here in window points, converted once (``WindowPoints``): the mouse's
/// window coordinates (pixels under X11 with `--scale 2`, points on a HiDPI Mac), a finger's
/// normalised ones, the wheel's pointer. Fingers get small ids (``FingerIDs``); the mouse events
/// SDL synthesises from touches are dropped, so one finger is never two pointers; Alt + drag
/// emulates two touches (``TouchEmulator``).
struct Input {
  let clock: FrameClock
  /// The app's own window: whether the mouse is captured is asked of it, not of whatever window
  /// has the mouse focus (none, once the pointer has left).
  let window: OpaquePointer?
  /// The canvas whose points locations are converted to (nil in tests: window units are points).
  private let canvas: Canvas?
  var fingers = FingerIDs()
  /// Where each finger down is, by id (a lost finger is cancelled there).
  var fingerLocations: [Int: Vector2] = [:]
  private(set) var emulator = TouchEmulator()
  /// Whether the left button is down, so that moves become drags and leaving the window can
  /// cancel the gesture.
  private(set) var isPressed = false
  /// The window is minimised: the loop sleeps until it is restored.
  private(set) var isMinimized = false

  /// Points for window coordinates when there is no canvas (tests: a window of that mapping).
  private var fixedPoints = WindowPoints.identity
  /// The X server's times of the events, on the loop's clock.
  private var x11Times = X11EventTimes()

  init(clock: FrameClock, window: OpaquePointer?, points: WindowPoints = .identity) {
    self.clock = clock
    self.window = window
    canvas = nil
    fixedPoints = points
  }

  /// Input for `canvas`'s window, converting to its points.
  init(clock: FrameClock, canvas: Canvas) {
    self.clock = clock
    self.window = canvas.window
    self.canvas = canvas
  }

  /// How window coordinates map to points now (the window may have been resized or moved to a
  /// screen of another density).
  var windowPoints: WindowPoints {
    guard let canvas else { return fixedPoints }
    return WindowPoints(unitsPerPoint: canvas.windowUnitsPerPoint, points: canvas.size)
  }

  /// Translates a frame's polled events, each at its X time where it has one.
  mutating func translate(_ polled: PolledEvents) -> [InputEvent] {
    polled.timed(by: &x11Times).compactMap { translate($0.event, at: $0.time) }
  }

  /// Translates one SDL event, at `platformTime` (the loop's clock) when the window system said
  /// when it happened, else at SDL's stamp; most events (e.g. a move with no button down)
  /// translate to none.
  mutating func translate(_ event: SDL_Event, at platformTime: Double? = nil) -> InputEvent? {
    let type = SDL_EventType(event.type)
    let time = platformTime ?? clock.seconds(fromEventTimestamp: event.common.timestamp)
    switch type {
    case SDL_QUIT:
      return .quit
    // A touchscreen's fingers also arrive as mouse events SDL makes up (which ==
    // SDL_TOUCH_MOUSEID): the finger events are the truth, so those are dropped.
    case SDL_MOUSEBUTTONDOWN where event.button.which == Self.touchMouseID,
      SDL_MOUSEBUTTONUP where event.button.which == Self.touchMouseID:
      return nil
    case SDL_MOUSEMOTION where event.motion.which == Self.touchMouseID:
      return nil
    case SDL_MOUSEWHEEL where event.wheel.which == Self.touchMouseID:
      return nil
    case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
      isPressed = true
      // Capture the mouse during the drag, so a drag outside the window keeps tracking.
      SDL_CaptureMouse(SDL_TRUE)
      let location = windowPoints.point(x: event.button.x, y: event.button.y)
      if Self.modifiers.contains(.alt) {
        return .pointers(emulator.press(at: location, center: windowPoints.center, time: time))
      }
      return .pointer(PointerEvent(kind: .down, location: location, timestamp: time))
    case SDL_MOUSEMOTION where isPressed:
      let location = windowPoints.point(x: event.motion.x, y: event.motion.y)
      if emulator.isActive {
        return .pointers(emulator.move(to: location, together: Self.modifiers.contains(.shift), time: time))
      }
      return .pointer(PointerEvent(kind: .move, location: location, timestamp: time))
    case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT) && isPressed:
      isPressed = false
      SDL_CaptureMouse(SDL_FALSE)
      let location = windowPoints.point(x: event.button.x, y: event.button.y)
      if emulator.isActive {
        return .pointers(
          emulator.release(.up, at: location, together: Self.modifiers.contains(.shift), time: time))
      }
      return .pointer(PointerEvent(kind: .up, location: location, timestamp: time))
    case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
      return finger(event.tfinger, type: type, at: time)
    case SDL_MOUSEWHEEL:
      return wheel(event.wheel, at: time)
    case SDL_KEYDOWN where Self.isModifier(event.key.keysym.sym):
      // Alt, Shift and Ctrl are modifiers (touch emulation, Ctrl + wheel), not commands.
      return nil
    case SDL_KEYDOWN where event.key.repeat == 0:
      guard let name = Self.name(of: event.key.keysym.sym) else { return nil }
      return .key(
        Self.name(name, modifiers: UInt32(event.key.keysym.mod)), time: time)
    case SDL_WINDOWEVENT:
      return windowEvent(event.window, at: time)
    case SDL_DROPFILE:
      guard let file = event.drop.file else { return nil }
      defer { SDL_free(file) }
      return .openFile(String(cString: file))
    default:
      return nil
    }
  }

  private mutating func windowEvent(_ event: SDL_WindowEvent, at time: Double) -> InputEvent? {
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

  /// The drag and every finger are lost: each ends as a cancel.
  private mutating func cancelDrag(at time: Double) -> InputEvent? {
    var cancels: [PointerEvent] = []
    for id in fingers.releaseAll() {
      let location = fingerLocations.removeValue(forKey: id) ?? .zero
      cancels.append(PointerEvent(kind: .cancel, location: location, timestamp: time, id: id, device: .touch))
    }
    if isPressed {
      isPressed = false
      SDL_CaptureMouse(SDL_FALSE)
      var x: Int32 = 0
      var y: Int32 = 0
      SDL_GetMouseState(&x, &y)
      let location = windowPoints.point(x: x, y: y)
      if emulator.isActive {
        cancels += emulator.release(.cancel, at: nil, together: false, time: time)
      } else {
        cancels.append(PointerEvent(kind: .cancel, location: location, timestamp: time))
      }
    }
    switch cancels.count {
    case 0: return nil
    case 1: return .pointer(cancels[0])
    default: return .pointers(cancels)
    }
  }

  /// A key with Ctrl held is "ctrl+" its name ("ctrl+z"). A named key (Space, Home, Page
  /// Down…) with Shift held is "shift+" its name ("shift+space" pages up in the scroll scene);
  /// a character key keeps its own name, since Shift changes what some layouts type, not which
  /// key it is. The loop falls back to the plain name where nothing takes the shifted one.
  static func name(_ name: String, modifiers: UInt32) -> String {
    if modifiers & UInt32(KMOD_CTRL.rawValue) != 0 { return "ctrl+" + name }
    if modifiers & UInt32(KMOD_SHIFT.rawValue) != 0, name.count > 1 { return "shift+" + name }
    return name
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
