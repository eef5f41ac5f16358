import Motion

/// A property of a ``Layer`` that animates, typed by its value, for
/// ``Layer/animate(_:with:in:startTime:completion:)``: `.center` and `.size` take an animation of
/// a `Vector2`, `.alpha`, `.rotation`, `.scale` and `.cornerRadius` one of a `Double`, `.color` one of a
/// ``PremultipliedColor``, so a spring of the wrong kind does not compile.
///
/// ```swift
/// card.animate(.alpha, with: SpringAnimation(from: card.alpha, to: 0, parameters: .handDriven), in: animator)
/// ```
public struct AnimatableProperty<Value: AnimatableValue>: Sendable {
  /// Which property it is (for ``Layer/isAnimating(_:)`` and ``Layer/removeAnimation(_:)``).
  public let name: LayerProperty
  /// The layer's record of the property's running animation.
  let running: ReferenceWritableKeyPath<Layer, Layer.Running<Value>?> & Sendable
  /// The layer's model value of the property.
  let model: ReferenceWritableKeyPath<Layer, Value> & Sendable
}

extension AnimatableProperty where Value == Vector2 {
  /// The centre (``Layer/center``), in the superlayer's coordinate space.
  public static var center: Self { Self(name: .center, running: \.centerAnimation, model: \.center) }
  /// The size (``Layer/size``) as a vector, width in `x` and height in `y`, about the centre: a
  /// state's new frame grows or shrinks to its size as the centre settles to its place.
  public static var size: Self { Self(name: .size, running: \.sizeAnimation, model: \.sizeVector) }
}

extension AnimatableProperty where Value == Double {
  /// The opacity (``Layer/alpha``), in 0…1.
  public static var alpha: Self { Self(name: .alpha, running: \.alphaAnimation, model: \.alpha) }
  /// The turn about the centre (``Layer/rotation``), in radians.
  public static var rotation: Self { Self(name: .rotation, running: \.rotationAnimation, model: \.rotation) }
  /// The uniform scale about the centre (``Layer/scale``).
  public static var scale: Self { Self(name: .scale, running: \.scaleAnimation, model: \.scale) }
  /// The radius of the rounded corners (``Layer/cornerRadius``), in points.
  public static var cornerRadius: Self {
    Self(name: .cornerRadius, running: \.cornerRadiusAnimation, model: \.cornerRadius)
  }
}

extension AnimatableProperty where Value == PremultipliedColor {
  /// The fill colour (``Layer/color``) in premultiplied components: a state's colour change
  /// settles there from the colour on screen, with the rate it changes at.
  public static var color: Self { Self(name: .color, running: \.colorAnimation, model: \.premultipliedColor) }
}
