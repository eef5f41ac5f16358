extension NavigationScene {
  /// For the help: what the pointer does here.
  public static let gestures = [
    SceneGesture("tap a row", help: "push its screen (at rest)"),
    SceneGesture("drag from the left edge", help: "pop; on the root screen, open the side panel"),
    SceneGesture("press a moving screen", help: "grab the transition where it is"),
    SceneGesture("drag the side panel", help: "close it (or open it further)"),
  ]
}
