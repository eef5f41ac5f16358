/// What an animation runs under in the ``Animator``: an object's identity and the property it
/// animates (a layer's centre, its alpha), or just a name.
///
/// Keys hash the object's identity and a short property name, so a scene of thousands of
/// layers never formats a string per animation. A string literal is a name:
///
/// ```swift
/// animator.add(spring, forKey: AnimationKey(owner: layer, property: "center"))
/// animator.add(fade, forKey: "navbar.alpha")  // AnimationKey("navbar.alpha")
/// ```
///
/// The key does not keep the object alive: it holds only its identity, which is unique while
/// the object exists and may be reused after it is gone, so an object's animations should not
/// outlive it.
public struct AnimationKey: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The animated object's identity, or nil for a key that is only a name.
  public let owner: ObjectIdentifier?
  /// The property (or the name).
  public let property: String
  /// Tells apart several animations of one property that run together (additive ones).
  public let index: Int

  /// The key of `owner`'s `property` (the `index`th of several, for additive animations).
  public init(owner: AnyObject, property: String, index: Int = 0) {
    self.owner = ObjectIdentifier(owner)
    self.property = property
    self.index = index
  }

  /// A key that is only a name, as the animator's string keys were.
  public init(_ name: String) {
    owner = nil
    property = name
    index = 0
  }

  public init(stringLiteral name: String) { self.init(name) }

  public var description: String {
    guard let owner else { return property }
    return "\(owner).\(property)" + (index == 0 ? "" : "+\(index)")
  }
}
