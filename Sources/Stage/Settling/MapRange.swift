import Motion

/// Wave's `mapRange`: `value`'s place between `inMin` and `inMax`, carried to the same place
/// between `outMin` and `outMax`. A transition derives its whole layout from one progress value
/// this way: a screen's x, the dimming, a title's alpha are each `mapRange(progress, 0, 1, a, b)`.
///
/// Outside the input range the line goes on (extrapolates) unless `clip` is true. A degenerate
/// input range (`inMin == inMax`) or a non-finite input gives `outMin`: never NaN.
///
/// ```swift
/// mapRange(0.25, 0, 1, 960, 0)               // 720: a pushed screen a quarter of the way in
/// mapRange(1.5, 0, 1, 0, 0.3, clip: true)    // 0.3
/// ```
public func mapRange(
  _ value: Double, _ inMin: Double, _ inMax: Double, _ outMin: Double, _ outMax: Double, clip: Bool = false
) -> Double {
  let span = inMax - inMin
  guard value.isFinite, span != 0, span.isFinite else { return outMin.isFinite ? outMin : 0 }
  var fraction = (value - inMin) / span
  if clip { fraction = min(max(fraction, 0), 1) }
  let result = outMin + fraction * (outMax - outMin)
  return result.isFinite ? result : (outMin.isFinite ? outMin : 0)
}

/// `mapRange` for a frame: origin and size each carried along the same line, so a layer moves
/// from one frame to another as `value` goes from `inMin` to `inMax`.
///
/// ```swift
/// let from = Rect(x: 960, y: 64, width: 960, height: 576)
/// let to = Rect(x: 0, y: 64, width: 960, height: 576)
/// mapRange(0.5, 0, 1, from, to).minX   // 480
/// ```
public func mapRange(
  _ value: Double, _ inMin: Double, _ inMax: Double, _ outMin: Rect, _ outMax: Rect, clip: Bool = false
) -> Rect {
  Rect(
    x: mapRange(value, inMin, inMax, outMin.minX, outMax.minX, clip: clip),
    y: mapRange(value, inMin, inMax, outMin.minY, outMax.minY, clip: clip),
    width: mapRange(value, inMin, inMax, outMin.width, outMax.width, clip: clip),
    height: mapRange(value, inMin, inMax, outMin.height, outMax.height, clip: clip))
}
