import Motion
import Stage

/// Lays out only what the viewport shows: the rows and headers it overlaps (found by binary
/// search in `ScrollContent`) on a small pool of layers, the strip's cards, the indicators and
/// the projection marker. 100 000 rows cost what 1 000 do.
extension ScrollScene {
  static let rowColor = Palette.surface
  static let selectedColor = Color(hex: 0xD6E4FF)
  static let headerColor = Color(hex: 0xD3DAE4)
  static let indicatorInset = 3.0
  static let indicatorWidth = 3.0
  static let minimumIndicatorLength = 36.0

  /// The navbar and the list's frame (after init and resizes).
  func layoutFrame() {
    navbar.frame = Rect(x: 0, y: 0, width: size.width, height: Navbar.height)
    navbarTitle.frame = NavbarTitleRoom(width: size.width, trailing: context.navbarTrailing).frame(
      y: 0, height: Navbar.height)
    list.frame = Rect(x: 0, y: Navbar.height, width: size.width, height: viewportHeight)
    rowsLayer.frame = Rect(x: 0, y: 0, width: size.width, height: viewportHeight)
    headersLayer.frame = rowsLayer.frame
  }

  /// Everything that moves with the offsets, for this frame.
  func layoutContent() {
    let top = offset.y
    let span = top...(top + viewportHeight)
    let rows = content.rows(in: span)
    var headers = Array(content.headers(in: span))
    // UITableView's plain style: the header of the section at the top stays pinned under the
    // navbar until the next header pushes it up.
    let pinned = rows.first.map { $0 / ScrollContent.sectionSize }
    if let pinned, content.headerTops[pinned] < top, !headers.contains(pinned) {
      headers.insert(pinned, at: 0)
    }
    contentAnchor.frame = Rect(x: 0, y: -top, width: size.width, height: max(content.height, 1))
    ensurePool(&rowLayers, count: rows.count, name: "row")
    ensurePool(&headerLayers, count: headers.count, name: "header")
    for (slot, row) in rows.enumerated() {
      let layer = rowLayers[slot]
      let frame = content.frame(ofRow: row)
      layer.isHidden = false
      // A hairline gap between rows reads as UITableView's separator.
      layer.frame = Rect(x: 0, y: frame.top - top, width: size.width, height: frame.height - 1)
      layer.color = row == selected ? Self.selectedColor : Self.rowColor
      let title = ScrollContent.title(ofRow: row)
      if layer.text?.string != title {
        layer.text = LayerText(title, size: 15, color: Palette.ink, alignment: .leading, inset: 20)
      }
    }
    for slot in rows.count..<rowLayers.count { rowLayers[slot].isHidden = true }
    for (slot, section) in headers.enumerated() {
      let layer = headerLayers[slot]
      layer.isHidden = false
      var y = content.headerTops[section] - top
      if section == pinned, y < 0 {
        let next = section + 1 < content.sectionCount ? content.headerTops[section + 1] - top : .infinity
        y = min(0, next - ScrollContent.headerHeight)
      }
      layer.frame = Rect(x: 0, y: y, width: size.width, height: ScrollContent.headerHeight)
      let title = ScrollContent.title(ofSection: section)
      if layer.text?.string != title {
        layer.text = LayerText(
          title, size: 12, color: Palette.ink, isBold: true, alignment: .leading, inset: 20)
      }
    }
    for slot in headers.count..<headerLayers.count { headerLayers[slot].isHidden = true }
    layoutStrip(top: top)
    layoutIndicators()
    navbarTitle.text = LayerText(
      selected.map(ScrollContent.title(ofRow:)) ?? "Scroll", size: 19, color: Palette.navbarTitle,
      isBold: true)
  }

  /// Grows a pool of layers (in the rows' or the headers' container) to `count`.
  private func ensurePool(_ pool: inout [Layer], count: Int, name: String) {
    while pool.count < count {
      let isRow = name == "row"
      let layer = Layer(name: "\(name)-\(pool.count)", color: isRow ? Self.rowColor : Self.headerColor)
      pool.append(layer)
      (isRow ? rowsLayer : headersLayer).addSublayer(layer)
    }
  }

  /// The strip's cards: a page per window width, the card inset 24 pt, 12 pt under the top of
  /// the content; only the cards on screen are shown.
  private func layoutStrip(top: Double) {
    let cardTop = 12 - top
    let height = ScrollContent.stripHeight - 36
    for (index, card) in cardLayers.enumerated() {
      let x = Double(index) * pageWidth - offset.x
      card.frame = Rect(x: x + 24, y: cardTop, width: pageWidth - 48, height: height)
      card.isHidden = x + pageWidth < 0 || x > size.width || cardTop + height < 0
    }
    let over = Self.overshoot(offset.x, stripExtents)
    let track = size.width - 48
    var length = max(Self.minimumIndicatorLength, track / Double(Self.pageCount))
    length = max(Self.indicatorWidth * 2, length - over)
    let span = stripExtents.upperBound
    let fraction = span > 0 ? min(max(offset.x / span, 0), 1) : 0
    stripIndicator.frame = Rect(
      x: 24 + fraction * (track - length), y: cardTop + height + 8, width: length, height: Self.indicatorWidth
    )
    stripIndicator.alpha = stripPhase == .idle && dragAxis != .strip ? 0 : 1
  }

  /// The list's indicator: length viewport²/content (at least 36 pt), shortened by how far the
  /// content is banded past an end; and the projection marker while dragging.
  private func layoutIndicators() {
    let alpha = indicatorAlpha(at: animator.now)
    let track = viewportHeight - 2 * Self.indicatorInset
    let length = indicatorLength(track: track)
    let over = Self.overshoot(offset.y, listExtents)
    let shown = max(Self.indicatorWidth * 2, length - over)
    let y = indicatorTop(for: offset.y, track: track, length: shown)
    indicator.frame = Rect(
      x: size.width - Self.indicatorInset - Self.indicatorWidth, y: y, width: Self.indicatorWidth,
      height: shown)
    indicator.alpha = alpha
    if pan.isActive, dragAxis == .list, let projected {
      projectionMarker.isHidden = false
      let markerY = indicatorTop(for: projected.y, track: track, length: length)
      projectionMarker.frame = Rect(
        x: size.width - Self.indicatorInset - 9, y: markerY, width: 9, height: length)
    } else {
      projectionMarker.isHidden = true
    }
  }

  func indicatorLength(track: Double) -> Double {
    max(Self.minimumIndicatorLength, min(track, track * viewportHeight / max(content.height, 1)))
  }

  /// The indicator's top for the offset `y`: pinned to the track's ends past them.
  func indicatorTop(for y: Double, track: Double, length: Double) -> Double {
    let span = listExtents.upperBound
    let fraction = span > 0 ? min(max(y / span, 0), 1) : 0
    return Self.indicatorInset + fraction * (track - length)
  }
}
