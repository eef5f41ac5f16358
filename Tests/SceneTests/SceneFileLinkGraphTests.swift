import Motion
import Testing

@testable import Scenes

/// The progress links' cycle check (``SceneFileLinkGraph``): one walk over the links, each link
/// stepped through a bounded number of times, where it used to walk the whole chain again from
/// every link, searching what it had seen at each step (a 2 000-link chain took 9 to 20 s to
/// load). The cycle it names is the one the old walk named.
@Suite("Scene files: the progress links' cycle check")
struct SceneFileLinkGraphTests {
  /// A file of `count` x links in one chain, listed from its head: layer i's x follows layer
  /// i + 1's, the last layer's follows nothing (or, `closed`, the first's).
  static func chain(_ count: Int, closed: Bool = false) -> String {
    var layers: [String] = []
    for index in 0...count {
      let of = index < count ? "l\(index + 1)" : closed ? "l0" : nil
      let follow = of.map {
        #", "follow": [{"property": "x", "of": "\#($0)", "along": "x", "from": [0, 100], "to": [0, 100]}]"#
      }
      layers.append(#"{"id": "l\#(index)", "w": 10, "h": 10\#(follow ?? "")}"#)
    }
    return "{\"layers\": [\n" + layers.joined(separator: ",\n") + "\n]}"
  }

  @Test func aLongChainIsCheckedInAFewVisitsALink() throws {
    let document = try SceneFileDocument(name: "chain", text: Self.chain(4000))
    var graph = SceneFileLinkGraph(document: document)
    #expect(graph.sources.count == 4000)
    #expect(graph.firstCycle() == nil)
    #expect(graph.visits <= 2 * 4000, "\(graph.visits) visits for 4 000 links")
  }

  @Test func aLongChainClosedIsOneCycle() throws {
    #expect {
      _ = try SceneFileDocument(name: "chain", text: Self.chain(4000, closed: true))
    } throws: { error in
      (error as? SceneFileError)?.message.hasPrefix(
        "these progress links go round in a cycle: l0's x follows l1's x")
        == true
    }
    let closed = (0...4000).map { "l\($0)#x" }
    var graph = SceneFileLinkGraph(
      sources: Dictionary(
        uniqueKeysWithValues: closed.indices.map {
          (closed[$0], (closed[($0 + 1) % closed.count], SourcePosition(line: 1, column: 1)))
        }))
    #expect(graph.firstCycle()?.count == 4002)
    #expect(graph.visits <= 2 * 4001, "\(graph.visits) visits for 4 001 links")
  }

  /// The rule before: from each node in sorted order, follow the chain; the first node whose
  /// chain comes back to it names the cycle, from it round to it.
  static func oldRule(_ sources: [String: String]) -> [String]? {
    for start in sources.keys.sorted() {
      var seen: [String] = [start]
      var node = start
      while let next = sources[node] {
        if next == start { return seen + [start] }
        if seen.contains(next) { break }
        seen.append(next)
        node = next
      }
    }
    return nil
  }

  /// Random graphs of 1 to 40 nodes, each reading another node, a node that reads nothing, or
  /// none: the same cycle as the old rule, or none, in every one.
  @Test func theCycleNamedIsTheOldRules() {
    var random = SceneFileFuzzTests.Generator(state: 61)
    var cycles = 0
    for _ in 0..<2000 {
      let count = Int.random(in: 1...40, using: &random)
      var sources: [String: String] = [:]
      for index in 0..<count where Int.random(in: 0..<5, using: &random) > 0 {
        sources["n\(index)#x"] = "n\(Int.random(in: 0..<(count + 3), using: &random))#x"
      }
      var graph = SceneFileLinkGraph(
        sources: sources.mapValues { ($0, SourcePosition(line: 1, column: 1)) })
      let cycle = graph.firstCycle()
      #expect(cycle == Self.oldRule(sources), "\(sources)")
      #expect(graph.visits <= 2 * sources.count)
      if cycle != nil { cycles += 1 }
    }
    #expect(cycles > 500, "the graphs have cycles to find: \(cycles)")
  }
}
