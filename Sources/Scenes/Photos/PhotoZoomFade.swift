import Motion
import Stage

/// A double tap's zoom under reduced motion (docs/reduced-motion.md): the photo at its new zoom
/// cross-fades with the photo at the zoom it had, each drawn where it rests, so nothing zooms
/// or travels on screen. The photo is one layer of shapes, so the old zoom is its own layer for
/// the fade's quarter second: the layer the photo was, left where it was.
///
/// Of the two drawings, the larger is the one whose opacity runs, on top of the other: where
/// both cover, the picture is the linear blend of the two (the top one at its opacity over the
/// opaque other), and where only the larger covers, it fades against the backdrop. A zoom in
/// fades the new drawing in over the old; a zoom out fades the old one out over the new.
struct PhotoZoomFade {
  /// The photo as it was before the tap: its layer, at the geometry it had.
  let outgoing: Layer
  let from: PhotoGeometry
  /// Whether the new drawing is the larger, on top and fading in (else the old one is on top,
  /// fading out).
  let incomingOnTop: Bool
  /// How far the fade has gone, 0 to 1 (linear in time, ``ReducedFade/duration`` for the whole).
  var progress = 0.0

  /// The opacities the two drawings show at ``progress``.
  var alphas: (incoming: Double, outgoing: Double) {
    incomingOnTop ? (progress, 1) : (1, 1 - progress)
  }

  /// Whether the new zoom is the more visible now: a press takes that one (the fade's choice at
  /// its midpoint, where the two are seen alike).
  var showsIncoming: Bool { progress >= 0.5 }
}
