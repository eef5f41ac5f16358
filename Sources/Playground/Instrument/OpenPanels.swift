/// Which of the instrument's panels are open: the help (H) and where it is scrolled, the HUD
/// (Tab), the tuning panel (T) with the code panel beside it (K), the share panel (D), and the
/// first hint.
struct OpenPanels {
  var showsHelp = false {
    didSet { if showsHelp != oldValue { helpScroll = 0 } }
  }
  /// The first entry the help shows, where a short window's help is scrolled (the wheel, ↑ ↓).
  var helpScroll = 0
  /// The HUD and its plot (Tab): hidden when the window opens, as the README says, so the first
  /// picture is the scene alone, the same in a window as headless.
  var showsHUD = false
  /// The tuning panel (T).
  private(set) var showsTuning = false
  /// The share panel (D): every way to write out what is on screen.
  private(set) var showsShare = false
  /// Whether the share panel was opened after the tuning panel: the one a compact window keeps.
  private var shareOpenedLast = false
  /// The platform K copies code for, and whether its panel shows beside the tuning panel.
  var code = CodeChoice()
  /// The one-line hint of what to do, until the first press or key.
  var showsHint = true

  // A compact window (``OverlayLayout/isCompact``) has room for one panel, both being centred
  // there: opening one closes the other, and a window made compact keeps the one opened last.

  /// T: opens or closes the tuning panel.
  mutating func toggleTuning(compact: Bool) {
    showsTuning.toggle()
    if showsTuning { shareOpenedLast = false }
    fit(compact: compact)
  }
  /// D: opens or closes the share panel.
  mutating func toggleShare(compact: Bool) {
    showsShare.toggle()
    if showsShare { shareOpenedLast = true }
    fit(compact: compact)
  }
  /// Esc: closes the share panel.
  mutating func closeShare() { showsShare = false }
  /// Esc: closes the tuning panel.
  mutating func closeTuning() { showsTuning = false }
  /// At a window's new size: a compact one keeps one panel.
  mutating func fit(compact: Bool) {
    guard compact, showsTuning, showsShare else { return }
    if shareOpenedLast { showsTuning = false } else { showsShare = false }
  }
}
