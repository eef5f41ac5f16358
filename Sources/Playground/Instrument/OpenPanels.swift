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
  var showsTuning = false
  /// The share panel (D): every way to write out what is on screen.
  var showsShare = false
  /// The platform K copies code for, and whether its panel shows beside the tuning panel.
  var code = CodeChoice()
  /// The one-line hint of what to do, until the first press or key.
  var showsHint = true
}
