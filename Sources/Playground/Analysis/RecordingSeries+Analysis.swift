import Analysis
import Motion
import Scenes

extension RecordingSeries {
  /// The analysis's series: `samples` and `analysis` along the axis the subject travels furthest
  /// on (the live plot's, ``AnalysisScene/probe``), over `span`, at `shown`.
  init(samples: [MotionSample], analysis: MotionAnalysis?, span: ClosedRange<Double>, shown: Double) {
    let isX = SampleExtent(samples)?.isAlongX ?? true
    func along(_ vector: Vector2) -> Double { isX ? vector.x : vector.y }
    var velocities: [Point] = []
    for index in samples.indices.dropFirst() {
      let a = samples[index - 1]
      let b = samples[index]
      guard b.time > a.time else { continue }
      velocities.append(
        Point(time: (a.time + b.time) / 2, value: (along(b.position) - along(a.position)) / (b.time - a.time))
      )
    }
    var fittedPositions: [[Point]] = []
    var fittedVelocities: [[Point]] = []
    var residuals: [Point] = []
    // The free segments' laws: a held segment is the hand's path, not a law fitted to it (the
    // scene's ghost path leaves it out too), and its corners' residuals would dwarf the fit's.
    for segment in analysis?.segments ?? [] where segment.law != .held {
      // 80 steps a segment: smooth at any plot width the HUD gives, whatever the frame rate.
      let times = (0...80).map { segment.start + (segment.end - segment.start) * Double($0) / 80 }
      let states = times.map { segment.state(at: $0) }
      fittedPositions.append(zip(times, states).map { Point(time: $0, value: along($1.position)) })
      fittedVelocities.append(zip(times, states).map { Point(time: $0, value: along($1.velocity)) })
      for index in segment.samples where samples.indices.contains(index) {
        let sample = samples[index]
        residuals.append(
          Point(
            time: sample.time, value: (sample.position - segment.state(at: sample.time).position).magnitude))
      }
    }
    let markers = (analysis?.handoffs ?? []).map { handoff in
      var label = Readout.format(
        "%@ %.1f pt, %.0f pt/s", handoff.kind.rawValue, handoff.positionJump, handoff.velocityJump)
      if let percent = handoff.velocityJumpPercent { label += Readout.format(" (%.0f %%)", percent) }
      return Marker(time: handoff.at, label: label)
    }
    self.init(
      label: isX ? "x (px)" : "y (px, down)", span: span, shown: shown,
      positions: samples.map { Point(time: $0.time, value: along($0.position)) }, velocities: velocities,
      fittedPositions: fittedPositions, fittedVelocities: fittedVelocities,
      residuals: residuals.sorted { $0.time < $1.time }, markers: markers, isFitted: analysis != nil,
      emptyText: "drag on the recording to pick what to follow")
  }
}
