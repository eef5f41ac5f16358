extension ModalScene {
  /// For the help: what the pointer does here.
  public static let gestures = [
    SceneGesture("drag the modal", help: "grab it where it is, even moving; a flick up or down decides"),
    SceneGesture("release", help: "over 50 pt/s by the flick's direction, else by where it is"),
  ]
}
