import Foundation
import Motion

/// A value in a trace line: JSON with its keys in a fixed order, and no number that is not
/// finite (a NaN or an infinity is written as null, so a line is always valid JSON).
///
/// ```swift
/// let fields: [TraceField] = [
///   TraceField("phase", .string("settling")),
///   TraceField("modal", .rect(modal.presentationFrame)),
///   TraceField("handoff", .null),
/// ]
/// ```
public indirect enum TraceValue: Sendable, Equatable {
  case null
  case bool(Bool)
  /// A number, written rounded to 1e-4.
  case number(Double)
  /// A time in seconds, written rounded to 1e-6.
  case time(Double)
  case string(String)
  case object([TraceField])
  case array([TraceValue])
  /// Rows of numbers under the same keys, written as the object of objects the same
  /// `.object`s of `.number`s would be: one array of numbers where those would be an object
  /// and an allocation a number (a scene file's 1 000 layers, read several times a frame).
  case table(TraceTable)

  /// `{"x", "y", "w", "h"}`: a frame's top-left corner and size.
  public static func rect(_ rect: Rect) -> TraceValue {
    .object([
      TraceField("x", .number(rect.minX)), TraceField("y", .number(rect.minY)),
      TraceField("w", .number(rect.width)), TraceField("h", .number(rect.height)),
    ])
  }

  /// `{"x", "y"}`.
  public static func vector(_ vector: Vector2) -> TraceValue {
    .object([TraceField("x", .number(vector.x)), TraceField("y", .number(vector.y))])
  }

  /// A string, or null.
  public static func string(_ text: String?) -> TraceValue {
    text.map { .string($0) } ?? .null
  }

  /// The JSON text.
  public var json: String {
    var output = ""
    write(to: &output)
    return output
  }

  func write(to output: inout String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value): output += Self.format(value, places: 10_000)
    case .time(let value): output += Self.format(value, places: 1_000_000)
    case .string(let value): Self.writeString(value, to: &output)
    case .object(let fields): TraceField.writeObject(fields, to: &output)
    case .table(let table): table.write(to: &output)
    case .array(let values):
      output += "["
      for (index, value) in values.enumerated() {
        if index > 0 { output += ", " }
        value.write(to: &output)
      }
      output += "]"
    }
  }

  /// Rounded to 1 / `places`; whole numbers without a fraction; never NaN or infinite.
  static func format(_ value: Double, places: Double) -> String {
    guard value.isFinite else { return "null" }
    let rounded = (value * places).rounded() / places
    // A number so large that rounding it overflows has no fraction to round.
    guard rounded.isFinite else { return String(value) }
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }

  static func writeString(_ value: String, to output: inout String) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\t": output += "\\t"
      case "\r": output += "\\r"
      default:
        if scalar.value < 0x20 {
          output += String(format: "\\u%04x", scalar.value)
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }
}

/// One named field of a trace object.
public struct TraceField: Sendable, Equatable {
  public var name: String
  public var value: TraceValue

  public init(_ name: String, _ value: TraceValue) {
    self.name = name
    self.value = value
  }

  static func writeObject(_ fields: [TraceField], to output: inout String) {
    output += "{"
    for (index, field) in fields.enumerated() {
      if index > 0 { output += ", " }
      TraceValue.writeString(field.name, to: &output)
      output += ": "
      field.value.write(to: &output)
    }
    output += "}"
  }
}
