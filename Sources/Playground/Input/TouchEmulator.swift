import Motion
import Stage

/// Two touches made with the mouse, as the iOS Simulator makes them: hold Alt (Option) and drag,
/// and a second touch mirrors the pointer about the window's centre, so the pair pinches and
/// rotates about it; hold Shift as well and both touches move together (a two-finger pan; the
/// mirror's centre moves with the pointer).
///
/// Pure: mouse presses, moves and releases with their modifiers in, touch events out (each
/// stamped with the mouse event's time), so the same logic runs under SDL and in tests.
///
/// ```swift
/// var emulator = TouchEmulator()
/// let downs = emulator.press(at: Vector2(x: 400, y: 300), center: Vector2(x: 480, y: 320), time: 1)
/// // two `.down` events: (400, 300) id 1 and (560, 340) id 2
/// ```
struct TouchEmulator {
  /// The ids of the two touches (the mouse is 0; real fingers take small ids from 1 while no
  /// emulation runs, and a touchscreen and Alt-drag at once are not a combination anyone makes).
  static let ids = (1, 2)

  /// The pointer's touch and the mirrored one while a drag is emulated; nil otherwise.
  private(set) var points: (Vector2, Vector2)?
  /// The mirror's centre during the drag.
  private var center = Vector2.zero

  var isActive: Bool { points != nil }

  /// Where the two touches would be for a pointer at `pointer` mirrored about `center`: the
  /// points drawn while Alt is held, before a press.
  static func preview(pointer: Vector2, center: Vector2) -> (Vector2, Vector2) {
    (pointer, 2 * center - pointer)
  }

  /// Alt + press: both touches go down.
  mutating func press(at pointer: Vector2, center: Vector2, time: Double) -> [PointerEvent] {
    self.center = center
    let pair = Self.preview(pointer: pointer, center: center)
    points = pair
    return events(.down, pair, time: time)
  }

  /// The pointer moved: the mirrored touch follows; with Shift both move by the same amount.
  mutating func move(to pointer: Vector2, together: Bool, time: Double) -> [PointerEvent] {
    guard let (previous, _) = points else { return [] }
    if together { center = center + (pointer - previous) }
    let pair = Self.preview(pointer: pointer, center: center)
    points = pair
    return events(.move, pair, time: time)
  }

  /// The button is up (or the drag was lost: `.cancel`): both touches end.
  mutating func release(_ kind: PointerEvent.Kind, at pointer: Vector2?, together: Bool, time: Double)
    -> [PointerEvent]
  {
    guard var pair = points else { return [] }
    if let pointer, kind == .up {
      if together { center = center + (pointer - pair.0) }
      pair = Self.preview(pointer: pointer, center: center)
    }
    points = nil
    return events(kind, pair, time: time)
  }

  private func events(_ kind: PointerEvent.Kind, _ pair: (Vector2, Vector2), time: Double) -> [PointerEvent] {
    [
      PointerEvent(kind: kind, location: pair.0, timestamp: time, id: Self.ids.0, device: .emulatedTouch),
      PointerEvent(kind: kind, location: pair.1, timestamp: time, id: Self.ids.1, device: .emulatedTouch),
    ]
  }
}
