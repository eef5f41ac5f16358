import CSDL2
import CX11EventTimes

/// One frame's SDL events, in the order polled, with the X server's stamps read from the
/// `SDL_SYSWMEVENT`s between them as they were polled (SDL frees a message at the next poll).
struct PolledEvents {
  /// The SDL events other than the stamps, in order.
  private(set) var events: [SDL_Event] = []
  /// The same events and the stamps between them, for ``X11EventTimes``; `eventIndices[i]` is
  /// the item of `events[i]`.
  private(set) var items: [X11EventTimes.Item] = []
  private var eventIndices: [Int] = []

  /// Whether any event was polled.
  var isEmpty: Bool { events.isEmpty }

  /// Adds a polled event; a stamp is read now. `receivedAt` puts SDL's stamp on the loop's clock.
  mutating func append(_ event: SDL_Event, receivedAt: (UInt32) -> Double) {
    var event = event
    if event.type == SDL_SYSWMEVENT.rawValue {
      if let stamp = Self.stamp(flick_x11_stamp(&event)) {
        items.append(.stamp(stamp, receivedAt: receivedAt(event.common.timestamp)))
      }
      return
    }
    eventIndices.append(items.count)
    items.append(.event(Self.kind(of: event)))
    events.append(event)
  }

  /// Each event with its X time on the loop's clock (nil where there is none).
  func timed(by times: inout X11EventTimes) -> [(event: SDL_Event, time: Double?)] {
    let itemTimes = times.times(of: items)
    return events.indices.map { (events[$0], itemTimes[eventIndices[$0]]) }
  }

  private static func kind(of event: SDL_Event) -> X11EventTimes.Event {
    switch SDL_EventType(event.type) {
    case SDL_MOUSEMOTION: .mouseMotion
    case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP: .finger(id: event.tfinger.fingerId)
    default: .other
    }
  }

  private static func stamp(_ stamp: FlickX11Stamp) -> X11EventTimes.Stamp? {
    switch stamp.kind {
    case FlickX11StampCoreInput: .coreInput(serverMilliseconds: stamp.serverTime)
    case FlickX11StampCoreOther: .coreOther
    case FlickX11StampMotion: .motion(serverMilliseconds: stamp.serverTime)
    case FlickX11StampTouch: .touch(serverMilliseconds: stamp.serverTime, fingerID: stamp.touchDetail)
    case FlickX11StampGenericOther: .genericOther
    default: nil
    }
  }
}
