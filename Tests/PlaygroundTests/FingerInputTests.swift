import CSDL2
import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// Fingers, the wheel and Alt's emulated touches through the real input path: SDL events pushed
/// into SDL's own queue (SDL_PushEvent), polled back and translated, as the window loop does.
/// Only SDL's event subsystem is started (no display needed: the offscreen driver's events are
/// these); the window's size is given as its mapping to points.
@Suite("Finger, wheel and emulated touch input", .serialized)
struct FingerInputTests {
  /// A 960×640-point window drawn at `--scale 2` under X11: 1920×1280 window units.
  static let scale2 = WindowPoints(
    windowSize: Size(width: 1920, height: 1280), points: Size(width: 960, height: 640))

  /// Pushes `events` into SDL's queue and translates everything polled back.
  private func roundTrip(_ events: [SDL_Event], input: inout Input) -> [PointerEvent] {
    SDL_SetHint(SDL_HINT_VIDEODRIVER, "offscreen")
    #expect(SDL_InitSubSystem(UInt32(SDL_INIT_EVENTS)) == 0)
    defer { SDL_QuitSubSystem(UInt32(SDL_INIT_EVENTS)) }
    var drained = SDL_Event()
    while SDL_PollEvent(&drained) != 0 {}
    for var event in events { #expect(SDL_PushEvent(&event) == 1) }
    var polled = SDL_Event()
    var out: [PointerEvent] = []
    while SDL_PollEvent(&polled) != 0 {
      switch input.translate(polled) {
      case .pointer(let event)?: out.append(event)
      case .pointers(let events)?: out += events
      default: break
      }
    }
    return out
  }

  private func finger(_ type: SDL_EventType, id: Int64, x: Float, y: Float, ms: UInt32) -> SDL_Event {
    var event = SDL_Event()
    event.tfinger.type = type.rawValue
    event.tfinger.touchId = 7
    event.tfinger.fingerId = id
    event.tfinger.x = x
    event.tfinger.y = y
    event.tfinger.timestamp = ms
    return event
  }

  @Test func fingersBecomePointersWithSmallIdsInPointsAndTheirMouseEchoesAreDropped() {
    var input = Input(clock: FrameClock(), window: nil, points: Self.scale2)
    var echo = SDL_Event()
    echo.button.type = SDL_MOUSEBUTTONDOWN.rawValue
    echo.button.button = UInt8(SDL_BUTTON_LEFT)
    echo.button.which = Input.touchMouseID
    echo.button.x = 960
    echo.button.y = 640
    let events = roundTrip(
      [
        finger(SDL_FINGERDOWN, id: 9_000_001, x: 0.25, y: 0.5, ms: 100), echo,
        finger(SDL_FINGERDOWN, id: 9_000_002, x: 0.75, y: 0.5, ms: 101),
        finger(SDL_FINGERMOTION, id: 9_000_002, x: 0.875, y: 0.5, ms: 116),
        finger(SDL_FINGERUP, id: 9_000_001, x: 0.25, y: 0.5, ms: 120),
        finger(SDL_FINGERUP, id: 9_000_002, x: 0.875, y: 0.5, ms: 121),
        // A finger that went down elsewhere (not seen) moves and lifts: nothing.
        finger(SDL_FINGERMOTION, id: 5, x: 0.1, y: 0.1, ms: 130),
      ], input: &input)
    #expect(events.map(\.kind) == [.down, .down, .move, .up, .up])
    #expect(events.map(\.id) == [1, 2, 2, 1, 2])
    #expect(events.allSatisfy { $0.device == .touch })
    #expect(events[0].location == Vector2(x: 240, y: 320))
    #expect(events[2].location == Vector2(x: 840, y: 320))
    #expect(!input.isPressed)
  }

  @Test func aMouseAtScaleTwoIsConvertedToPointsOnce() {
    var input = Input(clock: FrameClock(), window: nil, points: Self.scale2)
    var press = SDL_Event()
    press.button.type = SDL_MOUSEBUTTONDOWN.rawValue
    press.button.button = UInt8(SDL_BUTTON_LEFT)
    press.button.x = 700
    press.button.y = 500
    let events = roundTrip([press], input: &input)
    #expect(events.first?.location == Vector2(x: 350, y: 250))
    #expect(events.first?.device == .mouse && events.first?.id == 0)
  }

  @Test func wheelEventsKeepTheirPreciseDeltasAndModifiers() throws {
    var input = Input(clock: FrameClock(), window: nil, points: Self.scale2)
    SDL_SetHint(SDL_HINT_VIDEODRIVER, "offscreen")
    #expect(SDL_InitSubSystem(UInt32(SDL_INIT_EVENTS)) == 0)
    defer { SDL_QuitSubSystem(UInt32(SDL_INIT_EVENTS)) }
    var drained = SDL_Event()
    while SDL_PollEvent(&drained) != 0 {}
    var scrolls: [ScrollEvent] = []
    for (precise, modifiers) in [(Float(-0.35), KMOD_LCTRL), (Float(2), KMOD_NONE)] {
      var wheel = SDL_Event()
      wheel.wheel.type = SDL_MOUSEWHEEL.rawValue
      wheel.wheel.timestamp = SDL_GetTicks()
      wheel.wheel.preciseY = precise
      wheel.wheel.y = Int32(precise)
      wheel.wheel.mouseX = 400
      wheel.wheel.mouseY = 300
      wheel.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
      #expect(SDL_PushEvent(&wheel) == 1)
      var polled = SDL_Event()
      var translated: InputEvent?
      SDL_SetModState(modifiers)
      while SDL_PollEvent(&polled) != 0 { translated = input.translate(polled) ?? translated }
      if case .scroll(let scroll)? = translated { scrolls.append(scroll) }
    }
    SDL_SetModState(KMOD_NONE)
    try #require(scrolls.count == 2)
    // A trackpad's fraction of a notch, with Ctrl: a pinch's input; 40 pt a notch.
    #expect(abs(scrolls[0].delta.y - 14) < 1e-4 && scrolls[0].isPrecise)
    #expect(scrolls[0].modifiers == .control)
    #expect(scrolls[0].location == Vector2(x: 200, y: 150))
    // Two whole notches up: a wheel's, scrolling towards the content's start.
    #expect(scrolls[1].delta.y == -80 && !scrolls[1].isPrecise && scrolls[1].modifiers.isEmpty)
  }

  @Test func altDragMakesTwoTouchesMirroredAboutTheCentreAndShiftMovesBoth() {
    var emulator = TouchEmulator()
    let center = Vector2(x: 480, y: 320)
    let down = emulator.press(at: Vector2(x: 400, y: 300), center: center, time: 1)
    #expect(down.map(\.location) == [Vector2(x: 400, y: 300), Vector2(x: 560, y: 340)])
    #expect(down.allSatisfy { $0.device == .emulatedTouch && $0.kind == .down })
    let pinch = emulator.move(to: Vector2(x: 380, y: 300), together: false, time: 1.01)
    #expect(pinch[1].location == Vector2(x: 580, y: 340))
    let pan = emulator.move(to: Vector2(x: 390, y: 310), together: true, time: 1.02)
    #expect(pan[1].location == Vector2(x: 590, y: 350))
    let up = emulator.release(.up, at: Vector2(x: 390, y: 310), together: false, time: 1.03)
    #expect(up.map(\.kind) == [.up, .up] && !emulator.isActive)
  }

  @Test func ctrlWheelPinchesWithTheWheelsVelocityAndLiftsAfterItsIdle() {
    var wheel = WheelPinch()
    let pinch = PinchGestureRecognizer()
    var time = 2.0
    for _ in 0..<20 {
      for event in wheel.scroll(
        ScrollEvent(
          delta: Vector2(x: 0, y: -4), isPrecise: true, location: Vector2(x: 300, y: 200), timestamp: time,
          modifiers: .control))
      {
        pinch.handle(event)
      }
      time += 0.008
    }
    #expect(wheel.expire(at: time + 0.05).isEmpty)
    let lift = wheel.expire(at: time + 0.2)
    #expect(lift.map(\.kind) == [.up, .up])
    lift.forEach(pinch.handle)
    #expect(pinch.state == .ended)
    // exp(4 / 200) per 8 ms: the velocity of scale e^(2.5 t) at the last event.
    let expected = 2.5 * pinch.scale
    #expect(abs(pinch.velocity - expected) / expected < 0.02, "velocity \(pinch.velocity)")
    #expect(!wheel.isActive)
  }

  @Test func aScaleTwoWindowLargerThanTheScreenShrinksKeepingItsProportions() {
    let fitted = Canvas.fitting(Size(width: 960, height: 640), scale: 2, in: Size(width: 1280, height: 800))
    #expect(fitted == Size(width: 600, height: 400))
    #expect(
      Canvas.fitting(Size(width: 400, height: 300), scale: 2, in: Size(width: 1280, height: 800))
        == Size(width: 400, height: 300))
  }
}
