/// Where something stands in a scene file: a line and a column, both from 1, the column counted
/// in characters (Unicode scalars), as editors count them.
public struct SourcePosition: Sendable, Equatable, Comparable {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The position `count` characters further along the same line (inside a string value).
  public func advanced(by count: Int) -> SourcePosition {
    SourcePosition(line: line, column: column + count)
  }

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// What is wrong with a scene file, and where: `LINE:COLUMN: what was expected`.
///
/// ```swift
/// SceneFileError("expected a number", at: SourcePosition(line: 3, column: 14)).description
/// // "3:14: expected a number"
/// ```
public struct SceneFileError: Error, Sendable, Equatable, CustomStringConvertible {
  public var position: SourcePosition
  public var message: String

  public init(_ message: String, at position: SourcePosition) {
    self.message = message
    self.position = position
  }

  /// `LINE:COLUMN: message`, as compilers write it (the file's name goes in front).
  public var description: String { "\(position.line):\(position.column): \(message)" }
}

/// A JSON value read from a scene file, with its position: every error about it can say where.
///
/// Foundation reads JSON5 (`JSONSerialization`'s `.json5Allowed`), but on this platform its
/// errors name a line and column only for syntax, never for a value of the wrong kind or an
/// unknown key, which is most of what goes wrong in a hand-written file; so scene files are read
/// by ``SceneFileJSONParser``, which keeps every value's place.
public struct SceneFileJSON: Sendable, Equatable {
  public enum Value: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([SceneFileJSON])
    /// Members in the file's order; keys are unique.
    case object([Member])
  }

  /// One `"key": value` of an object.
  public struct Member: Sendable, Equatable {
    public var key: String
    public var keyPosition: SourcePosition
    public var value: SceneFileJSON
  }

  public var value: Value
  /// Where the value starts (a string's opening quote).
  public var position: SourcePosition

  /// What a message calls this kind of value.
  public var kindName: String {
    switch value {
    case .null: "null"
    case .bool: "true or false"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// Reads JSON with comments (`//` to the end of the line, `/* … */`) and trailing commas, the
/// forgiving JSON people write by hand, into ``SceneFileJSON`` values that keep their positions.
/// Numbers must be finite: `NaN` and `Infinity` (which JSON5 allows) are refused where they
/// stand. Objects nest at most ``maximumDepth`` deep, so a hostile file cannot exhaust the stack.
///
/// ```swift
/// let json = try SceneFileJSONParser.parse("{\"x\": 12, // the left edge\n}")
/// ```
public enum SceneFileJSONParser {
  /// How deep arrays and objects may nest.
  public static let maximumDepth = 64

  public static func parse(_ text: String) throws(SceneFileError) -> SceneFileJSON {
    var reader = Reader(Array(text.utf8))
    reader.skipSpace()
    guard reader.peek != nil else {
      throw SceneFileError(
        "expected a scene: an object starting with '{', and the file is empty", at: reader.position)
    }
    let value = try reader.value(depth: 0)
    reader.skipSpace()
    if reader.peek != nil {
      throw SceneFileError("expected the end of the file after the scene's closing '}'", at: reader.position)
    }
    return value
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var column = 1

    init(_ bytes: [UInt8]) {
      self.bytes = bytes
      // A byte-order mark is not part of the text.
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    var position: SourcePosition { SourcePosition(line: line, column: column) }
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func advance() {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        // A UTF-8 continuation byte belongs to the character before it.
        column += 1
      }
    }

    /// Spaces, line breaks and comments.
    mutating func skipSpace() {
      while let byte = peek {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
          advance()
        case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
          while let next = peek, next != UInt8(ascii: "\n") { advance() }
        case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
          // An unclosed comment runs to the end; the caller then finds the file ended early.
          advance()
          advance()
          while index < bytes.count {
            if bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count
              && bytes[index + 1] == UInt8(ascii: "/")
            {
              advance()
              advance()
              break
            }
            advance()
          }
        default:
          return
        }
      }
    }

    mutating func value(depth: Int) throws(SceneFileError) -> SceneFileJSON {
      let start = position
      guard let byte = peek else {
        throw SceneFileError("expected a value, and the file ended", at: start)
      }
      switch byte {
      case UInt8(ascii: "{"):
        return SceneFileJSON(value: .object(try object(depth: depth + 1)), position: start)
      case UInt8(ascii: "["):
        return SceneFileJSON(value: .array(try array(depth: depth + 1)), position: start)
      case UInt8(ascii: "\""):
        return SceneFileJSON(value: .string(try string()), position: start)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        return SceneFileJSON(value: .number(try number()), position: start)
      default:
        let word = self.word()
        switch word {
        case "true": return SceneFileJSON(value: .bool(true), position: start)
        case "false": return SceneFileJSON(value: .bool(false), position: start)
        case "null": return SceneFileJSON(value: .null, position: start)
        case "NaN", "Infinity", "+Infinity":
          throw SceneFileError("\(word) is not a number a scene can use: expected a finite number", at: start)
        case "":
          throw SceneFileError(
            "expected a value (a number, a string, an object, an array, true, false or null), not '\(Self.character(byte))'",
            at: start)
        default:
          throw SceneFileError(
            "expected a value (a number, a string in double quotes, an object, an array, true, false or null), not '\(word)'",
            at: start)
        }
      }
    }

    /// Letters (and digits after the first), for true, false, null and the words JSON refuses.
    mutating func word() -> String {
      var scalars: [UInt8] = []
      while let byte = peek,
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
          || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
          || byte == UInt8(ascii: "+") && scalars.isEmpty || byte == UInt8(ascii: "_")
      {
        scalars.append(byte)
        advance()
        if scalars.count > 40 { break }
      }
      return String(decoding: scalars, as: UTF8.self)
    }

    static func character(_ byte: UInt8) -> String {
      byte < 0x20
        ? "\\u" + String(byte, radix: 16).leftPadded(to: 4) : String(decoding: [byte], as: UTF8.self)
    }

    mutating func object(depth: Int) throws(SceneFileError) -> [SceneFileJSON.Member] {
      guard depth <= SceneFileJSONParser.maximumDepth else {
        throw SceneFileError(
          "objects and arrays nest more than \(SceneFileJSONParser.maximumDepth) deep", at: position)
      }
      advance()  // {
      var members: [SceneFileJSON.Member] = []
      var seen: Set<String> = []
      while true {
        skipSpace()
        guard let byte = peek else {
          throw SceneFileError("expected '}' to close the object, and the file ended", at: position)
        }
        if byte == UInt8(ascii: "}") {
          advance()
          return members
        }
        let keyPosition = position
        guard byte == UInt8(ascii: "\"") else {
          throw SceneFileError(
            "expected a key in double quotes or '}', not '\(Self.character(byte))'", at: keyPosition)
        }
        let key = try string()
        guard !seen.contains(key) else {
          throw SceneFileError("\"\(key)\" is given twice in this object", at: keyPosition)
        }
        seen.insert(key)
        skipSpace()
        guard peek == UInt8(ascii: ":") else {
          throw SceneFileError("expected ':' after the key \"\(key)\"", at: position)
        }
        advance()
        skipSpace()
        let value = try self.value(depth: depth)
        members.append(SceneFileJSON.Member(key: key, keyPosition: keyPosition, value: value))
        skipSpace()
        guard let next = peek else {
          throw SceneFileError("expected ',' or '}', and the file ended", at: position)
        }
        if next == UInt8(ascii: ",") {
          advance()
        } else if next != UInt8(ascii: "}") {
          throw SceneFileError(
            "expected ',' or '}' after the value of \"\(key)\", not '\(Self.character(next))'", at: position)
        }
      }
    }

    mutating func array(depth: Int) throws(SceneFileError) -> [SceneFileJSON] {
      guard depth <= SceneFileJSONParser.maximumDepth else {
        throw SceneFileError(
          "objects and arrays nest more than \(SceneFileJSONParser.maximumDepth) deep", at: position)
      }
      advance()  // [
      var elements: [SceneFileJSON] = []
      while true {
        skipSpace()
        guard let byte = peek else {
          throw SceneFileError("expected ']' to close the array, and the file ended", at: position)
        }
        if byte == UInt8(ascii: "]") {
          advance()
          return elements
        }
        elements.append(try value(depth: depth))
        skipSpace()
        guard let next = peek else {
          throw SceneFileError("expected ',' or ']', and the file ended", at: position)
        }
        if next == UInt8(ascii: ",") {
          advance()
        } else if next != UInt8(ascii: "]") {
          throw SceneFileError(
            "expected ',' or ']' after an element, not '\(Self.character(next))'", at: position)
        }
      }
    }

    mutating func string() throws(SceneFileError) -> String {
      let start = position
      advance()  // "
      var utf8: [UInt8] = []
      while true {
        guard let byte = peek else { throw SceneFileError("this string has no closing '\"'", at: start) }
        switch byte {
        case UInt8(ascii: "\""):
          advance()
          return String(decoding: utf8, as: UTF8.self)
        case UInt8(ascii: "\n"):
          throw SceneFileError("this string has no closing '\"' on its line", at: start)
        case UInt8(ascii: "\\"):
          let escape = position
          advance()
          guard let code = peek else { throw SceneFileError("this string has no closing '\"'", at: start) }
          advance()
          switch code {
          case UInt8(ascii: "\""): utf8.append(code)
          case UInt8(ascii: "\\"): utf8.append(code)
          case UInt8(ascii: "/"): utf8.append(code)
          case UInt8(ascii: "b"): utf8.append(0x08)
          case UInt8(ascii: "f"): utf8.append(0x0C)
          case UInt8(ascii: "n"): utf8.append(0x0A)
          case UInt8(ascii: "r"): utf8.append(0x0D)
          case UInt8(ascii: "t"): utf8.append(0x09)
          case UInt8(ascii: "u"):
            var scalar = try hex4(escape)
            if (0xD800..<0xDC00).contains(scalar) {
              // A surrogate pair: the low half must follow as \uXXXX.
              guard peek == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
              else {
                throw SceneFileError(
                  "expected the second half of a surrogate pair (\\uDC00 to \\uDFFF)", at: position)
              }
              advance()
              advance()
              let low = try hex4(escape)
              guard (0xDC00..<0xE000).contains(low) else {
                throw SceneFileError(
                  "expected the second half of a surrogate pair (\\uDC00 to \\uDFFF)", at: escape)
              }
              scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let unicode = Unicode.Scalar(scalar) else {
              throw SceneFileError("\\u escape names no character", at: escape)
            }
            utf8.append(contentsOf: Array(String(Character(unicode)).utf8))
          default:
            throw SceneFileError(
              "expected an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX), not '\\\(Self.character(code))'",
              at: escape)
          }
        default:
          if byte < 0x20 {
            throw SceneFileError("a control character in a string must be escaped", at: position)
          }
          utf8.append(byte)
          advance()
        }
      }
    }

    mutating func hex4(_ escape: SourcePosition) throws(SceneFileError) -> UInt32 {
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let byte = peek, let digit = Self.hexDigit(byte) else {
          throw SceneFileError("expected four hexadecimal digits after \\u", at: escape)
        }
        value = value << 4 | digit
        advance()
      }
      return value
    }

    static func hexDigit(_ byte: UInt8) -> UInt32? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
      default: nil
      }
    }

    /// JSON's number grammar: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?, and finite.
    mutating func number() throws(SceneFileError) -> Double {
      let start = position
      var text: [UInt8] = []
      func digits(_ reader: inout Reader, into text: inout [UInt8]) -> Int {
        var count = 0
        while let byte = reader.peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
          text.append(byte)
          reader.advance()
          count += 1
          if text.count > 400 { break }
        }
        return count
      }
      if peek == UInt8(ascii: "-") {
        text.append(UInt8(ascii: "-"))
        advance()
        if peek == UInt8(ascii: "I") || peek == UInt8(ascii: "N") {
          throw SceneFileError(
            "\(String(decoding: text, as: UTF8.self) + word()) is not a number a scene can use: expected a finite number",
            at: start)
        }
      }
      let leading = peek
      guard digits(&self, into: &text) > 0 else {
        throw SceneFileError("expected digits after '-'", at: start)
      }
      if leading == UInt8(ascii: "0") && text.count > (text.first == UInt8(ascii: "-") ? 2 : 1) {
        throw SceneFileError("a number does not start with 0 (write 7, not 07)", at: start)
      }
      if peek == UInt8(ascii: ".") {
        text.append(UInt8(ascii: "."))
        advance()
        guard digits(&self, into: &text) > 0 else {
          throw SceneFileError("expected digits after the decimal point", at: position)
        }
      }
      if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
        text.append(UInt8(ascii: "e"))
        advance()
        if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") {
          text.append(peek!)
          advance()
        }
        guard digits(&self, into: &text) > 0 else {
          throw SceneFileError("expected digits in the exponent", at: position)
        }
      }
      if let byte = peek,
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
          || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      {
        throw SceneFileError(
          "expected a number, not '\(String(decoding: text, as: UTF8.self) + word())' (a unit or an expression goes in a string: \"W - 64\")",
          at: start)
      }
      guard let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite else {
        throw SceneFileError(
          "\(String(decoding: text, as: UTF8.self)) is too large: expected a finite number", at: start)
      }
      return value
    }
  }
}

extension String {
  fileprivate func leftPadded(to length: Int) -> String {
    count >= length ? self : String(repeating: "0", count: length - count) + self
  }
}
