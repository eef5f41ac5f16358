import Motion
import Stage

/// The navigation scene's looks and metrics, after UINavigationController on iOS 7+: a 64 pt
/// navbar (44 + the status bar), grouped rows, a slight dimming of the screen underneath.
enum NavigationStyle {
  /// The navbar's text sits 6 pt below the bar's middle, under the status bar (as the modal's).
  static let navbarTextY = Navbar.titleCenterY
  static let rowHeight = 52.0
  static let rowGap = 8.0
  static let rowInset = 16.0
  static let firstRowY = 20.0
  static let rowCornerRadius = 12.0
  static let rowFontSize = 17.0
  static let titleFontSize = 19.0
  static let buttonFontSize = 17.0

  /// The back button's tint on the dark navbar (a lighter accent, readable on 0x2B3445).
  static let buttonTint = Color(hex: 0x8FB4FF)
  static let chevron = Color(hex: 0xA7B1C2)
  /// What dims the screen underneath; the dimming layer's alpha is the front screen's coverage.
  static let dimming = Color(red: 0.03, green: 0.05, blue: 0.1, alpha: 0.22)
  /// The side panel: a darker sheet with light rows, so it reads as a different surface.
  static let panel = Color(hex: 0x34405A)
  static let panelRow = Color(hex: 0x435070)
  static let panelText = Color(hex: 0xF4F6FA)

  /// How far (points) a navbar title drifts while it crossfades.
  static let titleDrift = 120.0
  /// Seed 003's edge pan and UIKit's edge zone.
  static let edgeWidth = ScreenEdgePanGestureRecognizer.defaultEdgeWidth
  /// iOS 7's parallax: the screen underneath moves by 30 % of the width.
  static let parallax = 0.3
}
