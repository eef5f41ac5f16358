import Motion
import Stage

/// A transition in flight: which one, its context (seed 001), and its screens.
struct RunningTransition {
  let kind: NavigationTransitionKind
  let context: NavigationTransitionContext
  let from: NavigationScreen
  let to: NavigationScreen
  /// The screen that moves across: the pushed (or popped) screen, or the panel.
  let front: NavigationScreen
  /// The screen under it, which dims (and moves with parallax in a push or pop).
  let back: NavigationScreen

  /// Whether progress 1 has the front screen covering the back one (a push, the panel opening).
  var covers: Bool { front === to }

  /// How far the front screen moves from progress 0 to 1 (negative: leftwards).
  var travel: Double { context.horizontalTravel(of: front.layer) }

  /// How much of the back screen the front one covers at `percent`: the dimming's alpha.
  func coverage(at percent: Double) -> Double { covers ? percent : 1 - percent }
}

extension NavigationScene {
  // MARK: Starting transitions

  /// Pushes a detail screen titled `title` with the animated (0.35 s) transition.
  public func push(_ title: String) {
    guard phase == .idle, !isPanelOpen, let top = stack.last else { return }
    let kind: NavigationScreen.Kind = stack.count == 1 ? .book : .chapter
    let screen = NavigationScreen(title: title, kind: kind, leftButtonTitle: "‹ " + top.title, size: size)
    screen.navbarTrailing = context.navbarTrailing
    // Above the screens on the stack, under the panel and the navbar.
    let index = container.sublayers.firstIndex { $0 === panel.layer } ?? container.sublayers.count
    container.insertSublayer(screen.layer, at: index)
    navbar.addSublayer(screen.item)
    begin(.push, from: top, to: screen, layout: PushLayout(parallax: NavigationStyle.parallax))
    interaction.animate()
  }

  /// Pops the top screen with the animated transition (the back button, Space, Left).
  public func pop() {
    guard phase == .idle, !isPanelOpen, stack.count >= 2 else { return }
    beginPop()
    interaction.animate()
  }

  public func presentPanel() {
    guard phase == .idle, !isPanelOpen, stack.count == 1 else { return }
    beginPanel(presenting: true)
    interaction.animate()
  }

  public func dismissPanel() {
    guard phase == .idle, isPanelOpen else { return }
    beginPanel(presenting: false)
    interaction.animate()
  }

  /// An interactive pop (the edge pan), at progress 0.
  func beginPop() {
    let top = stack[stack.count - 1]
    let under = stack[stack.count - 2]
    begin(.pop, from: top, to: under, layout: PopLayout(parallax: NavigationStyle.parallax))
  }

  /// The panel opening over the root screen, or closing, at progress 0.
  func beginPanel(presenting: Bool) {
    guard let root = stack.first else { return }
    begin(
      .panel, from: presenting ? root : panel, to: presenting ? panel : root,
      layout: SidePanelLayout(isPresenting: presenting))
  }

  /// Seed 001's sequence: a context with the container and the two layers, the layout that
  /// places them, the alongside animations (navbar crossfade, dimming); the interaction
  /// controller starts it at progress 0 (interactive until someone plays or finishes it).
  private func begin(
    _ kind: NavigationTransitionKind, from: NavigationScreen, to: NavigationScreen,
    layout: any TransitionLayout
  ) {
    let context = NavigationTransitionContext(
      container: contentFrame, from: from.layer, to: to.layer, layout: layout)
    let front = kind == .pop || (kind == .panel && from === panel) ? from : to
    let running = RunningTransition(
      kind: kind, context: context, from: from, to: to, front: front, back: front === to ? from : to)
    self.running = running
    for screen in [from, to] {
      screen.layer.isHidden = false
      screen.item.isHidden = false
    }
    // The transition coordinator's "animate alongside": the navbar items crossfade (the incoming
    // title's alpha is the progress) and the screen underneath dims as it is covered.
    let back = running.back
    let covers = running.covers
    // The titles drift the way the screens go: left in a push, right in a pop.
    let drift = NavigationStyle.titleDrift * (running.travel < 0 ? -1 : 1)
    context.animateAlongside { [unowned context] percent in
      from.item.alpha = 1 - percent
      to.item.alpha = percent
      // A cross-fade (reduced motion) moves nothing: the titles fade where they rest.
      let drifts = context.isFading ? 0 : drift
      from.setTitleOffset(drifts * percent)
      to.setTitleOffset(-drifts * (1 - percent))
      back.dimming.alpha = covers ? percent : 1 - percent
    }
    context.completion = { [unowned self] context in self.transitionDidComplete(context) }
    interaction.span = abs(running.travel) > 0 ? abs(running.travel) : 1
    interaction.itemSize = front.layer.size
    interaction.start(context)
  }

  // MARK: Completion

  /// Seed 001's `completeTransition:`: a finished push joins the stack, a cancelled one is
  /// removed; a finished pop leaves it; the panel is open or closed.
  private func transitionDidComplete(_ context: NavigationTransitionContext) {
    guard let running, running.context === context else { return }
    self.running = nil
    lastTransitionWasCancelled = context.transitionWasCancelled
    let didComplete = context.didComplete
    switch running.kind {
    case .push:
      if didComplete { stack.append(running.to) } else { remove(running.to) }
    case .pop:
      if didComplete {
        stack.removeLast()
        remove(running.from)
      }
    case .panel:
      isPanelOpen = (running.to === panel) == didComplete
    }
    layoutAtRest()
  }

  private func remove(_ screen: NavigationScreen) {
    screen.layer.removeFromSuperlayer()
    screen.item.removeFromSuperlayer()
  }

  /// The layout with no transition: the top screen fills the content area; the screens under it
  /// wait where a pop would start them (parallax, dimmed), hidden; the panel is open over the
  /// root screen or closed off the left edge.
  func layoutAtRest() {
    let content = contentFrame
    let parked = Rect(
      x: content.minX - NavigationStyle.parallax * content.width, y: content.minY, width: content.width,
      height: content.height)
    for (index, screen) in stack.enumerated() {
      let isTop = index == stack.count - 1
      screen.layer.frame = isTop ? content : parked
      screen.layer.isHidden = !isTop
      screen.layer.shadow = nil
      screen.setTitleOffset(0)
      screen.dimming.alpha = isTop && !isPanelOpen ? 0 : 1
      screen.item.alpha = isTop && !isPanelOpen ? 1 : 0
      screen.item.isHidden = screen.item.alpha == 0
    }
    panel.layer.frame =
      isPanelOpen
      ? content
      : Rect(
        x: content.minX - content.width, y: content.minY, width: content.width, height: content.height)
    panel.layer.isHidden = !isPanelOpen
    panel.layer.shadow = nil
    panel.setTitleOffset(0)
    panel.dimming.alpha = 0
    panel.item.alpha = isPanelOpen ? 1 : 0
    panel.item.isHidden = !isPanelOpen
  }
}
