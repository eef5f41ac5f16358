import Motion
import Testing

@testable import Scenes

/// The order progress links are worked out in (``SceneFileLinkOrder``): sources first, else
/// the file's order, found with a heap in a few steps a link, where it looked through every link
/// not placed yet for each one it placed. The order is the one the old search gave.
@Suite("Scene files: the progress links' order")
struct SceneFileLinkOrderTests {
  /// The rule before: the first link not placed whose axis no link still to be placed sets, or
  /// else the first link not placed.
  static func oldRule(reads: [Int], writes: [Int?]) -> [Int] {
    var writers: [Int: Int] = [:]
    for case let axis? in writes { writers[axis, default: 0] += 1 }
    var placed = [Bool](repeating: false, count: reads.count)
    var order: [Int] = []
    var first = 0
    while order.count < reads.count {
      while placed[first] { first += 1 }
      let index =
        (first..<reads.count).first { !placed[$0] && writers[reads[$0], default: 0] == 0 } ?? first
      placed[index] = true
      if let axis = writes[index] { writers[axis, default: 0] -= 1 }
      order.append(index)
    }
    return order
  }

  /// A chain of 4 000 links listed from its head, each reading what the next sets: the last
  /// goes first, and so on back; a few steps a link.
  @Test func aLongChainTakesAFewStepsALink() {
    let count = 4000
    let order = SceneFileLinkOrder(reads: (0..<count).map { $0 + 1 }, writes: (0..<count).map { $0 })
    #expect(order.order == Array((0..<count).reversed()))
    #expect(order.steps <= 3 * count, "\(order.steps) steps for 4 000 links")
  }

  /// Random links over a few axes, sets of them in cycles, some reading what nothing sets and
  /// some setting nothing: the old rule's order in every one.
  @Test func theOrderIsTheOldRules() {
    var random = SceneFileFuzzTests.Generator(state: 44)
    for _ in 0..<3000 {
      let count = Int.random(in: 0...30, using: &random)
      let axes = Int.random(in: 1...(count + 2), using: &random)
      let reads = (0..<count).map { _ in Int.random(in: 0..<axes, using: &random) }
      let writes = (0..<count).map { _ in
        Int.random(in: 0..<4, using: &random) == 0 ? nil : Int.random(in: 0..<axes, using: &random)
      }
      let order = SceneFileLinkOrder(reads: reads, writes: writes)
      #expect(order.order == Self.oldRule(reads: reads, writes: writes), "reads \(reads), writes \(writes)")
      #expect(order.steps <= 3 * count + count, "\(order.steps) steps for \(count) links")
    }
  }

  /// A link that combines with the one before it on a property waits for it, even when it
  /// could go first (the one before waits for its own source, set by a link later in the file).
  @Test func aCombiningLinkWaitsForTheLinkBeforeIt() {
    let order = SceneFileLinkOrder(
      readsEach: [["b#y"], ["c#y", "a#scale@1"], ["d#y"]],
      writesEach: [["a#scale", "a#scale@1"], ["a#scale", "a#scale@2"], ["b#y", "b#y@1"]])
    #expect(order.order == [2, 0, 1])
    #expect(!order.brokeACycle)
    let cycle = SceneFileLinkOrder(readsEach: [["b"], ["a"]], writesEach: [["a"], ["b"]])
    #expect(cycle.brokeACycle)
  }

  /// The chain as a file: it loads and its scene is made (the cycle check and this order, each a
  /// few steps a link).
  @Test func aLongChainFileLoads() throws {
    let document = try SceneFileDocument(name: "chain", text: SceneFileLinkGraphTests.chain(4000))
    let scene = SceneFileScene(document: document, size: Size(width: 960, height: 640))
    #expect(scene.stage.layer("l0") != nil)
  }
}
