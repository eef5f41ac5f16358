import Foundation
import Motion
import Stage

/// The Photos app's grid and viewer (seeds 000 and 004): interactive transitions that start with
/// a continuous gesture, and a pinch's and a rotation's velocities carried into what follows.
///
/// - **Grid**: fifteen drawn photographs under the navbar. A tap on one grows it from its cell
///   to fill the window while a black backdrop fades in over the grid; a press mid-flight grabs
///   it (the open is the same percent-driven transition as the dismissal).
/// - **View**: pinch zooms about the fingers' centroid (the point under the fingers stays under
///   them), rotate turns and the centroid pans, all at once. Past 4× (or under 1× for a pinch
///   that began zoomed in) the zoom resists, UIScrollView's rubber band on the log of the zoom.
///   A zoomed photo follows one finger, banded past its edges.
/// - **Release**: the zoom goes on with the pinch's velocity and settles within 1×…4×, the pan
///   with the centroid's, decelerating and bouncing at the photo's edges (the scroll scene's
///   `ScrollDeceleration`), the turn to the nearest quarter turn with the rotation's velocity
///   (spring) or spinning on and decaying onto one (dynamics); timed: the goop, velocities
///   ignored.
/// - **Double tap**: 2.5× about the tapped point, or back to fit.
/// - **Dismiss**: pinching in below 1× (a pinch that began at fit), or dragging down at 1×,
///   drives a `PercentDrivenInteraction` back towards the thumbnail, the backdrop fading with
///   it; the release finishes or cancels by the velocity (the pinch's, or vy), then by the
///   percent, and the completion carries that velocity; a press grabs it again.
///
/// ```swift
/// let scene = PhotosScene(size: Size(width: 960, height: 640))
/// scene.handleKey("space", at: 0)   // opens the first photo
/// scene.advance(to: 1)
/// scene.phase                       // .viewing
/// ```
public final class PhotosScene: Scene {
  public static let name = "photos"
  public static let summary =
    "the Photos app: tap a photo open; pinch, rotate and pan it together; double tap; pinch or drag down to close"
  public static let hint =
    "Tap a photo · pinch (Alt-drag), rotate, pan · double tap · drag down to close · H for help"
  public static let keys = [
    SceneKey("space", label: "Space", help: "open the first photo, or close the open one") {
      (scene: PhotosScene, _) in scene.openOrClose()
    },
    SceneKey("escape", label: "Esc", help: "close the open photo") {
      (scene: PhotosScene, _) in if scene.openIndex != nil { scene.openOrClose() }
    },
  ]
  /// The transition's and the turn's spring (k 300, ζ ≈ 0.87: quick, a hint of overshoot, as
  /// Photos' zoom transition); the dynamics world's attachment (3 Hz, ζ 0.8) and resistance 2
  /// per second (UIScrollView's τ = 0.5 s); angular resistance 4 per second; the goop 0.3 s.
  public static var defaultParameters: SettleParameters {
    var parameters = SettleParameters()
    parameters.spring = Spring(stiffness: 300, damping: 30)
    parameters.dynamicsFrequency = 3
    parameters.dynamicsDamping = 0.8
    parameters.dynamicsDensity = 1
    parameters.dynamicsResistance = 2
    parameters.timedDuration = 0.3
    parameters.timedCurve = .easeOut
    return parameters
  }

  /// How far the zoom goes on a double tap.
  public static let doubleTapZoom = 2.5
  /// A second tap within this time (s) and distance (pt) of the first is a double tap.
  public static let doubleTapInterval = 0.3
  public static let doubleTapDistance = 40.0
  /// Past this distance (pt) a one-finger press at fit decides between a drag down (dismiss) and
  /// a pan.
  public static let slop = 10.0
  /// A dismissal released faster than these decides by the direction: vy in pt/s, a pinch's
  /// zoom per second.
  public static let dragDecisionSpeed = 100.0
  public static let pinchDecisionSpeed = 0.5
  /// A pinch that began at fit dismisses once it is under this zoom: a turn with fingers that
  /// drift a little closer stays a turn.
  public static let dismissalZoom = 0.95
  /// A drag down shrinks the photo by this much of its size over the whole dismissal.
  public static let dragShrink = 0.3

  public let context: SceneContext
  public let root: Layer

  public let pan = PanGestureRecognizer()
  public let pinch = PinchGestureRecognizer()
  public let rotate = RotationGestureRecognizer()
  public let tap = TapGestureRecognizer()
  /// Everything recognizes together on the window: the pan's centroid is the anchor, the
  /// pinch and the rotation scale and turn about it, the tap waits for a second one.
  public let arena = GestureArena()
  /// The open and the dismissal: one progress, 0 at the thumbnail, 1 open.
  public let interaction: PercentDrivenInteraction

  public internal(set) var layout: PhotosLayout
  /// The open photo, or nil at the grid.
  public internal(set) var openIndex: Int?
  /// Where the open photo is.
  public internal(set) var geometry: PhotoGeometry

  let navbar: Layer
  /// The navbar's trailing points the playground's controls cover.
  let grid: Layer
  var thumbnails: [Layer] = []
  let backdrop: Layer
  var photoLayer: Layer?

  /// What holds the photo.
  enum Hold: Equatable {
    case none
    /// One finger at fit, not yet past the slop: a drag down will dismiss, anything else pans.
    case undecided
    /// The fingers zoom, turn and pan the open photo.
    case view
    /// One finger drags the dismissal.
    case dragDismiss
    /// Two fingers pinch the dismissal.
    case pinchDismiss
  }
  var hold = Hold.none
  /// The state the fingers move the photo from, taken afresh whenever a gesture begins or ends.
  struct Base {
    var geometry: PhotoGeometry
    /// The zoom before the rubber band.
    var rawZoom: Double
    /// The centre before the rubber band (one-finger pans band it).
    var unbandedCenter: Vector2
    /// The location of the gesture that holds the photo (``PhotosScene/heldPoint``) when the
    /// base was taken: what the fingers' translation is measured from.
    var anchor: Vector2
    /// Where the fingers really were then: the anchor, but for a pan whose fingers changed
    /// (its location keeps the first finger's frame, so it goes on without a jump); a drag
    /// shrinks the photo about this point moved by the translation, the finger itself.
    var pivot: Vector2
    var pinchReference: Double
    var rotationReference: Double
    var usesPinch: Bool
    var usesRotation: Bool
    var percent: Double
    /// The pinch began at fit: pinching in dismisses instead of banding.
    var pinchStartedAtFit: Bool
  }
  var base: Base
  /// The fitted zoom at the angle the photo had when the fingers took it: the zoom the release
  /// keeps relative to the fit (a photo turned on its side at fit rests fitted on its side).
  var holdFit = 1.0
  /// The transition's pivot: the geometry and percent it was let go at; the photo blends from
  /// the thumbnail to it below that percent and from it to the fitted photo above.
  var pivot: (geometry: PhotoGeometry, percent: Double)?
  /// The offset a dismissal's completion draws the photo at beside its line, while it lasts.
  var carry: CompletionCarry?
  /// Whether the opening or closing is a cross-fade (reduced motion, a tap's or a key's): the photo
  /// stays where it is open and its opacity is the percent (``startFade()``).
  var transitionFades = false
  /// A double tap's cross-fade under reduced motion, while it runs.
  var zoomFade: PhotoZoomFade?
  /// The viewer's settle after a release or a double tap, and its time so far.
  var settle: PhotoSettle?
  var settleElapsed = 0.0
  /// The pinch's and the rotation's velocities when they ended (the zoom's on screen), kept for
  /// a pan that ends at the same instant.
  var pinchRelease: (time: Double, zoomVelocity: Double, anchor: Vector2)?
  var rotationRelease: (time: Double, velocity: Double)?
  /// The last tap in the viewer, for a double tap.
  var lastTap: (time: Double, location: Vector2)?

  public internal(set) var lastHandoff: Handoff?
  public internal(set) var lastScaleHandoff: (release: Double, settle: Double)?
  public internal(set) var lastAngularHandoff: (release: Double, settle: Double)?

  public init(size: Size, context: SceneContext) {
    self.context = context
    layout = PhotosLayout(size: size, count: PhotoArtwork.count)
    geometry = layout.fitted()
    base = Base(
      geometry: geometry, rawZoom: 1, unbandedCenter: geometry.center, anchor: .zero, pivot: .zero,
      pinchReference: 1,
      rotationReference: 0, usesPinch: false, usesRotation: false, percent: 0, pinchStartedAtFit: false)
    root = Layer(name: "container", center: layout.bounds.center, size: size, color: Palette.surface)
    navbar = Layer(name: "navbar", size: .zero, color: Palette.navbar)
    navbar.isUserInteractionEnabled = false
    let title = Layer(name: "title", size: Size(width: 200, height: 30), color: .clear)
    title.text = LayerText("Photos", size: 19, color: Palette.navbarTitle)
    navbar.addSublayer(title)
    grid = Layer(name: "grid", center: layout.bounds.center, size: size, color: .clear)
    grid.isUserInteractionEnabled = false
    backdrop = Layer(name: "backdrop", center: layout.bounds.center, size: size, color: Color(hex: 0x000000))
    backdrop.isUserInteractionEnabled = false
    backdrop.alpha = 0
    backdrop.isHidden = true
    interaction = Self.makeInteraction(animator: context.animator)
    root.addSublayer(grid)
    root.addSublayer(navbar)
    root.addSublayer(backdrop)
    layOut()
    installGestures()
    context.navbarDidChange = { [unowned self] in layOutNavbarTitle() }
  }

  /// The grid's rows of thumbnails and the open photo, fitted: where the photos rest, in the
  /// grid and open.
  public var restingFrames: [Rect] {
    let rows = stride(from: 0, to: layout.count, by: layout.columns).map { first in
      let last = min(first + layout.columns, layout.count) - 1
      let start = layout.cell(first)
      return Rect(
        x: start.minX, y: start.minY, width: layout.cell(last).maxX - start.minX, height: start.height)
    }
    return rows + [Rect(center: layout.bounds.center, size: layout.fitSize)]
  }

  /// The title in the room the playground's controls leave it.
  private func layOutNavbarTitle() {
    navbar.sublayers.first?.frame = Navbar.titleFrame(width: layout.size.width, in: context)
  }

  /// The navbar, the grid's thumbnails and the backdrop for the layout's size.
  func layOut() {
    let size = layout.size
    root.center = layout.bounds.center
    root.size = size
    navbar.center = Vector2(x: size.width / 2, y: Navbar.height / 2)
    navbar.size = Size(width: size.width, height: Navbar.height)
    layOutNavbarTitle()
    grid.center = layout.bounds.center
    grid.size = size
    for thumbnail in thumbnails { thumbnail.removeFromSuperlayer() }
    thumbnails = (0..<layout.count).map { index in
      PhotoArtwork.picture(index, size: layout.cellSize, center: layout.cell(index).center)
    }
    for thumbnail in thumbnails { grid.addSublayer(thumbnail) }
    backdrop.center = layout.bounds.center
    backdrop.size = size
  }

  // MARK: Input

  public func handle(_ event: PointerEvent) {
    arena.handle(event, in: root, mode: hitTestMode)
    if event.kind == .move { follow(deciding: !event.isResampled) }
    updateLayers()
  }

  public var pinchGesture: PinchGestureRecognizer? { pinch }
  public var rotationGesture: RotationGestureRecognizer? { rotate }

  /// Space: the first photo opens, or the open one closes (not while held).
  func openOrClose() {
    guard hold == .none else { return }
    if openIndex == nil {
      open(0)
    } else if case .idle = transitionState {
      close()
    }
    updateLayers()
  }

  // MARK: Time

  public func advance(to time: Double) {
    animator.advance(to: time)
    updateLayers()
  }

  public var phase: PhotosPhase {
    switch hold {
    case .dragDismiss, .pinchDismiss: return .dismissing
    case .view, .undecided:
      return pinch.isActive || rotate.isActive ? .pinching : .viewing
    case .none:
      break
    }
    switch transitionState {
    case .held: return .dismissing
    case .running(let towardsOpen): return towardsOpen ? .opening : .closing
    case .idle: break
    }
    if openIndex == nil { return .grid }
    return settle != nil || zoomFade != nil ? .settling : .viewing
  }

  public var isAtRest: Bool { hold == .none && !animator.isRunning && !pan.isActive }

  public func resize(to size: Size) {
    guard size.width > 0, size.height > 0, size != layout.size else { return }
    stopZoomFade()
    layout = PhotosLayout(size: size, count: layout.count)
    layOut()
    if let openIndex {
      photoLayer?.removeFromSuperlayer()
      photoLayer = nil
      makePhotoLayer(openIndex)
      if phase == .viewing, hold == .none { geometry = layout.fitted(angle: geometry.angle) }
    }
    updateLayers()
  }

  /// The open photo's layer: the picture drawn at the fitted size, zoomed and turned by
  /// ``geometry``.
  func makePhotoLayer(_ index: Int) {
    let layer = PhotoArtwork.picture(index, size: layout.fitSize, center: layout.bounds.center)
    root.addSublayer(layer)
    photoLayer = layer
  }

  /// The open percent: 1 while a photo is open and still, 0 at the grid.
  public var percent: Double {
    if transitionState != .idle { return transitionPercent }
    return openIndex == nil ? 0 : 1
  }

  /// Writes the state into the layers: the photo's geometry, the backdrop's alpha, the open
  /// photo's thumbnail hidden (the photo is it).
  func updateLayers() {
    // A cross-fade leaves the thumbnail in its cell, under the backdrop, until it ends.
    for (index, thumbnail) in thumbnails.enumerated() {
      thumbnail.isHidden = index == openIndex && !transitionFades
    }
    let percent = self.percent
    backdrop.alpha = percent
    backdrop.isHidden = openIndex == nil || percent <= 0
    guard let photoLayer else { return }
    let alphas = zoomFade?.alphas ?? (incoming: 1, outgoing: 1)
    zoomFade?.outgoing.alpha = alphas.outgoing
    photoLayer.alpha = transitionFades ? percent : alphas.incoming
    photoLayer.center = geometry.center
    photoLayer.scale = geometry.zoom
    photoLayer.rotation = geometry.angle
  }
}
