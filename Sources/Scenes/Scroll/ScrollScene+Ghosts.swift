import Motion
import Stage

/// The lab's ghosts for a list release: the same fling (position and velocity at the same
/// instant) under the other platforms' scroll physics, each reproduced from its source:
/// Flutter's `BouncingScrollSimulation` (iOS-like, with Flutter's default scroll spring),
/// Flutter's `ClampingScrollSimulation` and Android's `OverScroller` spline (both stopped at the
/// ends, as their physics stop the scroll position), and UIScrollView's fast rate.
extension ScrollScene: GhostProvidingScene {
  /// Flutter's `ScrollPhysics.spring` default: mass 0.5, stiffness 100, damping ratio 1.1.
  static let flutterSpring = Spring(stiffness: 100, dampingRatio: 1.1, mass: 0.5)
  /// Flutter's `ScrollPhysics.toleranceFor` at a device pixel ratio of 1: 1 px, 1/0.05 px/s.
  static let flutterTolerance = Tolerance(distance: 1, time: 1e-3, velocity: 20)

  public func ghosts(for handoff: Handoff) -> [SceneGhost] {
    guard let release = lastListRelease, release.time == handoff.time else { return [] }
    let extents = listExtents
    let from = release.offset
    let velocity = release.velocity
    var ghosts: [SceneGhost] = []
    func add(_ name: String, _ label: String, _ hex: UInt32, _ simulation: some Simulation<Double>) {
      ghosts.append(
        SceneGhost(
          name: name, label: label, color: Color(hex: hex),
          simulation: OffsetGhostSimulation(base: simulation, x: handoff.from.x),
          shape: ghostShape(index: ghosts.count)))
    }
    if let bouncing = try? BouncingScrollSimulation(
      position: from, velocity: velocity, leadingExtent: extents.lowerBound,
      trailingExtent: extents.upperBound,
      spring: Self.flutterSpring, tolerance: Self.flutterTolerance)
    {
      add("flutter", "Flutter BouncingScrollSimulation", 0xE6D43A, bouncing)
    }
    add(
      "clamping", "Flutter ClampingScrollSimulation", 0xB08F62,
      ClampedSimulation(ClampingScrollSimulation(position: from, velocity: velocity), positionRange: extents))
    add(
      "android", "Android OverScroller (spline)", 0x4DD0E1,
      OverScrollerSimulation(position: from, velocity: velocity, extents: extents))
    add(
      "fast", "UIScrollView fast (0.99)", 0xC39BFF,
      ScrollDeceleration(
        position: from, velocity: velocity, extents: extents,
        decelerationRate: DecayAnimation<Double>.fastDecelerationRate, bounce: parameters.spring))
    return ghosts
  }

  /// A ghost is drawn as a labelled tag beside the scroll indicator's track, where the
  /// indicator would be under that ghost's offset (pinned to the track's ends past them); the
  /// tags stand in columns so that ghosts at the same offset stay readable.
  private func ghostShape(index: Int) -> @Sendable (Vector2) -> Rect {
    let track = viewportHeight - 2 * Self.indicatorInset
    let length = indicatorLength(track: track)
    let span = listExtents.upperBound
    let top = Navbar.height + Self.indicatorInset
    let x = size.width - 16 - 90 * Double(index + 1)
    return { value in
      let fraction = span > 0 ? min(max(value.y / span, 0), 1) : 0
      let y = top + fraction * (track - length) + length / 2
      return Rect(x: x, y: y - 10, width: 86, height: 20)
    }
  }
}

/// A one-dimensional scroll simulation as the lab's 2-D ghost value: x fixed, y the offset.
struct OffsetGhostSimulation<Base: Simulation>: Simulation where Base.Value == Double {
  let base: Base
  let x: Double
  func position(at time: Double) -> Vector2 { Vector2(x: x, y: base.position(at: time)) }
  func velocity(at time: Double) -> Vector2 { Vector2(x: 0, y: base.velocity(at: time)) }
  func isDone(at time: Double) -> Bool { base.isDone(at: time) }
  var endPosition: Vector2? { base.endPosition.map { Vector2(x: x, y: $0) } }
}
