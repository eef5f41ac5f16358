import Stage

/// The scenes' shared colours, so every scene looks like part of one app: a calm background,
/// a dark navbar, white cards, one accent.
public enum Palette {
  public static let background = Color(hex: 0xE6EBF2)
  public static let navbar = Color(hex: 0x2B3445)
  public static let navbarTitle = Color(hex: 0xF4F6FA)
  public static let surface = Color(hex: 0xFFFFFF)
  public static let placeholder = Color(hex: 0xDCE2EA)
  public static let accent = Color(hex: 0x3D7BFD)
  public static let dimming = Color(red: 0.05, green: 0.07, blue: 0.12, alpha: 0.4)
  public static let ink = Color(hex: 0x2B3445)
  /// The soft shadow of a raised card or sheet.
  public static let raisedShadow = LayerShadow(opacity: 0.28, radius: 10, offset: .init(x: 0, y: 6))
}
