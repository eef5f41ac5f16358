import Synchronization

/// Draws bands of the canvas with state of its own (``DrawerState``): two drawers draw two
/// bands at once, one on another thread. The state is behind a lock, taken once for a run of
/// bands and never contended (each thread has its own drawer), so the drawer is `Sendable`
/// without a promise the compiler cannot check.
package final class BandDrawer: Sendable {
  package let state = Mutex(DrawerState())

  package init() {}

  /// Draws `bands` of `frame` beside another drawer: nothing but fills over them, no host.
  package func drawBeside(_ bands: BandList, of frame: BandFrame) {
    state.withLock { state in BandPass(frame: frame, host: nil).draw(bands, state: &state) }
  }
}
