/// Gives SDL's input events the time the X server stamped their X events with.
///
/// SDL 2 stamps an event with the tick at which it read it from the X connection: every event
/// queued while a frame was late gets the same millisecond, and a flick made then has no
/// velocity. Each X input event carries its own server time. With `SDL_SYSWMEVENT` enabled SDL
/// queues each X event beside the SDL events it makes from it (SDL 2.26, `X11_DispatchEvent`
/// and `X11_HandleGenericEvent`): a core event (a key, a button, a wheel notch, a crossing, a
/// core motion) comes *before* its SDL events; an XInput 2 event (the pointer's motion, which SDL
/// takes from XInput 2.2 instead of core motion, and a touch) comes *after* them. So an SDL event
/// belongs to the core event before it, unless the XInput 2 event after it made it: that one's
/// last mouse motion, or its touch's finger event.
///
/// This is the pure half: the items in the order polled, the times out, on the loop's clock
/// (``ServerTimeMapping``). An event with no X time (another video driver, an event SDL makes
/// of its own) gets nil, and keeps SDL's stamp.
struct X11EventTimes {
  /// What an `SDL_SYSWMEVENT` said of its X event.
  enum Stamp: Equatable {
    /// A core input event and its server time.
    case coreInput(serverMilliseconds: UInt32)
    /// A core event without a time (an exposure): what follows it has none.
    case coreOther
    /// An XInput 2 pointer motion.
    case motion(serverMilliseconds: UInt32)
    /// An XInput 2 touch event, with its touch's id (SDL's finger id).
    case touch(serverMilliseconds: UInt32, fingerID: Int64)
    /// Any other XInput 2 event.
    case genericOther
  }

  /// What kind of SDL event an item is, as far as the matching goes.
  enum Event: Equatable {
    case mouseMotion
    case finger(id: Int64)
    /// Buttons, the wheel, keys, window events: what a core event makes.
    case other
  }

  enum Item: Equatable {
    /// An `SDL_SYSWMEVENT`, read at `receivedAt` (SDL's stamp of it, on the loop's clock).
    case stamp(Stamp, receivedAt: Double)
    case event(Event)
  }

  private(set) var mapping = ServerTimeMapping()

  /// For each item, the loop's time of the X event it came from; nil for stamps, and for events
  /// with no X time.
  mutating func times(of items: [Item]) -> [Double?] {
    var times = [Double?](repeating: nil, count: items.count)
    // The time of the core event the SDL events since its stamp came from.
    var coreTime: Double?
    // The events since the last stamp: an XInput 2 stamp claims the one it made among them.
    var sinceStamp: [Int] = []
    for (index, item) in items.enumerated() {
      switch item {
      case .event(let event):
        if case .finger = event {} else { times[index] = coreTime }
        sinceStamp.append(index)
      case .stamp(let stamp, let receivedAt):
        switch stamp {
        case .coreInput(let milliseconds):
          coreTime = mapping.loopTime(serverMilliseconds: milliseconds, receivedAt: receivedAt)
        case .coreOther, .genericOther:
          coreTime = nil
        case .motion(let milliseconds):
          let time = mapping.loopTime(serverMilliseconds: milliseconds, receivedAt: receivedAt)
          if let made = sinceStamp.last(where: { items[$0] == .event(.mouseMotion) }) { times[made] = time }
          coreTime = nil
        case .touch(let milliseconds, let id):
          let time = mapping.loopTime(serverMilliseconds: milliseconds, receivedAt: receivedAt)
          if let made = sinceStamp.last(where: { items[$0] == .event(.finger(id: id)) }) {
            times[made] = time
          }
          coreTime = nil
        }
        sinceStamp.removeAll(keepingCapacity: true)
      }
    }
    return times
  }
}
