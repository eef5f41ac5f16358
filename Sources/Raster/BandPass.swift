import Stage

/// One frame's bands drawn: for each band, every item over it, back to front, clipped to it;
/// items outside it skipped, and those hidden under a later opaque rectangle; the clear colour
/// painted just before something is drawn over it (``PendingFills``); translucent rectangles
/// over bare background flattened into opaque fills.
///
/// Every item is drawn here, into the pixels: fills, lines, soft shadows (turned or not), and
/// text and pictures as the pixels the frame places (``BandFrame/pictures``). A band drawn
/// beside another, on another thread, has no host: what it reads is ``frame`` (`Sendable`) and
/// writes is its drawer's ``DrawerState`` (behind its lock) and its own rows of pixels, so the
/// compiler, not a comment, keeps that thread off the canvas's own drawing.
package struct BandPass {
  package let frame: BandFrame
  /// The thread that owns the canvas, for its own drawing; nil beside another band.
  package let host: (any BandHost)?

  package init(frame: BandFrame, host: (any BandHost)?) {
    self.frame = frame
    self.host = host
  }

  /// Draws `band` with `state`, `occluders` (found when the bands were planned) hiding what is
  /// under them.
  package func draw(
    _ band: PixelRect, occluders: ArraySlice<(index: Int, rect: PixelRect)>, state: inout DrawerState
  ) {
    state.painter.clip = band
    state.pending.target = state.painter.spans
    state.pending.reset(to: band, clear: frame.clear)
    state.pending.occluders.removeAll(keepingCapacity: true)
    state.pending.occluders.append(contentsOf: occluders)
    // More items over the band than the waiting fills keep pieces would cut the clear colour up,
    // item by item, until it is all written at the last piece: it is written now instead (a
    // scene file's tiles: a band's cutting cost as much as painting 60 of them).
    if frame.itemCount(over: band, exceeds: PendingFills.maximumRectangles) {
      state.pending.position = -1
      state.pending.flush(host: host)
    }
    // By index, the bounds first, and the item looked at where it lies: a fill is matched out
    // of the list without copying the whole item (the list's subscript copies the whole item
    // through its enum's copy, and destroys it after).
    frame.items.withUnsafeBufferPointer { items in
      for offset in 0..<items.count {
        state.pending.position = offset
        guard let visible = frame.bounds[offset].intersection(band) else { continue }
        // Hidden behind a later opaque rectangle, which will replace every pixel it has.
        if state.pending.occluders.contains(where: { $0.index > offset && $0.rect.contains(visible) }) {
          continue
        }
        // Inside a clipping layer: drawn within its clip's part of the band.
        guard let clip = frame.itemClips.clip(offset, within: band) else { continue }
        let clipped = clip != band
        if clipped { state.painter.clip = clip }
        defer { if clipped { state.painter.clip = band } }
        guard case .fill(let fill) = items[offset] else {
          state.pending.resolve(visible, host: host)
          switch items[offset] {
          case .line(let line): state.drawLine(line, scale: frame.scale, clip: clip, host: host)
          case .shadow(let shadow): state.drawShadow(shadow, scale: frame.scale, host: host)
          case .text, .image:
            // None placed: the app has no pixels for it (no font, a picture that cannot be
            // loaded), and draws nothing for it either.
            guard let placed = frame.pictures[offset] else { continue }
            state.drawPicture(placed, host: host)
          case .fill: break
          }
          continue
        }
        let geometry = frame.geometry(at: offset, fill)
        if state.drawRectangle(fill, geometry: geometry, region: clip, host: host) { continue }
        state.pending.resolve(visible, host: host)
        state.drawFill(fill, geometry: geometry, scale: frame.scale, clip: clip, host: host)
      }
    }
    state.pending.finish(host: host)
  }

  /// Draws `bands` in order, each with its occluders.
  package func draw(_ bands: BandList, state: inout DrawerState) {
    for index in bands.bands.indices {
      draw(bands.bands[index], occluders: bands.occluders(of: index), state: &state)
    }
  }
}
