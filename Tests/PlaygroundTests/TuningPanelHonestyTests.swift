import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// The tuning panel never shows an impossible number and never accepts a spring that does not
/// settle (issue 25 item 2): a unit system that cannot express the spring shows "—", its sliders
/// disabled with a reason; every damping ratio keeps a floor; the defaults sit inside the tracks.
@Suite("The tuning panel's honest numbers")
struct TuningPanelHonestyTests {
  private let layout = OverlayLayout(size: Size(width: 960, height: 640))

  /// Every text the panel draws for `parameters`.
  private func panelTexts(_ mode: SettleMode, _ parameters: SettleParameters, layout: OverlayLayout? = nil)
    -> [String]
  {
    let panel = TuningPanel(mode: mode, parameters: parameters, layout: layout ?? self.layout)
    var list = DisplayList()
    panel.append(to: &list)
    return list.items.compactMap {
      if case .text(let item) = $0 { return item.text.string }
      return nil
    }
  }

  /// A value's text that no unit system can mean: negative where the slider has no negative
  /// range, NaN or infinite.
  private func isImpossible(_ text: String, slider: TuningSlider) -> Bool {
    let lower = text.lowercased()
    if lower.contains("nan") || lower.contains("inf") { return true }
    return slider.range.lowerBound >= 0 && text.hasPrefix("-")
  }

  private func slider(_ id: String, _ mode: SettleMode = .spring) throws -> TuningSlider {
    try #require(TuningSlider.sliders(for: mode).first { $0.id == id })
  }

  @Test func aSlowResponseShowsDashesForOrigamiAndPOPWithAReasonNeverMinusOrNaN() throws {
    // The issue's case: the response dragged to 1.74 s (Origami tension −19.99, POP speed −3.49,
    // bounciness "-nan" before).
    var parameters = SettleParameters()
    parameters = try #require(try slider("response").apply(1.74, parameters))
    for slider in TuningSlider.springSliders {
      let text = slider.text(for: parameters)
      #expect(!isImpossible(text, slider: slider), "\(slider.id): \(text)")
      if ["tension", "friction", "speed", "bounciness"].contains(slider.id) {
        #expect(text == "—", "\(slider.id)")
        let reason = try #require(slider.unavailableReason(for: parameters))
        #expect(reason.contains("k "), "\(slider.id): \(reason)")
        // A disabled slider refuses to set anything.
        #expect(slider.apply(slider.range.lowerBound, parameters) == nil)
      } else {
        #expect(slider.unavailableReason(for: parameters) == nil, "\(slider.id)")
      }
    }
    let texts = panelTexts(.spring, parameters)
    #expect(texts.contains("no Origami tension for k ≤ 85.4 N/m"))
    #expect(texts.contains("no POP speed for k < 87.2 N/m"))
    #expect(!texts.contains { $0.lowercased().contains("nan") || $0.contains("inf") })
  }

  @Test func origamiFrictionAtItsLeftEndStillSettles() throws {
    let friction = try slider("friction")
    let tuned = try #require(friction.apply(friction.range.lowerBound, SettleParameters()))
    #expect(tuned.spring.dampingRatio >= TuningLimits.minimumDampingRatio - 1e-12)
    let settle = TuningPreview(mode: .spring, parameters: tuned).settlingTime
    #expect(settle.isFinite && settle > 0)
    #expect(!panelTexts(.spring, tuned).contains { $0.contains("inf") })
  }

  @Test func everyDampingRatioHasAFloorFromSlidersAndKeys() throws {
    // The dynamics attachment's damping ratio slider at its left end.
    let dynamics = try slider("dampingRatio", .dynamics)
    let left = try #require(dynamics.apply(0, SettleParameters()))
    #expect(left.dynamicsDamping >= TuningLimits.minimumDampingRatio)
    // `;` many times in each mode, through the instrument.
    for mode in [SettleMode.spring, .dynamics] {
      let scene = ModalScene(size: layout.size)
      scene.mode = mode
      let instrument = Instrument(configuration: RunConfiguration())
      let runner = SceneRunner(scene: "modal", size: layout.size)
      for _ in 0..<60 { _ = instrument.apply(.dampingDown, to: scene, runner: runner, at: 0) }
      for _ in 0..<30 { _ = instrument.apply(.stiffnessUp, to: scene, runner: runner, at: 0) }
      let ratio = mode == .spring ? scene.parameters.spring.dampingRatio : scene.parameters.dynamicsDamping
      #expect(ratio >= TuningLimits.minimumDampingRatio - 1e-12, "\(mode)")
    }
  }

  @Test func theDefaultsSitInsideEveryTrack() throws {
    // Origami's friction used to sit at 6 % of its track, at the far left.
    for mode in SettleMode.allCases {
      for slider in TuningSlider.sliders(for: mode) {
        let fraction = slider.fraction(for: SettleParameters())
        #expect((0.1...0.9).contains(fraction), "\(mode) \(slider.id): \(fraction)")
      }
    }
  }

  /// The property: over a grid of springs and every slider anywhere on its track, what is set is
  /// a valid spring with at least the floor's damping ratio, and no slider shows an impossible
  /// number; a slider that refuses is one that says why.
  @Test(arguments: SettleMode.allCases)
  func everyPositionOfEverySliderKeepsEveryNumberPossible(mode: SettleMode) throws {
    var starts: [SettleParameters] = []
    for response in [0.05, 0.2, 0.36, 0.8, 1.74, 3] {
      for ratio in [0.05, 0.3, 0.58, 1, 2] {
        for mass in [0.05, 1, 20] {
          var parameters = SettleParameters()
          parameters.spring = Spring(response: response, dampingRatio: ratio, mass: mass)
          parameters.dynamicsDamping = ratio
          starts.append(parameters)
        }
      }
    }
    var generator = SplitMix(seed: 25)
    let sliders = TuningSlider.sliders(for: mode)
    var checked = 0
    for start in starts {
      for slider in sliders {
        let fractions = (0...20).map { Double($0) / 20 } + (0..<5).map { _ in generator.nextUnit() }
        for fraction in fractions {
          let value = slider.value(atFraction: fraction)
          // (Issues recorded only on a failure: an #expect for each of these hundreds of
          // thousands of checks cost more than the checks.)
          func moved() -> String { "\(slider.id)=\(value) from \(start.spring)" }
          guard let tuned = slider.apply(value, start) else {
            if slider.unavailableReason(for: start) == nil {
              Issue.record("\(moved()): refused, saying nothing")
            }
            continue
          }
          checked += 1
          if !tuned.spring.isValid { Issue.record("\(moved()): an invalid spring \(tuned.spring)") }
          if tuned.spring.dampingRatio < TuningLimits.minimumDampingRatio - 1e-9 {
            Issue.record("\(moved()): damping ratio \(tuned.spring.dampingRatio) under the floor")
          }
          if tuned.dynamicsDamping < TuningLimits.minimumDampingRatio {
            Issue.record("\(moved()): dynamics damping \(tuned.dynamicsDamping) under the floor")
          }
          for other in sliders {
            let text = other.text(for: tuned)
            if isImpossible(text, slider: other) { Issue.record("\(moved()) → \(other.id): \(text)") }
          }
          if !TuningPreview(mode: mode, parameters: tuned).settlingTime.isFinite {
            Issue.record("\(moved()): no finite settling time")
          }
        }
      }
    }
    #expect(checked > 1000)
  }

  @Test func aPressOnADisabledSliderSaysWhyAndChangesNothing() throws {
    let scene = ModalScene(size: layout.size)
    scene.parameters = try #require(try slider("response").apply(1.74, scene.parameters))
    let before = scene.parameters
    let instrument = Instrument(configuration: RunConfiguration())
    instrument.panels.toggleTuning(compact: false)
    let panel = TuningPanel(mode: .spring, parameters: scene.parameters, layout: layout)
    let track = try #require(
      panel.rows.compactMap { row -> Rect? in
        if case .slider(let slider, let track) = row.control, slider.id == "speed" { return track }
        return nil
      }.first)
    var frames = OverlayFrames(
      switcher: SceneSwitcher(
        width: layout.size.width, scenes: SceneRegistry.builtIn, current: scene.name, mode: scene.mode,
        slowMotion: false, metrics: EstimatedTextMetrics()))
    frames.tuning = panel
    var request: SessionRequest?
    let press = PointerEvent(kind: .down, location: track.center, timestamp: 0.1)
    #expect(instrument.handleOverlayPointer(press, scene: scene, frames: { frames }, request: &request))
    #expect(scene.parameters == before)
    #expect(instrument.toasts.text == "POP speed: no POP speed for k < 87.2 N/m")
  }
}

/// A seeded generator (Vigna's SplitMix64), so the random positions are the same every run.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func nextUnit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
