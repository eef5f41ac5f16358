import Motion
import Stage

let root = Layer(
  name: "root", center: Vector2(x: 480, y: 320), size: Size(width: 960, height: 640),
  color: Color(hex: 0x1C1F26))
let card = Layer(
  name: "card", center: Vector2(x: 480, y: 320), size: Size(width: 180, height: 240), color: .white)
root.addSublayer(card)

let animator = Animator()
let spring = Spring(response: 0.5, dampingRatio: 0.8)
card.animateCenter(SpringAnimation(from: card.center, to: Vector2(x: 240, y: 320), parameters: spring), in: animator)
precondition(card.center == Vector2(x: 240, y: 320) && card.presentation.center == Vector2(x: 480, y: 320))

let pressTime = 0.1
animator.advance(to: pressTime)
let drawnAt = card.presentation.center
precondition(root.hitTest(drawnAt) === card)
precondition(root.hitTest(drawnAt, mode: .model) !== card)

let pan = PanGestureRecognizer()
var grabCenter = Vector2.zero
pan.shouldBegin = { location in root.hitTest(location) === card }
pan.onStateChange = { pan in
  switch pan.state {
  case .began:
    card.stopAtPresentation()
    grabCenter = card.center
  case .changed:
    card.center = grabCenter + pan.translation
  case .ended, .cancelled:
    let home = SpringAnimation(
      from: card.center, to: Vector2(x: 720, y: 320), velocity: pan.velocity, parameters: spring)
    card.animateCenter(home, in: animator)
  default:
    break
  }
}
