import CSDL2
import Foundation
import Motion

/// K: the settle as code for the platform picked beside the tuning panel, to SDL's clipboard.
extension Session {
  func copyCode() {
    if let reason = (scene as? any InstrumentedScene)?.codeUnavailable {
      instrument.toasts.show(reason)
      return
    }
    let platform = instrument.panels.code.platform
    instrument.panels.code.isShown = true
    let code = CodeExport.code(for: platform, CodePanel.snapshot(scene: scene, probe: scene.probe))
    if SDL_SetClipboardText(code) == 0 {
      let release = scene.probe.handoff == nil ? "no release yet" : "with the last release"
      instrument.toasts.show("copied \(platform.title) code (\(scene.mode.rawValue), \(release))")
    } else {
      let reason = String(cString: SDL_GetError())
      instrument.toasts.show("could not copy \(platform.title) code: \(reason)")
    }
  }
}
