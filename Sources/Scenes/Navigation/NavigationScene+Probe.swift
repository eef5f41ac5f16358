import Foundation
import Motion
import Stage

extension NavigationScene {
  /// The screen that moves (the pushed or popped screen, or the panel) during a transition; at
  /// rest the top screen, or the open panel.
  var frontScreen: NavigationScreen? {
    if let running { return running.front }
    return isPanelOpen ? panel : stack.last
  }

  /// The screen under ``frontScreen``; at rest with the panel closed, the screen under the top
  /// one (hidden, parked at the parallax offset), nil on the root screen.
  var backScreen: NavigationScreen? {
    if let running { return running.back }
    if isPanelOpen { return stack.last }
    return stack.count >= 2 ? stack[stack.count - 2] : nil
  }

  /// 0…1 of the running transition; 1 at rest (the top screen is all the way in).
  public var percent: Double { running == nil ? 1 : interaction.percentComplete }

  /// The incoming navbar item's alpha: the title crossfade, equal to ``percent`` at every frame
  /// (1 at rest: the top screen's title is fully shown).
  public var navbarAlpha: Double { percent }

  /// How far open the side panel is on screen, 0…1.
  public var panelOpenness: Double {
    if let running, running.kind == .panel {
      return running.to === panel ? interaction.percentComplete : 1 - interaction.percentComplete
    }
    return isPanelOpen ? 1 : 0
  }

  /// How much of a back button shows: the items that have one, by their crossfade alpha (a
  /// push from the root fades it in with the progress; between two pushed screens the two
  /// labels crossfade and the button stays).
  public var backButtonAlpha: Double {
    var screens = stack
    if let running, !stack.contains(where: { $0 === running.to }) { screens.append(running.to) }
    let sum = screens.filter { $0.leftButton != nil && !$0.item.isHidden }.map(\.item.alpha).reduce(0, +)
    return min(sum, 1)
  }

  /// The front screen's velocity on screen: the pointer's x while held (the screen follows it),
  /// as a release at the scene's time would take it (zero once the pointer has been still for
  /// 40 ms); the progress animation's otherwise.
  public var frontVelocity: Vector2 {
    guard let running else { return .zero }
    switch phase {
    case .interactive:
      let pan: Vector2
      switch pressOwner {
      case .edge: pan = edgePan.velocity(at: animator.now)
      case .grab: pan = grabPan.velocity(at: animator.now)
      case .panel: pan = panelPan.velocity(at: animator.now)
      case .tap, .none: pan = .zero
      }
      return Vector2(x: pan.x, y: 0)
    case .animating, .settling:
      return Vector2(x: interaction.velocity / interaction.span * running.travel, y: 0)
    case .idle:
      return .zero
    }
  }

  /// The gesture state of whichever recognizer has the current press.
  var gestureState: GestureState {
    switch pressOwner {
    case .edge: edgePan.state
    case .grab: grabPan.state
    case .panel: panelPan.isActive || panelPan.state == .ended ? panelPan.state : tap.state
    case .tap: tap.state
    case .none: .possible
    }
  }

  /// The trace fields (names are an interface): `depth`, `phase`, `transition`, `percent`,
  /// `front` and `back` (presentation frames; `back` is null on the root screen at rest),
  /// `velocity` (of `front`, on screen), `cancelled`, `navbarAlpha`, `handoff`; and `panel`
  /// (how far open, 0…1), `backAlpha`, `top` (the top screen's title).
  public var probe: SceneProbe {
    let velocity = frontVelocity
    let front = frontScreen?.layer
    let phase = self.phase
    let fields = [
      TraceField("depth", .number(Double(stack.count))),
      TraceField("phase", .string(phase.rawValue)),
      TraceField("transition", .string(running?.kind.rawValue)),
      TraceField("percent", .number(percent)),
      TraceField("front", front.map { .rect($0.presentationFrame) } ?? .null),
      TraceField("back", backScreen.map { .rect($0.layer.presentationFrame) } ?? .null),
      TraceField("velocity", .vector(velocity)),
      TraceField("cancelled", .bool(lastTransitionWasCancelled)),
      TraceField("navbarAlpha", .number(navbarAlpha)),
      TraceField("handoff", lastHandoff.map(\.traceValue) ?? .null),
      TraceField("panel", .number(panelOpenness)),
      TraceField("backAlpha", .number(backButtonAlpha)),
      TraceField("top", .string(stack.last?.title)),
    ]
    let kind = running.map { "  (\($0.kind.rawValue))" } ?? ""
    return SceneProbe(
      fields: fields,
      gesture: gestureState,
      status: [
        "phase \(phase.rawValue)\(kind)   percent " + Readout.format("%.3f", percent),
        "depth \(stack.count)   top \(stack.last?.title ?? "-")   panel "
          + Readout.format("%.2f", panelOpenness)
          + (lastTransitionWasCancelled ? "   last: cancelled" : ""),
      ],
      velocity: velocity,
      axis: front.map {
        PlotAxis(
          label: "x (front)", position: $0.presentationFrame.minX, velocity: velocity.x,
          range: -size.width * NavigationStyle.parallax...size.width, velocityScale: 3000,
          component: .x)
      },
      handoff: lastHandoff,
      isHeld: phase == .interactive,
      subject: front)
  }
}
