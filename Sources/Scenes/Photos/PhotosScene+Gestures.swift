import Foundation
import Motion
import Stage

/// The fingers on the grid and on the open photo.
extension PhotosScene {
  func installGestures() {
    let recognizers: [any GestureRecognizer] = [pan, pinch, rotate, tap]
    for recognizer in recognizers { arena.attach(recognizer, to: root) }
    for (index, a) in recognizers.enumerated() {
      for b in recognizers.dropFirst(index + 1) { arena.recognizeSimultaneously(a, b) }
    }
    pan.onStateChange = { [unowned self] pan in self.panChanged(pan) }
    pinch.onStateChange = { [unowned self] pinch in self.pinchChanged(pinch) }
    rotate.onStateChange = { [unowned self] rotate in self.rotationChanged(rotate) }
    tap.onTap = { [unowned self] location in self.tapped(at: location, time: self.tap.startTimestamp) }
  }

  // MARK: The pan: the press, the anchor and the release

  private func panChanged(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began: grab()
    case .ended:
      // A release says where the frames showed the pointer at its instant: the photo ends there,
      // not at the last real move, which the frames drew 5 ms later (the resampler's lag).
      follow(deciding: false)
      release(velocity: pan.velocity, at: pan.timestamp)
    case .cancelled: release(velocity: .zero, at: pan.timestamp)
    case .changed, .possible, .failed: break
    }
  }

  /// A press: on the open photo it stops whatever moves it where it is at the press's instant
  /// (a settle, the open, the dismissal's completion) and holds it from there.
  private func grab() {
    guard openIndex != nil else { return }
    pinchRelease = nil
    rotationRelease = nil
    if case .running = transitionState {
      // The transition is caught mid-flight: it becomes interactive from where it is.
      pauseTransition()
      pivot = nil
      hold = pinch.isActive ? .pinchDismiss : .dragDismiss
      rebase()
      return
    }
    guard case .idle = transitionState else { return }
    stopSettle()
    holdFit = layout.fitZoom(angle: geometry.angle)
    let atQuarter = abs(geometry.angle - PhotoGeometry.nearest(geometry.angle, step: Double.pi / 2)) < 1e-3
    let atFit = atQuarter && geometry.zoom <= layout.fitZoom(angle: geometry.angle) + 1e-3
    hold = atFit ? .undecided : .view
    rebase()
  }

  /// The pointers moved: the photo follows from the base. A frame's resampled pointer
  /// (`deciding` false) moves the photo and decides nothing: whether a drag dismisses, and when
  /// a pinch does, are the real events' to say.
  func follow(deciding: Bool = true) {
    switch hold {
    case .none:
      return
    case .undecided:
      guard deciding else { return }
      let translation = pan.location - base.anchor
      guard translation.magnitude >= Self.slop else { return }
      if translation.y > abs(translation.x) {
        beginDismissal(.dragDismiss)
      } else {
        hold = .view
      }
    case .view:
      let (moved, raw) = manipulated()
      geometry = moved
      if deciding, base.usesPinch, base.pinchStartedAtFit,
        raw < Self.dismissalZoom * layout.fitZoom(angle: base.geometry.angle)
      {
        beginDismissal(.pinchDismiss)
      }
    case .dragDismiss, .pinchDismiss:
      let (moved, percent) = dismissing()
      geometry = moved
      updateTransition(percent)
    }
  }

  /// Where the fingers put the photo from the base while viewing: scaled by the pinch and turned
  /// by the rotation about the pan's centroid (the point under it stays under it), or moved by
  /// one finger, banded past the edges. Also returns the zoom before the band.
  func manipulated() -> (PhotoGeometry, rawZoom: Double) {
    let scale = base.usesPinch ? pinch.scale / base.pinchReference : 1
    let turn = base.usesRotation ? rotate.rotation - base.rotationReference : 0
    let raw = base.rawZoom * scale
    let zoom = bandedZoom(raw, in: heldZoomRange)
    let angle = base.geometry.angle + turn
    guard base.usesPinch || base.usesRotation else {
      let wanted = base.unbandedCenter + (pan.location - base.anchor)
      return (
        PhotoGeometry(center: bandedCenter(wanted, zoom: zoom, angle: angle), zoom: zoom, angle: angle), raw
      )
    }
    let arm = (zoom / base.geometry.zoom) * PhotoGeometry.rotate(base.anchor - base.geometry.center, by: turn)
    return (PhotoGeometry(center: heldPoint - arm, zoom: zoom, angle: angle), raw)
  }

  /// Where the fingers put the photo during a dismissal, and the percent: a pinch scales and
  /// turns it about the centroid (percent by how far the zoom fell towards the thumbnail's); a
  /// drag moves it with the finger and shrinks it about the finger (percent by how far down).
  func dismissing() -> (PhotoGeometry, percent: Double) {
    if hold == .pinchDismiss {
      let (moved, raw) = manipulatedUnbanded()
      let thumbnailZoom = layout.thumbnail(0).zoom
      // A window so flat that its cells are wider than the fitted photo still closes somewhere.
      let percent = base.percent - (base.geometry.zoom - raw) / max(1 - thumbnailZoom, 0.05)
      return (moved, min(max(percent, 0), 1))
    }
    // Moved by the gesture the base holds the photo by: the pan's, but for the instant between
    // a pinch's end and the rotation's when a finger lifts (the base then holds the rotation's
    // centroid, and the pan's location is elsewhere: it keeps its first finger's frame).
    let translation = heldPoint - base.anchor
    let percent = min(max(base.percent - translation.y / layout.dragSpan, 0), 1)
    let shrink = 1 - Self.dragShrink * (base.percent - percent)
    // About the finger, so the photo's point under it stays under it.
    let finger = base.pivot + translation
    let center = finger + shrink * (base.geometry.center - base.pivot)
    return (
      PhotoGeometry(center: center, zoom: base.geometry.zoom * shrink, angle: base.geometry.angle), percent
    )
  }

  private func manipulatedUnbanded() -> (PhotoGeometry, Double) {
    let scale = base.usesPinch ? pinch.scale / base.pinchReference : 1
    let turn = base.usesRotation ? rotate.rotation - base.rotationReference : 0
    let zoom = base.geometry.zoom * scale
    let arm = scale * PhotoGeometry.rotate(base.anchor - base.geometry.center, by: turn)
    return (PhotoGeometry(center: heldPoint - arm, zoom: zoom, angle: base.geometry.angle + turn), zoom)
  }

  /// The point the photo is held by: the two fingers' centroid while a pinch or a rotation
  /// runs (the point under it stays under it), else the pan's location.
  var fingers: Vector2 {
    if pinch.isActive { return pinch.location }
    if rotate.isActive { return rotate.location }
    return pan.location
  }

  /// Where the held zoom resists: the range at the base's angle, with no floor for a pinch that
  /// began at fit (pinching it in dismisses).
  var heldZoomRange: ClosedRange<Double> {
    let range = layout.zoomRange(angle: base.geometry.angle)
    return (base.pinchStartedAtFit ? 1e-9 : range.lowerBound)...range.upperBound
  }

  /// The point the base holds the photo by, now: the pinch's (or the rotation's) centroid if
  /// the base has one of them, even once it has ended (where the fingers were at its end).
  var heldPoint: Vector2 {
    if base.usesPinch { return pinch.location }
    if base.usesRotation { return rotate.location }
    return pan.location
  }

  /// The fingers' set changed (a gesture began or ended): the photo stays where it is and the
  /// gestures move it from here.
  func rebase() {
    let startedAtFit =
      pinch.isActive
      && (base.usesPinch
        ? base.pinchStartedAtFit : geometry.zoom <= layout.fitZoom(angle: geometry.angle) + 1e-3)
    let zoomRange = layout.zoomRange(angle: geometry.angle)
    base = Base(
      geometry: geometry,
      // A dismissal's zoom is not banded: its raw zoom is the zoom shown.
      rawZoom: hold == .view || hold == .undecided
        ? unbandedZoom(geometry.zoom, in: startedAtFit ? 1e-9...zoomRange.upperBound : zoomRange)
        : geometry.zoom,
      unbandedCenter: unbandedCenter(geometry.center, zoom: geometry.zoom, angle: geometry.angle),
      anchor: fingers, pivot: pinch.isActive || rotate.isActive ? fingers : pan.centroid,
      pinchReference: pinch.scale, rotationReference: rotate.rotation,
      usesPinch: pinch.isActive, usesRotation: rotate.isActive, percent: percent,
      pinchStartedAtFit: startedAtFit)
  }

  /// A pinch in at fit or a drag down: the dismissal begins, interactive, at the percent open.
  private func beginDismissal(_ kind: Hold) {
    startDismissal(span: kind == .pinchDismiss ? layout.pinchSpan : layout.dragSpan)
    hold = kind
    if kind == .dragDismiss {
      // The drag counts from the press, as a pan's translation holds its slop.
      let (anchor, pivot) = (base.anchor, base.pivot)
      rebase()
      (base.anchor, base.pivot) = (anchor, pivot)
    } else {
      rebase()
    }
    follow()
  }

  // MARK: Two fingers

  private func pinchChanged(_ pinch: PinchGestureRecognizer) {
    switch pinch.state {
    case .began:
      follow()
      if hold == .undecided { hold = .view }
      if hold == .dragDismiss { hold = .pinchDismiss }
      rebase()
    case .ended, .cancelled:
      follow()
      if pinch.state == .ended, hold != .none {
        pinchRelease = (pinch.timestamp, zoomVelocity(at: pinch.timestamp), pinch.location)
      }
      if hold == .pinchDismiss { hold = .dragDismiss }
      rebase()
    case .changed, .possible, .failed:
      break
    }
  }

  private func rotationChanged(_ rotate: RotationGestureRecognizer) {
    switch rotate.state {
    case .began:
      follow()
      if hold == .undecided { hold = .view }
      rebase()
    case .ended, .cancelled:
      follow()
      if rotate.state == .ended, hold != .none { rotationRelease = (rotate.timestamp, rotate.velocity) }
      rebase()
    case .changed, .possible, .failed:
      break
    }
  }

  /// The zoom's rate on screen while the pinch holds it: the pinch's velocity in the zoom's
  /// units, times the rubber band's slope where it resists.
  func zoomVelocity(at time: Double) -> Double {
    guard base.usesPinch, base.pinchReference > 0 else { return 0 }
    let rawVelocity = base.rawZoom / base.pinchReference * pinch.velocity(at: time)
    guard hold == .view else { return rawVelocity }
    let raw = base.rawZoom * pinch.scale / base.pinchReference
    let range = heldZoomRange
    return bandedZoom(raw, in: range) / raw * zoomBandSlope(raw, in: range) * rawVelocity
  }

  // MARK: Release

  private func release(velocity: Vector2, at time: Double) {
    let pinchVelocity = pinchRelease.flatMap { $0.time >= time ? $0 : nil }
    let turnVelocity = rotationRelease.flatMap { $0.time >= time ? $0.velocity : nil }
    pinchRelease = nil
    rotationRelease = nil
    switch hold {
    case .none:
      return
    case .undecided, .view:
      hold = .none
      releaseViewer(
        velocity: velocity, zoomVelocity: pinchVelocity?.zoomVelocity, angularVelocity: turnVelocity,
        anchor: pinchVelocity?.anchor ?? pan.centroid, at: time)
    case .pinchDismiss, .dragDismiss:
      let kind = hold
      hold = .none
      if kind == .pinchDismiss || pinchVelocity != nil {
        releaseDismissal(pinchVelocity: pinchVelocity?.zoomVelocity ?? 0, velocity: velocity, at: time)
      } else {
        releaseDismissal(dragVelocity: velocity, at: time)
      }
    }
  }

  // MARK: Taps

  private func tapped(at location: Vector2, time: Double) {
    guard hold == .none else { return }
    guard let openIndex else {
      if let index = layout.index(at: location) { open(index) }
      return
    }
    _ = openIndex
    guard case .idle = transitionState else { return }
    if let last = lastTap, time - last.time <= Self.doubleTapInterval,
      last.location.distance(to: location) <= Self.doubleTapDistance
    {
      lastTap = nil
      doubleTap(at: location)
    } else {
      lastTap = (time, location)
    }
  }
}
