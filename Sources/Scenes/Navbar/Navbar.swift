import Motion
import Stage

/// The bar across the top of a scene, as UINavigationBar is: its height, where its title sits,
/// and the room the host's controls (the mode pill and the scene switcher, at the trailing end)
/// leave the title. The host says how much of the trailing end its controls take
/// (``SceneContext/navbarTrailing``); a scene lays its title out with ``titleFrame(width:in:leading:offset:)``
/// and again when the context's ``SceneContext/navbarDidChange`` is called.
public enum Navbar {
  /// The bar's height in points: a status bar's 20 and UINavigationBar's 44.
  public static let height = 64.0
  /// The title's vertical centre: the bar's middle, below the status bar's share.
  public static let titleCenterY = height / 2 + 6
  /// The title box's height.
  public static let titleHeight = 30.0

  /// The bar itself, `width` points wide at the window's top, in the playground's colour; it
  /// takes no presses (the host's controls sit on it).
  public static func bar(width: Double) -> Layer {
    let bar = Layer(
      name: "navbar", center: Vector2(x: width / 2, y: height / 2), size: Size(width: width, height: height),
      color: Palette.navbar)
    bar.isUserInteractionEnabled = false
    return bar
  }

  /// A title's box in a bar `width` points wide, in the room the host's controls leave it
  /// (``NavbarTitleRoom``), after `leading` points (a back button) and moved `offset` points (a
  /// push's drift).
  public static func titleFrame(
    width: Double, in context: SceneContext, leading: Double = NavbarTitleRoom.margin, offset: Double = 0
  ) -> Rect {
    NavbarTitleRoom(width: width, leading: leading, trailing: context.navbarTrailing).frame(
      y: titleCenterY - titleHeight / 2, height: titleHeight, offset: offset)
  }
}
