import Motion
import Stage

/// Everything that reached the scene, frame by frame on the scene's clock, from the start of the
/// run: what the rewind re-simulates and `--record` writes (every run is deterministic from its
/// input, so the past is made again rather than stored as pictures). Pausing and stepping are
/// not in it: on the scene's clock they are no input at all.
public struct InputLog: Sendable {
  /// An input at its time on the scene's clock.
  public struct Entry: Sendable, Equatable {
    public var time: Double
    public var input: SceneInput

    public init(time: Double, input: SceneInput) {
      self.time = time
      self.input = input
    }
  }

  public struct Frame: Sendable {
    /// The scene's time the frame advanced to.
    public var sceneTime: Double
    /// The inputs the frame applied, in the order applied.
    public var inputs: [Entry]

    /// The same frame, each input passed through `rewrite`.
    public func rewritten(_ rewrite: (SceneInput) -> SceneInput) -> Frame {
      Frame(sceneTime: sceneTime, inputs: inputs.map { Entry(time: $0.time, input: rewrite($0.input)) })
    }

    /// Whether it starts a scene (itself, or as a key's effect).
    var startsScene: Bool {
      inputs.contains { entry in
        switch entry.input {
        case .startScene: true
        case .hostKey(_, let effects): effects.contains { if case .startScene = $0 { true } else { false } }
        default: false
        }
      }
    }
  }

  public private(set) var frames: [Frame] = []
  /// The frames that start a scene, by index: a reload rewrites their tuning without reading
  /// the whole history (``prefix(through:rewritingStarts:)``).
  private var sceneStarts: [Int] = []

  public init() {}

  /// How far back the timeline strip reaches.
  public static let scrubbableSeconds = 30.0

  public var count: Int { frames.count }

  /// Records a frame: a new scene time, or inputs at the same one (a key while paused).
  public mutating func append(sceneTime: Double, inputs: [Entry]) {
    if let last = frames.last, sceneTime <= last.sceneTime, inputs.isEmpty { return }
    let frame = Frame(sceneTime: sceneTime, inputs: inputs)
    if frame.startsScene { sceneStarts.append(frames.count) }
    frames.append(frame)
  }

  /// A new history from frame `index` on: what came after it is forgotten.
  public mutating func branch(after index: Int) {
    frames.removeSubrange(min(frames.count, index + 1)...)
    sceneStarts.removeAll { $0 > index }
  }

  /// The frames 0…`index`, those that start a scene passed through `rewrite` (a scene file's new
  /// tuning for its switches); the others are shared, not copied one by one.
  func prefix(through index: Int, rewritingStarts rewrite: (SceneInput) -> SceneInput) -> InputLog {
    var prefix = self
    prefix.branch(after: index)
    for start in prefix.sceneStarts { prefix.frames[start] = prefix.frames[start].rewritten(rewrite) }
    return prefix
  }

  /// The index of the frame whose scene time is nearest `sceneTime`, within the scrubbable range.
  public func index(nearest sceneTime: Double) -> Int? {
    guard let last = frames.last else { return nil }
    let earliest = last.sceneTime - Self.scrubbableSeconds
    let time = min(last.sceneTime, max(earliest, sceneTime))
    var best: Int?
    for (index, frame) in frames.enumerated().reversed() {
      if frame.sceneTime < earliest - 1e-9 { break }
      if best == nil || abs(frame.sceneTime - time) < abs(frames[best!].sceneTime - time) { best = index }
    }
    return best
  }

  /// The scene time of the scrubbable range's start and end.
  public var scrubbableRange: ClosedRange<Double>? {
    guard let last = frames.last?.sceneTime else { return nil }
    return max(frames[0].sceneTime, last - Self.scrubbableSeconds)...last
  }

  /// Every input, in order, on the scene's clock.
  public var entries: [Entry] { frames.flatMap(\.inputs) }
}
