import Foundation
import Motion
import PeerIntegrators
import Scenes
import Stage

/// The lab's ghosts (G): the last release driven differently, from the same position and
/// velocity at the same instant, so the exact subject can be seen against what other engines
/// would have done. objc.io's per-frame Euler spring and POP's RK4 at 1 ms (both with the scene's
/// spring constants, so only the integrator differs), the timed "goop" that ignores the velocity,
/// and the other settling mode (dynamics when the spring is selected, the exact spring otherwise).
/// Under reduced motion the lab adds "full": the live mode and tuning in full motion, so the
/// reduced twin the subject runs is seen beside the motion it replaces. The A/B ghost runs the
/// pinned tuning under the motion it was pinned in, so X, then U, compares a tuning with its
/// twin (docs/reduced-motion.md).
/// A ghost that runs off (further than half the window's size beyond the stage: the window with
/// the release's start and target, which may be off screen, as a popped screen's is) or to a
/// non-finite value is marked diverged for good: labelled, not drawn far off screen.
struct GhostSet {
  struct Ghost {
    /// The trace's key: "euler", "rk4", "goop", "dynamics", "spring", "pinned" or "full".
    let name: String
    /// The legend's text.
    let label: String
    let color: Color
    var animation: any Animation<Vector2>
    var isDiverged = false
    /// Where a scene's own ghost is drawn for its value (nil: the subject's shape at the value).
    var shape: (@Sendable (Vector2) -> Rect)?

    var position: Vector2 { animation.value }
  }

  private(set) var ghosts: [Ghost]
  let handoff: Handoff
  /// The legend's name for the subject itself: what drives it in this mode.
  let subjectLabel: String
  /// The HUD's line when a ghost runs under the other motion than the subject's: which one is
  /// live (`live: reduced · pinned: full motion`); nil when all share it.
  private(set) var motionLine: String?
  /// The subject's size and corner radius, for drawing each ghost as the subject's shape.
  let subjectSize: Size
  let cornerRadius: Double
  /// How the plot's axis reads a centre: the component and the offset from the centre.
  let axisComponent: PlotAxis.Component
  let axisOffset: Double
  private let timeScale: Double
  /// Where a ghost still counts as on the stage: the window grown by half its size each way.
  private let stage: Rect
  private var lastTime: Double

  /// One colour, one meaning: none is the HUD's position (blue), velocity (orange), grab (green)
  /// or release (pink) colour.
  static let colors: [String: Color] = [
    "euler": Color(hex: 0xE6D43A), "rk4": Color(hex: 0xC39BFF), "goop": Color(hex: 0xB08F62),
    "dynamics": Color(hex: 0x4DD0E1), "spring": Color(hex: 0x4DD0E1), "pinned": Color(hex: 0xE056FD),
    "full": Color(hex: 0xD0D4DC),
  ]

  /// Ghosts for `handoff`, started at its instant on a clock whose animation time runs
  /// `timeScale` times the screen's (slow motion), in a window of `window` points: the lab's
  /// (`lab`, G) and the A/B comparison's (`pinned`: the tuning pinned with X, in the same mode,
  /// under `pinnedMotion`, the motion it was pinned in). `motion` is the subject's.
  /// `rateScale`: the animator's (``Animator/rateScale``), the clock its rates are on.
  init(
    handoff: Handoff, mode: SettleMode, parameters: SettleParameters, subject: Layer, axis: PlotAxis?,
    timeScale: Double, rateScale: Double, window: Size, lab: Bool = true, pinned: SettleParameters? = nil,
    motion: MotionPreference = .full, pinnedMotion: MotionPreference = .full
  ) {
    self.handoff = handoff
    subjectSize = subject.size
    cornerRadius = subject.cornerRadius
    self.timeScale = timeScale
    subjectLabel = Self.subjectLabel(mode, motion: motion)
    let minX = min(0, handoff.from.x, handoff.target.x)
    let minY = min(0, handoff.from.y, handoff.target.y)
    let maxX = max(window.width, handoff.from.x, handoff.target.x)
    let maxY = max(window.height, handoff.from.y, handoff.target.y)
    stage = Rect(
      x: minX - window.width / 2, y: minY - window.height / 2, width: maxX - minX + window.width,
      height: maxY - minY + window.height)
    lastTime = handoff.time
    let component = axis?.component ?? .y
    axisComponent = component
    // The axis and the subject's centre now, in the window: how far apart they read.
    let now = subject.convertToRoot(Vector2(x: subject.size.width / 2, y: subject.size.height / 2))
    axisOffset = axis.map { $0.position - (component == .x ? now.x : now.y) } ?? 0
    let from = handoff.from
    let target = handoff.target
    // The release as the subject's settle took it: in slow motion, the same rate on the
    // animations' clock (the full-speed path) or, kept on screen, 1 / timeScale times more.
    let velocity = (1 / rateScale) * handoff.releaseVelocity
    let spring = parameters.spring
    var ghosts: [Ghost] = []
    var others: [String] = []
    if let pinned {
      // A/B: the same release under the pinned tuning, in the subject's own mode and the motion
      // it was pinned in.
      ghosts.append(
        Ghost(
          name: "pinned",
          label: "pinned tuning (\(KeyCommand.pinTuning.label))"
            + (pinnedMotion == motion ? "" : ", " + Self.motionName(pinnedMotion)),
          color: Self.colors["pinned"]!,
          animation: SimulationAnimation(
            AnySimulation(
              mode.simulation(
                from: from, to: target, velocity: velocity, itemSize: subject.size, parameters: pinned,
                motion: pinnedMotion)))))
      if pinnedMotion != motion { others.append("pinned: " + Self.shortName(pinnedMotion)) }
    }
    guard lab else {
      self.ghosts = ghosts
      motionLine = Self.motionLine(live: motion, others: others)
      return
    }
    ghosts += [
      Ghost(
        name: "euler", label: "objc.io Euler, 1 step/frame", color: Self.colors["euler"]!,
        animation: EulerSpring(from: from, to: target, velocity: velocity, parameters: spring)),
      Ghost(
        name: "rk4", label: "POP RK4 at 1 ms", color: Self.colors["rk4"]!,
        animation: POPSpringSolver(from: from, to: target, velocity: velocity, parameters: spring)),
      Ghost(
        name: "goop", label: "goop (timed)", color: Self.colors["goop"]!,
        animation: TimedAnimation(
          from: from, to: target, duration: parameters.timedDuration, curve: parameters.timedCurve)),
    ]
    // The other mode's settle, through the Simulation every mode offers: the same release
    // handed to the other engine.
    let other: SettleMode = mode == .spring ? .dynamics : .spring
    let otherSettle = other.simulation(
      from: from, to: target, velocity: velocity, itemSize: subject.size, parameters: parameters)
    ghosts.append(
      Ghost(
        name: other.rawValue, label: other == .dynamics ? "UIKit Dynamics" : "exact spring",
        color: Self.colors[other.rawValue]!, animation: SimulationAnimation(AnySimulation(otherSettle))))
    if motion == .reduced {
      // The subject runs the reduced twin: the same mode and tuning in full motion beside it.
      ghosts.append(
        Ghost(
          name: "full", label: "full motion (what U turned off)", color: Self.colors["full"]!,
          animation: SimulationAnimation(
            AnySimulation(
              mode.simulation(
                from: from, to: target, velocity: velocity, itemSize: subject.size, parameters: parameters,
                motion: .full)))))
      others.append("ghost: full motion")
    }
    self.ghosts = ghosts
    motionLine = Self.motionLine(live: motion, others: others)
  }

  /// The legend's and the HUD's word for a motion.
  static func motionName(_ motion: MotionPreference) -> String {
    motion == .reduced ? "reduced twin" : "full motion"
  }

  /// The HUD's word for a motion, short enough for its line.
  static func shortName(_ motion: MotionPreference) -> String {
    motion == .reduced ? "reduced" : "full motion"
  }

  /// The HUD's line naming the live motion beside ghosts that run the other one; nil when none does.
  static func motionLine(live: MotionPreference, others: [String]) -> String? {
    guard !others.isEmpty else { return nil }
    return "live: " + shortName(live) + " · " + others.joined(separator: " · ")
  }

  /// A scene's own ghosts (``GhostProvidingScene``) for `handoff`: their values are read on the
  /// plot's axis as they are, drawn where the scene says, and never diverge.
  init(handoff: Handoff, provided: [SceneGhost], axis: PlotAxis?, timeScale: Double) {
    self.handoff = handoff
    subjectSize = Size(width: 0, height: 0)
    cornerRadius = 4
    self.timeScale = timeScale
    subjectLabel = "the subject"
    stage = Rect(
      x: -.greatestFiniteMagnitude / 4, y: -.greatestFiniteMagnitude / 4, width: .greatestFiniteMagnitude / 2,
      height: .greatestFiniteMagnitude / 2)
    lastTime = handoff.time
    axisComponent = axis?.component ?? .y
    axisOffset = 0
    ghosts = provided.map { ghost in
      Ghost(
        name: ghost.name, label: ghost.label, color: ghost.color,
        animation: SimulationAnimation(AnySimulation(ghost.simulation)), shape: ghost.shape)
    }
  }

  /// The subject's own line in the legend: its engine in `mode` (only the spring mode is the
  /// exact spring), or the reduced twin under reduced `motion`.
  static func subjectLabel(_ mode: SettleMode, motion: MotionPreference = .full) -> String {
    guard motion == .full else { return "reduced twin (the subject, live)" }
    return switch mode {
    case .spring: "exact spring (the subject)"
    case .dynamics: "UIKit Dynamics (the subject)"
    case .timed: "timed curve (the subject)"
    }
  }

  /// One frame on, to `sceneTime` (the scene's clock): each ghost takes the frame as its engine
  /// would (Euler one step, POP in 1 ms steps, the others exactly).
  mutating func advance(to sceneTime: Double) {
    let dt = (sceneTime - lastTime) * timeScale
    guard dt.isFinite, dt > 0 else { return }
    lastTime = sceneTime
    for index in ghosts.indices where !ghosts[index].isDiverged {
      ghosts[index].animation.advance(by: dt)
      let position = ghosts[index].position
      if !position.isFinite || !stage.contains(position) { ghosts[index].isDiverged = true }
    }
    reachTags()
  }

  /// Each ghost's reading on the plot's axis (nil when diverged).
  var axisValues: [(color: Color, value: Double?)] {
    ghosts.map { ghost in
      guard !ghost.isDiverged else { return (ghost.color, nil) }
      let center = axisComponent == .x ? ghost.position.x : ghost.position.y
      return (ghost.color, center + axisOffset)
    }
  }

  /// The trace's `ghosts`: `{name: {x, y}}`, with `diverged` for those that ran off.
  var traceValue: TraceValue {
    .object(
      ghosts.map { ghost in
        var fields = [TraceField("x", .number(ghost.position.x)), TraceField("y", .number(ghost.position.y))]
        if ghost.isDiverged { fields.append(TraceField("diverged", .bool(true))) }
        return TraceField(ghost.name, .object(fields))
      })
  }

  /// Where each ghost that did not diverge is drawn.
  var frames: [Rect] {
    ghosts.filter { !$0.isDiverged }.map {
      $0.shape?($0.position) ?? Rect(center: $0.position, size: subjectSize)
    }
  }

  /// Where each ghost's tag (its name) is written: the top of its frame.
  var tagFrames: [Rect] { frames.map(Self.tag(of:)) }

  /// Where each ghost's tag has been since the release (a box each, grown as it moves): the
  /// legend keeps off it, and so stays where it is while the ghosts move in the room they took.
  private(set) var tagReach: [Rect] = []

  private static func tag(of frame: Rect) -> Rect {
    Rect(x: frame.minX, y: frame.minY + 4, width: frame.width, height: 18)
  }

  /// ``tagReach`` grown by where the tags are now.
  private mutating func reachTags() {
    let tags = tagFrames
    guard tagReach.count == tags.count else {
      tagReach = tags
      return
    }
    tagReach = zip(tagReach, tags).map { reach, tag in
      let minX = min(reach.minX, tag.minX)
      let minY = min(reach.minY, tag.minY)
      return Rect(
        x: minX, y: minY, width: max(reach.maxX, tag.maxX) - minX, height: max(reach.maxY, tag.maxY) - minY)
    }
  }

  /// Each ghost as a faint copy of the subject's shape, drawn behind the subject; diverged ones
  /// are not drawn.
  func appendShapes(to list: inout DisplayList) {
    for ghost in ghosts where !ghost.isDiverged {
      let frame = ghost.shape?(ghost.position) ?? Rect(center: ghost.position, size: subjectSize)
      list.fill(frame, cornerRadius: cornerRadius, color: ghost.color.with(alpha: 0.28))
    }
  }

  /// Each ghost's outline and name, drawn over the subject: the subject is opaque, and a ghost
  /// behind it showed only where it had moved out from under it.
  func appendOutlines(to list: inout DisplayList) {
    for ghost in ghosts where !ghost.isDiverged {
      let frame = ghost.shape?(ghost.position) ?? Rect(center: ghost.position, size: subjectSize)
      list.line(
        Self.outline(of: frame, cornerRadius: min(cornerRadius, frame.width / 2, frame.height / 2)), width: 2,
        color: ghost.color.with(alpha: 0.9))
      list.text(
        LayerText(
          ghost.name, size: 12, color: ghost.color.with(alpha: 0.95), isBold: true, alignment: .leading,
          inset: 8),
        in: Rect(x: frame.minX, y: frame.minY + 4, width: frame.width, height: 18))
    }
  }

  /// A closed polyline around `frame` with rounded corners (each a quarter circle of 6 segments).
  static func outline(of frame: Rect, cornerRadius radius: Double) -> [Vector2] {
    let r = max(0, radius)
    let corners = [
      (Vector2(x: frame.maxX - r, y: frame.minY + r), -Double.pi / 2),
      (Vector2(x: frame.maxX - r, y: frame.maxY - r), 0.0),
      (Vector2(x: frame.minX + r, y: frame.maxY - r), Double.pi / 2),
      (Vector2(x: frame.minX + r, y: frame.minY + r), Double.pi),
    ]
    var points: [Vector2] = []
    for (center, start) in corners {
      for step in 0...6 {
        let angle = start + Double(step) / 6 * Double.pi / 2
        points.append(Vector2(x: center.x + r * cos(angle), y: center.y + r * sin(angle)))
      }
    }
    points.append(points[0])
    return points
  }
}
