/// The checks that need the whole file: every layer a behaviour names exists, a tap has snap
/// points to go to, a scroll's content is its own sublayer, no property is driven twice, and the
/// progress links form no cycle (A's x follows B's y follows A's x), which would have no order to
/// be worked out in.
struct SceneFileChecks {
  let document: SceneFileDocument
  let layers: [String: SceneFileLayer]

  init(document: SceneFileDocument) {
    self.document = document
    var layers: [String: SceneFileLayer] = [:]
    for layer in document.allLayers { layers[layer.id] = layer }
    self.layers = layers
  }

  func check() throws(SceneFileError) {
    var driven: [String: SourcePosition] = [:]
    // The properties a link (not a drag, a scroll or the edge pan) moves: a second link may
    // combine with them.
    var linked: Set<String> = []
    for layer in document.allLayers {
      if let drag = layer.drag {
        if drag.axis != .y { driven["\(layer.id).x"] = drag.position }
        if drag.axis != .x { driven["\(layer.id).y"] = drag.position }
        if drag.choose == .velocity, drag.snaps.count < 2 {
          throw SceneFileError(
            "\"choose\": \"velocity\" picks between snap points: give at least two", at: drag.position)
        }
      }
      if let tap = layer.tap { try check(tap, on: layer) }
      if let scroll = layer.scroll {
        guard layer.sublayers.contains(where: { $0.id == scroll.content }) else {
          throw SceneFileError(
            "\"content\" must name a sublayer of \"\(layer.id)\" (the layer that scrolls inside it), not \"\(scroll.content)\"",
            at: scroll.position)
        }
        driven["\(scroll.content).\(scroll.axis == .x ? "x" : "y")"] = scroll.position
      }
    }
    for layer in document.allLayers {
      for link in layer.follow {
        guard layers[link.of] != nil else {
          throw SceneFileError("no layer \"\(link.of)\" to follow\(suggestion(link.of))", at: link.position)
        }
        let key = "\(layer.id).\(link.property)"
        if let combine = link.combine {
          // A link that combines joins the links before it on the property, and only links.
          guard linked.contains(key) else {
            throw SceneFileError(
              "\"combine\": \"\(combine.rawValue)\" joins the links before it on \"\(layer.id)\"'s \(link.property), and there is none: give the first link no \"combine\"",
              at: link.position)
          }
          guard link.property != "color" else {
            throw SceneFileError(
              "colours do not combine: \"\(layer.id)\"'s color follows one link", at: link.position)
          }
          continue
        }
        if let other = driven[key] {
          throw SceneFileError(
            "\"\(layer.id)\"'s \(link.property) is already moved by what line \(other.line) says; it cannot also follow (a second link on it says how it joins the first: \"combine\": \"add\", \"multiply\", \"min\" or \"max\")",
            at: link.position)
        }
        driven[key] = link.position
        linked.insert(key)
      }
    }
    if let subject = document.subject, layers[subject] == nil {
      throw SceneFileError(
        "no layer \"\(subject)\" for \"subject\"\(suggestion(subject))",
        at: SourcePosition(line: 1, column: 1))
    }
    if let edgePan = document.edgePan {
      for track in edgePan.tracks where layers[track.layer] == nil {
        throw SceneFileError(
          "no layer \"\(track.layer)\" for the edge pan to move\(suggestion(track.layer))", at: track.position
        )
      }
    }
    try checkCycles()
    try checkSizesFollowingTheirOwnDrag()
    try checkStates()
  }

  /// A size must not follow the position a behaviour of the same layer places: a drag places
  /// the layer's top-left corner through its centre and its size, so a width that changes with
  /// the drag moves what the drag placed, and the layer flew past its snap points (190 pt) and
  /// jumped at rest (182 pt, issue 58). Followed through links: `h` following a layer whose `y`
  /// follows this layer's drag is the same loop.
  private func checkSizesFollowingTheirOwnDrag() throws(SceneFileError) {
    var placed: [String: String] = [:]
    for layer in document.allLayers {
      if let drag = layer.drag {
        if drag.axis != .y { placed["\(layer.id)#x"] = "drag" }
        if drag.axis != .x { placed["\(layer.id)#y"] = "drag" }
      }
      if let scroll = layer.scroll { placed["\(scroll.content)#\(scroll.axis == .x ? "x" : "y")"] = "scroll" }
    }
    guard !placed.isEmpty else { return }
    let sources = SceneFileLinkGraph(document: document).sources
    for layer in document.allLayers {
      for link in layer.follow where link.property == "w" || link.property == "h" {
        var node = "\(link.of)#\(link.along.rawValue)"
        var steps = 0
        while steps <= sources.count {
          if node == "\(layer.id)#x" || node == "\(layer.id)#y", let behaviour = placed[node] {
            throw SceneFileError(
              "\"\(layer.id)\"'s \(link.property) follows its own \(behaviour) (its \(node.suffix(1))): the \(behaviour) places the layer by its corner and its size, so a size that follows it moves what it places; let a layer around this one take the \(behaviour) (it may be 0×0: a press on what is inside reaches it) and the size follow that",
              at: link.position)
          }
          guard let next = sources[node] else { break }
          node = next.source
          steps += 1
        }
      }
    }
  }

  private func check(_ tap: SceneFileTapSpec, on layer: SceneFileLayer) throws(SceneFileError) {
    switch tap.action {
    case .push, .pop:
      guard document.edgePan != nil else {
        throw SceneFileError(
          "\"\(tap.action.rawValue)\" plays the edge pan's transition: the scene has no \"edgePan\"",
          at: tap.position)
      }
    case .next, .toggle:
      let id = tap.layer ?? layer.id
      guard let target = layers[id] else {
        throw SceneFileError("no layer \"\(id)\" for the tap to move\(suggestion(id))", at: tap.position)
      }
      guard let drag = target.drag, drag.snaps.count >= 2 else {
        throw SceneFileError(
          "a tap's \"\(tap.action.rawValue)\" moves a dragged layer between its snap points: \"\(id)\" has no drag with two or more",
          at: tap.position)
      }
    }
  }

  /// A link's value needs its source's first; a cycle has no first.
  private func checkCycles() throws(SceneFileError) {
    var graph = SceneFileLinkGraph(document: document)
    guard let cycle = graph.firstCycle(), let first = cycle.first, let link = graph.sources[first] else {
      try checkCombinedCycles()
      return
    }
    let names = cycle.map { $0.split(separator: "#").joined(separator: "'s ") }
    throw SceneFileError(
      "these progress links go round in a cycle: \(names.joined(separator: " follows ")); one of them must follow something else",
      at: link.position)
  }

  /// A link that combines reads its own source and waits for the links before it on its
  /// property: the chains of first links have no cycle, but these edges may close one. The order
  /// the links are worked out in finds it (it has to break one to go on).
  private func checkCombinedCycles() throws(SceneFileError) {
    var links: [(layer: String, link: SceneFileFollowSpec)] = []
    for layer in document.allLayers { for link in layer.follow { links.append((layer.id, link)) } }
    guard links.contains(where: { $0.link.combine != nil }) else { return }
    var terms: [String: Int] = [:]
    var reads: [[String]] = []
    var writes: [[String]] = []
    for (id, link) in links {
      let node = "\(id)#\(link.property)"
      let term = terms[node, default: 0]
      terms[node] = term + 1
      reads.append(["\(link.of)#\(link.along.rawValue)"] + (term > 0 ? ["\(node)@\(term)"] : []))
      writes.append([node, "\(node)@\(term + 1)"])
    }
    let order = SceneFileLinkOrder(readsEach: reads, writesEach: writes)
    guard order.brokeACycle, let index = order.firstBroken else { return }
    let (id, link) = links[index]
    throw SceneFileError(
      "these progress links go round in a cycle through \"\(id)\"'s \(link.property); one of them must follow something else",
      at: link.position)
  }

  func suggestion(_ id: String) -> String {
    SceneFileObject.nearest(id, in: Array(layers.keys).sorted()).map { " (did you mean \"\($0)\"?)" } ?? ""
  }
}
