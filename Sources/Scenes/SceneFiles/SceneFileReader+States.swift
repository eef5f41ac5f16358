import Motion
import Stage

/// `"states"` and `"on"` read: the names they give are checked against the file afterwards, by
/// ``SceneFileChecks``.
extension SceneFileReader {
  /// `{"name": {"layer": {"y": 60, …}, …}, …}`: named states, in the file's order.
  func states(_ json: SceneFileJSON) throws(SceneFileError) -> [SceneFileState] {
    guard case .object(let members) = json.value, !members.isEmpty else {
      throw SceneFileError(
        "expected \"states\" as {\"name\": {\"layer\": {\"property\": value, …}, …}, …}, at least one",
        at: json.position)
    }
    var result: [SceneFileState] = []
    for member in members {
      guard case .object(let layers) = member.value.value else {
        throw SceneFileError(
          "expected the state \"\(member.key)\" as {\"layer\": {\"property\": value, …}, …}, not \(member.value.kindName)",
          at: member.value.position)
      }
      var values: [SceneFileStateValues] = []
      for layer in layers {
        values.append(try self.values(layer.value, of: layer.key, at: layer.keyPosition))
      }
      result.append(SceneFileState(name: member.key, layers: values, position: member.keyPosition))
    }
    return result
  }

  /// One layer's properties in a state, or in a rule's `"set"`.
  func values(_ json: SceneFileJSON, of layer: String, at position: SourcePosition) throws(SceneFileError)
    -> SceneFileStateValues
  {
    let object = try SceneFileObject(json, context: "states", what: "a layer's properties")
    var text: String?
    if let json = object["text"] {
      guard case .string(let string) = json.value else {
        throw SceneFileError(
          "expected the text's string for \"text\", not \(json.kindName)", at: json.position)
      }
      text = string
    }
    func optional(_ key: String, atLeast low: Double? = nil, atMost high: Double? = nil)
      throws(SceneFileError)
      -> Double?
    {
      guard let json = object[key] else { return nil }
      return try SceneFileObject.number(json, key: key, atLeast: low, atMost: high)
    }
    return SceneFileStateValues(
      layer: reference(layer)!, x: try object.length("x"), y: try object.length("y"),
      w: try object.length("w"),
      h: try object.length("h"), alpha: try optional("alpha", atLeast: 0, atMost: 1),
      scale: try optional("scale", atLeast: 0), rotation: try optional("rotation"),
      radius: try optional("radius", atLeast: 0), color: try object.color("color"), text: text,
      position: position)
  }

  /// `[{"release": "banner", "velocity": {"y": "< -500"}, "go": "gone"}, …]`.
  func rules(_ json: SceneFileJSON) throws(SceneFileError) -> [SceneFileRule] {
    var result: [SceneFileRule] = []
    for element in try SceneFileObject.array(json, key: "on") { result.append(try rule(element)) }
    return result
  }

  func rule(_ json: SceneFileJSON) throws(SceneFileError) -> SceneFileRule {
    let object = try SceneFileObject(json, context: "on", what: "a rule (\"on\")")
    let triggers = ["tap", "release", "enter", "snap", "key", "leave"].filter { object[$0] != nil }
    guard triggers.count == 1, let key = triggers.first else {
      throw SceneFileError(
        triggers.isEmpty
          ? "expected what the rule waits for: \"tap\", \"release\", \"enter\", \"snap\", \"key\" or \"leave\""
          : "a rule waits for one thing, not \(triggers.map { "\"\($0)\"" }.joined(separator: " and "))",
        at: triggers.count > 1 ? object.keyPosition(triggers[1]) : object.position)
    }
    let name = try object.string(key)!
    let trigger: SceneFileRule.Trigger
    switch key {
    case "tap": trigger = .tap(reference(name)!)
    case "release": trigger = .release(reference(name)!)
    case "enter": trigger = .enter(name)
    case "key":
      guard SceneFileRule.keys.contains(name) else {
        throw SceneFileError(
          "expected a key the playground leaves to the scene (\(SceneFileRule.keys.joined(separator: ", "))), not \"\(name)\"",
          at: object[key]!.position)
      }
      trigger = .key(name)
    case "leave": trigger = .leave(reference(name)!)
    default:
      guard let of = try object.string("of") else {
        throw SceneFileError(
          "expected \"of\": the dragged layer whose snap point \"\(name)\" is", at: object.position)
      }
      trigger = .snap(layer: reference(of)!, point: name)
    }
    if object["of"] != nil, key != "snap" {
      throw SceneFileError("\"of\" names the layer of a \"snap\"", at: object.keyPosition("of"))
    }
    var after: Double?
    if let json = object["after"] {
      guard key == "enter" else {
        throw SceneFileError(
          "\"after\" counts from entering a state: give it with \"enter\"", at: object.keyPosition("after"))
      }
      after = try SceneFileObject.number(json, key: "after", atLeast: 0, atMost: 3600)
    }
    for condition in ["velocity", "at", "pointer", "projected"]
    where object[condition] != nil && key != "release" {
      throw SceneFileError(
        "\"\(condition)\" is a release's: give it with \"release\"", at: object.keyPosition(condition))
    }
    var set: [SceneFileStateValues] = []
    if let json = object["set"] {
      guard case .object(let layers) = json.value, !layers.isEmpty else {
        throw SceneFileError(
          "expected \"set\" as {\"layer\": {\"property\": value, …}, …}", at: json.position)
      }
      for layer in layers { set.append(try values(layer.value, of: layer.key, at: layer.keyPosition)) }
    }
    var rule = SceneFileRule(
      trigger: trigger, states: try stateNames(object["in"]), after: after,
      velocity: try comparisons(object["velocity"], key: "velocity"),
      at: try comparisons(object["at"], key: "at"), go: try object.string("go"),
      enable: try layerNames(object["enable"], key: "enable"),
      disable: try layerNames(object["disable"], key: "disable"), set: set, position: object.position,
      triggerPosition: object[key]!.position, goPosition: object["go"]?.position,
      statesPosition: object["in"]?.position)
    rule.pointer = try comparisons(object["pointer"], key: "pointer")
    rule.projected = try comparisons(object["projected"], key: "projected")
    guard rule.go != nil || !rule.enable.isEmpty || !rule.disable.isEmpty || !rule.set.isEmpty else {
      throw SceneFileError(
        "expected what the rule does: \"go\", \"enable\", \"disable\" or \"set\"", at: object.position)
    }
    return rule
  }

  /// `"in"`: a state's name, or an array of them.
  func stateNames(_ json: SceneFileJSON?) throws(SceneFileError) -> [String]? {
    guard let json else { return nil }
    if case .string(let name) = json.value { return [name] }
    var names: [String] = []
    for element in try SceneFileObject.array(json, key: "in") {
      guard case .string(let name) = element.value else {
        throw SceneFileError("expected a state's name, not \(element.kindName)", at: element.position)
      }
      names.append(name)
    }
    return names
  }

  /// `"enable"` and `"disable"`: a layer's id, or an array of them.
  func layerNames(_ json: SceneFileJSON?, key: String) throws(SceneFileError) -> [String] {
    guard let json else { return [] }
    if case .string(let name) = json.value { return [reference(name)!] }
    var names: [String] = []
    for element in try SceneFileObject.array(json, key: key) {
      guard case .string(let name) = element.value else {
        throw SceneFileError("expected a layer's id, not \(element.kindName)", at: element.position)
      }
      names.append(reference(name)!)
    }
    return names
  }

  /// `{"y": "< -500"}`: per axis, a relation and a value (a number or an expression).
  func comparisons(_ json: SceneFileJSON?, key: String) throws(SceneFileError) -> [SceneFileComparison] {
    guard let json else { return [] }
    guard case .object(let members) = json.value, !members.isEmpty else {
      throw SceneFileError(
        "expected \"\(key)\" as {\"x\" or \"y\": \"< value\" (or <=, >, >=)}", at: json.position)
    }
    var result: [SceneFileComparison] = []
    for member in members {
      guard let axis = SceneFileDragSpec.Axis(rawValue: member.key), axis != .both else {
        throw SceneFileError(
          "unknown key \"\(member.key)\" in \"\(key)\" (expected one of: x, y)", at: member.keyPosition)
      }
      guard case .string(let text) = member.value.value else {
        throw SceneFileError(
          "expected a comparison in a string (\"< -500\", \">= H / 2\"), not \(member.value.kindName)",
          at: member.value.position)
      }
      let trimmed = text.drop { $0 == " " }
      let relation = SceneFileComparison.Relation.allCases.sorted { $0.rawValue.count > $1.rawValue.count }
        .first { trimmed.hasPrefix($0.rawValue) }
      guard let relation else {
        throw SceneFileError(
          "expected a comparison starting <, <=, > or >= (\"< -500\"), not \"\(text)\"",
          at: member.value.position)
      }
      let rest = String(trimmed.dropFirst(relation.rawValue.count))
      let value = try SceneFileExpression(
        parsing: rest, at: member.value.position, names: SceneFileNames.current)
      result.append(SceneFileComparison(axis: axis, relation: relation, value: value))
    }
    return result
  }
}
