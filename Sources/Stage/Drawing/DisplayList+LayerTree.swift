import Foundation
import Motion

extension DisplayList {
  /// Appends `root` and its sublayers, back to front, as they are on screen now (presentation
  /// values): each layer's shadow, fill and text with the transform from its own space to the
  /// canvas, and its opacity multiplied down the tree (a faded modal fades its content).
  ///
  /// - Parameters:
  ///   - root: the layer tree to draw.
  ///   - transform: from the root's superlayer space (the window's points) to the canvas's;
  ///     identity when they are the same.
  ///   - shift: a layer drawn `offset` canvas points away from where it is, its sublayers
  ///     with it (a held subject drawn ahead of the pointer); drawing only, the layer is not moved.
  public mutating func appendLayerTree(
    _ root: Layer, transform: Transform2D = .identity, shifting shift: (layer: Layer, offset: Vector2)? = nil
  ) {
    append(root, parentTransform: transform, parentOpacity: 1, before: nil, shift: shift, insert: { _ in })
  }

  /// The same, faded by `opacity` (0…1) on top of the layers' own (a ghost of a subject).
  public mutating func appendLayerTree(_ root: Layer, transform: Transform2D, opacity: Double) {
    append(
      root, parentTransform: transform, parentOpacity: opacity, before: nil, shift: nil, insert: { _ in })
  }

  /// The same, with `insert`'s items drawn just before `layer` (behind it, in front of what is
  /// under it): the playground's ghosts go behind the real subject this way. `shifting` as above.
  public mutating func appendLayerTree(
    _ root: Layer, transform: Transform2D = .identity, before layer: Layer,
    shifting shift: (layer: Layer, offset: Vector2)? = nil, insert: (inout DisplayList) -> Void
  ) {
    append(root, parentTransform: transform, parentOpacity: 1, before: layer, shift: shift, insert: insert)
  }

  private mutating func append(
    _ layer: Layer, parentTransform: Transform2D, parentOpacity: Double, before marked: Layer?,
    shift: (layer: Layer, offset: Vector2)?, insert: (inout DisplayList) -> Void
  ) {
    if layer === marked { insert(&self) }
    guard !layer.isHidden else { return }
    let values = layer.presentation
    let opacity = parentOpacity * values.alpha
    guard opacity > 0.001 else { return }
    var transform = parentTransform.concatenating(after: values.transform)
    if let shift, shift.layer === layer {
      transform = Transform2D(translation: shift.offset).concatenating(after: transform)
    }
    guard transform.isFinite else { return }
    let shape = RoundedRectangle(size: values.size, cornerRadius: layer.presentationCornerRadius)
    let color = layer.presentationColor
    let fillColor = color.with(alpha: color.alpha * opacity)
    if layer.hasShadow, let shadow = layer.shadow, shadow.opacity > 0 {
      appendShadow(
        shadow, of: shape, opacity: opacity, transform: transform, fillIsOpaque: fillColor.alpha >= 1)
    }
    if fillColor.alpha > 0.001, shape.size.width > 0, shape.size.height > 0,
      isVisible(transform.boundingBox(of: Rect(origin: .zero, size: shape.size)))
    {
      append(.fill(FillItem(shape: shape, color: fillColor, transform: transform)))
    }
    if layer.hasImageOrBorder {
      appendImageAndBorder(of: layer, shape: shape, opacity: opacity, transform: transform)
    }
    if layer.hasText, let text = layer.text, !text.string.isEmpty,
      isVisible(transform.boundingBox(of: Rect(origin: .zero, size: shape.size)))
    {
      append(.text(TextItem(text: text, box: shape.size, opacity: opacity, transform: transform)))
    }
    // A clipping layer's sublayers are drawn inside its box on the canvas (and inside any box
    // around it): what is wholly outside is left out.
    let outerClip = activeClip
    if layer.clipsToBounds {
      let box = transform.boundingBox(of: Rect(origin: .zero, size: shape.size))
      let clip = outerClip.map { Self.intersection($0, box) } ?? box
      guard clip.width > 0, clip.height > 0 else { return }
      activeClip = clip
    }
    defer { activeClip = outerClip }
    // Each sublayer unretained: the array, held for the loop, keeps every one alive. Read as a
    // strong reference, each was retained and released around its call, and the retain was the
    // first touch of the layer's memory (100 000 cards of the stress scene, every frame).
    let sublayers = layer.sublayers
    sublayers.withUnsafeBufferPointer { sublayers in
      guard let base = sublayers.baseAddress else { return }
      let references = UnsafeRawPointer(base)
      for index in sublayers.indices {
        references.load(fromByteOffset: index * MemoryLayout<Layer>.stride, as: Unmanaged<Layer>.self)
          ._withUnsafeGuaranteedRef { sublayer in
            append(
              sublayer, parentTransform: transform, parentOpacity: opacity, before: marked, shift: shift,
              insert: insert)
          }
      }
    }
  }

  /// The rectangle both `a` and `b` cover (of no size where they do not meet).
  static func intersection(_ a: Rect, _ b: Rect) -> Rect {
    let x0 = max(a.minX, b.minX)
    let y0 = max(a.minY, b.minY)
    return Rect(
      x: x0, y: y0, width: max(min(a.maxX, b.maxX) - x0, 0), height: max(min(a.maxY, b.maxY) - y0, 0))
  }

  /// A layer's picture over its fill, and its border over both: a closed line along the rounded
  /// rectangle inset by half the border's width, so it lies inside the bounds.
  private mutating func appendImageAndBorder(
    of layer: Layer, shape: RoundedRectangle, opacity: Double, transform: Transform2D
  ) {
    let bounds = transform.boundingBox(of: Rect(origin: .zero, size: shape.size))
    guard shape.size.width > 0, shape.size.height > 0, isVisible(bounds) else { return }
    if let image = layer.image {
      append(.image(ImageItem(source: image.source, box: shape.size, opacity: opacity, transform: transform)))
    }
    if let border = layer.border, border.width > 0, border.color.alpha * opacity > 0.001 {
      let half = min(border.width, min(shape.size.width, shape.size.height) / 2) / 2
      let radius = max(min(shape.cornerRadius, min(shape.size.width, shape.size.height) / 2) - half, 0)
      let outline = Self.roundedOutline(
        Rect(x: half, y: half, width: shape.size.width - 2 * half, height: shape.size.height - 2 * half),
        radius: radius)
      let scale = (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
      append(
        .line(
          LineItem(
            points: outline.map { transform.apply(to: $0) }, width: 2 * half * scale,
            color: border.color.with(alpha: border.color.alpha * opacity))))
    }
  }

  /// A closed polyline around `rect` with corners of `radius` (eight segments a corner).
  static func roundedOutline(_ rect: Rect, radius: Double) -> [Vector2] {
    guard radius > 0 else {
      return [
        Vector2(x: rect.minX, y: rect.minY), Vector2(x: rect.maxX, y: rect.minY),
        Vector2(x: rect.maxX, y: rect.maxY), Vector2(x: rect.minX, y: rect.maxY),
        Vector2(x: rect.minX, y: rect.minY),
      ]
    }
    let corners = [
      (Vector2(x: rect.maxX - radius, y: rect.minY + radius), -Double.pi / 2),
      (Vector2(x: rect.maxX - radius, y: rect.maxY - radius), 0.0),
      (Vector2(x: rect.minX + radius, y: rect.maxY - radius), Double.pi / 2),
      (Vector2(x: rect.minX + radius, y: rect.minY + radius), Double.pi),
    ]
    var points: [Vector2] = []
    for (center, start) in corners {
      for step in 0...8 {
        let angle = start + Double(step) / 8 * Double.pi / 2
        points.append(center + radius * Vector2(x: cos(angle), y: sin(angle)))
      }
    }
    points.append(points[0])
    return points
  }

  private mutating func appendShadow(
    _ shadow: LayerShadow, of shape: RoundedRectangle, opacity: Double, transform: Transform2D,
    fillIsOpaque: Bool
  ) {
    let color = shadow.color.with(alpha: shadow.color.alpha * shadow.opacity * opacity)
    guard color.alpha > 0.001 else { return }
    let offsetTransform = transform.concatenating(after: Transform2D(translation: shadow.offset))
    let reach = ShadowItem.reach(blur: shadow.radius)
    let box = Rect(
      x: -reach, y: -reach, width: shape.size.width + 2 * reach, height: shape.size.height + 2 * reach)
    guard isVisible(offsetTransform.boundingBox(of: box)) else { return }
    // The shadow's solid middle (the shape inset by its corner radius and its reach) lies under
    // the layer when the offset is no larger than that inset: an opaque fill then hides it.
    let inset = shape.cornerRadius + reach
    let hidden = fillIsOpaque && abs(shadow.offset.x) <= inset && abs(shadow.offset.y) <= inset
    append(
      .shadow(
        ShadowItem(
          shape: shape, blur: shadow.radius, color: color, transform: offsetTransform,
          isUnderOpaqueFill: hidden)))
  }
}
