import CSDL2
import Foundation
import Synchronization
import Testing

@testable import Playground

/// Faces opened and closed on several threads at once, as the tests' renderers do: SDL_ttf's
/// one FreeType library keeps its faces in a list that is changed without a lock, and without
/// ``FontFaces``' lock this corrupted the heap (the process aborts in malloc, or crashes later
/// in an unrelated test).
@Suite("Font faces across threads")
struct FontFacesTests {
  @Test func fourThreadsOpenAndCloseFacesAtOnce() throws {
    let path = try #require(try TextRenderer.fontPath(environment: ProcessInfo.processInfo.environment))
    #expect(FontFaces.start())
    let opened = Count()
    let finished = DispatchGroup()
    // Threads of their own: four at once even on two cores, where Dispatch would run two.
    for thread in 0..<4 {
      finished.enter()
      Thread {
        for index in 0..<400 {
          guard let face = FontFaces.open(path, pixelSize: Int32(8 + (index + thread) % 40)) else { continue }
          opened.value.add(1, ordering: .relaxed)
          FontFaces.close(face)
        }
        finished.leave()
      }.start()
    }
    finished.wait()
    #expect(opened.value.load(ordering: .relaxed) == 4 * 400)
  }

  private final class Count: Sendable {
    let value = Atomic(0)
  }
}
