extension PaneScene {
  /// For the help: what the pointer does here.
  public static let gestures = [
    SceneGesture("tap the pane", help: "open / close, reversing in flight with its velocity"),
    SceneGesture("drag the pane", help: "catch it anywhere; rubber band past open and closed"),
    SceneGesture("release", help: "a flick up opens, down closes"),
  ]
}
