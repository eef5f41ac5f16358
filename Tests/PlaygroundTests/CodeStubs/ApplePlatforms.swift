// The names the Swift snippets of `--export-code` (swiftui, uikit, coreanimation) use, declared
// with the signatures Apple's SDKs give them, so that `swiftc -typecheck` can check a snippet on
// Linux (CodeCompileTests). Only what the snippets call; bodies are empty.

typealias CGFloat = Double
typealias TimeInterval = Double
typealias CFTimeInterval = Double

struct CGPoint {
  var x: CGFloat
  var y: CGFloat
  init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
}

struct CGVector {
  var dx: CGFloat
  var dy: CGFloat
  init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }
}

// MARK: UIKit

protocol UIDynamicItem: AnyObject {}
protocol UITimingCurveProvider {}

class UIView: UIDynamicItem {
  var center = CGPoint(x: 0, y: 0)
  var superview: UIView?
}

class UISpringTimingParameters: UITimingCurveProvider {
  init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {}
  init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {}
}

class UICubicTimingParameters: UITimingCurveProvider {
  init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {}
}

enum UIAccessibility {
  static var isReduceMotionEnabled: Bool { false }
}

class UIViewPropertyAnimator {
  init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {}
  func addAnimations(_ animation: @escaping () -> Void) {}
  func startAnimation() {}
}

class UIDynamicBehavior {}

class UIAttachmentBehavior: UIDynamicBehavior {
  init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {}
  var length: CGFloat = 0
  var frequency: CGFloat = 0
  var damping: CGFloat = 0
}

class UIDynamicItemBehavior: UIDynamicBehavior {
  init(items: [any UIDynamicItem]) {}
  var density: CGFloat = 1
  var resistance: CGFloat = 0
  func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {}
}

class UIDynamicAnimator {
  init(referenceView view: UIView) {}
  func addBehavior(_ behavior: UIDynamicBehavior) {}
}

// MARK: Core Animation

class CAAnimation {
  var duration: CFTimeInterval = 0
  var timingFunction: CAMediaTimingFunction?
}

class CAPropertyAnimation: CAAnimation {
  init(keyPath path: String?) {}
}

class CABasicAnimation: CAPropertyAnimation {
  var fromValue: Any?
  var toValue: Any?
}

class CASpringAnimation: CABasicAnimation {
  var mass: CGFloat = 1
  var stiffness: CGFloat = 100
  var damping: CGFloat = 10
  var initialVelocity: CGFloat = 0
  var settlingDuration: CFTimeInterval { 0 }
}

class CAMediaTimingFunction {
  init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {}
}

class CALayer {
  func add(_ anim: CAAnimation, forKey key: String?) {}
}

// MARK: SwiftUI

struct Spring {
  init(response: Double, dampingRatio: Double) {}
}

struct Animation {
  static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0)
    -> Animation
  {
    Animation()
  }
  static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
    Animation()
  }
  static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation { Animation() }
}

func withAnimation<Result>(_ animation: Animation? = nil, _ body: () throws -> Result) rethrows -> Result {
  try body()
}
