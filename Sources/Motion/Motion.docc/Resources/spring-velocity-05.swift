import Motion

let releaseY = 420.0  // where the finger let go, in points
let releaseVelocity = 1_800.0  // points per second, downwards

let spring = Spring(response: 0.35, dampingRatio: 0.75)

var sheetY = SpringAnimation(from: releaseY, to: 600.0, velocity: releaseVelocity, parameters: spring)
precondition(sheetY.value == releaseY && sheetY.velocity == releaseVelocity)

let frameTimes = [0.0, 1.0 / 60, 2.0 / 60, 3.0 / 60, 5.0 / 60, 6.0 / 60]  // one frame late
for (last, now) in zip(frameTimes, frameTimes.dropFirst()) {
  sheetY.advance(by: now - last)
}

let (position, velocity) = (sheetY.value, sheetY.velocity)
sheetY.retarget(to: 200)
precondition(abs(sheetY.value - position) < 1e-9 && sheetY.velocity == velocity)
