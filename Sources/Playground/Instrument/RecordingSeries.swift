import Motion

/// A scene's readings over the whole of a recording (the analysis's), which the HUD's plot
/// draws over the recording's span instead of the last 3 s of the loop (``RecordingPlot``):
/// the samples' position and velocity along one axis, the fitted laws over them, each sample's
/// residual from its fit, the hand-offs with their jumps, and the time shown as a cursor. The
/// live plot follows the loop's clock, so it shows only what the recording played lately; the
/// fit against the data needs the whole span at once.
struct RecordingSeries: Equatable {
  /// A value at a time (seconds of the recording).
  struct Point: Equatable {
    var time: Double
    var value: Double
  }

  /// A hand-off: its time and what it says (its jumps).
  struct Marker: Equatable {
    var time: Double
    var label: String
  }

  /// The axis's name, as the live plot's ("x (px)").
  var label: String
  /// The times the plot spans (the recording's), and the time shown in it.
  var span: ClosedRange<Double>
  var shown: Double
  /// The samples' position along the axis, and their velocity (between each two samples).
  var positions: [Point]
  var velocities: [Point]
  /// Each fitted law over its own segment: a curve each, not joined across a hand-off.
  var fittedPositions: [[Point]]
  var fittedVelocities: [[Point]]
  /// Each sample's distance from its segment's fit (pt), where a law was fitted.
  var residuals: [Point]
  var markers: [Marker]
  /// Whether any law was fitted (the residual band says there is no fit otherwise).
  var isFitted: Bool
  /// What the plot says while there are not two samples to draw.
  var emptyText: String
}
