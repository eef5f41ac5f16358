import Foundation

/// Numbers as the HUD and the plot show them: `String(format:)`, except that a number that
/// shows as zero shows no minus sign. A value that rounds to zero from below (-0.04 at one
/// decimal) or IEEE's negative zero prints "-0" or "-0.0°", which reads as a direction that is
/// not there.
///
/// ```swift
/// Readout.format("turn %.1f°", -0.04)   // "turn 0.0°"
/// Readout.format("%.0f pt/s", -12.6)    // "-13 pt/s"
/// ```
public enum Readout {
  /// `format` with `arguments`, as `String(format:)` writes them, without the minus sign of a
  /// number whose digits are all zeros.
  public static func format(_ format: String, _ arguments: any CVarArg...) -> String {
    withoutNegativeZeros(String(format: format, arguments: arguments))
  }

  /// `text` with the minus sign taken off each number in it whose digits are all zeros ("-0",
  /// "-0.00"): a "-" that follows no letter, digit or point (a word's hyphen, a range's dash are
  /// kept) and that zeros and at most one point follow, up to a character that is neither.
  static func withoutNegativeZeros(_ text: String) -> String {
    let characters = Array(text)
    var result = ""
    result.reserveCapacity(characters.count)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "-", index == 0 || !(isNumeric(characters[index - 1]) || characters[index - 1].isLetter)
      {
        var end = index + 1
        while end < characters.count, isNumeric(characters[end]) { end += 1 }
        let number = characters[(index + 1)..<end]
        if number.contains("0"), number.allSatisfy({ $0 == "0" || $0 == "." }),
          number.filter({ $0 == "." }).count <= 1
        {
          index += 1
          continue
        }
      }
      result.append(character)
      index += 1
    }
    return result
  }

  private static func isNumeric(_ character: Character) -> Bool {
    character == "." || ("0"..."9").contains(character)
  }
}
