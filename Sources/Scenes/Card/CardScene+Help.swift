extension CardScene {
  /// For the help: what the pointer does here.
  public static let gestures = [
    SceneGesture("drag the card", help: "throw it: it springs to the corner nearest where it would rest"),
    SceneGesture("pinch / rotate", help: "the scale springs back, the turn carries on"),
    SceneGesture("click empty space", help: "send the card there (A: additive, current, replace)"),
  ]
}
