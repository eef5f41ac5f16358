import Motion
import Scenes
import Stage

/// Where the presses are: every pointer down now, on the scene or on an overlay (the trace's
/// `pointers`; the scene's own are the runner's), and the presses on the window's message
/// panel, whose moves and release go nowhere.
struct PressRouting {
  /// Every pointer down now.
  var active = ActivePointers()
  /// Presses on the message panel.
  private var onMessagePanel: Set<Int> = []

  /// Whether `event` goes no further: the rest of a press Esc cancelled (one of `cancelled`)
  /// or of one on the message panel, until the pointer goes down again; or a press on the
  /// message panel (`panel`), which dismisses it.
  mutating func isSwallowed(_ event: PointerEvent, cancelled: Set<Int>, panel: () -> MessagePanel?) -> Bool {
    if cancelled.contains(event.id) || onMessagePanel.contains(event.id) {
      guard event.kind == .down else { return true }
      onMessagePanel.remove(event.id)
    }
    if event.kind == .down, panel()?.contains(event.location) == true {
      // A press on the window's message panel dismisses it; its moves and release go nowhere.
      WindowMessages.dismiss()
      onMessagePanel.insert(event.id)
      return true
    }
    return false
  }
}
