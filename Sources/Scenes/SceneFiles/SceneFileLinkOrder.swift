/// The order a scene file's progress links are worked out in each frame: a link that reads a
/// layer's x, y, w or h (an axis) comes after every link that sets it (and a link that combines
/// with the ones before it on a property, after them), and of the links free to go,
/// the first in the file goes next. A cycle leaves none free: then the first not placed goes
/// (``SceneFileChecks`` refuses a file with one, so a loaded file never has one).
///
/// The free links wait in a heap by their place in the file, and a link is freed when the last
/// link setting what it reads is placed: each link is pushed and popped once, n log n in all.
/// Looking through every link not yet placed for the first free one, as this did, was n² (a
/// 4 000-link chain, listed from its end, spent seconds there).
struct SceneFileLinkOrder<Axis: Hashable> {
  /// The links' indices, in the order to work them out.
  private(set) var order: [Int] = []
  /// The heap's pushes and pops and the steps past placed links: the work, which a test counts.
  private(set) var steps = 0
  /// The first link placed with what it reads still to be set: a cycle went through it.
  private(set) var firstBroken: Int?
  /// Whether the links had a cycle (one was placed before what it reads).
  var brokeACycle: Bool { firstBroken != nil }

  /// `reads[i]` is what link i reads, `writes[i]` what it sets (nil: not a position).
  init(reads: [Axis], writes: [Axis?]) {
    self.init(readsEach: reads.map { [$0] }, writesEach: writes.map { $0.map { [$0] } ?? [] })
  }

  /// `reads[i]` is everything link i reads (it waits for every link that sets any of them),
  /// `writes[i]` everything it sets.
  init(readsEach reads: [[Axis]], writesEach writes: [[Axis]]) {
    let count = reads.count
    var writers: [Axis: Int] = [:]
    for axes in writes { for axis in axes { writers[axis, default: 0] += 1 } }
    // Each waiting link under the axes it waits for, and how many it still waits for; the free
    // ones in the heap.
    var waiting: [Axis: [Int]] = [:]
    var pending = [Int](repeating: 0, count: count)
    var free = Heap()
    for index in 0..<count {
      for axis in Set(reads[index]) where writers[axis, default: 0] > 0 {
        waiting[axis, default: []].append(index)
        pending[index] += 1
      }
      if pending[index] == 0 {
        free.push(index)
        steps += 1
      }
    }
    var placed = [Bool](repeating: false, count: count)
    var first = 0
    order.reserveCapacity(count)
    while order.count < count {
      var index: Int
      if let next = free.pop() {
        steps += 1
        index = next
      } else {
        // A cycle: the first link not placed.
        while placed[first] {
          first += 1
          steps += 1
        }
        index = first
        if firstBroken == nil { firstBroken = index }
      }
      guard !placed[index] else { continue }
      placed[index] = true
      order.append(index)
      for axis in writes[index] {
        guard let left = writers[axis] else { continue }
        writers[axis] = left - 1
        guard left == 1 else { continue }
        for reader in waiting.removeValue(forKey: axis) ?? [] where !placed[reader] {
          pending[reader] -= 1
          if pending[reader] == 0 {
            free.push(reader)
            steps += 1
          }
        }
      }
    }
  }

  /// A binary min-heap of indices.
  private struct Heap {
    private var items: [Int] = []

    mutating func push(_ item: Int) {
      items.append(item)
      var child = items.count - 1
      while child > 0 {
        let parent = (child - 1) / 2
        guard items[child] < items[parent] else { break }
        items.swapAt(child, parent)
        child = parent
      }
    }

    mutating func pop() -> Int? {
      guard let top = items.first else { return nil }
      let last = items.removeLast()
      guard !items.isEmpty else { return top }
      items[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        let right = left + 1
        var smallest = parent
        if left < items.count, items[left] < items[smallest] { smallest = left }
        if right < items.count, items[right] < items[smallest] { smallest = right }
        guard smallest != parent else { return top }
        items.swapAt(parent, smallest)
        parent = smallest
      }
    }
  }
}
