import Motion
import Stage

extension PhotosScene {
  static let zoomFadeKey: AnimationKey = "photos.zoomFade"

  /// Reduced motion's double tap: the photo is at `end` at once, drawn anew there and
  /// cross-faded with the drawing at the zoom it had (``PhotoZoomFade``).
  func crossFadeZoom(to end: PhotoGeometry) {
    guard let openIndex, let outgoing = photoLayer,
      let index = root.sublayers.firstIndex(where: { $0 === outgoing })
    else { return }
    let incoming = PhotoArtwork.picture(openIndex, size: layout.fitSize, center: layout.bounds.center)
    let fade = PhotoZoomFade(outgoing: outgoing, from: geometry, incomingOnTop: end.zoom >= geometry.zoom)
    root.insertSublayer(incoming, at: fade.incomingOnTop ? index + 1 : index)
    photoLayer = incoming
    zoomFade = fade
    geometry = end
    animator.add(
      SettleClock(isDone: { $0 >= ReducedFade.duration }), forKey: Self.zoomFadeKey,
      onUpdate: { [unowned self] elapsed, _ in
        self.zoomFade?.progress = min(elapsed / ReducedFade.duration, 1)
      },
      completion: { [unowned self] finished in
        guard finished else { return }
        self.endZoomFade(showingIncoming: true)
      })
  }

  /// Ends the cross-fade where it stands (a press, the close, a resize): the drawing seen more
  /// stays, opaque, and the other goes.
  func stopZoomFade() {
    guard let zoomFade else { return }
    animator.removeAnimation(forKey: Self.zoomFadeKey)
    endZoomFade(showingIncoming: zoomFade.showsIncoming)
  }

  private func endZoomFade(showingIncoming: Bool) {
    guard let fade = zoomFade else { return }
    zoomFade = nil
    if showingIncoming {
      fade.outgoing.removeFromSuperlayer()
    } else {
      photoLayer?.removeFromSuperlayer()
      photoLayer = fade.outgoing
      geometry = fade.from
    }
    updateLayers()
  }
}
