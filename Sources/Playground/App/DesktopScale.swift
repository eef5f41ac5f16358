import Foundation

/// How many pixels a window draws per point, and why: `--scale`, else the desktop's own scale,
/// read the way GTK and Qt read it, so a window on a desktop set to 200 % opens at twice the
/// pixels without a flag.
///
/// In order, the first that gives a scale:
/// - `--scale`;
/// - on Wayland, the compositor's output scale: the window is sized in points there, and its
///   drawable has the output's pixels (`SDL_WINDOW_ALLOW_HIGHDPI`), so the scale is measured
///   from the window once it is open (``isMeasured``) and nothing else is read;
/// - `GDK_SCALE`, a whole number as GTK reads it (gdk/x11's `GDK_SCALE` is parsed with `atol`);
/// - `QT_SCALE_FACTOR`, a decimal as Qt reads it;
/// - X11's `Xft.dpi` from the X resource database (the root window's RESOURCE_MANAGER string,
///   which `xrdb` sets and GNOME's and KDE's settings daemons write their scale into), parsed
///   as Qt's xcb platform does (`QXcbScreen::readXResources`, the `Xft.dpi:` line): 96 dpi is
///   scale 1, rounded to the quarter the desktops' own scaling steps come in (192 is 2, 144 is
///   1.5; the 100 or 101 dpi some set for font hinting stays 1);
/// - else 1.
///
/// `GDK_DPI_SCALE` is left alone: GTK applies it to text only (a font size multiplier on top of
/// the window's scale), so reading it as the window's pixels would draw everything larger where
/// the user asked for larger text.
///
/// Values outside 1…4 (`--scale`'s range) are clamped; a value that is no number is skipped.
struct DesktopScale: Equatable {
  /// Pixels per point, or nil where the compositor decides (Wayland without `--scale`).
  var scale: Double?
  /// Why: `--scale`, `GDK_SCALE 2`, `QT_SCALE_FACTOR 1.5`, `Xft.dpi 192`, `compositor`,
  /// `default`: the `--stats` line's reason.
  var reason: String

  /// The scale is the compositor's, known once the window is open.
  var isMeasured: Bool { scale == nil }

  /// The desktop's scale for a window on `driver` (SDL's name: "x11", "wayland"), with
  /// `forced` from `--scale`. `xResources` is asked only when nothing before it decided.
  static func resolve(
    forced: Double?, driver: String, environment: [String: String], xResources: () -> String?
  ) -> DesktopScale {
    if let forced { return DesktopScale(scale: clamped(forced), reason: "--scale") }
    if driver == "wayland" { return DesktopScale(scale: nil, reason: "compositor") }
    if let text = environment["GDK_SCALE"], let whole = Int(text.trimmingCharacters(in: .whitespaces)),
      whole > 0
    {
      return DesktopScale(scale: clamped(Double(whole)), reason: "GDK_SCALE \(whole)")
    }
    if let text = environment["QT_SCALE_FACTOR"],
      let factor = Double(text.trimmingCharacters(in: .whitespaces)),
      factor.isFinite, factor > 0
    {
      return DesktopScale(
        scale: clamped(factor), reason: "QT_SCALE_FACTOR \(text.trimmingCharacters(in: .whitespaces))")
    }
    if driver == "x11", let dpi = xftDPI(in: xResources() ?? "") {
      return DesktopScale(scale: scale(forDPI: dpi), reason: "Xft.dpi \(dpi)")
    }
    return DesktopScale(scale: 1, reason: "default")
  }

  /// `Xft.dpi` in an X resource database string (`xrdb -query`'s lines, `Xft.dpi:\t192`), as a
  /// positive whole number; nil when the string has none.
  static func xftDPI(in resources: String) -> Int? {
    for line in resources.split(whereSeparator: \.isNewline) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard trimmed.hasPrefix("Xft.dpi") else { continue }
      let rest = trimmed.dropFirst("Xft.dpi".count).drop { $0 == " " || $0 == "\t" }
      guard rest.first == ":" else { continue }
      let value = rest.dropFirst().trimmingCharacters(in: .whitespaces)
      // Qt reads the whole part of a decimal too ("96.0").
      let whole = value.prefix { $0.isNumber }
      if let dpi = Int(whole), dpi > 0 { return dpi }
    }
    return nil
  }

  /// `dpi` / 96 to the nearest quarter, within 1…4.
  static func scale(forDPI dpi: Int) -> Double {
    clamped((Double(dpi) / 96 * 4).rounded() / 4)
  }

  private static func clamped(_ scale: Double) -> Double { min(max(scale, 1), 4) }

  /// A scale as the `--stats` line writes it: `2`, `1.5`.
  static func text(_ scale: Double) -> String {
    scale == scale.rounded() ? String(Int(scale)) : String(format: "%g", scale)
  }
}
