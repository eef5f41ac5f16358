import Motion
import Stage

/// A ghost a scene chooses itself for the lab (G): the same release under another engine, when
/// the lab's own ghosts (other integrators of the scene's spring) say nothing about the scene,
/// as for a scroll view, whose release has no target to spring to.
///
/// ```swift
/// SceneGhost(name: "flutter", label: "Flutter BouncingScrollSimulation", color: Palette.accent,
///            simulation: offsetOverTime, shape: { offset in Rect(x: 0, y: offset.y, width: 960, height: 20) })
/// ```
public struct SceneGhost {
  /// The trace's key.
  public var name: String
  /// The legend's text.
  public var label: String
  public var color: Color
  /// The ghost's value over time from the release, in the units of the scene's ``PlotAxis``
  /// (the axis reads its ``PlotAxis/component``).
  public var simulation: any Simulation<Vector2>
  /// Where to draw the ghost, in window points, for a value.
  public var shape: @Sendable (Vector2) -> Rect

  public init(
    name: String, label: String, color: Color, simulation: any Simulation<Vector2>,
    shape: @escaping @Sendable (Vector2) -> Rect
  ) {
    self.name = name
    self.label = label
    self.color = color
    self.simulation = simulation
    self.shape = shape
  }
}

/// A scene that provides its own ghosts for a release instead of the lab's.
public protocol GhostProvidingScene: Scene {
  /// The ghosts of the release `handoff` (empty: none for this release).
  func ghosts(for handoff: Handoff) -> [SceneGhost]
}
