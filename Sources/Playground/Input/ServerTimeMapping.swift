/// Puts a window system's own event times (the X server's milliseconds) on the loop's clock.
///
/// The server's clock and the loop's tick at the same rate but from different origins, and an
/// event reaches the app some time after the server stamped it. The offset between the clocks is
/// the smallest `received − stamped` seen so far: the event that came quickest says most about
/// it, and every event's time, `stamped + offset`, is then never later than when it was read.
/// One offset for all events keeps their spacing exact, which is what the velocity tracker reads.
///
/// The server's time is 32 bits of milliseconds and wraps every 49.7 days: each stamp is read as
/// the nearest to the one before it.
struct ServerTimeMapping {
  /// The loop's seconds less the server's, the smallest seen.
  private(set) var offset: Double?
  /// The last stamp, unwrapped to 64 bits.
  private var lastStamp: Int64?

  /// The loop's time of an event the server stamped `milliseconds`, read at `receivedAt` (the
  /// loop's clock).
  mutating func loopTime(serverMilliseconds milliseconds: UInt32, receivedAt: Double) -> Double {
    let stamp: Int64
    if let lastStamp {
      // The signed difference from the last stamp, modulo 2^32: a wrap is a small step forwards.
      let step = Int32(bitPattern: milliseconds &- UInt32(truncatingIfNeeded: lastStamp))
      stamp = lastStamp + Int64(step)
    } else {
      stamp = Int64(milliseconds)
    }
    lastStamp = stamp
    let server = Double(stamp) / 1000
    let offset = min(self.offset ?? .infinity, receivedAt - server)
    self.offset = offset
    return server + offset
  }
}
