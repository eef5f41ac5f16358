import Foundation
import Scenes
import Testing

@testable import Playground

/// What a user reads names the articles and talks the scenes come from, or says what a thing
/// does: never the project's own word for its source documents ("seed 000", "the seeds' bug",
/// issue 42 §2.12). Every string the help, the hint, `--list-scenes`, `--help` and the presets
/// show is checked.
@Suite("Plain words for users")
struct PlainWordsTests {
  /// "seed" as a word (seed, seeds, seed's), in any case.
  static func jargon(in text: String) -> Bool {
    text.range(of: #"\bseeds?\b"#, options: [.regularExpression, .caseInsensitive]) != nil
  }

  /// Every scene's summary, hint, keys, gestures and options, and the playground's keys.
  static var overlayStrings: [String] {
    var strings = KeyCommand.helpTable.flatMap { [$0.keys, $0.action] }
    for type in SceneRegistry.builtIn.scenes {
      strings += [type.summary, type.hint]
      strings += type.keys.flatMap { [$0.label, $0.help] }
      strings += type.gestures.flatMap { [$0.label, $0.help] }
      strings += type.options.map(\.help)
    }
    return strings
  }

  @Test func theHelpAndTheHintsNameNoSeeds() {
    let offending = Self.overlayStrings.filter(Self.jargon)
    #expect(offending.isEmpty, "\(offending)")
  }

  @Test(arguments: [["--list-scenes"], ["--help"]])
  func theCommandLineNamesNoSeeds(_ arguments: [String]) throws {
    let result = try FlickProcess.run(arguments)
    #expect(result.status == 0)
    let offending = result.stdout.split(separator: "\n").map(String.init).filter(Self.jargon)
    #expect(offending.isEmpty, "\(offending)")
  }

  @Test func thePresetsNameTheirSources() throws {
    let presets = Preset.builtIn
    #expect(!presets.isEmpty)
    let offending = presets.map(\.about).filter(Self.jargon)
    #expect(offending.isEmpty, "\(offending)")
  }

  /// The scenes from an article or a talk say which, in words a reader can search for.
  @Test func theScenesNameTheirSources() throws {
    func summary(_ name: String) throws -> String { try #require(SceneRegistry.builtIn.named(name)).summary }
    #expect(try summary("modal").contains("\"Interactive Animated Transitions on iOS\""))
    #expect(try summary("pane").contains("objc.io #12"))
    #expect(try summary("card").contains("WWDC 2014"))
    #expect(try summary("navigation").contains("\"Customizing the Transition Animations\""))
  }
}
