/// Many 2-D springs with one set of parameters, each with its own target, advanced together:
/// the exact spring at the cost of a multiply-add per axis.
///
/// For a frame's dt the closed form is a 2×2 linear map of (displacement, velocity) per axis
/// (`SpringSolution.Coefficients`). The batch computes it once per (parameters, dt) (an exp and a
/// cos/sin pair) and applies it to every spring, whose state is kept as structure of arrays
/// (all x displacements together, then all y, all x velocities, all y) so the loop is a
/// stream of fused multiply-adds the compiler vectorises. Each spring follows exactly the same
/// map a ``SpringAnimation`` with these parameters takes, whatever the dt (a 250 ms hitch
/// included), and comes to rest on its own: when its displacement is under the ``tolerance``'s
/// distance and its speed under its velocity (Euclidean, as ``SpringAnimation``) it snaps to its target
/// and stays there, at zero cost to the others, until it is moved again.
///
/// ```swift
/// var cards = SpringBatch(parameters: Spring(response: 0.5, dampingRatio: 0.8))
/// let first = cards.append(position: Vector2(x: 0, y: 0), target: Vector2(x: 100, y: 40))
/// cards.advance(by: 1.0 / 60)
/// cards.position(of: first)  // on its way to (100, 40)
/// ```
public struct SpringBatch: Sendable {
  /// The shared spring's solution.
  private var spring: SpringSolution
  /// A spring closer than `tolerance.distance` to its target (points) and slower than
  /// `tolerance.velocity` (points per second) comes to rest.
  public let tolerance: Tolerance
  /// The tolerance's two numbers, read by every step.
  private let restDistance: Double
  private let restSpeed: Double

  // The state, one array per component so that the step is a vectorisable stream.
  private var targetX: [Double] = []
  private var targetY: [Double] = []
  private var displacementX: [Double] = []
  private var displacementY: [Double] = []
  private var velocityX: [Double] = []
  private var velocityY: [Double] = []
  /// 1 while the spring moves, 0 at rest (a number, not a Bool, so the step can multiply it).
  private var moving: [Double] = []
  /// How many springs are moving.
  public private(set) var movingCount = 0
  private var cachedStep: (dt: Double, coefficients: SpringSolution.Coefficients) = (0, .identity)
  private var stepBasis = SpringSolution.StepBasis()

  /// A batch of springs with `parameters`, which come to rest within `tolerance`
  /// (``SpringAnimation``'s default, ``Tolerance/motion``: 0.5 pt and 2 pt/s).
  public init(parameters: Spring, tolerance: Tolerance = .motion) {
    spring = SpringSolution(parameters)
    self.tolerance = tolerance
    self.restDistance = tolerance.distance
    self.restSpeed = tolerance.velocity
  }

  /// The shared parameters. Setting them retunes every spring from its current state (no
  /// jump: position and velocity are kept).
  public var parameters: Spring {
    get { spring.parameters }
    set {
      spring = SpringSolution(newValue)
      cachedStep = (0, .identity)
      stepBasis = SpringSolution.StepBasis()
    }
  }

  /// How many springs the batch holds.
  public var count: Int { targetX.count }

  /// Whether every spring is at rest.
  public var isAtRest: Bool { movingCount == 0 }

  /// Adds a spring at `position` moving with `velocity` towards `target`; returns its index.
  /// Non-finite values count as the target (position) and zero (velocity).
  @discardableResult
  public mutating func append(position: Vector2, target: Vector2, velocity: Vector2 = .zero) -> Int {
    let end = target.isFinite ? target : (position.isFinite ? position : .zero)
    targetX.append(end.x)
    targetY.append(end.y)
    displacementX.append(0)
    displacementY.append(0)
    velocityX.append(0)
    velocityY.append(0)
    moving.append(0)
    let index = count - 1
    set(index, position: position, velocity: velocity)
    return index
  }

  /// Where spring `index` is.
  public func position(of index: Int) -> Vector2 {
    Vector2(x: targetX[index] + displacementX[index], y: targetY[index] + displacementY[index])
  }

  /// How fast spring `index` moves, in points per second.
  public func velocity(of index: Int) -> Vector2 { Vector2(x: velocityX[index], y: velocityY[index]) }

  /// Where spring `index` is heading.
  public func target(of index: Int) -> Vector2 { Vector2(x: targetX[index], y: targetY[index]) }

  /// Whether spring `index` is moving.
  public func isMoving(_ index: Int) -> Bool { moving[index] != 0 }

  /// Moves spring `index`'s target; it carries on from where it is with the velocity it has
  /// (a retarget, never a jump). A non-finite target, or the one it has, changes nothing: moving
  /// a spring's state to its own target and back is a rounding error, not a retarget (a drag
  /// over the stress scene sets hundreds of targets at each move, and those near both the old
  /// and the new pointer twice, to the same value).
  public mutating func setTarget(_ index: Int, to target: Vector2) {
    guard target.isFinite, target.x != targetX[index] || target.y != targetY[index] else { return }
    let position = position(of: index)
    targetX[index] = target.x
    targetY[index] = target.y
    set(index, position: position, velocity: velocity(of: index))
  }

  /// Puts spring `index` at `position` with `velocity` (a grab holds it where the pointer is; a
  /// flick throws it). Non-finite values count as where it is and zero.
  public mutating func set(_ index: Int, position: Vector2, velocity: Vector2) {
    let here = position.isFinite ? position : self.position(of: index)
    let speed = velocity.isFinite ? velocity : .zero
    displacementX[index] = here.x - targetX[index]
    displacementY[index] = here.y - targetY[index]
    velocityX[index] = speed.x
    velocityY[index] = speed.y
    let wasMoving = moving[index] != 0
    let isMoving = !isResting(displacementX[index], displacementY[index], speed.x, speed.y)
    if !isMoving { snap(index) }
    moving[index] = isMoving ? 1 : 0
    movingCount += (isMoving ? 1 : 0) - (wasMoving ? 1 : 0)
  }

  /// Adds `change(position)` to every spring's velocity, `position` where the spring is: the
  /// same as ``set(_:position:velocity:)`` of each spring at its position with its velocity plus
  /// the change, in one pass over the arrays (a click kicks all of the stress scene's 100 000
  /// cards, and a call per card was 4.4 ms of the click's frame).
  public mutating func addToVelocities(_ change: (_ position: Vector2) -> Vector2) {
    let restDistanceSquared = restDistance * restDistance
    let restSpeedSquared = restSpeed * restSpeed
    var movingChange = 0
    targetX.withUnsafeBufferPointer { tx in
      targetY.withUnsafeBufferPointer { ty in
        displacementX.withUnsafeMutableBufferPointer { dx in
          displacementY.withUnsafeMutableBufferPointer { dy in
            velocityX.withUnsafeMutableBufferPointer { vx in
              velocityY.withUnsafeMutableBufferPointer { vy in
                moving.withUnsafeMutableBufferPointer { movingFlags in
                  for index in 0..<tx.count {
                    // ``position(of:)``, then what ``set(_:position:velocity:)`` does with it.
                    let here = Vector2(x: tx[index] + dx[index], y: ty[index] + dy[index])
                    let kicked = Vector2(x: vx[index], y: vy[index]) + change(here)
                    let speed = kicked.isFinite ? kicked : .zero
                    let x = here.x - tx[index]
                    let y = here.y - ty[index]
                    let wasMoving = movingFlags[index] != 0
                    let isMoving =
                      !Self.isResting(
                        x, y, speed.x, speed.y, distanceSquared: restDistanceSquared,
                        speedSquared: restSpeedSquared)
                    dx[index] = isMoving ? x : 0
                    dy[index] = isMoving ? y : 0
                    vx[index] = isMoving ? speed.x : 0
                    vy[index] = isMoving ? speed.y : 0
                    movingFlags[index] = isMoving ? 1 : 0
                    movingChange += (isMoving ? 1 : 0) - (wasMoving ? 1 : 0)
                  }
                }
              }
            }
          }
        }
      }
    }
    movingCount += movingChange
  }

  /// Advances every moving spring by `dt` seconds. A zero, negative or non-finite dt changes
  /// nothing; the map is computed once per distinct dt and reused while dt repeats.
  public mutating func advance(by dt: Double) {
    guard dt.isFinite, dt > 0, movingCount > 0 else { return }
    if cachedStep.dt != dt { cachedStep = (dt, spring.coefficients(after: dt, reusing: &stepBasis)) }
    let map = cachedStep.coefficients
    let a = map.positionFromPosition
    let b = map.positionFromVelocity
    let c = map.velocityFromPosition
    let d = map.velocityFromVelocity
    let restDistanceSquared = restDistance * restDistance
    let restSpeedSquared = restSpeed * restSpeed
    // Integer reductions, so the loop still vectorises (a floating-point sum must keep its
    // order). `nonFinite` collects whether any new state is NaN or infinite: x − x is 0 for a
    // finite x and NaN otherwise (this cannot happen with valid parameters, but is checked
    // rather than trusted).
    var stillMoving = 0
    var nonFinite = 0
    let count = self.count
    // Springs at rest hold exactly zero displacement and velocity, which the map keeps at zero:
    // every spring takes the same branch-free step, and the rest test is a select.
    displacementX.withUnsafeMutableBufferPointer { dx in
      displacementY.withUnsafeMutableBufferPointer { dy in
        velocityX.withUnsafeMutableBufferPointer { vx in
          velocityY.withUnsafeMutableBufferPointer { vy in
            moving.withUnsafeMutableBufferPointer { movingFlags in
              for index in 0..<count {
                let x0 = dx[index]
                let y0 = dy[index]
                let u0 = vx[index]
                let w0 = vy[index]
                let x1 = a * x0 + b * u0
                let y1 = a * y0 + b * w0
                let u1 = c * x0 + d * u0
                let w1 = c * y0 + d * w0
                let resting = Self.isResting(
                  x1, y1, u1, w1, distanceSquared: restDistanceSquared, speedSquared: restSpeedSquared)
                let keep: Double = resting ? 0 : 1
                dx[index] = x1 * keep
                dy[index] = y1 * keep
                vx[index] = u1 * keep
                vy[index] = w1 * keep
                movingFlags[index] = keep
                stillMoving &+= resting ? 0 : 1
                nonFinite |= (x1 - x1) + (y1 - y1) + (u1 - u1) + (w1 - w1) == 0 ? 0 : 1
              }
            }
          }
        }
      }
    }
    movingCount = stillMoving
    // A spring whose state stopped being finite comes to rest at its target instead of
    // spreading NaN.
    if nonFinite != 0 { snapNonFinite() }
  }

  private func isResting(_ x: Double, _ y: Double, _ u: Double, _ w: Double) -> Bool {
    Self.isResting(
      x, y, u, w, distanceSquared: restDistance * restDistance, speedSquared: restSpeed * restSpeed)
  }

  /// The rest rule, for loops that square the tolerance once: displacement (`x`, `y`) and
  /// velocity (`u`, `w`) both within it, Euclidean, as ``SpringAnimation``'s.
  @inline(__always)
  private static func isResting(
    _ x: Double, _ y: Double, _ u: Double, _ w: Double, distanceSquared: Double, speedSquared: Double
  ) -> Bool {
    x * x + y * y < distanceSquared && u * u + w * w < speedSquared
  }

  private mutating func snap(_ index: Int) {
    displacementX[index] = 0
    displacementY[index] = 0
    velocityX[index] = 0
    velocityY[index] = 0
  }

  private mutating func snapNonFinite() {
    movingCount = 0
    for index in 0..<count {
      let finite =
        displacementX[index].isFinite && displacementY[index].isFinite && velocityX[index].isFinite
        && velocityY[index].isFinite
      if !finite {
        snap(index)
        moving[index] = 0
      }
      if moving[index] != 0 { movingCount += 1 }
    }
  }
}
