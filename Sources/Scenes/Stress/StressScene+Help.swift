extension StressScene {
  /// For the help: what the pointer does here.
  public static let gestures = [
    SceneGesture("drag", help: "the cards near the pointer follow it"),
    SceneGesture("click", help: "flick every card outwards; they spring home"),
  ]
}
