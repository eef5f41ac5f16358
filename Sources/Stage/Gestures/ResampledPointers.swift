import Motion

/// Where resampled events (``PointerEvent/isResampled``) show the pointers a recognizer holds,
/// kept apart from where the real events left them: the recognizer's own state (its pointers,
/// its reference for a pinch's ratio, its velocity samples) is only ever the real events', so a
/// resampled frame cannot change what a release hands on, to the bit.
///
/// A resampled move of a held pointer shows it there; one that brings it back to its real
/// location takes the override away (the scene runner sends those at the start of the next
/// frame); a real event of any pointer drops them all (the recognizer calls ``removeAll()``).
struct ResampledPointers: Sendable, Equatable {
  private var overrides = PointerTable()

  /// Whether no pointer is shown elsewhere than its real location.
  var isEmpty: Bool { overrides.isEmpty }

  /// Takes a resampled move of a pointer in `real` (ignored otherwise).
  mutating func apply(_ event: PointerEvent, real: PointerTable) {
    guard let location = real.location(of: event.id) else { return }
    if event.location == location {
      overrides.remove(event.id)
    } else {
      overrides.set(event.id, to: event.location)
    }
  }

  mutating func removeAll() { overrides.removeAll() }

  /// `real` with the overridden pointers where the resampled events put them, in the same order.
  func shown(over real: PointerTable) -> PointerTable {
    var table = real
    for (id, location) in zip(overrides.ids, overrides.locations) where real.contains(id) {
      table.set(id, to: location)
    }
    return table
  }
}
