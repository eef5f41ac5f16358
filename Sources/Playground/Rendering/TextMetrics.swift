import Motion

/// Measures text for layout (the HUD's panels, the switcher's segments) without drawing it.
protocol TextMetrics {
  /// The size of one line of `text` at `size` points, in points.
  func measure(_ text: String, size: Double, isBold: Bool) -> Size
}

extension TextRenderer: TextMetrics {}

/// An estimate for when no font is available (the playground then draws no text, but lays out
/// its panels the same way).
struct EstimatedTextMetrics: TextMetrics {
  func measure(_ text: String, size: Double, isBold: Bool) -> Size {
    Size(width: Double(text.count) * size * (isBold ? 0.62 : 0.56), height: size * 1.2)
  }
}
