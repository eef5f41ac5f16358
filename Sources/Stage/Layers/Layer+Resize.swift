import Foundation
import Motion

extension Layer {
  /// Sets the size and keeps the point `pin` of the layer where it is on screen, in flight or
  /// not: Core Animation's `anchorPoint` for one resize. A bottom sheet whose height follows
  /// the window, resized with `pinning: .top` mid-flight, keeps its top edge where it is and
  /// carries on to its detent; setting ``size`` instead keeps the centre and moves the top edge
  /// by half the change.
  ///
  /// Everything that places the centre moves by the same offset: the model centre and the
  /// running centre animations, which carry on from their current state (position and
  /// velocity unchanged relative to the pinned point) and end where they would have, shifted by
  /// the offset. The offset turns and scales with the layer's presentation (a pinned corner of a
  /// turned card stays put). A non-finite or negative `size` changes nothing.
  ///
  /// ```swift
  /// // The window grew by 130 pt while the sheet settles to its half detent:
  /// sheet.resize(to: Size(width: sheet.size.width, height: sheet.size.height + 130), pinning: .top)
  /// sheet.presentation.frame.minY  // unchanged; the settle carries on
  /// ```
  public func resize(to newSize: Size, pinning pin: UnitPoint) {
    guard newSize.width.isFinite, newSize.height.isFinite, newSize.width >= 0, newSize.height >= 0,
      pin.x.isFinite, pin.y.isFinite
    else { return }
    // The pinned point is centre + (pin − ½)·size in the layer's own space; keeping it means
    // moving the centre by (pin − ½)·(old size − new size), turned and scaled as shown.
    let local = Vector2(
      x: (pin.x - 0.5) * (size.width - newSize.width), y: (pin.y - 0.5) * (size.height - newSize.height))
    let shown = presentation
    let (sine, cosine) = (sin(shown.rotation), cos(shown.rotation))
    let offset = Vector2(
      x: shown.scale * (cosine * local.x - sine * local.y),
      y: shown.scale * (sine * local.x + cosine * local.y))
    size = newSize
    shiftCenter(by: offset)
  }
}
