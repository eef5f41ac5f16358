import Foundation
import Testing

@testable import Playground

/// A playground key is declared once (``HostKeyHelp/table``: names, label, help, timeless or
/// not), and the key names, the help, the share panel's letters and the log's timeless keys are
/// read from there (issue 61: a key was written in up to seven places). These hold the table
/// whole and docs/keys.md to it.
@Suite("Host keys declared once")
struct HostKeyTests {
  static var declared: [HostKey] { HostKeyHelp.table.flatMap(\.keys) }

  /// Every command has a key, declared once: one missing would have no name, label or help.
  @Test func everyCommandIsDeclaredOnce() {
    for command in KeyCommand.allCases {
      #expect(Self.declared.filter { $0.command == command }.count == 1, "\(command)")
    }
  }

  /// A name means one command: declared twice, the second would never be reached.
  @Test func noNameIsDeclaredTwice() {
    let names = Self.declared.flatMap(\.names)
    #expect(Set(names).count == names.count, "\(names.sorted())")
    for key in Self.declared {
      #expect(!key.names.isEmpty, "\(key.command)")
      for name in key.names { #expect(KeyCommand.names[name] == key.command, "\(name)") }
    }
  }

  /// The share panel writes each row's key as the help does: the label of the command that
  /// asks what the row asks.
  @Test func theSharePanelsLettersAreTheKeysLabels() throws {
    let status = SharePanel.Status(
      webPage: .none(reason: "no file"), recording: nil, platform: .swiftui, pictures: "", videos: "")
    for row in SharePanel.rows(for: status) {
      let command = try #require(KeyCommand(rawValue: String(describing: row.request)))
      #expect(row.key == command.label, "\(command)")
    }
  }

  /// The words of a key cell: "N, PgDn / PgUp" is N, PgDn, /, PgUp (a trailing comma is the
  /// list's, a lone one the key's).
  static func tokens(_ cell: Substring) -> [String] {
    cell.split(separator: " ").map { $0.count > 1 && $0.hasSuffix(",") ? String($0.dropLast()) : String($0) }
  }

  /// docs/keys.md lists every declared key by its label, and nothing the table does not declare
  /// but the scenes' Space and the table's gestures.
  @Test func docsKeysListsTheDeclaredKeys() throws {
    let page = try String(
      contentsOf: FlickProcess.packageRoot.appendingPathComponent("docs/keys.md"), encoding: .utf8)
    let cells = page.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| key |") }
      .compactMap {
        $0.dropFirst(2).split(separator: " | ", maxSplits: 1).first
      }
    let documented = Set(cells.flatMap(Self.tokens))
    for key in Self.declared {
      for token in Self.tokens(Substring(key.label)) {
        #expect(documented.contains(token), "\(key.command): \(key.label) is not in docs/keys.md")
      }
    }
    let labels = Set(Self.declared.flatMap { Self.tokens(Substring($0.label)) })
    let gestures = HostKeyHelp.table.filter(\.keys.isEmpty).map(\.label)
    for cell in cells where cell != "Space" && !gestures.contains(where: { cell.hasPrefix($0) }) {
      #expect(Self.tokens(cell).allSatisfy(labels.contains), "docs/keys.md: \(cell) is no declared key")
    }
  }
}
