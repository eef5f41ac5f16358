import Foundation
import Motion
import Scenes
import Stage

/// The tuning panel (T): a slider per parameter of the current mode, in every unit system people
/// bring from their tools (SwiftUI's response and damping ratio, Core Animation's stiffness,
/// damping and mass, Origami's tension and friction, POP's speed and bounciness, SwiftUI's
/// duration and bounce), and the step response of the spring being edited with its settling time
/// marked. Dragging any slider sets the parameters through Motion's exact conversions, so every
/// other slider moves with it. The same layout draws the panel and hit-tests presses on it.
struct TuningPanel {
  enum Control {
    case slider(TuningSlider, track: Rect)
    /// A slider's value text: a double-click types a value.
    case value(TuningSlider)
    case curve(TimingCurve, frame: Rect)
    /// The timed curve's field: a press types (or pastes) `cubic-bezier(x1, y1, x2, y2)`.
    case bezierField(frame: Rect)
    /// One of the Bézier editor's two handles (0 or 1), to drag.
    case bezierHandle(Int, editor: BezierEditor)
  }

  struct Row {
    var control: Control?
    /// A group header's text, for a row without a control.
    var header: String?
    var frame: Rect
  }

  static let rowHeight = 22.0
  static let cornerRadius = 12.0
  static let compactRowHeight = 17.0
  static let previewHeight = 112.0
  static let bezierHeight = 240.0
  static let trackColor = Color(red: 1, green: 1, blue: 1, alpha: 0.18)
  static let fillColor = Color(hex: 0x3D7BFD)
  static let headerColor = Color(hex: 0x9CC3FF)
  static let disabledColor = Color(red: 1, green: 1, blue: 1, alpha: 0.45)
  static let disabledTrackColor = Color(red: 1, green: 1, blue: 1, alpha: 0.07)

  let mode: SettleMode
  let parameters: SettleParameters
  /// A/B: the pinned tuning, whose step response is drawn beside this one's.
  var pinned: SettleParameters?
  /// The value being typed (a double-click on a slider's value): the slider's id and the text.
  var editing: ValueEdit?
  let frame: Rect
  let rows: [Row]
  /// Where the step response is drawn, if there is room.
  let preview: Rect?
  /// Timed: the curve's editor, in the step response's place, where there is room.
  var bezier: BezierEditor? {
    guard mode == .timed, let preview else { return nil }
    return BezierEditor(box: preview, curve: parameters.timedCurve)
  }
  private let isCompact: Bool

  init(scene: any Scene, layout: OverlayLayout, metrics: any TextMetrics, pinned: SettleParameters? = nil) {
    self.init(mode: scene.mode, parameters: scene.parameters, layout: layout)
    self.pinned = pinned
  }

  init(mode: SettleMode, parameters: SettleParameters, layout: OverlayLayout) {
    self.mode = mode
    self.parameters = parameters
    isCompact = layout.isCompact
    let rowHeight = isCompact ? Self.compactRowHeight : Self.rowHeight
    let sliders = TuningSlider.sliders(for: mode)
    // Headers only where there is room: in a compact panel each label says its unit system.
    let headers = isCompact ? 0 : Set(sliders.map(\.group)).count
    // Timed: the named curves' buttons, and the Bézier's field.
    let curveRows = mode == .timed ? 2 : 0
    let controlsHeight = 34 + Double(sliders.count + headers + curveRows) * rowHeight
    // Timed: the Bézier editor takes the step response's place, taller, so its handles have room.
    let previewHeight = mode == .timed ? Self.bezierHeight : Self.previewHeight
    let wanted = controlsHeight + (isCompact ? 0 : previewHeight + 12) + 10
    let panel = layout.tuningPanel(height: wanted)
    frame = panel
    var rows: [Row] = []
    var y = panel.minY + 34
    var group: String?
    let trackMinX = panel.minX + 108
    let trackWidth = max(40, panel.width - 108 - 94)
    for slider in sliders {
      if !isCompact, slider.group != group {
        rows.append(
          Row(
            header: slider.group,
            frame: Rect(x: panel.minX + 12, y: y, width: panel.width - 24, height: rowHeight)))
        y += rowHeight
        group = slider.group
      }
      let track = Rect(x: trackMinX, y: y + rowHeight / 2 - 3, width: trackWidth, height: 6)
      rows.append(
        Row(
          control: .slider(slider, track: track),
          frame: Rect(x: panel.minX, y: y, width: panel.width, height: rowHeight)))
      y += rowHeight
    }
    if mode == .timed {
      let buttonWidth = (panel.width - 24 - 3 * 6) / 4
      // The timed mode's named curves, as buttons under its slider.
      for (index, curve) in TimingCurve.named.enumerated() {
        let button = Rect(
          x: panel.minX + 12 + Double(index) * (buttonWidth + 6), y: y + 1, width: buttonWidth,
          height: rowHeight - 2)
        rows.append(Row(control: .curve(curve.curve, frame: button), frame: button))
      }
      y += rowHeight
      // From just after its label, so that four numbers with two decimals fit.
      let field = Rect(x: panel.minX + 70, y: y + 1, width: panel.width - 82, height: rowHeight - 2)
      rows.append(
        Row(
          control: .bezierField(frame: field),
          frame: Rect(x: panel.minX, y: y, width: panel.width, height: rowHeight)))
      y += rowHeight
    }
    self.rows = rows.filter { $0.frame.maxY <= panel.maxY + 0.5 }
    let previewTop = y + 8
    preview =
      !isCompact && panel.maxY - previewTop >= 60
      ? Rect(x: panel.minX + 12, y: previewTop, width: panel.width - 24, height: panel.maxY - previewTop - 10)
      : nil
  }

  /// The control under `point`, if any.
  func control(at point: Vector2) -> Control? {
    guard contains(point) else { return nil }
    if let bezier, let handle = bezier.handle(at: point) { return .bezierHandle(handle, editor: bezier) }
    for row in rows {
      switch row.control {
      case .slider(let slider, let track):
        // The value's text types a value; the rest of the row is the slider's, so a press need
        // not land on the thin track.
        if row.frame.contains(point) {
          return point.x > track.maxX + 4 ? .value(slider) : .slider(slider, track: track)
        }
      case .curve(let curve, let frame):
        if frame.contains(point) { return .curve(curve, frame: frame) }
      case .bezierField(let frame):
        if row.frame.contains(point) { return .bezierField(frame: frame) }
      case .value, .bezierHandle, nil:
        break
      }
    }
    return nil
  }

  /// Whether a press at `point` lands on the panel as drawn (its rounded corners included).
  func contains(_ point: Vector2) -> Bool { frame.contains(point, cornerRadius: Self.cornerRadius) }

  /// `parameters` with `slider` set where `x` falls on its track; nil when that is not valid.
  static func parameters(
    _ parameters: SettleParameters, settingSlider slider: TuningSlider, track: Rect, atX x: Double
  ) -> SettleParameters? {
    let fraction = track.width > 0 ? (x - track.minX) / track.width : 0
    return slider.apply(slider.value(atFraction: fraction), parameters)
  }

  func append(to list: inout DisplayList) {
    list.fill(frame, cornerRadius: Self.cornerRadius, color: HUDView.panelColor)
    list.text(
      LayerText(
        "Tuning: \(mode.rawValue)", size: 14, color: HUDView.textColor, isBold: true, alignment: .leading),
      in: Rect(x: frame.minX + 12, y: frame.minY + 6, width: frame.width - 110, height: 24))
    list.text(
      LayerText(
        "drag a slider · \(KeyCommand.toggleTuning.label) closes", size: 11, color: Self.headerColor,
        alignment: .trailing),
      in: Rect(x: frame.maxX - 150, y: frame.minY + 6, width: 138, height: 24))
    let fontSize = isCompact ? 11.0 : 12.0
    for (index, row) in rows.enumerated() {
      if let header = row.header {
        list.text(
          LayerText(header, size: 11, color: Self.headerColor, isBold: true, alignment: .leading),
          in: row.frame)
        // A unit system that cannot express the spring says why on its header's line.
        if index + 1 < rows.count, case .slider(let slider, _) = rows[index + 1].control,
          let reason = slider.unavailableReason(for: parameters)
        {
          list.text(
            LayerText(reason, size: 11, color: Self.disabledColor, alignment: .trailing), in: row.frame)
        }
      }
      switch row.control {
      case .slider(let slider, let track):
        let reason = slider.unavailableReason(for: parameters)
        list.text(
          LayerText(
            slider.label, size: fontSize, color: reason == nil ? HUDView.textColor : Self.disabledColor,
            alignment: .leading),
          in: Rect(x: frame.minX + 12, y: row.frame.minY, width: 92, height: row.frame.height))
        if let reason {
          if isCompact {
            // No header line here: the reason takes the track's place.
            list.text(
              LayerText(reason, size: 10, color: Self.disabledColor, alignment: .leading),
              in: Rect(x: track.minX, y: row.frame.minY, width: track.width, height: row.frame.height))
          } else {
            list.fill(track, cornerRadius: 3, color: Self.disabledTrackColor)
          }
        } else {
          list.fill(track, cornerRadius: 3, color: Self.trackColor)
          let fraction = slider.fraction(for: parameters)
          list.fill(
            Rect(x: track.minX, y: track.minY, width: track.width * fraction, height: track.height),
            cornerRadius: 3,
            color: Self.fillColor)
          list.fill(
            Rect(
              center: Vector2(x: track.minX + track.width * fraction, y: track.center.y),
              size: Size(width: 12, height: 12)),
            cornerRadius: 6, color: HUDView.textColor)
        }
        let valueBox = Rect(
          x: track.maxX + 6, y: row.frame.minY, width: frame.maxX - track.maxX - 18, height: row.frame.height)
        if let editing, editing.id == slider.id {
          // Typing: the text so far and a caret, in a field.
          list.fill(valueBox.insetBy(1), cornerRadius: 4, color: Self.fillColor.with(alpha: 0.35))
          list.text(
            LayerText(editing.text + "|", size: fontSize, color: HUDView.textColor, alignment: .trailing),
            in: valueBox)
        } else {
          list.text(
            LayerText(
              slider.text(for: parameters), size: fontSize,
              color: reason == nil ? HUDView.keyColor : Self.disabledColor, alignment: .trailing),
            in: valueBox)
        }
      case .value:
        break
      case .curve(let curve, let button):
        let selected = curve == parameters.timedCurve
        list.fill(button, cornerRadius: 6, color: selected ? Self.fillColor : Self.trackColor)
        list.text(LayerText(curve.name, size: 11, color: HUDView.textColor), in: button)
      case .bezierField(let field):
        list.text(
          LayerText("Bézier", size: fontSize, color: HUDView.textColor, alignment: .leading),
          in: Rect(x: frame.minX + 12, y: row.frame.minY, width: 92, height: row.frame.height))
        let isEditing = editing?.id == BezierEditor.fieldID
        list.fill(
          field, cornerRadius: 4, color: isEditing ? Self.fillColor.with(alpha: 0.35) : Self.trackColor)
        list.text(
          LayerText(
            isEditing ? (editing?.text ?? "") + "|" : BezierEditor.text(parameters.timedCurve), size: 11,
            color: isEditing ? HUDView.textColor : HUDView.keyColor, alignment: .leading, inset: 6),
          in: field)
      case .bezierHandle, nil:
        break
      }
    }
    if let bezier {
      bezier.append(to: &list)
    } else if let preview {
      appendPreview(in: preview, to: &list)
    }
  }

  /// The step response from 0 to 1, its settling time marked.
  private func appendPreview(in box: Rect, to list: inout DisplayList) {
    list.fill(box, cornerRadius: 8, color: Color(red: 1, green: 1, blue: 1, alpha: 0.06))
    let response = TuningPreview(mode: mode, parameters: parameters)
    let plot = Rect(x: box.minX + 8, y: box.minY + 22, width: box.width - 16, height: box.height - 30)
    // Positions from −0.1 to 1.6 cover overshoot; 0 and 1 are drawn faintly.
    func point(_ time: Double, _ position: Double) -> Vector2 {
      let y = plot.maxY - (min(1.6, max(-0.1, position)) + 0.1) / 1.7 * plot.height
      return Vector2(x: plot.minX + time / response.duration * plot.width, y: y)
    }
    for level in [0.0, 1.0] {
      list.line([point(0, level), point(response.duration, level)], width: 1, color: Self.trackColor)
    }
    if let pinned {
      // A/B: the pinned tuning's step response on the same axes, drawn under the current one.
      let other = TuningPreview(mode: mode, parameters: pinned)
      list.line(
        other.samples.filter { $0.time <= response.duration }.map { point($0.time, $0.position) }, width: 2,
        color: GhostSet.colors["pinned"]!.with(alpha: 0.8))
    }
    list.line(response.samples.map { point($0.time, $0.position) }, width: 2, color: HUDView.positionColor)
    let settle = response.settlingTime
    if settle.isFinite && settle <= response.duration {
      let x = point(settle, 0).x
      list.line(
        [Vector2(x: x, y: plot.minY), Vector2(x: x, y: plot.maxY)], width: 1, color: HUDView.grabColor)
    }
    let settles = settle.isFinite ? String(format: "settles in %.3f s (1 %%)", settle) : "never settles"
    list.text(
      LayerText(
        "step response · " + settles, size: 11,
        color: HUDView.grabColor, alignment: .leading),
      in: Rect(x: box.minX + 8, y: box.minY + 3, width: box.width - 16, height: 18))
  }
}

/// A value being typed into the tuning panel: the slider's id and the characters so far.
struct ValueEdit: Equatable {
  var id: String
  var text: String
}
