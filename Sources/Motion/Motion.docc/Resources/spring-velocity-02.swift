import Motion

let releaseY = 420.0  // where the finger let go, in points
let releaseVelocity = 1_800.0  // points per second, downwards

let spring = Spring(response: 0.35, dampingRatio: 0.75)
