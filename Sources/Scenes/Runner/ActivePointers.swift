import Motion
import Stage

/// The pointers down on the scene now (the mouse while a button is held, each finger, each
/// emulated touch), kept by the ``SceneRunner`` from the pointer events it delivers, for the
/// trace's `pointers` field and Esc's cancel.
public struct ActivePointers: Sendable, Equatable {
  public struct Pointer: Sendable, Equatable {
    public var id: Int
    public var device: PointerDevice
    public var location: Vector2
  }

  /// In the order they went down.
  public private(set) var pointers: [Pointer] = []

  public init() {}

  public mutating func apply(_ event: PointerEvent) {
    guard event.isFinite else { return }
    let index = pointers.firstIndex { $0.id == event.id }
    switch event.kind {
    case .down:
      let pointer = Pointer(id: event.id, device: event.device, location: event.location)
      if let index { pointers[index] = pointer } else { pointers.append(pointer) }
    case .move:
      if let index { pointers[index].location = event.location }
    case .up, .cancel:
      if let index { pointers.remove(at: index) }
    }
  }

  public mutating func removeAll() { pointers.removeAll() }

  /// `[{id, kind, x, y}]`: the trace's `pointers`.
  public var traceValue: TraceValue {
    .array(
      pointers.map { pointer in
        .object([
          TraceField("id", .number(Double(pointer.id))),
          TraceField("kind", .string(pointer.device.rawValue)),
          TraceField("x", .number(pointer.location.x)),
          TraceField("y", .number(pointer.location.y)),
        ])
      })
  }

  /// `{state, scale, velocity}` for a scene's pinch, or null for a scene without one; the
  /// velocity is the release's once the pinch is over, and at `time` (the frame's: 0 once the
  /// fingers are still for 40 ms) while it runs.
  public static func traceValue(_ pinch: PinchGestureRecognizer?, at time: Double) -> TraceValue {
    guard let pinch else { return .null }
    return .object([
      TraceField("state", .string(pinch.state.rawValue)),
      TraceField("scale", .number(pinch.scale)),
      TraceField("velocity", .number(pinch.isActive ? pinch.velocity(at: time) : pinch.velocity)),
    ])
  }

  /// `{state, angle, velocity}` for a scene's rotation, or null.
  public static func traceValue(_ rotation: RotationGestureRecognizer?, at time: Double) -> TraceValue {
    guard let rotation else { return .null }
    return .object([
      TraceField("state", .string(rotation.state.rawValue)),
      TraceField("angle", .number(rotation.rotation)),
      TraceField("velocity", .number(rotation.isActive ? rotation.velocity(at: time) : rotation.velocity)),
    ])
  }
}
