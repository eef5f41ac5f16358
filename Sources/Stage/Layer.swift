import Motion

/// A rectangle on screen with Core Animation's two sets of values (seeds 000, 002, 004):
/// the model values, which an animation sets to its end at once, and the presentation values,
/// which follow the running animations and are what the user sees and touches.
///
/// All layers share one coordinate space (the container's, top-left origin): a sublayer's
/// centre is not relative to its superlayer. Later sublayers are drawn in front.
///
/// ```swift
/// let modal = Layer(name: "modal", center: Vector2(x: 480, y: -90), size: Size(width: 280, height: 180))
/// modal.animateCenter(TimedAnimation(from: modal.center, to: Vector2(x: 480, y: 320), duration: 0.35),
///                     in: animator)
/// modal.center               // (480, 320): the model jumped to the end
/// animator.advance(to: 0.1)
/// modal.presentation.center  // where it is on screen now
/// modal.stopAtPresentation() // grab it there: no jump
/// ```
public final class Layer {
  public let name: String
  /// Model values.
  public var center: Vector2
  public var size: Size
  public var alpha: Double
  public var cornerRadius = 0.0
  public var color: Color
  public var isHidden = false
  /// When false, hit testing passes through this layer (but still looks at its sublayers).
  public var isUserInteractionEnabled = true

  public private(set) var sublayers: [Layer] = []
  public private(set) weak var superlayer: Layer?

  /// The running animations: property → (key in the animator, serial). The animator owns them;
  /// the layer remembers them to stop or remove them. The serial tells a replaced animation's
  /// late callbacks that they no longer own the property.
  private var runningAnimations: [LayerProperty: (key: String, serial: Int)] = [:]
  private var lastSerial = 0
  private weak var animator: Animator?
  /// Presentation values written by running animations.
  private var animatedCenter: Vector2?
  private var animatedCenterVelocity = Vector2.zero
  private var animatedAlpha: Double?

  public init(name: String, center: Vector2 = .zero, size: Size = .zero, color: Color = .white) {
    self.name = name
    self.center = center
    self.size = size
    self.alpha = 1
    self.color = color
  }

  /// The model frame.
  public var frame: Rect { Rect(center: center, size: size) }

  /// The model values.
  public var model: LayerValues { LayerValues(center: center, size: size, alpha: alpha) }

  /// What is on screen now: the animated values where an animation runs, else the model's.
  public var presentation: LayerValues {
    LayerValues(center: animatedCenter ?? center, size: size, alpha: animatedAlpha ?? alpha)
  }

  public var presentationFrame: Rect { presentation.frame }

  /// The centre's on-screen velocity in points per animation second (zero when not animated).
  public var presentationVelocity: Vector2 { animatedCenter == nil ? .zero : animatedCenterVelocity }

  public var isAnimating: Bool { !runningAnimations.isEmpty }

  public func isAnimating(_ property: LayerProperty) -> Bool { runningAnimations[property] != nil }

  // MARK: Animations

  /// Animates the centre. As in Core Animation the model takes the animation's end value at
  /// once; the presentation follows the animation. `completion` gets `true` when it comes to
  /// rest, `false` when it is replaced, removed or stopped.
  public func animateCenter<A: Animation>(
    _ animation: A, in animator: Animator, startTime: Double? = nil, completion: ((Bool) -> Void)? = nil
  ) where A.Value == Vector2 {
    center = animation.target
    add(
      animation, for: .center, in: animator, startTime: startTime,
      update: { layer, value, velocity in
        layer.animatedCenter = value
        layer.animatedCenterVelocity = velocity
      },
      completion: completion)
  }

  /// Animates the alpha; the same semantics as ``animateCenter(_:in:startTime:completion:)``.
  public func animateAlpha<A: Animation>(
    _ animation: A, in animator: Animator, startTime: Double? = nil, completion: ((Bool) -> Void)? = nil
  ) where A.Value == Double {
    alpha = animation.target
    add(
      animation, for: .alpha, in: animator, startTime: startTime,
      update: { layer, value, _ in layer.animatedAlpha = value }, completion: completion)
  }

  private func add<A: Animation>(
    _ animation: A, for property: LayerProperty, in animator: Animator, startTime: Double?,
    update: @escaping (Layer, A.Value, A.Value) -> Void, completion: ((Bool) -> Void)?
  ) {
    if let previous = self.animator, previous !== animator { removeAllAnimations() }
    self.animator = animator
    // One key per layer and property: a new animation of the property replaces the old one.
    let key = "\(name)#\(ObjectIdentifier(self).hashValue).\(property.rawValue)"
    lastSerial += 1
    let mySerial = lastSerial
    // Recorded before the animator calls anything, so that the replaced animation's completion
    // (called from inside `add`) sees that it no longer owns the property.
    runningAnimations[property] = (key, mySerial)
    animator.add(
      animation, forKey: key, startTime: startTime,
      onUpdate: { [weak self] value, velocity in
        guard let self, self.runningAnimations[property]?.serial == mySerial else { return }
        update(self, value, velocity)
      },
      completion: { [weak self] finished in
        if let self, self.runningAnimations[property]?.serial == mySerial {
          // The presentation falls back to the model, which holds the end value.
          self.clearPresentation(property)
        }
        completion?(finished)
      })
  }

  private func clearPresentation(_ property: LayerProperty) {
    runningAnimations[property] = nil
    switch property {
    case .center:
      animatedCenter = nil
      animatedCenterVelocity = .zero
    case .alpha:
      animatedAlpha = nil
    }
  }

  /// Removes every animation; their completions get `false`. The presentation snaps back to
  /// the model, which already holds the end values: the jump seed 000 warns about.
  public func removeAllAnimations() {
    let running = runningAnimations.values.map(\.key)
    for property in LayerProperty.allCases { clearPresentation(property) }
    for key in running { animator?.removeAnimation(forKey: key) }
  }

  /// Stops where the layer is on screen: copies the presentation values into the model, then
  /// removes the animations (completions get `false`). Nothing jumps (seeds 000 and 004).
  public func stopAtPresentation() {
    let onScreen = presentation
    center = onScreen.center
    alpha = onScreen.alpha
    removeAllAnimations()
  }

  // MARK: Tree

  public func addSublayer(_ layer: Layer) {
    insertSublayer(layer, at: sublayers.count)
  }

  /// Inserts `layer` at `index` (0 is the back), moving it from its old superlayer.
  public func insertSublayer(_ layer: Layer, at index: Int) {
    guard layer !== self else { return }
    layer.removeFromSuperlayer()
    sublayers.insert(layer, at: max(0, min(index, sublayers.count)))
    layer.superlayer = self
  }

  public func removeFromSuperlayer() {
    superlayer?.sublayers.removeAll { $0 === self }
    superlayer = nil
  }

  // MARK: Hit testing

  /// The frontmost visible layer under `point`, sublayers before their superlayer, later
  /// sublayers first. Hidden and (nearly) transparent layers are skipped, as in UIKit
  /// (alpha < 0.01). `mode` chooses presentation (on screen) or model frames.
  public func hitTest(_ point: Vector2, mode: HitTestMode = .presentation) -> Layer? {
    let values = mode == .presentation ? presentation : model
    guard !isHidden, values.alpha >= 0.01, point.isFinite else { return nil }
    for sublayer in sublayers.reversed() {
      if let hit = sublayer.hitTest(point, mode: mode) { return hit }
    }
    return isUserInteractionEnabled && values.frame.contains(point) ? self : nil
  }
}
