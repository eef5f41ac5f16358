import Stage

extension DisplayItem {
  /// How two items compare, for the damage tracker.
  enum Likeness {
    /// Equal, as `==` says.
    case equal
    /// The same fill moved, turned or scaled: shape and colour equal, transform not.
    case moved
    /// Anything else.
    case different
  }

  /// How the items at `a` and `b` compare, without copying them whole.
  ///
  /// The derived `==` copies both items into a tuple to switch on them, each through the
  /// enum's copy function (a switch on the case and retains for text and lines): the damage
  /// comparison of the stress scene's 2 000 cards spent more on those copies than on comparing.
  /// Fills, nearly every item, have only numbers in them and are compared where they lie.
  static func likeness(_ a: UnsafePointer<DisplayItem>, _ b: UnsafePointer<DisplayItem>) -> Likeness {
    if case .fill(let first) = a.pointee {
      guard case .fill(let second) = b.pointee else { return .different }
      guard first.shape == second.shape, first.color == second.color else { return .different }
      return first.transform == second.transform ? .equal : .moved
    }
    return a.pointee == b.pointee ? .equal : .different
  }
}
