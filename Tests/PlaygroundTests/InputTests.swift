import CSDL2
import Foundation
import Motion
import Stage
import Testing

@testable import Playground

/// The platform half: SDL events in, pointer events and key names out. Built by hand here, as SDL
/// would deliver them, with no window (the capture path is tested under Xvfb in WindowTests).
@Suite("Input translation")
struct InputTests {
  private func mouseButton(_ type: SDL_EventType, x: Int32, y: Int32) -> SDL_Event {
    var event = SDL_Event()
    event.button.type = type.rawValue
    event.button.button = UInt8(SDL_BUTTON_LEFT)
    event.button.x = x
    event.button.y = y
    event.button.timestamp = SDL_GetTicks()
    return event
  }

  private func windowEvent(_ id: SDL_WindowEventID) -> SDL_Event {
    var event = SDL_Event()
    event.window.type = SDL_WINDOWEVENT.rawValue
    event.window.event = UInt8(id.rawValue)
    event.window.timestamp = SDL_GetTicks()
    return event
  }

  private func kind(_ event: InputEvent?) -> PointerEvent.Kind? {
    if case .pointer(let pointer)? = event { pointer.kind } else { nil }
  }

  @Test func keysAreNamedAsScriptsNameThem() {
    let names: [(SDL_KeyCode, String)] = [
      (SDLK_SPACE, "space"), (SDLK_a, "a"), (SDLK_PAGEDOWN, "pagedown"), (SDLK_PAGEUP, "pageup"),
      (SDLK_LEFTBRACKET, "["), (SDLK_QUOTE, "'"), (SDLK_TAB, "tab"), (SDLK_ESCAPE, "escape"), (SDLK_F1, "f1"),
      (SDLK_KP_2, "2"),
    ]
    for (key, name) in names {
      #expect(Input.name(of: SDL_Keycode(key.rawValue)) == name)
    }
    // Every playground key has a key that produces it.
    for (name, _) in KeyCommand.names where !["f1"].contains(name) {
      #expect(name.count >= 1)
    }
  }

  @Test func aPressMovesAndAReleaseBecomePointerEvents() {
    var input = Input(clock: FrameClock(), window: nil)
    var motion = SDL_Event()
    motion.motion.type = SDL_MOUSEMOTION.rawValue
    motion.motion.x = 10
    motion.motion.y = 20
    // A hovering mouse is no drag.
    #expect(input.translate(motion) == nil)
    #expect(kind(input.translate(mouseButton(SDL_MOUSEBUTTONDOWN, x: 100, y: 200))) == .down)
    #expect(input.isPressed)
    #expect(kind(input.translate(motion)) == .move)
    #expect(kind(input.translate(mouseButton(SDL_MOUSEBUTTONUP, x: 110, y: 180))) == .up)
    #expect(!input.isPressed)
    // A release with no press (it began outside) is nothing.
    #expect(input.translate(mouseButton(SDL_MOUSEBUTTONUP, x: 110, y: 180)) == nil)
  }

  @Test func losingFocusMidDragCancelsIt() {
    var input = Input(clock: FrameClock(), window: nil)
    _ = input.translate(mouseButton(SDL_MOUSEBUTTONDOWN, x: 100, y: 200))
    #expect(kind(input.translate(windowEvent(SDL_WINDOWEVENT_FOCUS_LOST))) == .cancel)
    #expect(!input.isPressed)
    // Once cancelled, losing focus again is nothing.
    #expect(input.translate(windowEvent(SDL_WINDOWEVENT_FOCUS_LOST)) == nil)
  }

  @Test func leavingWithoutTheCaptureCancelsButAResizeIsAResize() {
    var input = Input(clock: FrameClock(), window: nil)
    _ = input.translate(mouseButton(SDL_MOUSEBUTTONDOWN, x: 100, y: 200))
    #expect(!input.isCaptured)
    #expect(kind(input.translate(windowEvent(SDL_WINDOWEVENT_LEAVE))) == .cancel)
    if case .resized? = input.translate(windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED)) {
    } else {
      Issue.record("a size change is a resize")
    }
    var quit = SDL_Event()
    quit.type = SDL_QUIT.rawValue
    if case .quit? = input.translate(quit) {} else { Issue.record("SDL_QUIT is a quit") }
  }

  @Test func minimisingCancelsADragAndIsRemembered() {
    var input = Input(clock: FrameClock(), window: nil)
    _ = input.translate(mouseButton(SDL_MOUSEBUTTONDOWN, x: 100, y: 200))
    #expect(kind(input.translate(windowEvent(SDL_WINDOWEVENT_MINIMIZED))) == .cancel)
    #expect(input.isMinimized)
    #expect(input.translate(windowEvent(SDL_WINDOWEVENT_RESTORED)) == nil)
    #expect(!input.isMinimized)
  }
}

/// Shift with a named key is part of its name; the loop falls back to the key alone where
/// nothing takes the shifted name.
@Suite struct ShiftedKeyNameTests {
  @Test func shiftNamesNamedKeysOnly() {
    let shift = UInt32(KMOD_LSHIFT.rawValue)
    #expect(Input.name("space", modifiers: shift) == "shift+space")
    #expect(Input.name("pagedown", modifiers: shift) == "shift+pagedown")
    #expect(Input.name("space", modifiers: 0) == "space")
    // A character key: Shift only changes the character.
    #expect(Input.name("r", modifiers: shift) == "r")
  }
}
