import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// What the first-time user could not read or see (issue 42 §2.9): the switcher's text over a
/// light photo, the presented modal under the code panel.
@Suite("Overlays stay legible and clear of the subject")
struct OverlayLegibilityTests {
  /// WCAG's relative luminance and contrast ratio.
  private static func luminance(_ color: Color) -> Double {
    func channel(_ value: Double) -> Double {
      value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
  }

  private static func contrast(_ a: Color, _ b: Color) -> Double {
    let (la, lb) = (luminance(a), luminance(b))
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
  }

  /// `top` blended over the opaque `bottom`.
  private static func over(_ top: Color, _ bottom: Color) -> Color {
    func mix(_ t: Double, _ b: Double) -> Double { t * top.alpha + b * (1 - top.alpha) }
    return Color(
      red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue),
      alpha: 1)
  }

  @Test(arguments: [Color.white, Color(hex: 0xF2E6C8), Color(hex: 0x1C1F26)])
  func theSwitchersTextReadsOverAnyBackdrop(backdrop: Color) {
    let pill = Self.over(SceneSwitcher.background, backdrop)
    let ratio = Self.contrast(SceneSwitcher.text, pill)
    #expect(ratio >= 4.5, "contrast \(ratio) over \(backdrop)")
  }

  @Test func theCodePanelKeepsOffThePresentedModal() throws {
    let events = [Scenario.key(0, "space"), Scenario.key(0.8, "t"), Scenario.key(0.9, "k")]
    let session = try HeadlessRun.session(events, scene: ModalScene.name, until: 1.2)
    let frames = session.overlayFrames()
    let code = try #require(frames.code)
    let modal = try #require(session.scene as? ModalScene)
    #expect(modal.transition.phase == .presented)
    let presented = modal.modal.presentationFrame
    #expect(!code.frame.intersects(presented), "code \(code.frame), modal \(presented)")
    #expect(code.frame.width >= CodePanel.minimumWidth)
    // Nor does it cover the tuning panel.
    #expect(!code.frame.intersects(try #require(frames.tuning?.frame)))
  }
}
