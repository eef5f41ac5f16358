/// The desktop's switch followed while a window is open: the last value each reader gave (at the
/// start, then each `DesktopMotionSignal`) decided by `DesktopMotion/decide(portal:enableAnimations:)`, the
/// rule a start follows, so a change decides as a start with the new values would. An explicit choice wins:
/// once `--reduce-motion` or the U key set the motion, the desktop's changes are kept, not applied.
struct DesktopMotionFollower: Equatable {
  /// The portal's last `reduced-motion` (nil: it never answered).
  var portal: Int?
  /// GNOME's last `enable-animations` (nil: never read, or no answer).
  var enableAnimations: String?

  /// A window's start: its motion with `forced` from `--reduce-motion`, and the follower holding
  /// what each reader said. Where the desktop is read at all, both readers are asked, though the
  /// portal's 1 decides alone: a later change of the portal to 0 then decides with GNOME's value,
  /// as a start with both values would.
  static func start(
    forced: Bool, readsDesktop: Bool, portalReducedMotion: () -> String?, enableAnimations: () -> String?
  ) -> (motion: DesktopMotion, follower: DesktopMotionFollower) {
    var follower = DesktopMotionFollower()
    let motion = DesktopMotion.resolve(forced: forced, readsDesktop: readsDesktop) {
      follower.portal = portalReducedMotion().flatMap(DesktopMotion.portalValue)
      follower.enableAnimations = enableAnimations()?.trimmingCharacters(in: .whitespacesAndNewlines)
      return DesktopMotion.decide(portal: follower.portal, enableAnimations: follower.enableAnimations)
    }
    return (motion, follower)
  }

  /// The reasons of a choice made by hand, which the desktop does not override.
  static let explicitReasons: Set<String> = ["--reduce-motion", "U key"]

  /// The motion after `signal`, when it changes `current` (its preference or its reason); nil when
  /// nothing changes or `current` was chosen by hand.
  mutating func apply(_ signal: DesktopMotionSignal, to current: DesktopMotion) -> DesktopMotion? {
    switch signal {
    case .portal(let value): portal = value
    case .enableAnimations(let value): enableAnimations = value
    }
    guard !Self.explicitReasons.contains(current.reason) else { return nil }
    let next = DesktopMotion.decide(portal: portal, enableAnimations: enableAnimations)
    return next == current ? nil : next
  }

  /// What the HUD's toast says of a change the desktop made: the motion and why.
  static func toast(for motion: DesktopMotion) -> String {
    "\(motion.preference == .reduced ? "reduced motion" : "full motion"): the desktop's setting changed (\(motion.reason))"
  }
}
