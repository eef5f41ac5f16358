/// Typing a tuning value (a double-click on a slider's value) or a curve (the Bézier editor's
/// field): the text typed so far, and the last press on a value, for the double-click.
struct ValueEditing {
  /// Two presses on the same value within this many seconds are a double-click (GTK's default
  /// double-click time is 400 ms).
  static let doubleClickTime = 0.4
  /// The keys a typed value takes besides the commands' (digits, '.', '-', Backspace, Return),
  /// by their SDL names, so a script can type a value too.
  static let typingKeys: Set<String> = Set((0...9).map(String.init)).union([
    "-", "backspace", "return", ",", "space",
  ])

  /// The value being typed, if any: keys go to it.
  var edit: ValueEdit?
  /// The last press on a slider's value (its id and time), for the double-click.
  private var lastPress: (id: String, time: Double)?

  /// A press on the value `id` at `time`: whether it is the second of a double-click.
  mutating func isDoubleClick(on id: String, at time: Double) -> Bool {
    defer { lastPress = (id, time) }
    guard let last = lastPress, last.id == id, time - last.time <= Self.doubleClickTime else { return false }
    return true
  }

  /// What a key typed asks for beyond the text.
  enum Outcome {
    /// Ctrl+V in the curve's field: the clipboard's curve.
    case pasteCurve
    /// Return: the value typed is set.
    case set(ValueEdit)
  }

  /// A key while a value is typed: digits, '.', '-', Backspace edit it; Esc cancels it; Return
  /// ends it, asking for it to be set.
  mutating func type(key name: String) -> Outcome? {
    guard var typed = edit else { return nil }
    let key = name.hasPrefix("keypad") ? String(name.dropFirst("keypad".count)) : name
    switch key {
    case "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", ".", "-":
      if typed.text.count < (typed.id == BezierEditor.fieldID ? 40 : 12) { typed.text += key }
      edit = typed
    case "period":
      typed.text += "."
      edit = typed
    case ",", "space":
      // The curve's field separates its four numbers; a slider's value has one.
      guard typed.id == BezierEditor.fieldID else { break }
      if typed.text.count < 40 { typed.text += key == "space" ? " " : ", " }
      edit = typed
    case "ctrl+v" where typed.id == BezierEditor.fieldID:
      edit = nil
      return .pasteCurve
    case "minus":
      typed.text += "-"
      edit = typed
    case "backspace":
      if !typed.text.isEmpty { typed.text.removeLast() }
      edit = typed
    case "escape":
      edit = nil
    case "return", "enter", "return2":
      edit = nil
      return .set(typed)
    default:
      break
    }
    return nil
  }
}
