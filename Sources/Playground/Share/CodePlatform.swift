/// The platforms the settle is exported for (`--export-code NAME`, K in the window), in the
/// order `--export-code list` prints them and the tuning panel cycles through them.
enum CodePlatform: String, CaseIterable, Sendable {
  case swiftui
  case uikit
  case coreanimation
  case android
  case compose
  case flutter
  case framer
  case css
  case origami
  case rebound
  case pop

  /// The platform's own name, for the panel and the toast.
  var title: String {
    switch self {
    case .swiftui: "SwiftUI"
    case .uikit: "UIKit"
    case .coreanimation: "Core Animation"
    case .android: "Android"
    case .compose: "Jetpack Compose"
    case .flutter: "Flutter"
    case .framer: "Framer Motion"
    case .css: "CSS"
    case .origami: "Origami"
    case .rebound: "Rebound"
    case .pop: "POP"
    }
  }

  /// The exporter that writes this platform's code.
  var code: any PlatformCode.Type {
    switch self {
    case .swiftui: SwiftUICode.self
    case .uikit: UIKitCode.self
    case .coreanimation: CoreAnimationCode.self
    case .android: AndroidCode.self
    case .compose: ComposeCode.self
    case .flutter: FlutterCode.self
    case .framer: FramerCode.self
    case .css: CSSCode.self
    case .origami: OrigamiCode.self
    case .rebound: ReboundCode.self
    case .pop: POPCode.self
    }
  }

  /// The next platform, for the tuning panel's picker (wraps around).
  var next: CodePlatform {
    let all = Self.allCases
    return all[(all.firstIndex(of: self)! + 1) % all.count]
  }

  /// `--export-code list`.
  static var list: String { allCases.map(\.rawValue).joined(separator: "\n") }
}

/// One platform's code for a settle. Springs (and the dynamics mode, which is exactly a spring)
/// every platform can say; a timed curve some cannot (nil), and ``CodeExport`` says so.
protocol PlatformCode {
  /// The spring with the release velocity, in the platform's own form(s).
  static func spring(_ snapshot: SettleSnapshot) -> [String]
  /// A timed curve (duration, cubic Bézier), or nil where the platform has none.
  static func timed(_ snapshot: SettleSnapshot) -> [String]?
  /// The dynamics mode in the platform's own dynamics API, or nil to export it as the spring it
  /// is exactly.
  static func dynamics(_ snapshot: SettleSnapshot) -> [String]?
  /// How a line comment starts.
  static var comment: String { get }
  /// The settle's code (`full`) behind the platform's reduced-motion switch, beside its
  /// reduced twin (``ReducedCode``), or nil where Flick has no switch for the platform.
  static func reduced(_ snapshot: SettleSnapshot, _ twin: ReducedCode, full: [String]) -> [String]?
}

extension PlatformCode {
  static func dynamics(_ snapshot: SettleSnapshot) -> [String]? { nil }
  static var comment: String { "//" }
  static func reduced(_ snapshot: SettleSnapshot, _ twin: ReducedCode, full: [String]) -> [String]? { nil }
}
