import Motion
import Stage

extension SceneFileStage {
  /// The drag whose releases are the subject's hand-offs (the trace's `handoff`, the HUD, the
  /// ghosts): the subject's own; else the nearest dragged layer it is inside (a press on it
  /// reaches that drag); else the dragged layer it follows through progress links (a visible
  /// card whose size follows a handle's drag); else the file's first. A `"subject"` on any layer
  /// keeps the record: with only its own drag counted, a visible layer beside the dragged one
  /// had no release on any frame (issue 58).
  static func drag(for subject: Layer?, in drags: [SceneFileDrag], document: SceneFileDocument)
    -> SceneFileDrag?
  {
    guard let subject, !drags.isEmpty else { return nil }
    var layer: Layer? = subject
    while let current = layer {
      if let drag = drags.first(where: { $0.layer === current }) { return drag }
      layer = current.superlayer
    }
    // Through the links, breadth first from the subject: the nearest dragged layer it follows.
    var specs: [String: SceneFileLayer] = [:]
    for spec in document.allLayers { specs[spec.id] = spec }
    var seen: Set<String> = [subject.name]
    var next = [subject.name]
    while !next.isEmpty {
      var following: [String] = []
      for id in next {
        for link in specs[id]?.follow ?? [] where seen.insert(link.of).inserted {
          if let drag = drags.first(where: { $0.layer.name == link.of }) { return drag }
          following.append(link.of)
        }
      }
      next = following
    }
    return drags.first
  }

  /// `drag`'s release, read at the release, as the subject saw it: the same velocities, from the
  /// subject's centre on screen, moved by what the drag moves. The subject's own drag's is its
  /// own (in its superlayer's points, as it always was).
  func subjectHandoff(of drag: SceneFileDrag, _ handoff: Handoff) -> Handoff {
    guard let subject, drag.layer !== subject else { return handoff }
    let toRoot = { (point: Vector2) in drag.layer.superlayer?.convertToRoot(point) ?? point }
    var seen = handoff
    seen.from = subject.presentationCenterInRoot
    seen.target = seen.from + toRoot(handoff.target) - toRoot(handoff.from)
    return seen
  }
}
