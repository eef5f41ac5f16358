import Foundation
import Motion
import Stage

/// The presets the window can cycle through at run time (the same file `--preset` reads), and
/// the current tuning written out as a presets file that `--preset FILE` loads back.
struct PresetLibrary {
  let presets: [Preset]

  /// The presets file's presets; none when it cannot be read (the window still runs).
  init(path: String) {
    presets = (try? Preset.load(from: path)) ?? []
  }

  init(presets: [Preset]) {
    self.presets = presets
  }

  /// The preset after the one named `name` (the first after none, or after the last).
  func preset(after name: String?) -> Preset? {
    guard !presets.isEmpty else { return nil }
    guard let name, let index = presets.firstIndex(where: { $0.name == name }) else { return presets[0] }
    return presets[(index + 1) % presets.count]
  }

  /// A presets file with one preset named `name`: `mode` and every section of `parameters`.
  static func json(name: String, about: String, mode: SettleMode, parameters: SettleParameters) -> String {
    let spring = parameters.spring
    func number(_ value: Double) -> String { String(value) }
    return """
      {
        "presets": [
          {
            "name": "\(name)",
            "about": "\(about)",
            "mode": "\(mode.rawValue)",
            "spring": {"stiffness": \(number(spring.stiffness)), "damping": \(number(spring.damping)), "mass": \(number(spring.mass))},
            "dynamics": {"frequency": \(number(parameters.dynamicsFrequency)), "damping": \(number(parameters.dynamicsDamping)), "density": \(number(parameters.dynamicsDensity)), "resistance": \(number(parameters.dynamicsResistance))},
            "timed": {"duration": \(number(parameters.timedDuration)), "curve": "\(parameters.timedCurve.name)"}
          }
        ]
      }

      """
  }
}
