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
      self.follow(pan.state, translation: pan.translation, location: pan.location, velocity: pan.velocity)
    }
    tap.onTap = { [unowned self] location in self.tapped(at: location) }
  }

  // MARK: Input

  /// Applies a pointer event at its own timestamp: the animations are first advanced to that
  /// instant, so a press stops a transition where it was when the button went down.
  public func handle(_ event: PointerEvent) {
    guard event.location.isFinite, event.timestamp.isFinite else { return }
    advance(to: event.timestamp)
    if event.kind == .down {
      endLostPress(at: event.timestamp)
      pressOwner = owner(forPressAt: event)
      return
    }
    deliver(event, to: pressOwner)
  }

  /// Hands a pointer event of the current press to the recognizers that own it.
  func deliver(_ event: PointerEvent, to owner: PressOwner) {
    switch owner {
    case .edge: edgePan.handle(event)
    case .grab: grabPan.handle(event)
    case .panel:
      panelPan.handle(event)
      tap.handle(event)
    case .tap: tap.handle(event)
    case .none: break
    }
  }

  /// Hands the press to the recognizer it belongs to and says which one took it: during a
  /// transition only a press on the moving screen counts (a grab); at rest, the edge pan first
  /// (as UIKit's edge recognizer wins over the table's taps), else the taps.
  func owner(forPressAt event: PointerEvent) -> PressOwner {
    switch phase {
    case .animating, .settling:
      grabPan.handle(event)
      return grabPan.isActive ? .grab : .none
    case .interactive:
      return .none
    case .idle:
      if isPanelOpen {
        panelPan.handle(event)
        tap.handle(event)
        return .panel
      }
      edgePan.handle(event)
      if edgePan.isActive { return .edge }
      tap.handle(event)
      return .tap
    }
  }

  /// A press while the pointer still holds a transition means its release was lost: the drag
  /// ends as a cancel (the transition settles by its progress), and the new press starts afresh.
  func endLostPress(at time: Double) {
    deliver(PointerEvent(kind: .cancel, location: .zero, timestamp: time), to: pressOwner)
  }

  public func handleKey(_ name: String, at time: Double) {
    advance(to: time)
    switch name {
    case "space": space()
    case "left": back()
    case "o": togglePanel()
    default: break
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
      dragRule = .location
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
    case .location:
      let content = contentFrame
      guard content.width > 0 else { return }
      interaction.update((location.x - content.minX) / content.width)
    }
  }

  /// Seed 003: finish or cancel by the sign of vx (towards the end finishes); under 50 pt/s by
  /// progress > 0.5. The completion starts with the release velocity.
  func release(velocity: Vector2) {
    guard let running, interaction.state == .interactive else { return }
    let velocity = velocity.isFinite ? velocity : .zero
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
