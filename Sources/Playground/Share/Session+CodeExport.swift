import CSDL2
import Foundation
import Motion

/// K: the settle as code for the platform picked beside the tuning panel, to SDL's clipboard.
extension Session {
  func copyCode() {
    let platform = overlay.code.platform
    overlay.code.isShown = true
    let code = CodeExport.code(for: platform, CodePanel.snapshot(scene: scene, probe: scene.probe))
    if SDL_SetClipboardText(code) == 0 {
      let release = scene.probe.handoff == nil ? "no release yet" : "with the last release"
      overlay.show(toast: "copied \(platform.title) code (\(scene.mode.rawValue), \(release))")
    } else {
      let reason = String(cString: SDL_GetError())
      overlay.show(toast: "could not copy \(platform.title) code: \(reason)")
    }
  }

  /// A press on the code panel's header picks the next platform; true when it landed there.
  func pressCodePanel(at point: Vector2, layout: OverlayLayout) -> Bool {
    guard overlay.code.isShown,
      let panel = CodePanel(
        platform: overlay.code.platform, snapshot: CodePanel.snapshot(scene: scene, probe: scene.probe),
        layout: layout), panel.frame.contains(point)
    else { return false }
    if panel.picker.contains(point) {
      overlay.code.platform = overlay.code.platform.next
      overlay.show(toast: "K copies \(overlay.code.platform.title) code")
    }
    return true
  }
}
