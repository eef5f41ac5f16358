import Foundation
import Motion
import Scenes
import Stage
import Testing

@testable import Playground

/// Issue 61: the code panel cut its long lines with "…", so what it showed was not what K
/// copies. It wraps them: for every platform, no line drawn ends in "…", every line fits its box
/// as the font measures it, and the lines drawn, read in order, are the code itself.
@Suite("The code panel wraps its lines", .serialized)
struct CodePanelWrapTests {
  static func session(size: Size, platform: CodePlatform) throws -> Session {
    var configuration = RunConfiguration()
    configuration.headless = true
    configuration.sceneName = "card"
    configuration.size = size
    let session = try HeadlessRun.layoutSession(configuration)
    session.instrument.panels.toggleTuning(compact: false)
    session.instrument.panels.code.isShown = true
    session.instrument.panels.code.platform = platform
    session.frame(at: 0, inputs: [])
    return session
  }

  @Test(arguments: [Size(width: 960, height: 640), Size(width: 1920, height: 1080)])
  func everyPlatformsCodeIsShownWholeAndFits(size: Size) throws {
    for platform in CodePlatform.allCases {
      let session = try Self.session(size: size, platform: platform)
      let panel = try #require(session.overlayFrames().code, "\(platform) at \(size)")
      var list = DisplayList()
      panel.append(to: &list)
      let texts = list.items.compactMap { item -> (String, Double, Double)? in
        guard case .text(let text) = item else { return nil }
        let needed = session.textMetrics.measure(
          text.text.string, size: text.text.size, isBold: text.text.isBold)
        return (text.text.string, needed.width, text.box.width - 2 * text.text.inset)
      }
      // The header's two texts first, then the code.
      let code = texts.dropFirst(2)
      for (text, needed, room) in code {
        #expect(!text.hasSuffix("…"), "\(platform): \(text)")
        #expect(needed <= room + 0.5, "\(platform): \(text) needs \(needed), has \(room)")
      }
      // Read in order, without the spaces a wrap adds or takes, the lines are the code (as far
      // as the panel's height shows it).
      func letters(_ text: String) -> String { text.filter { !$0.isWhitespace } }
      let shown = letters(code.map(\.0).joined())
      #expect(letters(panel.code).hasPrefix(shown) && !shown.isEmpty, "\(platform)")
    }
  }
}
