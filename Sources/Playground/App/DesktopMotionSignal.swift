/// A change of the desktop's motion switch, as the monitors print it while a window is open
/// (`DesktopMotionMonitor`): the portal's `reduced-motion` or GNOME's `enable-animations`.
enum DesktopMotionSignal: Equatable {
  /// The portal's new `org.freedesktop.appearance reduced-motion`: 1 reduced, 0 no preference
  /// (any other number is 0, the portal's rule, as `DesktopMotion/portalValue(_:)` reads it).
  case portal(Int)
  /// GNOME's new `org.gnome.desktop.interface enable-animations`, as `gsettings` prints it.
  case enableAnimations(String)

  /// The signal in one line of `gdbus monitor`'s output,
  /// `/org/freedesktop/portal/desktop: org.freedesktop.portal.Settings.SettingChanged
  /// ('org.freedesktop.appearance', 'reduced-motion', <uint32 1>)`, or of `gsettings monitor`'s,
  /// `enable-animations: false`; nil for any other line (another setting, a name the bus gives).
  static func parse(_ line: String) -> DesktopMotionSignal? {
    let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
    if text.hasPrefix("enable-animations:") {
      let value = text.dropFirst("enable-animations:".count).trimmingCharacters(in: .whitespaces)
      return value == "true" || value == "false" ? .enableAnimations(value) : nil
    }
    guard text.contains("org.freedesktop.portal.Settings.SettingChanged"),
      let arguments = text.range(of: "('org.freedesktop.appearance', 'reduced-motion', ")
    else { return nil }
    // The value is the signal's third argument, a variant: `<uint32 1>`.
    return DesktopMotion.portalValue("(" + text[arguments.upperBound...]).map(DesktopMotionSignal.portal)
  }
}
