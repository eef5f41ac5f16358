import Motion
import Stage

/// An image a scene file names, as the host found it: what its renderer loads (`source`) and
/// the picture's size in points (a layer without `"w"` and `"h"` takes it).
public struct SceneFileImage: Sendable, Equatable {
  public var source: String
  public var size: Size

  public init(source: String, size: Size) {
    self.source = source
    self.size = size
  }
}

extension SceneFileDocument {
  /// The file's text read and checked. `images` finds an image the file names (relative to the
  /// file, for the playground) or says why it cannot, in words; nil refuses every image.
  public init(
    name: String, text: String, images: ((String) -> Result<SceneFileImage, SceneFileImageProblem>)? = nil
  ) throws(SceneFileError) {
    let json = try SceneFileJSONParser.parse(text)
    var reader = SceneFileReader(images: images)
    self = try reader.document(json, name: name)
    try SceneFileChecks(document: self).check()
  }
}

/// Why an image cannot be used, in words (`no such file`, `not a PNG: …`).
public struct SceneFileImageProblem: Error, Sendable, Equatable {
  public var message: String
  public init(_ message: String) { self.message = message }
}

/// Turns a file's JSON into a ``SceneFileDocument``, one object at a time; layer ids are
/// collected on the way (references are checked afterwards, by ``SceneFileChecks``).
struct SceneFileReader {
  let images: ((String) -> Result<SceneFileImage, SceneFileImageProblem>)?
  var ids: [String: SourcePosition] = [:]
  /// Layers in all, and how deep they nest: a file is not allowed to be a denial of service.
  var layerCount = 0
  static let maximumLayers = 20_000
  /// Inside a repeated layer: each id of its template, and what it is for this index.
  var renames: [String: String] = [:]
  /// Inside a repeated layer: how many it makes.
  var repeatCount: Int?

  init(images: ((String) -> Result<SceneFileImage, SceneFileImageProblem>)?) {
    self.images = images
  }

  mutating func document(_ json: SceneFileJSON, name: String) throws(SceneFileError) -> SceneFileDocument {
    let scene = try SceneFileObject(json, context: "scene", what: "the scene")
    guard let layersJSON = scene["layers"] else {
      throw SceneFileError("expected \"layers\": the scene's layers, an array of objects", at: scene.position)
    }
    let names = try scene["let"].map { json throws(SceneFileError) in try SceneFileNames.read(json) } ?? [:]
    return try SceneFileNames.with(names) { () throws(SceneFileError) in
      try document(scene, layers: layersJSON, name: name)
    }
  }

  /// The scene's object, with its `"let"` names bound.
  private mutating func document(_ scene: SceneFileObject, layers layersJSON: SceneFileJSON, name: String)
    throws(SceneFileError) -> SceneFileDocument
  {
    let layers = try self.layers(layersJSON)
    return SceneFileDocument(
      name: name,
      summary: try scene.string("summary") ?? "a scene file",
      hint: try scene.string("hint") ?? "Drag things · edit the file and save: it reloads",
      background: try scene.color("background") ?? Color(hex: 0xF2F2F7),
      parameters: try settle(scene["settle"]),
      layers: layers,
      subject: try scene.string("subject"),
      edgePan: try scene["edgePan"].map { json throws(SceneFileError) in try edgePan(json) },
      states: try scene["states"].map { json throws(SceneFileError) in try states(json) } ?? [],
      rules: try scene["on"].map { json throws(SceneFileError) in try rules(json) } ?? [])
  }

  mutating func layers(_ json: SceneFileJSON) throws(SceneFileError) -> [SceneFileLayer] {
    var result: [SceneFileLayer] = []
    for element in try SceneFileObject.array(json, key: "layers") {
      result += try repeated(element)
    }
    return result
  }

  /// A layer, or with `"repeat": n` the n layers its template makes: the template read once for
  /// each index `i` from 0, with `i` known to its expressions, and its id and every id inside it
  /// given the index at its end (`row` → `row0` … `row13`), as are the references to them from
  /// inside it (a link's `of`, a tap's `layer`, a scroll's `content`). SwiftUI's
  /// `ForEach(0..<14) { i in … }`, in the file's words.
  mutating func repeated(_ json: SceneFileJSON) throws(SceneFileError) -> [SceneFileLayer] {
    guard case .object(let members) = json.value, let count = members.first(where: { $0.key == "repeat" })
    else { return [try layer(json)] }
    guard renames.isEmpty else {
      throw SceneFileError(
        "a repeated layer inside a repeated layer: repeat the outer one only (its index i is the inner one's too)",
        at: count.keyPosition)
    }
    let number = try SceneFileObject.number(count.value, key: "repeat", atLeast: 0, atMost: 1000)
    guard number == number.rounded() else {
      throw SceneFileError(
        "\"repeat\" is how many layers: a whole number, not \(SceneFileObject.format(number))",
        at: count.value.position)
    }
    var ids: [String] = []
    Self.templateIDs(json, into: &ids)
    var result: [SceneFileLayer] = []
    let names = SceneFileNames.current
    repeatCount = Int(number)
    defer {
      renames = [:]
      repeatCount = nil
    }
    for index in 0..<Int(number) {
      renames = Dictionary(ids.map { ($0, "\($0)\(index)") }, uniquingKeysWith: { first, _ in first })
      result.append(
        try SceneFileNames.with(names.merging([SceneFileNames.index: .number(Double(index))]) { $1 }) {
          () throws(SceneFileError) in try layer(json)
        })
    }
    return result
  }

  /// The ids of a layer's object and of the layers in it, as written.
  static func templateIDs(_ json: SceneFileJSON, into ids: inout [String]) {
    guard case .object(let members) = json.value else { return }
    for member in members {
      if member.key == "id", case .string(let id) = member.value.value { ids.append(id) }
      if member.key == "layers", case .array(let elements) = member.value.value {
        for element in elements { templateIDs(element, into: &ids) }
      }
    }
  }

  /// A layer id a behaviour names, as it reads inside a repeated layer (its own index given).
  func reference(_ id: String?) -> String? { id.map { renames[$0] ?? $0 } }

  mutating func layer(_ json: SceneFileJSON) throws(SceneFileError) -> SceneFileLayer {
    let object = try SceneFileObject(json, context: "layer", what: "a layer")
    layerCount += 1
    guard layerCount <= Self.maximumLayers else {
      throw SceneFileError("a scene file has at most \(Self.maximumLayers) layers", at: object.position)
    }
    guard let written = try object.string("id") else {
      throw SceneFileError(
        "expected \"id\": every layer has a name the others refer to it by", at: object.position)
    }
    let idPosition = object["id"]!.position
    guard !written.isEmpty, written.count <= 64,
      written.unicodeScalars.allSatisfy({
        $0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)
      })
    else {
      throw SceneFileError(
        "expected an id of letters, digits, '-', '_' or '.' (at most 64), not \(SceneFileObject.describe(object["id"]!))",
        at: idPosition)
    }
    let id = renames[written] ?? written
    if let first = ids[id] {
      throw SceneFileError("a layer \"\(id)\" exists already (line \(first.line))", at: idPosition)
    }
    ids[id] = idPosition
    var image: SceneFileImage?
    if let path = try object.string("image") {
      guard let images else {
        throw SceneFileError("images are not available here", at: object["image"]!.position)
      }
      switch images(path) {
      case .success(let found): image = found
      case .failure(let problem):
        throw SceneFileError(
          "cannot use the image \"\(path)\": \(problem.message)", at: object["image"]!.position)
      }
    }
    let w = try object.length("w") ?? image.map { .number($0.size.width) }
    let h = try object.length("h") ?? image.map { .number($0.size.height) }
    guard let w, let h else {
      throw SceneFileError(
        "expected \"w\" and \"h\", the layer's size in points (only an image layer has a size of its own)",
        at: object.position)
    }
    for (key, length) in [("w", w), ("h", h)] {
      if length.isConstant, length.value(in: Size(width: 0, height: 0)) < 0 {
        throw SceneFileError("\"\(key)\" is a size: it must not be negative", at: object[key]!.position)
      }
    }
    var sublayers: [SceneFileLayer] = []
    if let json = object["layers"] { sublayers = try layers(json) }
    var follow: [SceneFileFollowSpec] = []
    if let json = object["follow"] {
      for element in try SceneFileObject.array(json, key: "follow") {
        follow.append(try self.follow(element))
      }
    }
    return SceneFileLayer(
      id: id, position: object.position,
      x: try object.length("x") ?? .number(0), y: try object.length("y") ?? .number(0), w: w, h: h,
      color: try object.color("color") ?? .clear,
      alpha: try object.number("alpha", default: 1, atLeast: 0, atMost: 1),
      radius: try object.number("radius", default: 0, atLeast: 0),
      rotation: try object.number("rotation", default: 0),
      scale: try object.number("scale", default: 1, atLeast: 0),
      shadow: try object["shadow"].map { json throws(SceneFileError) in try shadow(json) },
      border: try object["border"].map { json throws(SceneFileError) in try border(json) },
      text: try object["text"].map { json throws(SceneFileError) in try text(json) },
      image: image.map { LayerImage(source: $0.source) },
      interactive: try object.bool("interactive", default: true),
      clip: try object.bool("clip", default: false),
      sublayers: sublayers,
      drag: try object["drag"].map { json throws(SceneFileError) in try drag(json) },
      tap: try object["tap"].map { json throws(SceneFileError) in try tap(json) },
      pinch: try object["pinch"].map { json throws(SceneFileError) in try pinch(json) },
      rotate: try object["rotate"].map { json throws(SceneFileError) in try rotate(json) },
      scroll: try object["scroll"].map { json throws(SceneFileError) in try scroll(json) },
      follow: follow)
  }

  // MARK: Looks

  func shadow(_ json: SceneFileJSON) throws(SceneFileError) -> LayerShadow {
    let object = try SceneFileObject(json, context: "shadow", what: "a shadow")
    return LayerShadow(
      color: try object.color("color") ?? .black,
      opacity: try object.number("opacity", default: 0.3, atLeast: 0, atMost: 1),
      radius: try object.number("radius", default: 8, atLeast: 0, atMost: 200),
      offset: Vector2(
        x: try object.number("x", default: 0, atLeast: -1000, atMost: 1000),
        y: try object.number("y", default: 4, atLeast: -1000, atMost: 1000)))
  }

  func border(_ json: SceneFileJSON) throws(SceneFileError) -> LayerBorder {
    let object = try SceneFileObject(json, context: "border", what: "a border")
    return LayerBorder(
      width: try object.number("width", default: 1, atLeast: 0, atMost: 1000),
      color: try object.color("color") ?? .black)
  }

  func text(_ json: SceneFileJSON) throws(SceneFileError) -> LayerText {
    if case .string(let string) = json.value {
      return LayerText(string, size: 17, color: .black)
    }
    let object = try SceneFileObject(json, context: "text", what: "a text (a string, or an object)")
    guard let string = try indexedString(object) else {
      throw SceneFileError("expected \"string\": the text to show", at: object.position)
    }
    return LayerText(
      string, size: try object.number("size", default: 17, atLeast: 1, atMost: 400),
      color: try object.color("color") ?? .black, isBold: try object.bool("bold", default: false),
      alignment: LayerText.Alignment(rawValue: try object.word("align", ["center", "leading", "trailing"]))!,
      inset: try object.number("inset", default: 0, atLeast: 0, atMost: 10_000))
  }

  /// A text's `"string"`: a string; in a repeated layer, also an array of one for each index,
  /// the index's taken (`ForEach(places.indices) { i in Text(places[i]) }`).
  func indexedString(_ object: SceneFileObject) throws(SceneFileError) -> String? {
    guard let json = object["string"], case .array(let elements) = json.value else {
      return try object.string("string")
    }
    guard case .number(let index)? = SceneFileNames.current[SceneFileNames.index], let count = repeatCount
    else {
      throw SceneFileError(
        "an array of strings is for a repeated layer (one for each index); here, give one string",
        at: json.position)
    }
    guard elements.count == count else {
      throw SceneFileError(
        "expected one string for each of the \(count) repeated layers, not \(elements.count)",
        at: json.position)
    }
    let element = elements[Int(index)]
    guard case .string(let string) = element.value else {
      throw SceneFileError("expected a string, not \(element.kindName)", at: element.position)
    }
    return string
  }

  // MARK: Behaviours

  func drag(_ json: SceneFileJSON) throws(SceneFileError) -> SceneFileDragSpec {
    let object = try SceneFileObject(json, context: "drag", what: "a drag")
    let axis = SceneFileDragSpec.Axis(rawValue: try object.word("axis", ["both", "x", "y"]))!
    var snaps: [SceneFileDragSpec.Snap] = []
    if let snapJSON = object["snap"] {
      let named: [(String, SceneFileJSON)]
      switch snapJSON.value {
      case .array(let elements): named = elements.enumerated().map { (String($0.offset), $0.element) }
      case .object(let members): named = members.map { ($0.key, $0.value) }
      default:
        throw SceneFileError(
          "expected the snap points as an array, or an object of named ones, not \(snapJSON.kindName)",
          at: snapJSON.position)
      }
      for (name, value) in named { snaps.append(try snap(value, name: name, axis: axis)) }
    }
    let choose = SceneFileDragSpec.Choice(
      rawValue: try object.word("choose", ["projection", "velocity", "nearest"]))!
    if choose == .velocity, axis == .both {
      throw SceneFileError(
        "\"choose\": \"velocity\" goes by the sign of the velocity along one axis: give \"axis\": \"x\" or \"y\"",
        at: object["choose"]!.position)
    }
    var rangeX: (SceneFileExpression, SceneFileExpression)?
    var rangeY: (SceneFileExpression, SceneFileExpression)?
    if let range = object["range"] {
      if case .array = range.value {
        guard axis != .both else {
          throw SceneFileError(
            "a drag along both axes takes its range as {\"x\": [min, max], \"y\": [min, max]}",
            at: range.position)
        }
        let pair = try self.pair(range, key: "range")
        if axis == .x { rangeX = pair } else { rangeY = pair }
      } else {
        let ranges = try SceneFileObject(
          range, context: "range", what: "a range ({\"x\": [min, max], \"y\": [min, max]})")
        rangeX = try ranges["x"].map { json throws(SceneFileError) in try pair(json, key: "x") }
        rangeY = try ranges["y"].map { json throws(SceneFileError) in try pair(json, key: "y") }
      }
    }
    return SceneFileDragSpec(
      axis: axis, snaps: snaps, choose: choose, rangeX: rangeX, rangeY: rangeY,
      rubberBand: try object.bool("rubberBand", default: true),
      slop: try object["slop"].map { json throws(SceneFileError) in
        try SceneFileObject.number(json, key: "slop", atLeast: 0, atMost: 1000)
      },
      catchOn: SceneFileDragSpec.Catch(rawValue: try object.word("catch", ["press", "drag"]))!,
      carry: SceneFileDragSpec.Carry(rawValue: try object.word("velocity", ["axis", "vector"]))!,
      position: object.position, states: try stateNames(object["in"]), statesPosition: object["in"]?.position)
  }

  func snap(_ json: SceneFileJSON, name: String, axis: SceneFileDragSpec.Axis) throws(SceneFileError)
    -> SceneFileDragSpec.Snap
  {
    switch axis {
    case .x: return .init(name: name, x: try SceneFileObject.length(json, key: "snap"), y: nil)
    case .y: return .init(name: name, x: nil, y: try SceneFileObject.length(json, key: "snap"))
    case .both:
      guard case .array(let pair) = json.value, pair.count == 2 else {
        throw SceneFileError(
          "a drag along both axes snaps to points: expected [x, y], not \(json.kindName)", at: json.position)
      }
      return .init(
        name: name, x: try SceneFileObject.length(pair[0], key: "snap"),
        y: try SceneFileObject.length(pair[1], key: "snap"))
    }
  }

  func pair(_ json: SceneFileJSON, key: String) throws(SceneFileError) -> (
    SceneFileExpression, SceneFileExpression
  ) {
    let elements = try SceneFileObject.array(json, key: key, count: 2)
    return (
      try SceneFileObject.length(elements[0], key: key), try SceneFileObject.length(elements[1], key: key)
    )
  }

  func tap(_ json: SceneFileJSON) throws(SceneFileError) -> SceneFileTapSpec {
    let object = try SceneFileObject(json, context: "tap", what: "a tap")
    var maxDuration: Double? = 0.3
    if let duration = object["maxDuration"] {
      if case .null = duration.value {
        maxDuration = nil
      } else {
        maxDuration = try SceneFileObject.number(duration, key: "maxDuration", atLeast: 0.01, atMost: 3600)
      }
    }
    return SceneFileTapSpec(
      action: SceneFileTapSpec.Action(
        rawValue: try object.word("action", ["next", "toggle", "push", "pop"]))!,
      layer: reference(try object.string("layer")),
      slop: try object.number("slop", default: 10, atLeast: 0, atMost: 1000),
      maxDuration: maxDuration, position: object.position, states: try stateNames(object["in"]),
      statesPosition: object["in"]?.position)
  }

  func pinch(_ json: SceneFileJSON) throws(SceneFileError) -> SceneFilePinchSpec {
    let object = try SceneFileObject(json, context: "pinch", what: "a pinch")
    let low = try object.number("min", default: 0.5, atLeast: 0.01, atMost: 100)
    let high = try object.number("max", default: 4, atLeast: 0.01, atMost: 100)
    guard low <= high else {
      throw SceneFileError("\"min\" must not be above \"max\"", at: object.keyPosition("min"))
    }
    var rest: Double?
    if let json = object["rest"] {
      rest = try SceneFileObject.number(json, key: "rest", atLeast: low, atMost: high)
    }
    return SceneFilePinchSpec(min: low, max: high, rest: rest)
  }

  func rotate(_ json: SceneFileJSON) throws(SceneFileError) -> SceneFileRotateSpec {
    let object = try SceneFileObject(json, context: "rotate", what: "a rotation")
    var snap: Double?
    if let json = object["snap"] {
      snap = try SceneFileObject.number(json, key: "snap", atLeast: 1, atMost: 360)
    }
    return SceneFileRotateSpec(snap: snap)
  }

  func scroll(_ json: SceneFileJSON) throws(SceneFileError) -> SceneFileScrollSpec {
    let object = try SceneFileObject(json, context: "scroll", what: "a scroll")
    guard let content = try object.string("content") else {
      throw SceneFileError("expected \"content\": the id of the sublayer that scrolls", at: object.position)
    }
    return SceneFileScrollSpec(
      content: reference(content)!,
      axis: SceneFileDragSpec.Axis(rawValue: try object.word("axis", ["y", "x"]))!,
      paging: try object.bool("paging", default: false),
      decelerationRate: try object.word("deceleration", ["normal", "fast"]) == "fast" ? 0.99 : 0.998,
      position: object["content"]!.position)
  }

  func follow(_ json: SceneFileJSON) throws(SceneFileError) -> SceneFileFollowSpec {
    let object = try SceneFileObject(json, context: "follow", what: "a progress link")
    guard object["property"] != nil else {
      throw SceneFileError(
        "expected \"property\": which of this layer's properties follows", at: object.position)
    }
    let property = try object.word("property", SceneFileSchema.properties)
    guard let of = try object.string("of") else {
      throw SceneFileError(
        "expected \"of\": the id of the layer whose position it follows", at: object.position)
    }
    guard let from = object["from"] else {
      throw SceneFileError(
        "expected \"from\": [start, end] of the followed layer's position", at: object.position)
    }
    guard let to = object["to"] else {
      throw SceneFileError(
        "expected \"to\": the property's values at \"from\"'s start and end", at: object.position)
    }
    let points = try SceneFileObject.array(from, key: "from")
    guard points.count >= 2, points.count <= 1000 else {
      throw SceneFileError(
        "expected from 2 to 1000 points in \"from\", not \(points.count)", at: from.position)
    }
    let values = try SceneFileObject.array(to, key: "to", count: points.count)
    var keyframes: SceneFileFollowSpec.Keyframes?
    if points.count > 2 {
      var froms: [SceneFileExpression] = []
      for point in points { froms.append(try SceneFileObject.length(point, key: "from")) }
      try checkOneWay(froms, points)
      var tos: [SceneFileFollowSpec.Value] = []
      for value in values { tos.append(try self.value(value, property: property)) }
      keyframes = .init(from: froms, to: tos)
    }
    let ends = { (json: SceneFileJSON, elements: [SceneFileJSON]) in
      SceneFileJSON(value: .array([elements.first!, elements.last!]), position: json.position)
    }
    return SceneFileFollowSpec(
      property: property, of: reference(of)!,
      along: SceneFileFollowSpec.Along(rawValue: try object.word("along", ["y", "x", "w", "h"]))!,
      from: try pair(ends(from, points), key: "from"),
      to: try output(ends(to, values), property: property, key: "to"), keyframes: keyframes,
      clip: try object.bool("clip", default: true),
      combine: object["combine"] == nil
        ? nil
        : SceneFileFollowSpec.Combine(
          rawValue: try object.word("combine", SceneFileFollowSpec.Combine.allCases.map(\.rawValue))),
      position: object["of"]!.position)
  }

  /// Keyframes' points go one way, each past the one before: a path that turned back would
  /// give a position two values. Checked where the points are numbers; expressions are taken
  /// as written (where they turn back in some window, the first segment that holds a position
  /// gives its value).
  func checkOneWay(_ points: [SceneFileExpression], _ json: [SceneFileJSON]) throws(SceneFileError) {
    let size = Size(width: 0, height: 0)
    var direction = 0.0
    for index in 1..<points.count where points[index].isConstant && points[index - 1].isConstant {
      let step = points[index].value(in: size) - points[index - 1].value(in: size)
      guard step != 0, direction == 0 || (step > 0) == (direction > 0) else {
        throw SceneFileError(
          "keyframes go one way: each point of \"from\" past the one before, all up or all down",
          at: json[index].position)
      }
      direction = step
    }
  }

  /// One keyframe's value of `property`: a colour for `color`, else a length (0…1 for alpha).
  func value(_ json: SceneFileJSON, property: String) throws(SceneFileError) -> SceneFileFollowSpec.Value {
    if property == "color" { return .color(try SceneFileObject.color(json, key: "to")) }
    let value = try SceneFileObject.length(json, key: "to")
    if property == "alpha", value.isConstant, !(0...1).contains(value.value(in: Size(width: 0, height: 0))) {
      throw SceneFileError(
        "an alpha is from 0 to 1, not \(SceneFileObject.format(value.value(in: Size(width: 0, height: 0))))",
        at: json.position)
    }
    return .number(value)
  }

  func output(_ json: SceneFileJSON, property: String, key: String) throws(SceneFileError)
    -> SceneFileFollowSpec.Output
  {
    let elements = try SceneFileObject.array(json, key: key, count: 2)
    if property == "color" {
      return .colors(
        try SceneFileObject.color(elements[0], key: key), try SceneFileObject.color(elements[1], key: key))
    }
    let a = try SceneFileObject.length(elements[0], key: key)
    let b = try SceneFileObject.length(elements[1], key: key)
    if property == "alpha" {
      for (value, element) in [(a, elements[0]), (b, elements[1])] where value.isConstant {
        let number = value.value(in: Size(width: 0, height: 0))
        guard (0...1).contains(number) else {
          throw SceneFileError(
            "an alpha is from 0 to 1, not \(SceneFileObject.format(number))", at: element.position)
        }
      }
    }
    return .numbers(a, b)
  }

  func edgePan(_ json: SceneFileJSON) throws(SceneFileError) -> SceneFileEdgePanSpec {
    let object = try SceneFileObject(json, context: "edgePan", what: "an edge pan")
    let progress = try object.number("progress", default: 1, atLeast: 0, atMost: 1)
    guard progress == 0 || progress == 1 else {
      throw SceneFileError(
        "\"progress\" starts the transition at 0 or at 1", at: object["progress"]!.position)
    }
    guard let layersJSON = object["layers"], case .object(let members) = layersJSON.value else {
      throw SceneFileError(
        "expected \"layers\": {\"id\": {\"property\": [at 0, at 1]}, …}, the layers the transition moves",
        at: object["layers"]?.position ?? object.position)
    }
    var tracks: [SceneFileEdgePanSpec.Track] = []
    for member in members {
      let states = try SceneFileObject(member.value, context: "edgePan.layers", what: "a layer's states")
      guard case .object(let properties) = states.json.value, !properties.isEmpty else {
        throw SceneFileError("expected at least one property and its values at 0 and 1", at: states.position)
      }
      for property in properties {
        tracks.append(
          .init(
            layer: member.key, property: property.key,
            to: try output(property.value, property: property.key, key: property.key),
            position: member.keyPosition))
      }
    }
    return SceneFileEdgePanSpec(
      edge: SceneFileEdgePanSpec.Edge(
        rawValue: try object.word("edge", ["left", "right", "top", "bottom"]))!,
      progress: progress, tracks: tracks, position: object.position)
  }

  // MARK: Settle

  func settle(_ json: SceneFileJSON?) throws(SceneFileError) -> SettleParameters {
    var parameters = SettleParameters()
    guard let json else { return parameters }
    let object = try SceneFileObject(json, context: "settle", what: "the settle's tuning")
    if let json = object["spring"] {
      let spring = try SceneFileObject(json, context: "spring", what: "a spring")
      let stiffness = try spring.number(
        "stiffness", default: parameters.spring.stiffness, atLeast: 0.01, atMost: 1e6)
      let damping = try spring.number("damping", default: parameters.spring.damping, atLeast: 0, atMost: 1e5)
      let mass = try spring.number("mass", default: parameters.spring.mass, atLeast: 0.001, atMost: 1e4)
      do {
        parameters.spring = try Spring.validated(mass: mass, stiffness: stiffness, damping: damping)
      } catch {
        throw SceneFileError("this spring cannot run: \(error)", at: spring.position)
      }
    }
    if let json = object["dynamics"] {
      let dynamics = try SceneFileObject(json, context: "dynamics", what: "the dynamics")
      parameters.dynamicsFrequency = try dynamics.number(
        "frequency", default: parameters.dynamicsFrequency, atLeast: 0.01, atMost: 100)
      parameters.dynamicsDamping = try dynamics.number(
        "damping", default: parameters.dynamicsDamping, atLeast: 0, atMost: 100)
      parameters.dynamicsDensity = try dynamics.number(
        "density", default: parameters.dynamicsDensity, atLeast: 0.001, atMost: 1e6)
      parameters.dynamicsResistance = try dynamics.number(
        "resistance", default: parameters.dynamicsResistance, atLeast: 0, atMost: 1e4)
    }
    if let json = object["timed"] {
      let timed = try SceneFileObject(json, context: "timed", what: "the timed curve")
      parameters.timedDuration = try timed.number(
        "duration", default: parameters.timedDuration, atLeast: 0.01, atMost: 60)
      if timed["curve"] != nil {
        let curves: [String: TimingCurve] = [
          "easeInOut": .easeInOut, "easeOut": .easeOut, "easeIn": .easeIn, "linear": .linear,
        ]
        parameters.timedCurve = curves[
          try timed.word("curve", ["easeInOut", "easeOut", "easeIn", "linear"])]!
      }
    }
    return parameters
  }
}
