/// What each progress link of a scene file that sets an x, a y, a w or an h reads: node
/// `"card#y"` (the card's y, set by its link) reads `"knob#x"` (the knob's position along x).
/// Counting each property's first link only (a second one combines with it), each node reads
/// one other at most: the graph is chains, some ending in a cycle, which would leave the links no order to be
/// worked out in.
struct SceneFileLinkGraph {
  /// Each node's source, and where its link is written.
  let sources: [String: (source: String, position: SourcePosition)]
  /// The nodes the last ``firstCycle()`` stepped through: the check's work, which a test counts.
  private(set) var visits = 0

  init(sources: [String: (source: String, position: SourcePosition)]) {
    self.sources = sources
  }

  init(document: SceneFileDocument) {
    var sources: [String: (source: String, position: SourcePosition)] = [:]
    for layer in document.allLayers {
      // The first link of each position or size (a link combining with it adds an edge the
      // checks follow through ``SceneFileLinkOrder``).
      for link in layer.follow where ["x", "y", "w", "h"].contains(link.property) && link.combine == nil {
        sources["\(layer.id)#\(link.property)"] = ("\(link.of)#\(link.along.rawValue)", link.position)
      }
    }
    self.init(sources: sources)
  }

  /// A cycle, as the nodes from its first in sorted order round to that node again, or nil:
  /// of all the nodes on a cycle, the one first in sorted order names it.
  ///
  /// One walk: each chain is followed from a node not yet walked until it reaches a node walked
  /// before (on an earlier chain: no new cycle) or one on this chain (the cycle from there), so
  /// each node is stepped through once. The walk it replaced followed the chain again from
  /// every node, searching the nodes it had seen at each step: cubic in a chain's length.
  mutating func firstCycle() -> [String]? {
    visits = 0
    var walked: Set<String> = []
    var first: String?
    for start in sources.keys where !walked.contains(start) {
      // The chain from `start`, each node's place on it.
      var chain: [String] = []
      var place: [String: Int] = [:]
      var node = start
      while true {
        visits += 1
        if let index = place[node] {
          if let least = chain[index...].min(), first.map({ least < $0 }) ?? true { first = least }
          break
        }
        guard !walked.contains(node), let next = sources[node] else { break }
        place[node] = chain.count
        chain.append(node)
        node = next.source
      }
      walked.formUnion(chain)
    }
    guard let first else { return nil }
    var cycle = [first]
    var node = first
    while let next = sources[node]?.source, next != first {
      cycle.append(next)
      node = next
    }
    return cycle + [first]
  }
}
