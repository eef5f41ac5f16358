/// The names a scene file's expressions know besides `W` and `H`: the file's `"let"` (constants
/// and expressions named once, `"cardWidth": "min(W - 16, 400)"`) and, inside a repeated layer,
/// its index `i`. A name stands for its expression, put in its place when an expression naming it
/// is read: the layer tree, the trace and every value are what the expression written out
/// would give.
///
/// Read with `SceneFileNames.current` bound for the file being read: the readers of lengths are
/// many and static, and a name is the one thing they need from around them (reading is one
/// synchronous pass, so the binding is that pass's alone).
///
/// ```swift
/// let names = try SceneFileNames.read(letJSON)   // ["cardWidth": .minimum([W - 16, 400])]
/// ```
enum SceneFileNames {
  /// The names the expression being read knows.
  @TaskLocal static var current: [String: SceneFileExpression] = [:]

  /// The repeated layer's index: `i`.
  static let index = "i"

  /// Names a `"let"` cannot take: the built-in ones, and the repeat's index.
  static var reserved: Set<String> { SceneFileExpression.builtInNames.union([index]) }

  /// `body`, reading expressions with `names`.
  static func with<T>(_ names: [String: SceneFileExpression], _ body: () throws(SceneFileError) -> T)
    throws(SceneFileError) -> T
  {
    let result = $current.withValue(names) { Result { () throws(SceneFileError) -> T in try body() } }
    return try result.get()
  }

  /// The `"let"` object: each name's expression, with the names it uses put in place. A name
  /// that is not a name, one that shadows a built-in, one a value uses that does not exist and a
  /// cycle (`a` uses `b` uses `a`) are errors where they are written.
  static func read(_ json: SceneFileJSON) throws(SceneFileError) -> [String: SceneFileExpression] {
    guard case .object(let members) = json.value else {
      throw SceneFileError(
        "expected \"let\" as an object of names and their values ({\"cardWidth\": \"min(W - 16, 400)\"}), not \(json.kindName)",
        at: json.position)
    }
    var values: [String: SceneFileJSON.Member] = [:]
    for member in members {
      guard SceneFileExpression.isName(member.key), member.key.count <= 64 else {
        throw SceneFileError(
          "\"\(member.key)\" cannot be a name: a letter, then letters, digits or '_' (at most 64)",
          at: member.keyPosition)
      }
      guard !reserved.contains(member.key) else {
        throw SceneFileError(
          "\"\(member.key)\" is a built-in name (W, H, min, max, and i in a repeated layer): give it another",
          at: member.keyPosition)
      }
      values[member.key] = member
    }
    // Each name after the names its value uses: depth first, a name on the path again is a cycle.
    var resolved: [String: SceneFileExpression] = [:]
    var path: [String] = []
    func resolve(_ name: String) throws(SceneFileError) {
      guard resolved[name] == nil, let member = values[name] else { return }
      if let start = path.firstIndex(of: name) {
        let cycle = (path[start...] + [name]).joined(separator: " → ")
        throw SceneFileError(
          "\"\(name)\" refers to itself: \(cycle); one of them must be worked out from something else",
          at: values[path[start]]!.keyPosition)
      }
      path.append(name)
      if case .string(let text) = member.value.value {
        for used in usedNames(text) where values[used] != nil { try resolve(used) }
      }
      path.removeLast()
      resolved[name] = try SceneFileObject.length(member.value, key: name, names: resolved)
    }
    for member in members { try resolve(member.key) }
    return resolved
  }

  /// The names an expression's text mentions (a rough scan: the parser says what is wrong).
  static func usedNames(_ text: String) -> [String] {
    var names: [String] = []
    var current = ""
    var inNumber = false
    for character in text + " " {
      if character.isASCII, character.isLetter || character.isNumber || character == "_" || character == "." {
        if current.isEmpty, !character.isLetter { inNumber = true }
        current.append(character)
      } else {
        if !current.isEmpty, !inNumber { names.append(current) }
        current = ""
        inNumber = false
      }
    }
    return names
  }
}
