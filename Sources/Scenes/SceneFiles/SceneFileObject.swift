import Motion
import Stage

/// One object of a scene file being read: its members by key, checked against the keys its
/// place allows (``SceneFileSchema``), with typed readers whose errors say where and what was
/// expected.
///
/// ```swift
/// let drag = try SceneFileObject(json, context: "drag")   // an unknown key throws here
/// let slop = try drag.number("slop", default: 0, atLeast: 0)
/// ```
struct SceneFileObject {
  let json: SceneFileJSON
  let context: String
  private let members: [String: SceneFileJSON.Member]

  /// `json` as an object of `context`'s keys; `what` names it in an error ("a layer").
  init(_ json: SceneFileJSON, context: String, what: String? = nil) throws(SceneFileError) {
    guard case .object(let list) = json.value else {
      throw SceneFileError(
        "expected \(what ?? "an object") ('{ … }'), not \(json.kindName)", at: json.position)
    }
    let allowed = SceneFileSchema.keys[context] ?? []
    for member in list where !allowed.contains(member.key) {
      let near = Self.nearest(member.key, in: allowed).map { "did you mean \"\($0)\"? " } ?? ""
      throw SceneFileError(
        "unknown key \"\(member.key)\" in \(what ?? context) (\(near)expected one of: \(allowed.joined(separator: ", ")))",
        at: member.keyPosition)
    }
    self.json = json
    self.context = context
    members = Dictionary(uniqueKeysWithValues: list.map { ($0.key, $0) })
  }

  var position: SourcePosition { json.position }

  subscript(key: String) -> SceneFileJSON? { members[key]?.value }

  func keyPosition(_ key: String) -> SourcePosition { members[key]?.keyPosition ?? json.position }

  // MARK: Typed values

  func number(_ key: String, default fallback: Double, atLeast low: Double? = nil, atMost high: Double? = nil)
    throws(SceneFileError) -> Double
  {
    guard let json = self[key] else { return fallback }
    return try Self.number(json, key: key, atLeast: low, atMost: high)
  }

  static func number(
    _ json: SceneFileJSON, key: String, atLeast low: Double? = nil, atMost high: Double? = nil
  )
    throws(SceneFileError) -> Double
  {
    guard case .number(let value) = json.value else {
      throw SceneFileError("expected a number for \"\(key)\", not \(json.kindName)", at: json.position)
    }
    if let low, value < low {
      throw SceneFileError(
        "\"\(key)\" must be at least \(Self.format(low)), not \(Self.format(value))", at: json.position)
    }
    if let high, value > high {
      throw SceneFileError(
        "\"\(key)\" must be at most \(Self.format(high)), not \(Self.format(value))", at: json.position)
    }
    return value
  }

  func string(_ key: String) throws(SceneFileError) -> String? {
    guard let json = self[key] else { return nil }
    guard case .string(let value) = json.value else {
      throw SceneFileError("expected a string for \"\(key)\", not \(json.kindName)", at: json.position)
    }
    return value
  }

  func bool(_ key: String, default fallback: Bool) throws(SceneFileError) -> Bool {
    guard let json = self[key] else { return fallback }
    guard case .bool(let value) = json.value else {
      throw SceneFileError("expected true or false for \"\(key)\", not \(json.kindName)", at: json.position)
    }
    return value
  }

  /// One of `words` (the first is the default when the key is absent).
  func word(_ key: String, _ words: [String]) throws(SceneFileError) -> String {
    guard let json = self[key] else { return words[0] }
    guard case .string(let value) = json.value, words.contains(value) else {
      let quoted = words.map { "\"\($0)\"" }.joined(separator: ", ")
      throw SceneFileError(
        "expected one of \(quoted) for \"\(key)\", not \(Self.describe(json))", at: json.position)
    }
    return value
  }

  func length(_ key: String) throws(SceneFileError) -> SceneFileExpression? {
    guard let json = self[key] else { return nil }
    return try Self.length(json, key: key)
  }

  /// A number, or a string holding an expression of W, H and `names` (the file's, by default:
  /// ``SceneFileNames/current``).
  static func length(
    _ json: SceneFileJSON, key: String, names: [String: SceneFileExpression] = SceneFileNames.current
  ) throws(SceneFileError) -> SceneFileExpression {
    switch json.value {
    case .number(let value): return .number(value)
    case .string(let text): return try SceneFileExpression(parsing: text, at: json.position, names: names)
    default:
      throw SceneFileError(
        "expected a number or an expression in a string (\"W - 64\") for \"\(key)\", not \(json.kindName)",
        at: json.position)
    }
  }

  func color(_ key: String) throws(SceneFileError) -> Color? {
    guard let json = self[key] else { return nil }
    return try Self.color(json, key: key)
  }

  /// `"#RGB"`, `"#RRGGBB"` or `"#RRGGBBAA"`.
  static func color(_ json: SceneFileJSON, key: String) throws(SceneFileError) -> Color {
    guard case .string(let text) = json.value, text.hasPrefix("#"),
      [4, 7, 9].contains(text.count), let bits = UInt32(text.dropFirst(), radix: 16)
    else {
      throw SceneFileError(
        "expected a colour \"#RRGGBB\" or \"#RRGGBBAA\" for \"\(key)\", not \(describe(json))",
        at: json.position)
    }
    switch text.count {
    case 4:
      let r = Double(bits >> 8 & 0xF) / 15
      let g = Double(bits >> 4 & 0xF) / 15
      let b = Double(bits & 0xF) / 15
      return Color(red: r, green: g, blue: b)
    case 7:
      return Color(hex: bits)
    default:
      return Color(hex: bits >> 8).with(alpha: Double(bits & 0xFF) / 255)
    }
  }

  /// An array of `count` elements (nil: any length, at least one).
  func array(_ key: String, count: Int? = nil) throws(SceneFileError) -> [SceneFileJSON]? {
    guard let json = self[key] else { return nil }
    return try Self.array(json, key: key, count: count)
  }

  static func array(_ json: SceneFileJSON, key: String, count: Int? = nil) throws(SceneFileError)
    -> [SceneFileJSON]
  {
    guard case .array(let elements) = json.value else {
      throw SceneFileError(
        "expected an array ('[ … ]') for \"\(key)\", not \(json.kindName)", at: json.position)
    }
    if let count, elements.count != count {
      throw SceneFileError(
        "expected \(count) elements in \"\(key)\", not \(elements.count)", at: json.position)
    }
    return elements
  }

  // MARK: Messages

  static func describe(_ json: SceneFileJSON) -> String {
    if case .string(let text) = json.value { return "\"\(text.prefix(40))\"" }
    return json.kindName
  }

  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// The allowed key a misspelt one most likely meant: at most two edits away.
  static func nearest(_ key: String, in allowed: [String]) -> String? {
    let candidates = allowed.map { ($0, editDistance(key.lowercased(), $0.lowercased())) }
    guard let best = candidates.min(by: { $0.1 < $1.1 }), best.1 <= 2, best.1 < key.count else { return nil }
    return best.0
  }

  private static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty, !b.isEmpty, a.count < 64, b.count < 64 else { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
