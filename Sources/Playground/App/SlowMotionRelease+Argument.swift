import ArgumentParser
import Motion

/// `--slow-motion-release full-speed-path|on-screen-speed`: an unknown word is a usage error
/// (exit 2) that lists the two.
extension SlowMotionRelease: ExpressibleByArgument {}
