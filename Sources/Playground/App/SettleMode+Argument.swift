import ArgumentParser
import Stage

/// `--mode spring|dynamics|timed`: an unknown word is a usage error (exit 2) that lists the modes.
extension SettleMode: ExpressibleByArgument {}
