import Motion

/// A length in a scene file: a number, or a string that computes one from the window's size, so
/// a layout follows the window as a Swift scene's does: `"W - 32"`, `"H * 0.25"`,
/// `"min(W - 32, 720)"`, `"(W - 720) / 2"`. `W` and `H` are the window's width and height in
/// points; `+ - * /`, parentheses, `min(…)` and `max(…)` of any number of arguments.
///
/// ```swift
/// let top = try SceneFileExpression(parsing: "H - 64", at: SourcePosition(line: 4, column: 20))
/// top.value(in: Size(width: 960, height: 640))   // 576
/// ```
public indirect enum SceneFileExpression: Sendable, Equatable {
  case number(Double)
  case width
  case height
  case negate(SceneFileExpression)
  case binary(Character, SceneFileExpression, SceneFileExpression)
  case minimum([SceneFileExpression])
  case maximum([SceneFileExpression])

  /// The value in a window of `size` points; never NaN or infinite (a division by zero is 0).
  public func value(in size: Size) -> Double {
    let result = evaluate(size)
    return result.isFinite ? result : 0
  }

  private func evaluate(_ size: Size) -> Double {
    switch self {
    case .number(let value): return value
    case .width: return size.width
    case .height: return size.height
    case .negate(let operand): return -operand.evaluate(size)
    case .binary(let operation, let left, let right):
      let a = left.evaluate(size)
      let b = right.evaluate(size)
      switch operation {
      case "+": return a + b
      case "-": return a - b
      case "*": return a * b
      default: return b == 0 ? 0 : a / b
      }
    case .minimum(let operands): return operands.map { $0.evaluate(size) }.min() ?? 0
    case .maximum(let operands): return operands.map { $0.evaluate(size) }.max() ?? 0
    }
  }

  /// Whether the value depends on the window's size.
  public var isConstant: Bool {
    switch self {
    case .number: true
    case .width, .height: false
    case .negate(let operand): operand.isConstant
    case .binary(_, let left, let right): left.isConstant && right.isConstant
    case .minimum(let operands), .maximum(let operands): operands.allSatisfy(\.isConstant)
    }
  }

  /// The window sizes an expression is tried at, read before any window has a size: the
  /// smallest and largest sides a window is given (`--size`, a script's "size": 200 to 8192) in
  /// each pairing, the default window, and one of no round numbers. An expression of W, H,
  /// numbers, `+ - * /`, min and max that is 0 at all of them but not at every size would have
  /// to be built for them; `W - W` or `min(W, 0)` is 0 at all, which a check of constants alone
  /// let through.
  static let trialSizes = [
    Size(width: 200, height: 200), Size(width: 8192, height: 8192), Size(width: 200, height: 8192),
    Size(width: 8192, height: 200), Size(width: 960, height: 640), Size(width: 1237.5, height: 713.25),
  ]

  /// Whether the value is 0 in every window (at every ``trialSizes``).
  var isZeroAtEveryWindowSize: Bool { Self.trialSizes.allSatisfy { evaluate($0) == 0 } }

  /// Parses `text`, the contents of a string that starts at `position` (its opening quote):
  /// errors point at the character inside it. `names` are the file's own (its `"let"`, a
  /// repeated layer's `i`): a name stands for its expression, put in its place, so a value
  /// computes as if the expression were written out.
  public init(parsing text: String, at position: SourcePosition, names: [String: SceneFileExpression] = [:])
    throws(SceneFileError)
  {
    var parser = Parser(characters: Array(text), origin: position, names: names)
    self = try parser.sum()
    parser.skipSpaces()
    if parser.index < parser.characters.count {
      throw SceneFileError(
        "expected an operator (+ - * /) or the end of the expression, not '\(parser.characters[parser.index])'",
        at: parser.position)
    }
    // Names put in place can double an expression at each level ("a": "b + b", "b": "c + c"…):
    // one that would take too long to work out at every frame is refused before it is tried.
    if nodeCount(upTo: Self.maximumNodes) > Self.maximumNodes {
      throw SceneFileError(
        "the expression is too large with its names written out (more than \(Self.maximumNodes) terms)",
        at: position.advanced(by: 1))
    }
    // Numbers past Double's range (300 digits times 300 digits): `value(in:)` would make them 0
    // in silence.
    if let size = Self.trialSizes.first(where: { !evaluate($0).isFinite }) {
      throw SceneFileError(
        "the expression is too large to be a number: in a \(Self.format(size.width))x\(Self.format(size.height)) window it overflows",
        at: position.advanced(by: 1))
    }
  }

  private static func format(_ side: Double) -> String {
    side == side.rounded() ? String(Int(side)) : String(side)
  }

  /// The most terms an expression may have, its names written out.
  static let maximumNodes = 10_000

  /// How many terms the expression has, counting no further than just past `limit` (an
  /// expression of names may share its parts: the count is of the tree written out).
  func nodeCount(upTo limit: Int) -> Int {
    var count = 0
    func visit(_ expression: SceneFileExpression) {
      guard count <= limit else { return }
      count += 1
      switch expression {
      case .number, .width, .height: break
      case .negate(let operand): visit(operand)
      case .binary(_, let left, let right):
        visit(left)
        visit(right)
      case .minimum(let operands), .maximum(let operands): for operand in operands { visit(operand) }
      }
    }
    visit(self)
    return count
  }

  /// The names an expression knows without a `"let"`.
  static let builtInNames: Set<String> = ["W", "H", "min", "max"]

  /// Whether `name` can be a name: a letter, then letters, digits and `_`.
  static func isName(_ name: String) -> Bool {
    guard let first = name.first, first.isLetter, first.isASCII else { return false }
    return name.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }
  }

  private struct Parser {
    let characters: [Character]
    let origin: SourcePosition
    let names: [String: SceneFileExpression]
    var index = 0
    var depth = 0

    /// Inside the string: one past the opening quote.
    var position: SourcePosition { origin.advanced(by: index + 1) }

    mutating func skipSpaces() {
      while index < characters.count, characters[index] == " " { index += 1 }
    }

    mutating func sum() throws(SceneFileError) -> SceneFileExpression {
      var result = try product()
      while true {
        skipSpaces()
        guard index < characters.count, characters[index] == "+" || characters[index] == "-" else {
          return result
        }
        let operation = characters[index]
        index += 1
        result = .binary(operation, result, try product())
      }
    }

    mutating func product() throws(SceneFileError) -> SceneFileExpression {
      var result = try factor()
      while true {
        skipSpaces()
        guard index < characters.count, characters[index] == "*" || characters[index] == "/" else {
          return result
        }
        let operation = characters[index]
        index += 1
        skipSpaces()
        let divisorStart = position
        let operand = try factor()
        // A divisor that is 0 at every window size is a mistake, not a layout: said where it is
        // (one that is 0 only at some size gives 0 there, as `value(in:)` says).
        if operation == "/", operand.isZeroAtEveryWindowSize {
          throw SceneFileError("a division by zero: this divisor is 0 at every window size", at: divisorStart)
        }
        result = .binary(operation, result, operand)
      }
    }

    mutating func factor() throws(SceneFileError) -> SceneFileExpression {
      skipSpaces()
      guard index < characters.count else {
        throw SceneFileError(
          "expected a number, W, H, min(…), max(…) or '(' and the expression ended", at: position)
      }
      let start = position
      let character = characters[index]
      depth += 1
      defer { depth -= 1 }
      guard depth < 64 else { throw SceneFileError("the expression nests too deep", at: start) }
      switch character {
      case "-":
        index += 1
        return .negate(try factor())
      case "(":
        index += 1
        let inside = try sum()
        skipSpaces()
        guard index < characters.count, characters[index] == ")" else {
          throw SceneFileError("expected ')' to close the '('", at: position)
        }
        index += 1
        return inside
      case "0"..."9", ".":
        var text = ""
        while index < characters.count, characters[index].isNumber || characters[index] == "." {
          text.append(characters[index])
          index += 1
        }
        guard let value = Double(text), value.isFinite else {
          throw SceneFileError("expected a number, not '\(text)'", at: start)
        }
        return .number(value)
      default:
        // A name: a letter, then letters, digits and '_' (so "W2" is one name, not W and 2).
        var name = ""
        while index < characters.count,
          characters[index].isASCII,
          characters[index].isLetter
            || (!name.isEmpty && (characters[index].isNumber || characters[index] == "_"))
        {
          name.append(characters[index])
          index += 1
        }
        switch name {
        case "W": return .width
        case "H": return .height
        case "min", "max": break
        case "":
          throw SceneFileError(
            "expected a number, W, H, min(…), max(…) or '(', not '\(character)'", at: start)
        default:
          if let named = names[name] { return named }
          let known =
            names.isEmpty
            ? "W, H, min and max"
            : "W, H, min, max and the file's names: \(names.keys.sorted().joined(separator: ", "))"
          let near = SceneFileObject.nearest(name, in: Array(names.keys).sorted()).map {
            "did you mean '\($0)'? "
          }
          throw SceneFileError(
            "unknown name '\(name)' (\(near ?? "")an expression knows \(known))", at: start)
        }
        skipSpaces()
        guard index < characters.count, characters[index] == "(" else {
          throw SceneFileError("expected '(' after \(name)", at: position)
        }
        index += 1
        var operands = [try sum()]
        while true {
          skipSpaces()
          guard index < characters.count else {
            throw SceneFileError("expected ')' to close \(name)(", at: position)
          }
          if characters[index] == ")" {
            index += 1
            break
          }
          guard characters[index] == "," else {
            throw SceneFileError(
              "expected ',' or ')' in \(name)(…), not '\(characters[index])'", at: position)
          }
          index += 1
          operands.append(try sum())
        }
        return name == "min" ? .minimum(operands) : .maximum(operands)
      }
    }
  }
}
