import Motion
import Stage
import Testing

/// The code of the Stage documentation's article "Getting Started with Stage"
/// (Sources/Stage/Stage.docc/GettingStartedWithStage.md), step by step, so the article cannot
/// drift from the API: the article's snippets are copied from here. Change both together.
@Suite("Getting Started with Stage (the DocC article's code)")
struct GettingStartedWithStageTests {
  @Test func theArticlesCardIsGrabbedOnScreenAndSpringsOnWithTheFlicksVelocity() throws {
    // Build a layer.
    let root = Layer(
      name: "root", center: Vector2(x: 480, y: 320), size: Size(width: 960, height: 640),
      color: Color(hex: 0x1C1F26))
    let card = Layer(
      name: "card", center: Vector2(x: 480, y: 320), size: Size(width: 180, height: 240), color: .white)
    card.cornerRadius = 16
    card.shadow = LayerShadow(opacity: 0.3, radius: 12, offset: Vector2(x: 0, y: 8))
    card.text = LayerText("Drag me", size: 20, color: .black)
    root.addSublayer(card)

    // Animate it.
    let animator = Animator()
    let snappy = Spring(response: 0.4, dampingRatio: 0.8)
    let left = Vector2(x: 240, y: 320)
    card.animateCenter(SpringAnimation(from: card.center, to: left, parameters: snappy), in: animator)
    animator.advance(to: 0.05)
    // The model is already at the end; the presentation is on its way.
    #expect(card.center == left)
    let onScreen = card.presentation.center
    #expect(abs(onScreen.x - 432) < 1 && onScreen.y == 320)  // the article's "about (432, 320)"

    // Hit-test what is on screen.
    #expect(root.hitTest(onScreen) === card)
    #expect(root.hitTest(onScreen, mode: .model) === root)  // the model is elsewhere by now

    // Drag it with a pan gesture.
    let restingPlaces = [Vector2(x: 240, y: 320), Vector2(x: 720, y: 320)]
    let pan = PanGestureRecognizer()
    var grabCenter = Vector2.zero
    pan.shouldBegin = { location in root.hitTest(location) === card }
    pan.onStateChange = { pan in
      switch pan.state {
      case .began:
        card.stopAtPresentation()  // stays where it is on screen
        grabCenter = card.center
      case .changed:
        card.center = grabCenter + pan.translation
      case .ended, .cancelled:
        // Hand the gesture's velocity to a spring.
        let projected = Projection.restingPoint(from: card.center, velocity: pan.velocity)
        let target = restingPlaces.min { $0.distance(to: projected) < $1.distance(to: projected) }!
        let spring = SpringAnimation(
          from: card.center, to: target, velocity: pan.velocity, parameters: snappy)
        card.animateCenter(spring, in: animator)
      default:
        break
      }
    }

    func handle(_ event: PointerEvent) {
      animator.advance(to: event.timestamp)  // the world as it was at the event
      pan.handle(event)
    }

    // A flick to the right at 1000 pt/s, pressed where the card is on screen.
    handle(PointerEvent(kind: .down, location: onScreen, timestamp: 0.05))
    #expect(pan.state == .began)
    #expect(!card.isAnimating)
    #expect(card.center == onScreen)  // grabbed without a jump
    for step in 1...10 {
      let time = 0.05 + 0.008 * Double(step)
      let location = onScreen + Vector2(x: 8 * Double(step), y: 0)
      handle(PointerEvent(kind: .move, location: location, timestamp: time))
    }
    #expect(card.center.distance(to: onScreen + Vector2(x: 80, y: 0)) < 1e-9)
    handle(PointerEvent(kind: .up, location: onScreen + Vector2(x: 80, y: 0), timestamp: 0.13))
    #expect(pan.state == .ended)
    #expect(abs(pan.velocity.x - 1000) < 1)

    // The spring starts with the finger's velocity, from where the finger let go, heading for
    // the resting place the flick projects to (the right one).
    #expect(card.center == Vector2(x: 720, y: 320))
    #expect(card.presentation.center.distance(to: onScreen + Vector2(x: 80, y: 0)) < 1e-9)
    #expect(card.presentationVelocity.distance(to: pan.velocity) < 1e-9)

    // Every frame: advance the animator, then draw the tree as it is on screen.
    var frameTime = 0.13
    while animator.isRunning && frameTime < 5 {
      frameTime += 1.0 / 60
      animator.advance(to: frameTime)
    }
    var list = DisplayList(visibleBounds: root.frame)
    list.appendLayerTree(root)
    #expect(!animator.isRunning)
    #expect(card.presentation.center == Vector2(x: 720, y: 320))
    #expect(list.items.count == 4)  // the root's fill; the card's shadow, fill and text
  }
}
