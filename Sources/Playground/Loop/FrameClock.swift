import CSDL2

/// The playground's clock, in seconds since the run started. In window mode it is the monotonic
/// performance counter; in headless mode a simulated clock where frame n is at n / fps. Motion
/// and Stage never read a clock: this is the only one, and its times are passed in.
struct FrameClock {
  private let startCounter: UInt64
  private let frequency: Double
  /// SDL_GetTicks64 at the start, to put SDL event timestamps (whole ms) on the same base.
  private let startTicks: UInt64

  init() {
    startCounter = SDL_GetPerformanceCounter()
    frequency = Double(SDL_GetPerformanceFrequency())
    startTicks = SDL_GetTicks64()
  }

  /// Seconds since the start.
  func now() -> Double {
    Double(SDL_GetPerformanceCounter() &- startCounter) / frequency
  }

  /// An SDL event timestamp (milliseconds since SDL started) on this clock.
  func seconds(fromEventTimestamp milliseconds: UInt32) -> Double {
    (Double(milliseconds) - Double(startTicks)) / 1000
  }
}
