extension ScrollScene {
  /// For the help: what the pointer does here.
  public static let gestures = [
    SceneGesture("drag the list", help: "scroll; rubber band past the ends; a flick decelerates"),
    SceneGesture("drag the strip", help: "page sideways"),
    SceneGesture("wheel, trackpad", help: "scroll (notches animate, trackpads follow)"),
    SceneGesture("tap a row", help: "select it"),
  ]
}
