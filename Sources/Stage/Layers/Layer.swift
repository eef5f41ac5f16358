import Motion

/// A rectangle on screen with a model and a presentation: Flick's `UIView`/`CALayer`.
///
/// **Model and presentation** (seeds 000, 002, 004). The stored properties (`center`, `size`,
/// `alpha`, …) are the *model*: where the layer will be. ``presentation`` is what is on screen
/// now: while an animation of a property runs, the animation's value, else the model value.
/// Adding an animation sets the model to the animation's target at once, as Core Animation
/// does, so during an animation the model is already at the end. Setting a model value while
/// that property animates changes nothing on screen until the animation is gone.
///
/// **Interrupting.** ``removeAllAnimations()`` makes the layer jump to its model (the bug seed
/// 000 shows); ``stopAtPresentation()`` first copies the presentation into the model, so the
/// layer stops where it is on screen (seeds 000 and 004).
///
/// **Additive centre animations** (seed 004: every UIView animation since iOS 8, Core
/// Animation's `isAdditive`): ``animateCenterAdditively(_:in:startTime:completion:)`` adds an
/// animation on top of whatever moves the centre instead of replacing it; see there.
///
/// **Coordinates.** As in UIKit, a layer's `center` is in its superlayer's coordinate space,
/// whose origin is the superlayer's top-left corner; a layer turns (``rotation``) and scales
/// (``scale``) about its centre, and its sublayers turn, scale and move with it (a card's content
/// turns with the card, a screen's rows slide with the screen). A root layer at the origin with
/// the window's size makes its coordinate space the window's. Sublayers are not clipped by
/// their superlayer unless it says so (``clipsToBounds``). Later sublayers are drawn in front of
/// earlier ones.
///
/// **Looks.** Besides its colour, a layer has a corner radius, an optional soft ``shadow`` and
/// optional one-line ``text``, which is all a renderer needs to draw any scene.
///
/// ```swift
/// let animator = Animator()
/// let modal = Layer(name: "modal", center: Vector2(x: 480, y: -90),
///                   size: Size(width: 280, height: 180), color: .white)
/// // `slide` is any Motion `Animation` of a Vector2: a spring, a decay, a timed curve.
/// modal.animateCenter(slide, in: animator)  // model centre = slide.target now
/// animator.advance(to: 0.1)
/// modal.presentation.center                 // where it is on screen at 0.1 s
/// modal.stopAtPresentation()                // grabbed: stays there, no jump
/// ```
public final class Layer {
  // Hot path: the fields every frame reads are declared first and `@exclusivity(unchecked)`;
  // docs/performance.md ("Layer's fields") says why and what it measured. Keep their order.

  /// A hidden layer and its sublayers are not hit (and are not to be drawn).
  @exclusivity(unchecked) public var isHidden = false
  /// Whether an animation, or the base additive ones count from, stands between the model and
  /// the presentation (kept by the animation fields' observers).
  @exclusivity(unchecked) private var presentationDiffers = false
  /// Whether ``shadow`` and ``text`` are set (the display list asks these; docs/performance.md).
  @exclusivity(unchecked) private(set) var hasShadow = false
  @exclusivity(unchecked) private(set) var hasText = false
  /// Whether ``image`` or ``border`` is set (rare: scene files' layers).
  @exclusivity(unchecked) private(set) var hasImageOrBorder = false
  /// Whether the corner radius or the colour is animating: the display list reads
  /// ``presentationCornerRadius`` and ``presentationColor`` for every layer, and those
  /// animations' optionals lie at the object's far end.
  @exclusivity(unchecked) private var animatesLook = false
  /// Whether its sublayers are drawn and hit only inside its bounds (`UIView`'s flag of that
  /// name): the display list clips them to the bounds' box on the canvas (their corners square;
  /// a turned layer's box is its bounding box), and a press outside the bounds misses them.
  /// Read for every layer drawn, so it sits with the flags above: declared after the shadow,
  /// text, picture and border, it was a cache line of its own for each of the stress scene's
  /// 100 000 cards, every frame.
  @exclusivity(unchecked) public var clipsToBounds = false
  /// The layers on top of this one, back to front.
  @exclusivity(unchecked) public private(set) var sublayers: [Layer] = []

  /// The model centre, in the window's coordinate space. Non-finite values are ignored.
  @exclusivity(unchecked) public var center: Vector2 {
    didSet { if !center.isFinite { center = oldValue } }
  }
  /// The model size. Non-finite or negative sizes are ignored.
  @exclusivity(unchecked) public var size: Size {
    didSet { if !Self.isValid(size) { size = oldValue } }
  }
  /// The model opacity, clamped into 0…1. Non-finite values are ignored.
  @exclusivity(unchecked) public var alpha: Double {
    didSet { alpha = alpha.isFinite ? min(max(alpha, 0), 1) : oldValue }
  }
  /// The model turn about the centre, in radians; positive is clockwise on screen (y grows
  /// down), as on iOS. Non-finite values are ignored.
  @exclusivity(unchecked) public var rotation = 0.0 {
    didSet { if !rotation.isFinite { rotation = oldValue } }
  }
  /// The model uniform scale about the centre. Non-finite or negative values are ignored.
  @exclusivity(unchecked) public var scale = 1.0 {
    didSet { if !(scale.isFinite && scale >= 0) { scale = oldValue } }
  }
  /// The radius of the rounded corners, in points (clamped to half the shorter side when drawn
  /// and hit-tested).
  @exclusivity(unchecked) public var cornerRadius = 0.0
  /// The fill colour; its alpha is multiplied by the layer's.
  @exclusivity(unchecked) public var color: Color
  /// A soft shadow under the layer, or none.
  @exclusivity(unchecked) public var shadow: LayerShadow? { didSet { hasShadow = shadow != nil } }
  /// One line of text inside the layer's bounds, or none.
  @exclusivity(unchecked) public var text: LayerText? { didSet { hasText = text != nil } }
  /// A name for traces and debugging; it need not be unique. Declared after the fields every
  /// frame reads: first, it took 16 bytes of the first cache line and pushed the colour
  /// onto a third.
  public let name: String
  /// A picture stretched over the bounds, over the colour and under the text, or none.
  public var image: LayerImage? { didSet { hasImageOrBorder = image != nil || border != nil } }
  /// A line along the edge, inside the bounds, or none.
  public var border: LayerBorder? { didSet { hasImageOrBorder = image != nil || border != nil } }
  /// When false, hit testing skips this layer and its sublayers (`UIView`'s flag of that name).
  public var isUserInteractionEnabled = true

  /// The layer this one is a sublayer of, or nil for a root.
  public private(set) weak var superlayer: Layer?

  /// One running animation of a property, as the layer sees it: where it runs, which one it
  /// is (`token`, so that callbacks of a replaced animation change nothing), and what it last
  /// wrote (the presentation value and its velocity).
  struct Running<Value: AnimatableValue> {
    let animator: Animator
    let key: AnimationKey
    let token: Int
    var value: Value
    var velocity: Value
  }

  @exclusivity(unchecked) var centerAnimation: Running<Vector2>? { didSet { notePresentation() } }
  /// The additive centre animations, each showing its value − target on top of the model.
  @exclusivity(unchecked) private var additiveCenterAnimations: [Running<Vector2>] = [] {
    didSet { notePresentation() }
  }
  /// Once additive animations are layered on the absolute centre animation, it too counts
  /// relative to the model it had then (this value), so it can end without a jump.
  @exclusivity(unchecked) private var centerAnimationBase: Vector2? {
    didSet {
      notePresentation()
      if centerAnimationBase == nil { isCenterShiftedInFlight = false }
    }
  }
  /// Whether ``shiftCenter(by:)`` (a pinned resize) moved the model under the running
  /// absolute centre animation: its value then counts from `centerAnimationBase`, and changing
  /// its target in place could not keep that offset (``modifyCenterAnimation(as:_:)`` refuses).
  private var isCenterShiftedInFlight = false
  /// Completions of centre animations that ended while others of their group still run: they
  /// run together when the last one ends (seed 004: "all completion blocks will be called when
  /// all the concurrent animations will end").
  private var deferredCenterCompletions: [(Bool) -> Void] = []
  @exclusivity(unchecked) var alphaAnimation: Running<Double>? { didSet { notePresentation() } }
  @exclusivity(unchecked) var rotationAnimation: Running<Double>? { didSet { notePresentation() } }
  @exclusivity(unchecked) var scaleAnimation: Running<Double>? { didSet { notePresentation() } }
  /// The size's animation (a state changing a layer's frame), width in `x` and height in `y`.
  @exclusivity(unchecked) var sizeAnimation: Running<Vector2>? { didSet { notePresentation() } }
  /// The corner radius's animation. It is not among ``LayerValues``: the display list and hit
  /// testing read ``presentationCornerRadius``.
  var cornerRadiusAnimation: Running<Double>? { didSet { noteLook() } }
  /// The fill colour's animation (a state changing a layer's colour). Like the radius, it is not
  /// among ``LayerValues``: the display list reads ``presentationColor``.
  var colorAnimation: Running<PremultipliedColor>? { didSet { noteLook() } }
  private var lastToken = 0

  /// A layer with no sublayers, opaque (alpha 1), unturned and unscaled; a non-finite `center` or
  /// an invalid `size` becomes zero.
  public init(name: String, center: Vector2 = .zero, size: Size = .zero, color: Color = .white) {
    self.name = name
    self.center = center.isFinite ? center : .zero
    self.size = Self.isValid(size) ? size : .zero
    self.alpha = 1
    self.color = color
  }

  // MARK: Model and presentation

  /// The model frame (from `center` and `size`); setting it sets both.
  public var frame: Rect {
    get { Rect(center: center, size: size) }
    set {
      center = newValue.center
      size = newValue.size
    }
  }

  /// The model values: where the layer will be once its animations are over.
  public var model: LayerValues {
    LayerValues(center: center, size: size, alpha: alpha, rotation: rotation, scale: scale)
  }

  /// What is on screen now: each animated property's current animation value, else the model.
  /// Alpha is clamped into 0…1 (a spring may overshoot it).
  public var presentation: LayerValues {
    guard presentationDiffers else { return model }
    return LayerValues(
      center: presentationCenter,
      size: sizeAnimation.map { Size(width: max($0.value.x, 0), height: max($0.value.y, 0)) } ?? size,
      alpha: alphaAnimation.map { min(max($0.value, 0), 1) } ?? alpha,
      rotation: rotationAnimation?.value ?? rotation,
      scale: scaleAnimation.map { max($0.value, 0) } ?? scale)
  }

  /// Keeps ``animatesLook`` up to date after the corner radius's or the colour's animation
  /// changes.
  private func noteLook() { animatesLook = cornerRadiusAnimation != nil || colorAnimation != nil }

  /// Keeps ``presentationDiffers`` up to date after any animation field changes.
  private func notePresentation() {
    presentationDiffers =
      centerAnimation != nil || !additiveCenterAnimations.isEmpty || centerAnimationBase != nil
      || alphaAnimation != nil || rotationAnimation != nil || scaleAnimation != nil || sizeAnimation != nil
  }

  /// The model size as a vector (width, height), as ``AnimatableProperty/size`` animates it.
  var sizeVector: Vector2 {
    get { Vector2(x: size.width, y: size.height) }
    set { size = Size(width: max(newValue.x, 0), height: max(newValue.y, 0)) }
  }

  /// The model colour in premultiplied components, as ``AnimatableProperty/color`` animates it.
  var premultipliedColor: PremultipliedColor {
    get { PremultipliedColor(color) }
    set { color = newValue.color }
  }

  /// The fill colour on screen: its animation's value (clamped), else the model's.
  public var presentationColor: Color {
    guard animatesLook else { return color }
    return colorAnimation?.value.color ?? color
  }

  /// The fill colour's rate of change, premultiplied, per (animation) second; zero when no colour
  /// animation runs.
  public var presentationColorVelocity: PremultipliedColor { colorAnimation?.velocity ?? .zero }

  /// The corner radius on screen: its animation's value (never below zero), else the model's.
  public var presentationCornerRadius: Double {
    guard animatesLook else { return cornerRadius }
    return cornerRadiusAnimation.map { max($0.value, 0) } ?? cornerRadius
  }

  /// The centre on screen: the absolute animation's value, or, once additive animations run,
  /// the model plus every animation's offset from its target (Core Animation's sum).
  private var presentationCenter: Vector2 {
    guard !additiveCenterAnimations.isEmpty || centerAnimationBase != nil else {
      return centerAnimation?.value ?? center
    }
    var sum = center
    if let centerAnimation, let centerAnimationBase { sum += centerAnimation.value - centerAnimationBase }
    for additive in additiveCenterAnimations { sum += additive.value }
    return sum
  }

  /// The presentation frame: where hit testing should look (seed 000).
  public var presentationFrame: Rect { presentation.frame }

  /// The centre's velocity in points per (animation) second, from the running centre animation;
  /// zero when none runs. On screen (slow motion included) it is the animator's
  /// `onScreen(layer.presentationVelocity)`; a scene reads `context.velocity(of:)`.
  public var presentationVelocity: Vector2 {
    additiveCenterAnimations.reduce(centerAnimation?.velocity ?? .zero) { $0 + $1.velocity }
  }

  /// The alpha's rate of change per (animation) second; zero when no alpha animation runs.
  public var presentationAlphaVelocity: Double { alphaAnimation?.velocity ?? 0 }

  /// The turn's rate in radians per (animation) second; zero when no rotation animation runs.
  public var presentationAngularVelocity: Double { rotationAnimation?.velocity ?? 0 }

  /// The scale's rate of change per (animation) second; zero when no scale animation runs.
  public var presentationScaleVelocity: Double { scaleAnimation?.velocity ?? 0 }

  /// The size's rate of change (width in `x`, height in `y`) per (animation) second; zero when
  /// no size animation runs.
  public var presentationSizeVelocity: Vector2 { sizeAnimation?.velocity ?? .zero }

  /// The corner radius's rate of change per (animation) second; zero when none runs.
  public var presentationCornerRadiusVelocity: Double { cornerRadiusAnimation?.velocity ?? 0 }

  /// Whether any property animates.
  public var isAnimating: Bool {
    isAnimating(.center) || alphaAnimation != nil || rotationAnimation != nil || scaleAnimation != nil
      || sizeAnimation != nil || cornerRadiusAnimation != nil || colorAnimation != nil
  }

  /// Whether `property` animates.
  public func isAnimating(_ property: LayerProperty) -> Bool {
    switch property {
    case .center: centerAnimation != nil || !additiveCenterAnimations.isEmpty
    case .alpha: alphaAnimation != nil
    case .rotation: rotationAnimation != nil
    case .scale: scaleAnimation != nil
    case .size: sizeAnimation != nil
    case .cornerRadius: cornerRadiusAnimation != nil
    case .color: colorAnimation != nil
    }
  }

  // MARK: Animations

  /// Animates `property` with `animation` on `animator`, with Core Animation's semantics: the
  /// model value becomes `animation.target` at once; the presentation follows the animation.
  /// An animation of the property already running (on any animator) is replaced, for the centre
  /// additive ones too; their completions get `false`, and the presentation goes straight from
  /// it to the new one, with no frame at the model value in between.
  ///
  /// ```swift
  /// card.animate(.scale, with: TimedAnimation(from: 1.0, to: 1.1, duration: 0.2, curve: .easeOut), in: animator)
  /// ```
  ///
  /// - Parameters:
  ///   - property: which property: `.center` or `.size` (a `Vector2`), `.alpha`, `.rotation`,
  ///     `.scale` or `.cornerRadius`.
  ///   - animation: any Motion animation of the property's value: a spring, a decay, a timed curve.
  ///   - animator: the animator that advances it; the layer's presentation follows its updates.
  ///   - startTime: when the animation began on the animator's clock (an input event's
  ///     timestamp); `nil` means the animator's `now`. See `Animator.add`.
  ///   - completion: runs once: `true` when the animation came to rest, `false` when it was
  ///     replaced or removed. The presentation override is gone by then.
  /// - Returns: the animator key the animation runs under.
  @discardableResult
  public func animate<A: Animation>(
    _ property: AnimatableProperty<A.Value>, with animation: A, in animator: Animator,
    startTime: Double? = nil,
    completion: ((Bool) -> Void)? = nil
  ) -> AnimationKey {
    guard property.name == .center else {
      return start(animation, of: property, in: animator, startTime: startTime, completion: completion)
    }
    let additive = additiveCenterAnimations
    additiveCenterAnimations = []
    centerAnimationBase = nil
    let key = start(animation, of: property, in: animator, startTime: startTime, completion: completion)
    for running in additive { running.animator.removeAnimation(forKey: running.key) }
    return key
  }

  /// Animates the centre: ``animate(_:with:in:startTime:completion:)`` with `.center`.
  @discardableResult
  public func animateCenter<A: Animation>(
    _ animation: A, in animator: Animator, startTime: Double? = nil, completion: ((Bool) -> Void)? = nil
  ) -> AnimationKey where A.Value == Vector2 {
    animate(.center, with: animation, in: animator, startTime: startTime, completion: completion)
  }

  /// Changes the running centre animation in place, if it is of type `A` and runs alone (no
  /// additive ones, no pinned resize in flight: ``resize(to:pinning:)``): the model centre becomes its new target and its completion stays pending,
  /// so nothing is removed and nothing reports `finished: false`. Returns whether it did.
  ///
  /// ```swift
  /// pane.modifyCenterAnimation(as: Settle.self) { $0.retarget(to: closedCenter) }
  /// ```
  @discardableResult
  public func modifyCenterAnimation<A: Animation>(as type: A.Type, _ change: (inout A) -> Void) -> Bool
  where A.Value == Vector2 {
    guard let running = centerAnimation, additiveCenterAnimations.isEmpty, !isCenterShiftedInFlight else {
      return false
    }
    var newTarget: Vector2?
    let modified = running.animator.modifyAnimation(forKey: running.key, as: A.self) { animation in
      change(&animation)
      newTarget = animation.target
    }
    if modified, let newTarget, newTarget.isFinite { center = newTarget }
    return modified
  }

  /// Adds an additive centre animation, as every UIView animation is since iOS 8 (seed 004) and
  /// Core Animation's `isAdditive`: `animation` runs from the model centre to a new one (its
  /// target), the model becomes that target at once, and the layer shows the model plus the
  /// animation's value − target, an offset running from (old − new) to 0. Whatever already moves
  /// the centre goes on until it ends, so the velocity stays continuous; an absolute animation
  /// running underneath counts from then on as its value − the model it had.
  ///
  /// An animation that starts anywhere but the current model centre makes the layer jump by the
  /// difference (start from `center`, or call ``stopAtPresentation()`` first for
  /// `beginFromCurrentState`).
  ///
  /// - Parameters:
  ///   - animation: an animation of a `Vector2` from the current model centre to the new one.
  ///   - animator: the animator that advances it.
  ///   - startTime: when the animation began on the animator's clock; `nil` means its `now`.
  ///   - completion: runs once all the centre animations running together have ended, with
  ///     `true` (seed 004); with `false` when they were removed or replaced.
  /// - Returns: the animator key the animation runs under.
  ///
  /// ```swift
  /// card.animateCenterAdditively(
  ///   TimedAnimation(from: card.center, to: tap, duration: 1, curve: .easeInOut), in: animator)
  /// ```
  @discardableResult
  public func animateCenterAdditively<A: Animation>(
    _ animation: A, in animator: Animator, startTime: Double? = nil, completion: ((Bool) -> Void)? = nil
  ) -> AnimationKey where A.Value == Vector2 {
    if centerAnimation != nil && centerAnimationBase == nil { centerAnimationBase = center }
    lastToken += 1
    let token = lastToken
    let key = AnimationKey(owner: self, property: LayerProperty.center.rawValue, index: token)
    let target = animation.target.isFinite ? animation.target : center
    let offset = animation.value - target
    additiveCenterAnimations.append(
      Running(
        animator: animator, key: key, token: token, value: offset.isFinite ? offset : .zero,
        velocity: animation.velocity.isFinite ? animation.velocity : .zero))
    center = target
    animator.add(
      animation, forKey: key, startTime: startTime,
      onUpdate: { [weak self] value, velocity in
        let offset = value - target
        guard let self, offset.isFinite, velocity.isFinite,
          let index = self.additiveCenterAnimations.firstIndex(where: { $0.token == token })
        else { return }
        self.additiveCenterAnimations[index].value = offset
        self.additiveCenterAnimations[index].velocity = velocity
      },
      completion: { [weak self] finished in
        guard let self else {
          completion?(finished)
          return
        }
        self.additiveCenterAnimations.removeAll { $0.token == token }
        self.centerAnimationEnded(finished: finished, completion: completion)
      })
    return key
  }

  /// Moves the model centre and whatever is moving it by `offset`, without a jump in the
  /// velocity: the running centre animations carry on, shown `offset` away
  /// (``resize(to:pinning:)``). The absolute animation then counts from the model it had, as
  /// it does under additive ones.
  func shiftCenter(by offset: Vector2) {
    guard offset.isFinite, offset != .zero else { return }
    if centerAnimation != nil && centerAnimationBase == nil {
      centerAnimationBase = center
      isCenterShiftedInFlight = true
    }
    center += offset
  }

  /// One centre animation ended. While others of its group still run, a finished one's
  /// completion waits for them; the last one runs every waiting completion.
  private func centerAnimationEnded(finished: Bool, completion: ((Bool) -> Void)?) {
    if centerAnimation == nil { centerAnimationBase = nil }
    if finished && isAnimating(.center) {
      if let completion { deferredCenterCompletions.append(completion) }
      return
    }
    let waiting = deferredCenterCompletions
    deferredCenterCompletions = []
    for waitingCompletion in waiting { waitingCompletion(finished) }
    completion?(finished)
  }

  /// Animates the alpha: ``animate(_:with:in:startTime:completion:)`` with `.alpha`.
  @discardableResult
  public func animateAlpha<A: Animation>(
    _ animation: A, in animator: Animator, startTime: Double? = nil, completion: ((Bool) -> Void)? = nil
  ) -> AnimationKey where A.Value == Double {
    animate(.alpha, with: animation, in: animator, startTime: startTime, completion: completion)
  }

  /// Animates the rotation (radians): ``animate(_:with:in:startTime:completion:)`` with `.rotation`.
  @discardableResult
  public func animateRotation<A: Animation>(
    _ animation: A, in animator: Animator, startTime: Double? = nil, completion: ((Bool) -> Void)? = nil
  ) -> AnimationKey where A.Value == Double {
    animate(.rotation, with: animation, in: animator, startTime: startTime, completion: completion)
  }

  /// Animates the scale: ``animate(_:with:in:startTime:completion:)`` with `.scale`.
  @discardableResult
  public func animateScale<A: Animation>(
    _ animation: A, in animator: Animator, startTime: Double? = nil, completion: ((Bool) -> Void)? = nil
  ) -> AnimationKey where A.Value == Double {
    animate(.scale, with: animation, in: animator, startTime: startTime, completion: completion)
  }

  /// Puts `animation` on `animator` as the one running animation of `property`.
  private func start<A: Animation>(
    _ animation: A, of property: AnimatableProperty<A.Value>, in animator: Animator, startTime: Double?,
    completion: ((Bool) -> Void)?
  ) -> AnimationKey {
    let running = property.running
    let model = property.model
    let property = property.name
    // The layer's identity keeps the keys of two layers with the same name apart.
    let key = AnimationKey(owner: self, property: property.rawValue)
    lastToken += 1
    let token = lastToken
    let previous = self[keyPath: running]
    // The new animation owns the property before the old one is removed, so the old one's
    // completion (finished: false) cannot clear the presentation: no jump to the model.
    self[keyPath: running] = Running(
      animator: animator, key: key, token: token, value: animation.value, velocity: animation.velocity)
    if let previous { previous.animator.removeAnimation(forKey: previous.key) }
    if animation.target.isFinite { self[keyPath: model] = animation.target }
    animator.add(
      animation, forKey: key, startTime: startTime,
      onUpdate: { [weak self] value, velocity in
        guard let self, self[keyPath: running]?.token == token, value.isFinite, velocity.isFinite else {
          return
        }
        self[keyPath: running]?.value = value
        self[keyPath: running]?.velocity = velocity
      },
      completion: { [weak self] finished in
        if let self, self[keyPath: running]?.token == token { self[keyPath: running] = nil }
        if let self, property == .center {
          self.centerAnimationEnded(finished: finished, completion: completion)
        } else {
          completion?(finished)
        }
      })
    return key
  }

  /// Removes every animation: the presentation snaps back to the model (for a layer in flight,
  /// to its destination: the jump seed 000 warns about), then each completion runs with `false`.
  public func removeAllAnimations() {
    for property in LayerProperty.allCases { removeAnimation(property) }
  }

  /// Removes the animation of `property`, if any (for the centre, additive ones too); the
  /// presentation of that property snaps to the model, then the animation's completion runs with
  /// `false`.
  public func removeAnimation(_ property: LayerProperty) {
    let removed: (animator: Animator, key: AnimationKey)?
    switch property {
    case .center:
      removed = centerAnimation.map { ($0.animator, $0.key) }
      centerAnimation = nil
      centerAnimationBase = nil
      let additive = additiveCenterAnimations
      additiveCenterAnimations = []
      for running in additive { running.animator.removeAnimation(forKey: running.key) }
    case .alpha:
      removed = alphaAnimation.map { ($0.animator, $0.key) }
      alphaAnimation = nil
    case .rotation:
      removed = rotationAnimation.map { ($0.animator, $0.key) }
      rotationAnimation = nil
    case .scale:
      removed = scaleAnimation.map { ($0.animator, $0.key) }
      scaleAnimation = nil
    case .size:
      removed = sizeAnimation.map { ($0.animator, $0.key) }
      sizeAnimation = nil
    case .cornerRadius:
      removed = cornerRadiusAnimation.map { ($0.animator, $0.key) }
      cornerRadiusAnimation = nil
    case .color:
      removed = colorAnimation.map { ($0.animator, $0.key) }
      colorAnimation = nil
    }
    if let removed { removed.animator.removeAnimation(forKey: removed.key) }
  }

  /// Stops the layer where it is on screen: copies the presentation into the model, then
  /// removes the animations (their completions run with `finished: false`). Nothing jumps:
  /// seed 000's `layer.position = layer.presentationLayer.position` before
  /// `removeAllAnimations`, and seed 004's "stop = copy presentation to model, then remove".
  public func stopAtPresentation() {
    let onScreen = presentation
    center = onScreen.center
    alpha = onScreen.alpha
    rotation = onScreen.rotation
    scale = onScreen.scale
    size = onScreen.size
    cornerRadius = presentationCornerRadius
    color = presentationColor
    removeAllAnimations()
  }

  // MARK: The tree

  /// Puts `layer` in front of the other sublayers, taking it from its old superlayer first.
  public func addSublayer(_ layer: Layer) {
    layer.removeFromSuperlayer()
    insertSublayer(layer, at: sublayers.count)
  }

  /// Puts `layer` at `index` among the sublayers (0 is the back), taking it from its old
  /// superlayer first; the index is clamped into the list as it is after that.
  /// Adding a layer to itself or to one of its own sublayers is a programming error.
  public func insertSublayer(_ layer: Layer, at index: Int) {
    var ancestor: Layer? = self
    while let current = ancestor {
      precondition(current !== layer, "Layer '\(layer.name)' cannot become a sublayer of itself")
      ancestor = current.superlayer
    }
    layer.removeFromSuperlayer()
    sublayers.insert(layer, at: min(max(index, 0), sublayers.count))
    layer.superlayer = self
  }

  /// Takes the layer out of its superlayer's sublayers; its animations keep running.
  public func removeFromSuperlayer() {
    guard let superlayer else { return }
    superlayer.sublayers.removeAll { $0 === self }
    self.superlayer = nil
  }

  /// Whether `ancestor` is this layer or one of its superlayers.
  public func isDescendant(of ancestor: Layer) -> Bool {
    var current: Layer? = self
    while let layer = current {
      if layer === ancestor { return true }
      current = layer.superlayer
    }
    return false
  }

  // MARK: Coordinate spaces

  /// From this layer's own space (its bounds, (0, 0) at the top-left) to the space of the root
  /// of its tree (the window's, for a scene's root at the origin), in `mode`'s values.
  public func transformToRoot(mode: HitTestMode = .presentation) -> Transform2D {
    var transform = (mode == .presentation ? presentation : model).transform
    var ancestor = superlayer
    while let layer = ancestor {
      transform = (mode == .presentation ? layer.presentation : layer.model).transform.concatenating(
        after: transform)
      ancestor = layer.superlayer
    }
    return transform
  }

  /// A point of this layer's own space in the root's space (where it is on screen).
  public func convertToRoot(_ point: Vector2, mode: HitTestMode = .presentation) -> Vector2 {
    transformToRoot(mode: mode).apply(to: point)
  }

  /// Where the layer's centre is drawn now, in the root's space: its presentation centre
  /// (the root's own where it has no superlayer).
  public var presentationCenterInRoot: Vector2 {
    superlayer?.convertToRoot(presentation.center) ?? presentation.center
  }

  /// A point of the root's space in this layer's own space; nil when the layer is scaled to
  /// nothing.
  public func convertFromRoot(_ point: Vector2, mode: HitTestMode = .presentation) -> Vector2? {
    transformToRoot(mode: mode).inverted()?.apply(to: point)
  }

  private static func isValid(_ size: Size) -> Bool {
    size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
  }
}
