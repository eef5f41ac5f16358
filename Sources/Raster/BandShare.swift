import Dispatch
import Synchronization

/// A drawer's share of a frame's bands, drawn beside the loop's thread by whichever thread
/// claims it first: a worker thread (``start()``), or the loop's thread itself once its own
/// bands are drawn, when no worker has taken it yet (a busy machine), so a frame never waits for
/// a worker to be free. What the share holds (its drawer, its bands, the frame) is `Sendable`.
package final class BandShare: Sendable {
  private let work: Mutex<(drawer: BandDrawer, bands: BandList, frame: BandFrame)?>
  /// Signalled when a worker has drawn the share.
  private let drawn = DispatchSemaphore(value: 0)

  package init(drawer: BandDrawer, bands: BandList, frame: BandFrame) {
    work = Mutex((drawer, bands, frame))
  }

  /// Hands the share to a worker thread.
  package func start() {
    DispatchQueue.global().async {
      if self.drawClaimed() { self.drawn.signal() }
    }
  }

  /// Once the loop's thread has drawn its own bands: draws the share if no worker has claimed it,
  /// else waits until the worker has drawn it.
  package func finish() {
    if !drawClaimed() { drawn.wait() }
  }

  /// Claims the share and draws it; false if it was claimed before. The frame is let go of
  /// before this returns: the loop's thread then changes its lists for the next frame without
  /// copying them.
  private func drawClaimed() -> Bool {
    guard let (drawer, bands, frame) = work.withLock({ $0.take() }) else { return false }
    drawer.drawBeside(bands, of: frame)
    return true
  }
}
