/// What the ``GestureArena`` needs of a recognizer: its state, its input, and a word when its
/// state changes. Stage's pan, edge pan, tap, pinch and rotation recognizers conform.
public protocol GestureRecognizer: AnyObject {
  /// Where the recognizer is: `possible`, `began`, `changed`, `ended`, `cancelled`, `failed`.
  var state: GestureState { get }
  /// Feeds one pointer event.
  func handle(_ event: PointerEvent)
  /// Called on each state transition with the new state (set by the arena).
  var transitionObserver: ((GestureState) -> Void)? { get set }
}

extension PanGestureRecognizer: GestureRecognizer {}
extension ScreenEdgePanGestureRecognizer: GestureRecognizer {}
extension TapGestureRecognizer: GestureRecognizer {}
extension PinchGestureRecognizer: GestureRecognizer {}
extension RotationGestureRecognizer: GestureRecognizer {}
