import Foundation
import Motion

/// The pointers a recognizer holds, in the order they went down, with where each is now.
///
/// The order matters: the first two pointers give a rotation's line, and a centroid summed in a
/// fixed order is the same number whichever frame rate delivered the events.
struct PointerTable: Sendable, Equatable {
  private(set) var ids: [Int] = []
  private(set) var locations: [Vector2] = []

  var count: Int { ids.count }
  var isEmpty: Bool { ids.isEmpty }

  func contains(_ id: Int) -> Bool { ids.contains(id) }

  /// Where pointer `id` is; nil if it is not held.
  func location(of id: Int) -> Vector2? {
    ids.firstIndex(of: id).map { locations[$0] }
  }

  /// Adds a pointer, or moves it if it is already held.
  mutating func set(_ id: Int, to location: Vector2) {
    if let index = ids.firstIndex(of: id) {
      locations[index] = location
    } else {
      ids.append(id)
      locations.append(location)
    }
  }

  mutating func remove(_ id: Int) {
    guard let index = ids.firstIndex(of: id) else { return }
    ids.remove(at: index)
    locations.remove(at: index)
  }

  mutating func removeAll() {
    ids.removeAll()
    locations.removeAll()
  }

  /// The mean of the locations; the origin when empty.
  var centroid: Vector2 {
    guard !locations.isEmpty else { return .zero }
    var sum = Vector2.zero
    for location in locations { sum = sum + location }
    return (1 / Double(locations.count)) * sum
  }

  /// Twice the mean distance from the centroid: for two pointers, the distance between them
  /// (Flutter's `ScaleGestureRecognizer` measures its span the same way); nil for fewer than two
  /// pointers or when they nearly coincide (no ratio can be taken from a zero span).
  var span: Double? {
    guard locations.count >= 2 else { return nil }
    let center = centroid
    var total = 0.0
    for location in locations { total += location.distance(to: center) }
    let span = 2 * total / Double(locations.count)
    return span >= Self.minimumSpan ? span : nil
  }

  /// The angle of the line from the first pointer to the second, in radians, clockwise positive
  /// on screen (y points down); nil for fewer than two pointers or when they nearly coincide.
  var angle: Double? {
    guard locations.count >= 2 else { return nil }
    let line = locations[1] - locations[0]
    guard line.magnitude >= Self.minimumSpan else { return nil }
    return atan2(line.y, line.x)
  }

  /// Below half a point two pointers are one place: neither a span nor a direction.
  static let minimumSpan = 0.5
}
