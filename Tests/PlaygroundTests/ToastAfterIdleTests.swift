import Foundation
import Motion
import Scenes
import Testing

@testable import Playground

/// A toast lasts its whole duration from the frame that shows it (issue 42 §2.2): in a window the
/// loop sleeps while nothing moves, and a key pressed after the sleep showed a toast whose expiry
/// was measured from the last frame drawn before it, so it was gone in the same frame.
@Suite("Toasts after the loop slept")
struct ToastAfterIdleTests {
  private func session() throws -> Session {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.sceneName = CardScene.name
    configuration.draws = false
    return try Session(configuration: configuration, canvas: try Canvas(offscreenSize: configuration.size))
  }

  @Test func everyTuningKeyThreeSecondsApartGetsItsToast() throws {
    let session = try session()
    session.frame(at: 0, inputs: [])
    // `]` three times 3 s apart, one frame each, as a window that slept in between makes them.
    for press in 0..<3 {
      let time = 0.5 + 3 * Double(press)
      session.frame(at: time, inputs: [.key("]", time: time)])
      #expect(session.instrument.toasts.text?.isEmpty == false, "press \(press + 1) at \(time) s")
      // It is still there a second and a half later, and gone after its duration.
      session.frame(at: time + 1.5, inputs: [])
      #expect(session.instrument.toasts.text != nil, "press \(press + 1), 1.5 s on")
      session.frame(at: time + Toasts.duration + 0.1, inputs: [])
      #expect(session.instrument.toasts.text == nil, "press \(press + 1), after its duration")
    }
  }

  @Test func aSavedPresetsFileAfterASleepGetsItsToast() throws {
    let directory = try FlickProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let session = try session()
    session.outputs.saveDirectory = { _ in directory.path + "/" }
    session.frame(at: 0, inputs: [])
    session.frame(at: 5, inputs: [.key("w", time: 5)])
    #expect(
      session.instrument.toasts.text?.hasPrefix("saved") == true,
      "\(session.instrument.toasts.text ?? "no toast")")
  }
}
