/// `"states"` and `"on"` checked against the file: every state and layer they name exists, a
/// state sets nothing a progress link moves, and no chain of state changes comes back round
/// within one instant (`enter a → go b`, `enter b → go a`: the scene would change state for
/// ever without time passing).
extension SceneFileChecks {
  func checkStates() throws(SceneFileError) {
    let names = Set(document.states.map(\.name))
    func state(_ name: String, at position: SourcePosition, for what: String) throws(SceneFileError) {
      guard names.contains(name) else {
        let near = SceneFileObject.nearest(name, in: document.states.map(\.name)).map {
          " (did you mean \"\($0)\"?)"
        }
        throw SceneFileError(
          document.states.isEmpty
            ? "no state \"\(name)\" for \(what): the scene has no \"states\""
            : "no state \"\(name)\" for \(what)\(near ?? "")", at: position)
      }
    }
    func layer(_ id: String, at position: SourcePosition, for what: String) throws(SceneFileError) {
      guard layers[id] != nil else {
        throw SceneFileError("no layer \"\(id)\" for \(what)\(suggestion(id))", at: position)
      }
    }
    var linked: [String: SourcePosition] = [:]
    for spec in document.allLayers {
      for link in spec.follow { linked["\(spec.id).\(link.property)"] = link.position }
      if let drag = spec.drag, let states = drag.states {
        for name in states {
          try state(name, at: drag.statesPosition ?? drag.position, for: "the drag's \"in\"")
        }
      }
      if let tap = spec.tap, let states = tap.states {
        for name in states {
          try state(name, at: tap.statesPosition ?? tap.position, for: "the tap's \"in\"")
        }
      }
    }
    func values(_ values: SceneFileStateValues, in what: String) throws(SceneFileError) {
      try layer(values.layer, at: values.position, for: what)
      for key in values.keys {
        if let other = linked["\(values.layer).\(key)"] {
          throw SceneFileError(
            "\"\(values.layer)\"'s \(key) follows what line \(other.line) says; \(what) cannot also set it",
            at: values.position)
        }
      }
    }
    for state in document.states {
      for layerValues in state.layers { try values(layerValues, in: "the state \"\(state.name)\"") }
    }
    for rule in document.rules {
      switch rule.trigger {
      case .tap(let id): try layer(id, at: rule.triggerPosition, for: "\"tap\"")
      case .release(let id):
        try layer(id, at: rule.triggerPosition, for: "\"release\"")
        guard layers[id]?.drag != nil else {
          throw SceneFileError(
            "\"release\" is the release of a drag: \"\(id)\" has no \"drag\"", at: rule.triggerPosition)
        }
      case .enter(let name): try state(name, at: rule.triggerPosition, for: "\"enter\"")
      case .key: break
      case .leave(let id): try layer(id, at: rule.triggerPosition, for: "\"leave\"")
      case .snap(let id, let point):
        try layer(id, at: rule.position, for: "\"snap\"'s \"of\"")
        guard let drag = layers[id]?.drag, drag.snaps.contains(where: { $0.name == point }) else {
          throw SceneFileError(
            "\"\(id)\" has no drag with a snap point \"\(point)\"", at: rule.triggerPosition)
        }
      }
      for name in rule.states ?? [] {
        try state(name, at: rule.statesPosition ?? rule.position, for: "\"in\"")
      }
      if let go = rule.go { try state(go, at: rule.goPosition ?? rule.position, for: "\"go\"") }
      for id in rule.enable + rule.disable {
        try layer(id, at: rule.position, for: "\"enable\" or \"disable\"")
      }
      for layerValues in rule.set { try values(layerValues, in: "\"set\"") }
    }
    try checkStateCycles()
  }

  /// Entering a state goes at once (no `"after"`, or 0) to another: a chain of those that
  /// comes back to where it began never ends, and time does not pass along it.
  private func checkStateCycles() throws(SceneFileError) {
    var next: [String: [SceneFileRule]] = [:]
    for rule in document.rules where (rule.after ?? 0) == 0 {
      if case .enter(let name) = rule.trigger, let go = rule.go, go != name {
        next[name, default: []].append(rule)
      }
    }
    // Depth first, each state once: grey while on the path, done after.
    var done: Set<String> = []
    var path: [String] = []
    func walk(_ name: String) throws(SceneFileError) {
      path.append(name)
      for rule in next[name] ?? [] {
        let go = rule.go!
        if let start = path.firstIndex(of: go) {
          throw SceneFileError(
            "these state changes go round within one instant: \((path[start...] + [go]).joined(separator: " → ")); give one of them an \"after\"",
            at: rule.position)
        }
        guard !done.contains(go) else { continue }
        try walk(go)
      }
      path.removeLast()
      done.insert(name)
    }
    for start in document.states.map(\.name) where !done.contains(start) { try walk(start) }
  }
}
