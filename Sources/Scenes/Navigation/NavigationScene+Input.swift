import Motion
import Stage

/// Input: which recognizer a press belongs to, the keys, and the pointer holding a transition.
extension NavigationScene {
  func configureGestures() {
    edgePan.shouldBegin = { [unowned self] _ in self.phase == .idle && !self.isPanelOpen }
    edgePan.onStateChange = { [unowned self] pan in
      if pan.state == .began { self.beginEdgePan() }
      self.follow(pan.state, translation: pan.translation, location: pan.location, velocity: pan.velocity)
    }
    grabPan.shouldBegin = { [unowned self] location in
      (self.phase == .animating || self.phase == .settling) && self.hitsFront(location)
    }
    grabPan.onStateChange = { [unowned self] pan in
      if pan.state == .began {
        // Seed 000 and 004's grab: stop where it is on screen, then follow the pointer.
        self.interaction.pause()
        self.dragRule = .translation(start: self.interaction.percentComplete)
      }
      self.follow(pan.state, translation: pan.translation, location: pan.location, velocity: pan.velocity)
    }
    panelPan.shouldBegin = { [unowned self] location in
      self.phase == .idle && self.isPanelOpen
        && self.container.hitTest(location, mode: self.hitTestMode)?.isDescendant(of: self.panel.layer)
          == true
    }
    panelPan.onStateChange = { [unowned self] pan in
      if pan.state == .began {
        self.beginPanel(presenting: false)
        self.dragRule = .translation(start: 0)
      }
      // From where the pan began past its slop: the panel sets off from where it is, no step.
      self.follow(
        pan.state, translation: pan.translationSinceBegan, location: pan.location, velocity: pan.velocity)
    }
    tap.onTap = { [unowned self] location in self.tapped(at: location) }
    // Taps only at rest; and UIKit's edge recognizer wins over the table's taps: the tap waits
    // for the edge pan to fail, which it does at once away from the edge.
    tap.shouldBegin = { [unowned self] _ in self.phase == .idle }
    for recognizer: any GestureRecognizer in [edgePan, grabPan, panelPan, tap] {
      arena.attach(recognizer, to: container)
    }
    arena.require(tap, toFail: edgePan)
  }

  // MARK: Input

  /// Applies a pointer event at its own timestamp (the loop has advanced the animations to it),
  /// so a press stops a transition where it was when the button went down. The arena routes
  /// it; which recognizer took a new press is kept for the probe.
  public func handle(_ event: PointerEvent) {
    guard event.location.isFinite, event.timestamp.isFinite else { return }
    guard event.kind == .down else {
      arena.handle(event, in: container, mode: hitTestMode)
      return
    }
    if arena.isDown(event.id) {
      // A press while the pointer still holds a transition means its release was lost: the drag
      // ends as a cancel (the transition settles by its progress), and the new press starts
      // afresh in the phase that leaves.
      arena.handle(
        PointerEvent(kind: .cancel, location: event.location, timestamp: event.timestamp, id: event.id),
        in: container, mode: hitTestMode)
    }
    let startsPress = !arena.isPressing
    let phaseAtPress = phase
    let panelWasOpen = isPanelOpen
    arena.handle(event, in: container, mode: hitTestMode)
    if startsPress { pressOwner = owner(ofPressIn: phaseAtPress, panelOpen: panelWasOpen) }
  }

  /// Which recognizer took the press just made (for the probe): during a transition only a
  /// grab of the moving screen; at rest, the edge pan if it began, else the panel's drag and
  /// taps, or the taps.
  func owner(ofPressIn phase: NavigationPhase, panelOpen: Bool) -> PressOwner {
    switch phase {
    case .animating, .settling: grabPan.isActive ? .grab : .none
    case .interactive: .none
    case .idle: panelOpen ? .panel : edgePan.isActive ? .edge : .tap
    }
  }

  /// Space: at rest, push the first row, pop, or close the panel; in flight, reverse.
  public func space() {
    switch phase {
    case .idle:
      if isPanelOpen {
        dismissPanel()
      } else if stack.count >= 2 {
        pop()
      } else if let title = stack.last?.firstRowTitle {
        push(title)
      }
    case .animating, .settling: reverse()
    case .interactive: break
    }
  }

  /// Left: pop, or close the panel (at rest).
  public func back() {
    guard phase == .idle else { return }
    if isPanelOpen { dismissPanel() } else { pop() }
  }

  /// O: open or close the panel on the root screen; reverses a panel transition in flight.
  public func togglePanel() {
    switch phase {
    case .idle:
      if isPanelOpen { dismissPanel() } else if stack.count == 1 { presentPanel() }
    case .animating, .settling:
      if running?.kind == .panel { reverse() }
    case .interactive: break
    }
  }

  func tapped(at location: Vector2) {
    guard phase == .idle, let hit = container.hitTest(location, mode: hitTestMode) else { return }
    if isPanelOpen {
      if hit === panel.leftButton || panel.rowTitle(at: hit) != nil { dismissPanel() }
      return
    }
    guard let top = stack.last else { return }
    if let button = top.leftButton, hit === button {
      pop()
    } else if let title = top.rowTitle(at: hit) {
      push(title)
    }
  }

  // MARK: The held transition

  func beginEdgePan() {
    if stack.count >= 2 {
      beginPop()
      dragRule = .translation(start: 0)
    } else {
      beginPanel(presenting: true)
      let content = contentFrame
      dragRule = .location(from: min(max(edgePan.location.x - content.minX, 0), content.width / 2))
    }
  }

  func follow(_ state: GestureState, translation: Vector2, location: Vector2, velocity: Vector2) {
    switch state {
    case .began, .changed:
      drag(translation: translation, location: location)
    case .ended:
      drag(translation: translation, location: location)
      release(velocity: velocity)
    case .cancelled:
      // The pointer was lost: settle by the progress, with no flick.
      release(velocity: .zero)
    case .possible, .failed:
      break
    }
  }

  func drag(translation: Vector2, location: Vector2) {
    guard let running, interaction.state == .interactive, translation.isFinite, location.isFinite else {
      return
    }
    switch dragRule {
    case .translation(let start):
      let travel = running.travel
      guard travel != 0 else { return }
      interaction.update(start + translation.x / travel)
    case .location(let from):
      let content = contentFrame
      guard content.width - from > 0 else { return }
      interaction.update((location.x - content.minX - from) / (content.width - from))
    }
  }

  /// Seed 003: finish or cancel by the sign of vx (towards the end finishes); under 50 pt/s by
  /// progress > 0.5. The completion starts with the release velocity.
  func release(velocity: Vector2) {
    guard let running, interaction.state == .interactive else { return }
    // The front screen's own velocity: the pointer's, times the drag rule's gain.
    let velocity = velocity.isFinite ? velocity * dragRule.gain(width: contentFrame.width) : .zero
    let travel = running.travel
    guard travel != 0 else { return }
    let span = abs(travel)
    let rate = velocity.x / travel  // progress per second
    let finishes =
      abs(velocity.x) >= Self.velocityThreshold ? rate > 0 : interaction.percentComplete > 0.5
    let front = running.front.layer
    let from = front.presentation.center
    let end = finishes ? running.context.finalFrame(for: front) : running.context.initialFrame(for: front)
    let first =
      finishes ? interaction.finish(velocity: rate * span) : interaction.cancel(velocity: rate * span)
    lastHandoff = Handoff(
      time: animator.now, releaseVelocity: velocity, settleVelocity: Vector2(x: first / span * travel, y: 0),
      finished: finishes, from: from, target: end.center)
  }

  /// Space or O in flight: head back the other way from where it is, keeping its velocity.
  func reverse() {
    guard let target = interaction.target else { return }
    let velocity = interaction.velocity
    if target >= 1 { interaction.cancel(velocity: velocity) } else { interaction.finish(velocity: velocity) }
  }

  /// Whether a press at `location` lands on the moving screen: on what is on screen
  /// (presentation), or, with B, where the transition will end (Core Animation's model values,
  /// the seeds' bug).
  func hitsFront(_ location: Vector2) -> Bool {
    guard let running else { return false }
    let front = running.front.layer
    switch hitTestMode {
    case .presentation:
      return container.hitTest(location, mode: .presentation)?.isDescendant(of: front) == true
    case .model:
      let end = interaction.target ?? interaction.percentComplete
      return running.context.frame(of: front, at: end).contains(location)
    }
  }
}
