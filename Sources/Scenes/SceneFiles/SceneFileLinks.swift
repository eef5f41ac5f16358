import Motion
import Stage

/// A scene file's progress links (`"follow"`): each sets a property of a layer from another
/// layer's position on screen with Wave's `mapRange`, so a dimming, a navbar's crossfade or a
/// card's tilt follows a drag, a spring, a flick. They are worked out in an order where a link
/// that reads a position another link sets comes after it (the file has no cycle:
/// ``SceneFileChecks``); ``SceneFileStage`` says when.
///
/// Each link is read from the file once, at load, into a ``Link`` of numbers: a frame walks
/// them in place, with no string compared and no reference counted (a file of 1 000 links used
/// to spend a fifth of its frame copying links that held their layers, a name and their spec;
/// docs/performance.md).
struct SceneFileLinks {
  /// One link, resolved: the two layers, the property as a number, and `from` and `to` worked
  /// out for the window's size.
  ///
  /// Only numbers, so copying one costs no retain or release: the layers are `Unmanaged`, read
  /// through `_withUnsafeGuaranteedRef` (an `unowned(unsafe)` field was still retained and
  /// released around each use: half of a walk's instructions). The ``SceneFileStage`` that owns
  /// these links keeps every layer alive (its `layers`, and the tree under its root, hold every
  /// layer of the file for as long as it lives, and none is ever removed).
  struct Link {
    let source: Unmanaged<Layer>
    let target: Unmanaged<Layer>
    let property: SceneFileProperty
    let alongY: Bool
    let clip: Bool
    /// The link's place in ``specs``, for working `from` and `to` out again for a new size.
    let spec: Int
    /// `from` and `to` for the window size they were worked out for.
    var from = (0.0, 0.0)
    var to = (0.0, 0.0)
    /// A colour link's two ends (`to` is unused then).
    var colors: (Color, Color)?
    /// Its place in ``keyframes`` when it has more than two points, else -1.
    var keyframes = -1
  }

  /// The links of three or more points, worked out for the window's size (by ``Link/keyframes``).
  private(set) var keyframes: [SceneFileKeyframes] = []

  private(set) var links: [Link] = []
  /// Each link's description, in the order of ``links``.
  private var specs: [SceneFileFollowSpec] = []
  private var size: Size?

  init() {}

  init(document: SceneFileDocument, layers: [String: Layer]) {
    var pending: [Link] = []
    var follows: [SceneFileFollowSpec] = []
    for spec in document.allLayers {
      for follow in spec.follow {
        guard let target = layers[spec.id], let source = layers[follow.of],
          let property = SceneFileProperty(named: follow.property)
        else { continue }
        var colors: (Color, Color)?
        if case .colors(let a, let b) = follow.to { colors = (a, b) }
        pending.append(
          Link(
            source: .passUnretained(source), target: .passUnretained(target), property: property,
            alongY: follow.along == .y, clip: follow.clip, spec: follows.count, colors: colors))
        follows.append(follow)
      }
    }
    // Sources first: a link waits while another still to be placed sets what it reads (the
    // first of the file's order that does not wait goes next).
    struct Axis: Hashable {
      let layer: ObjectIdentifier
      let alongY: Bool
    }
    func written(by link: Link) -> Axis? {
      switch link.property {
      case .x: Axis(layer: ObjectIdentifier(link.target.takeUnretainedValue()), alongY: false)
      case .y: Axis(layer: ObjectIdentifier(link.target.takeUnretainedValue()), alongY: true)
      default: nil
      }
    }
    func read(by link: Link) -> Axis {
      Axis(layer: ObjectIdentifier(link.source.takeUnretainedValue()), alongY: link.alongY)
    }
    let order = SceneFileLinkOrder(reads: pending.map(read(by:)), writes: pending.map(written(by:)))
    links = order.order.map { pending[$0] }
    specs = follows
  }

  /// Sets every linked property from where its source is now, after the edge pan's states.
  mutating func apply(in stage: SceneFileStage) {
    // The edge pan's states first: a link may follow a layer it moves.
    stage.transition?.apply()
    guard !links.isEmpty else { return }
    if size != stage.size { resolve(for: stage.size) }
    links.withUnsafeBufferPointer { links in
      for link in links {
        let onScreen = link.source._withUnsafeGuaranteedRef { $0.presentation }
        let origin =
          link.alongY
          ? onScreen.center.y - onScreen.size.height / 2 : onScreen.center.x - onScreen.size.width / 2
        if link.keyframes >= 0 {
          let keyframes = keyframes[link.keyframes]
          if let color = keyframes.color(at: origin, clip: link.clip) {
            link.target._withUnsafeGuaranteedRef { $0.color = color }
          } else {
            let value = keyframes.value(at: origin, clip: link.clip)
            link.target._withUnsafeGuaranteedRef { link.property.set(value, on: $0) }
          }
        } else if let (a, b) = link.colors {
          let t = mapRange(origin, link.from.0, link.from.1, 0, 1, clip: link.clip)
          link.target._withUnsafeGuaranteedRef { $0.color = SceneFileProperty.blend(a, b, t) }
        } else {
          let value = mapRange(origin, link.from.0, link.from.1, link.to.0, link.to.1, clip: link.clip)
          link.target._withUnsafeGuaranteedRef { link.property.set(value, on: $0) }
        }
      }
    }
  }

  /// Works every link's `from` and `to` out for a window of `size`.
  private mutating func resolve(for size: Size) {
    self.size = size
    keyframes.removeAll()
    for index in links.indices {
      let spec = specs[links[index].spec]
      if let points = spec.keyframes {
        links[index].keyframes = keyframes.count
        keyframes.append(SceneFileKeyframes(points, in: size))
      }
      links[index].from = (spec.from.0.value(in: size), spec.from.1.value(in: size))
      if case .numbers(let a, let b) = spec.to {
        links[index].to = (a.value(in: size), b.value(in: size))
      }
    }
  }
}
