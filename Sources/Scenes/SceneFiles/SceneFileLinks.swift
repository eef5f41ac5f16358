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
    /// What of the source it reads: its left (0), top (1), width (2) or height (3).
    let along: UInt8
    let clip: Bool
    /// How it joins the links before it on the property (nil: it sets it).
    let combine: SceneFileFollowSpec.Combine?
    /// The place in ``links`` of the link before it on the property, whose value it joins (-1:
    /// none). Joined unclamped: a scale's terms may be negative on the way to their sum.
    var previous = -1
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
  /// Each link's value in the last ``apply(in:)``, before the property clamps it (what a link
  /// that combines with it reads).
  private var values: [Double] = []
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
            along: Self.along(follow.along), clip: follow.clip, combine: follow.combine,
            spec: follows.count, colors: colors))
        follows.append(follow)
      }
    }
    // Sources first: a link waits while another still to be placed sets what it reads (the
    // first of the file's order that does not wait goes next), and a link that combines waits
    // for the links before it on its property (`term`: how many have been, on that property).
    struct Axis: Hashable {
      let layer: ObjectIdentifier
      let property: UInt8
      var term = 0
    }
    var terms: [Axis: Int] = [:]
    var reads: [[Axis]] = []
    var writes: [[Axis]] = []
    for link in pending {
      let node = Axis(
        layer: ObjectIdentifier(link.target.takeUnretainedValue()), property: link.property.rawValue)
      let term = terms[node, default: 0]
      terms[node] = term + 1
      var read = [Axis(layer: ObjectIdentifier(link.source.takeUnretainedValue()), property: link.along)]
      if term > 0 { read.append(Axis(layer: node.layer, property: node.property, term: term)) }
      reads.append(read)
      writes.append([node, Axis(layer: node.layer, property: node.property, term: term + 1)])
    }
    let order = SceneFileLinkOrder(readsEach: reads, writesEach: writes)
    links = order.order.map { pending[$0] }
    // Each combining link's previous term: the last link before it, in the order, on its property.
    var last: [Axis: Int] = [:]
    for index in links.indices {
      let node = Axis(
        layer: ObjectIdentifier(links[index].target.takeUnretainedValue()),
        property: links[index].property.rawValue)
      if links[index].combine != nil { links[index].previous = last[node] ?? -1 }
      last[node] = index
    }
    values = [Double](repeating: 0, count: links.count)
    specs = follows
  }

  /// `along`'s number: the same as ``SceneFileProperty``'s x, y, w and h, which a link sets.
  private static func along(_ along: SceneFileFollowSpec.Along) -> UInt8 {
    switch along {
    case .x: SceneFileProperty.x.rawValue
    case .y: SceneFileProperty.y.rawValue
    case .w: SceneFileProperty.w.rawValue
    case .h: SceneFileProperty.h.rawValue
    }
  }

  /// Sets every linked property from where its source is now, after the edge pan's states.
  mutating func apply(in stage: SceneFileStage) {
    // The edge pan's states first: a link may follow a layer it moves.
    stage.transition?.apply()
    guard !links.isEmpty else { return }
    if size != stage.size { resolve(for: stage.size) }
    links.withUnsafeBufferPointer { links in
      values.withUnsafeMutableBufferPointer { values in
        for (index, link) in links.enumerated() {
          let onScreen = link.source._withUnsafeGuaranteedRef { $0.presentation }
          let origin: Double
          switch link.along {
          case 0: origin = onScreen.center.x - onScreen.size.width / 2
          case 1: origin = onScreen.center.y - onScreen.size.height / 2
          case 2: origin = onScreen.size.width
          default: origin = onScreen.size.height
          }
          if let combine = link.combine {
            // Colours do not combine (the checks say so): a number, joined with the links before.
            let own =
              link.keyframes >= 0
              ? keyframes[link.keyframes].value(at: origin, clip: link.clip)
              : mapRange(origin, link.from.0, link.from.1, link.to.0, link.to.1, clip: link.clip)
            let value = link.previous >= 0 ? combine.apply(values[link.previous], own) : own
            values[index] = value
            link.target._withUnsafeGuaranteedRef { link.property.set(value, on: $0) }
          } else if link.keyframes >= 0 {
            let keyframes = keyframes[link.keyframes]
            if let color = keyframes.color(at: origin, clip: link.clip) {
              link.target._withUnsafeGuaranteedRef { $0.color = color }
            } else {
              let value = keyframes.value(at: origin, clip: link.clip)
              values[index] = value
              link.target._withUnsafeGuaranteedRef { link.property.set(value, on: $0) }
            }
          } else if let (a, b) = link.colors {
            let t = mapRange(origin, link.from.0, link.from.1, 0, 1, clip: link.clip)
            link.target._withUnsafeGuaranteedRef { $0.color = SceneFileProperty.blend(a, b, t) }
          } else {
            let value = mapRange(origin, link.from.0, link.from.1, link.to.0, link.to.1, clip: link.clip)
            values[index] = value
            link.target._withUnsafeGuaranteedRef { link.property.set(value, on: $0) }
          }
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
