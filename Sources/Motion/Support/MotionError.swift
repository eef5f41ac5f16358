/// Why Motion refused a parameter: thrown by the initializers that take physical constants
/// (``Spring``, ``Tolerance``, the simulations), which never clamp silently.
///
/// ```swift
/// do {
///   _ = try Spring.validated(response: -1, bounce: 0.2)
/// } catch {
///   print(error)  // "response must be positive, got -1.0"
/// }
/// ```
public enum MotionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The parameter is NaN or infinite.
  case notFinite(parameter: String, value: Double)
  /// The parameter must be greater than zero.
  case notPositive(parameter: String, value: Double)
  /// The parameter must be zero or more.
  case negative(parameter: String, value: Double)
  /// The parameter is outside the range it is defined on, written out in `range`
  /// (for example "-1 < bounce ≤ 1").
  case outOfRange(parameter: String, value: Double, range: String)
  /// The parameters contradict each other; `reason` says how.
  case inconsistent(reason: String)

  /// A sentence that names the parameter, the rule and the value given.
  public var description: String {
    switch self {
    case .notFinite(let parameter, let value): "\(parameter) must be finite, got \(value)"
    case .notPositive(let parameter, let value): "\(parameter) must be positive, got \(value)"
    case .negative(let parameter, let value): "\(parameter) must not be negative, got \(value)"
    case .outOfRange(let parameter, let value, let range): "\(parameter) must be in \(range), got \(value)"
    case .inconsistent(let reason): reason
    }
  }

  /// Throws unless `value` is finite.
  static func requireFinite(_ value: Double, _ parameter: String) throws(MotionError) {
    guard value.isFinite else { throw .notFinite(parameter: parameter, value: value) }
  }

  /// Throws unless `value` is finite and greater than zero.
  static func requirePositive(_ value: Double, _ parameter: String) throws(MotionError) {
    try requireFinite(value, parameter)
    guard value > 0 else { throw .notPositive(parameter: parameter, value: value) }
  }

  /// Throws unless `value` is finite and not negative.
  static func requireNonNegative(_ value: Double, _ parameter: String) throws(MotionError) {
    try requireFinite(value, parameter)
    guard value >= 0 else { throw .negative(parameter: parameter, value: value) }
  }
}
