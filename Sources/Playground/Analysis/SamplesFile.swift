import Analysis
import Foundation
import Motion

/// A samples file: CSV `t,x[,y]` (a header line is skipped), JSON Lines with `t` and `x`/`y`,
/// or a Flick trace (`--trace`), whose subject is the first field of each line that is an
/// object with `x` or `y` (the scene's own fields: the card, the modal, …) after the common ones;
/// in a scene file's trace, the centre of the layer of its `layers` that the continuity meter
/// measured (the first its `continuity` records name).
enum SamplesFile {
  /// Whether `data` reads as text a samples file could be (a video never does).
  static func looksLikeSamples(_ data: Data) -> Bool {
    let head = data.prefix(4096)
    guard !head.isEmpty, !head.contains(0) else { return false }
    guard let text = String(data: head, encoding: .utf8) ?? String(data: head.dropLast(4), encoding: .utf8)
    else { return false }
    guard let first = text.first(where: { !$0.isWhitespace }) else { return false }
    return first == "{" || first.isNumber || first == "-" || first == "." || first.isLetter
  }

  /// The samples in file order.
  ///
  /// - Throws: ``PlaygroundError`` naming the line that cannot be read.
  static func read(_ data: Data, path: String) throws(PlaygroundError) -> [MotionSample] {
    try contents(of: data, path: path).samples
  }

  /// What a samples file holds: its samples, and what a Flick trace says besides.
  struct Contents {
    var samples: [MotionSample]
    /// Its `continuity` records, in file order (none in a file that is no Flick trace).
    var records: [[String: Any]]
    /// The times of its frames drawn with a pointer down (`pointers` not empty); nil for a file
    /// whose lines say nothing of pointers (not a Flick trace).
    var pointerDownTimes: Set<Double>?
  }

  /// The samples and the rest, each line read once (the `continuity` lines once more first: which
  /// layer a scene file's trace follows).
  ///
  /// - Throws: ``PlaygroundError`` naming the line that cannot be read.
  static func contents(of data: Data, path: String) throws(PlaygroundError) -> Contents {
    let text = String(decoding: data, as: UTF8.self)
    let records = continuityRecords(data)
    let measured = measuredLayers(records)
    var samples: [MotionSample] = []
    var pointerDownTimes: Set<Double> = []
    var saysPointers = false
    var sawHeader = false
    for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .enumerated()
    {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      let place = "'\(path)' line \(index + 1)"
      if line.hasPrefix("{") {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] else {
          throw PlaygroundError("\(place) is not a JSON object")
        }
        // The trace's last line, a summary or an interruption, is no sample.
        if object["analysis"] != nil || object["interrupted"] != nil { continue }
        let sample = try sample(fromJSON: object, line: line, at: place, measured: measured)
        samples.append(sample)
        if let pointers = object["pointers"] as? [Any] {
          saysPointers = true
          if !pointers.isEmpty { pointerDownTimes.insert(sample.time) }
        }
      } else {
        let fields = line.split(separator: ",", omittingEmptySubsequences: false).map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        let numbers = fields.map { Self.number($0) }
        if numbers.contains(where: { $0 == nil }) {
          if samples.isEmpty, !sawHeader {
            sawHeader = true
            continue
          }
          throw PlaygroundError("\(place) is not 't,x' or 't,x,y' numbers: '\(line)'")
        }
        guard fields.count == 2 || fields.count == 3 else {
          throw PlaygroundError("\(place) has \(fields.count) fields: a CSV sample is 't,x' or 't,x,y'")
        }
        samples.append(
          MotionSample(
            time: numbers[0]!, position: Vector2(x: numbers[1]!, y: fields.count == 3 ? numbers[2]! : 0)))
      }
    }
    return Contents(
      samples: samples, records: records, pointerDownTimes: saysPointers ? pointerDownTimes : nil)
  }

  /// The layers a Flick trace's `continuity` records name, in the order first named.
  static func measuredLayers(_ records: [[String: Any]]) -> [String] {
    var names: [String] = []
    for case let name as String in records.map({ $0["layer"] }) where !names.contains(name) {
      names.append(name)
    }
    return names
  }

  /// A Flick trace's `continuity` records, in file order (a frame's one, or each of its several).
  static func continuityRecords(_ data: Data) -> [[String: Any]] {
    var records: [[String: Any]] = []
    for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
    where line.contains("\"continuity\"") {
      guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] else {
        continue
      }
      records +=
        (object["continuity"] as? [[String: Any]])
        ?? [object["continuity"] as? [String: Any]].compactMap { $0 }
    }
    return records
  }

  /// The times of a Flick trace's hand-offs (of `kind` only, where given: "grab", "release",
  /// "retarget"): each `continuity` record's `at` (none in a file that has no such records).
  static func handoffInstants(_ data: Data, kind: String? = nil) -> [Double] {
    handoffInstants(continuityRecords(data), kind: kind)
  }

  /// The same, from the records already read.
  static func handoffInstants(_ records: [[String: Any]], kind: String? = nil) -> [Double] {
    records.filter { kind == nil || $0["kind"] as? String == kind }
      .compactMap { jsonNumber($0["at"]) }.filter(\.isFinite).sorted()
  }

  /// A number as written, NaN and infinities included (the analysis refuses them by name).
  static func number(_ text: String) -> Double? {
    switch text.lowercased() {
    case "nan": return .nan
    case "inf", "+inf", "infinity": return .infinity
    case "-inf", "-infinity": return -.infinity
    default: return Double(text)
    }
  }

  /// The fields of a trace line that are never the subject.
  static let commonFields: Set<String> = [
    "window", "model", "velocity", "handoff", "tuning", "pointers", "pinchGesture", "rotationGesture",
    "projected", "frameCost", "ghosts", "continuity", "tracked",
  ]

  static func sample(fromJSON object: [String: Any], line: String, at place: String, measured: [String] = [])
    throws(PlaygroundError)
    -> MotionSample
  {
    guard let time = jsonNumber(object["t"]) else { throw PlaygroundError("\(place) has no number 't'") }
    if object["x"] != nil || object["y"] != nil {
      return MotionSample(
        time: time, position: Vector2(x: jsonNumber(object["x"]) ?? 0, y: jsonNumber(object["y"]) ?? 0))
    }
    // A scene file's trace: the measured layer's centre, from its frame in its superlayer's points.
    if let layers = object["layers"] as? [String: Any],
      let frame = measured.lazy.compactMap({ layers[$0] as? [String: Any] }).first
    {
      guard let x = jsonNumber(frame["x"]), let y = jsonNumber(frame["y"]),
        let width = jsonNumber(frame["w"]),
        let height = jsonNumber(frame["h"])
      else { throw PlaygroundError("\(place) has a layer without 'x', 'y', 'w' and 'h'") }
      return MotionSample(time: time, position: Vector2(x: x + width / 2, y: y + height / 2))
    }
    // A trace: the earliest field in the line that is a point.
    var best: (offset: Int, point: Vector2)?
    for (key, value) in object where !commonFields.contains(key) {
      guard let fields = value as? [String: Any], fields["x"] != nil || fields["y"] != nil,
        let x = jsonNumber(fields["x"]) ?? (fields["x"] == nil ? 0 : nil),
        let y = jsonNumber(fields["y"]) ?? (fields["y"] == nil ? 0 : nil),
        let range = line.range(of: "\"\(key)\":")
      else { continue }
      let offset = line.distance(from: line.startIndex, to: range.lowerBound)
      if offset < (best?.offset ?? .max) { best = (offset, Vector2(x: x, y: y)) }
    }
    guard let best else { throw PlaygroundError("\(place) has no 'x' or 'y', nor a field with them") }
    return MotionSample(time: time, position: best.point)
  }

  /// A JSON number (a trace writes a non-finite number as null: that is NaN here).
  static func jsonNumber(_ value: Any?) -> Double? {
    if value is NSNull { return .nan }
    if let number = value as? NSNumber, !(value is Bool) { return number.doubleValue }
    if let number = value as? Double { return number }
    return nil
  }
}
