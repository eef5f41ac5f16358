/// A playground key, declared once: the names SDL and scripts give it, how the help and the share
/// panel write it, and whether it is input on the scene's clock. What it does is
/// `Instrument.apply`'s case for its ``KeyCommand``, a switch the compiler keeps complete; the
/// help's line for it is the ``HostKeyHelp`` row it is declared in (``HostKeyHelp/table``).
public struct HostKey: Sendable {
  public let command: KeyCommand
  /// SDL's names for it, lower case (`Input.name(of:)`, a script's `"key"`): "h", "f1".
  public let names: [String]
  /// How the help and the share panel write it: "H, F1".
  public let label: String
  /// No input to the scene's history (pausing, stepping, quitting, writing files): the log does
  /// not keep it and a replay does not see it.
  public let isTimeless: Bool

  init(_ command: KeyCommand, _ names: String..., label: String, timeless: Bool = false) {
    self.command = command
    self.names = names
    self.label = label
    isTimeless = timeless
  }
}
