import Motion
import Stage

/// A scene file's progress links (`"follow"`): each sets a property of a layer from another
/// layer's position on screen with Wave's `mapRange`, so a dimming, a navbar's crossfade or a
/// card's tilt follows a drag, a spring, a flick. They are worked out after every input and
/// every advance, in an order where a link that reads a position another link sets comes after
/// it (the file has no cycle: ``SceneFileChecks``).
struct SceneFileLinks {
  struct Link {
    let target: Layer
    let property: String
    let source: Layer
    let alongY: Bool
    let spec: SceneFileFollowSpec
    /// `from` and `to` for the window size they were worked out for.
    var from = (0.0, 0.0)
    var to = (0.0, 0.0)
  }

  private(set) var links: [Link] = []
  private var size: Size?

  init() {}

  init(document: SceneFileDocument, layers: [String: Layer]) {
    var pending: [Link] = []
    for spec in document.allLayers {
      for follow in spec.follow {
        guard let target = layers[spec.id], let source = layers[follow.of] else { continue }
        pending.append(
          Link(
            target: target, property: follow.property, source: source, alongY: follow.along == .y,
            spec: follow))
      }
    }
    // Sources first: a link waits while another still to be placed sets what it reads.
    while !pending.isEmpty {
      let index =
        pending.firstIndex { link in
          !pending.contains { other in
            other.target === link.source && other.property == (link.alongY ? "y" : "x")
          }
        } ?? 0
      links.append(pending.remove(at: index))
    }
  }

  /// Sets every linked property from where its source is now.
  mutating func apply(in stage: SceneFileStage) {
    guard !links.isEmpty else {
      stage.transition?.apply()
      return
    }
    if size != stage.size {
      size = stage.size
      for index in links.indices {
        let spec = links[index].spec
        links[index].from = (spec.from.0.value(in: stage.size), spec.from.1.value(in: stage.size))
        if case .numbers(let a, let b) = spec.to {
          links[index].to = (a.value(in: stage.size), b.value(in: stage.size))
        }
      }
    }
    // The edge pan's states first: a link may follow a layer it moves.
    stage.transition?.apply()
    for link in links {
      let onScreen = link.source.presentation
      let origin =
        link.alongY
        ? onScreen.center.y - onScreen.size.height / 2 : onScreen.center.x - onScreen.size.width / 2
      if case .colors(let a, let b) = link.spec.to {
        let t = mapRange(origin, link.from.0, link.from.1, 0, 1, clip: link.spec.clip)
        link.target.color = Self.blend(a, b, t)
      } else {
        let value = mapRange(origin, link.from.0, link.from.1, link.to.0, link.to.1, clip: link.spec.clip)
        Self.set(link.property, to: value, on: link.target)
      }
    }
  }

  /// Sets one of ``SceneFileSchema/properties`` (but colour) on `layer`'s model: `x` and `y` its
  /// top-left corner, `w` and `h` its size keeping that corner, `rotation` in degrees.
  static func set(_ property: String, to value: Double, on layer: Layer) {
    guard value.isFinite else { return }
    switch property {
    case "x": layer.center = Vector2(x: value + layer.size.width / 2, y: layer.center.y)
    case "y": layer.center = Vector2(x: layer.center.x, y: value + layer.size.height / 2)
    case "w":
      let left = layer.center.x - layer.size.width / 2
      layer.size = Size(width: max(value, 0), height: layer.size.height)
      layer.center = Vector2(x: left + layer.size.width / 2, y: layer.center.y)
    case "h":
      let top = layer.center.y - layer.size.height / 2
      layer.size = Size(width: layer.size.width, height: max(value, 0))
      layer.center = Vector2(x: layer.center.x, y: top + layer.size.height / 2)
    case "alpha": layer.alpha = value
    case "scale": layer.scale = max(value, 0)
    case "rotation": layer.rotation = value * Double.pi / 180
    case "radius": layer.cornerRadius = max(value, 0)
    default: break
    }
  }

  /// `a` to `b` by `t`, component by component.
  static func blend(_ a: Color, _ b: Color, _ t: Double) -> Color {
    Color(
      red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
      blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
  }
}
