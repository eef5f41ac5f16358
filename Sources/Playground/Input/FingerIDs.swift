/// SDL's finger ids (large numbers, from the touch device) mapped to the small ids pointer
/// events carry: the lowest free id from 1 (0 is the mouse), kept from the finger's press to its
/// release and free again after it, so a script or a trace reads `1` and `2` for a pinch.
struct FingerIDs {
  private var assigned: [Int64: Int] = [:]

  /// The id of a finger going down (a finger already down keeps its id).
  mutating func press(_ finger: Int64) -> Int {
    if let id = assigned[finger] { return id }
    var id = 1
    let used = Set(assigned.values)
    while used.contains(id) { id += 1 }
    assigned[finger] = id
    return id
  }

  /// The id of a finger that is down; nil for one never seen going down.
  func id(of finger: Int64) -> Int? { assigned[finger] }

  /// The finger is up: its id is free again.
  mutating func release(_ finger: Int64) -> Int? { assigned.removeValue(forKey: finger) }

  /// Every finger is lost (focus went away): their ids, to cancel.
  mutating func releaseAll() -> [Int] {
    defer { assigned.removeAll() }
    return assigned.values.sorted()
  }
}
