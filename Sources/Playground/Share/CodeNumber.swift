import Foundation

/// Numbers as exported code writes them: nine significant digits, so a value read back through
/// Motion's conversions gives the same spring within 1e-6, and no trailing zeros, so round
/// values stay round (300, not 300.000000).
enum CodeNumber {
  static func text(_ value: Double, digits: Int = 9) -> String {
    guard value.isFinite else { return "0" }
    if value == 0 { return "0" }
    var text = String(format: "%.\(digits)g", value)
    if text.contains("e") { return text }
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }

  /// A short number for comments (a designer reads these): three significant digits, or whole
  /// above 100 (1500, not 1.5e+03).
  static func short(_ value: Double) -> String {
    abs(value) >= 100 ? text(value.rounded()) : text(value, digits: 3)
  }

  /// A Kotlin or Java float literal (`300f`, `0.577350269f`).
  static func float(_ value: Double) -> String { text(value) + "f" }

  /// A number that is a Double in Swift and Dart even when round (`1.0`, not `1`).
  static func double(_ value: Double) -> String {
    let plain = text(value)
    return plain.contains(".") || plain.contains("e") ? plain : plain + ".0"
  }

  /// Whole milliseconds, as Android and Compose take durations.
  static func milliseconds(_ seconds: Double) -> Int {
    guard seconds.isFinite else { return 0 }
    return Int((seconds * 1000).rounded())
  }
}
