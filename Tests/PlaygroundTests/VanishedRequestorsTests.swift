import CSDL2
import Testing

@testable import Playground

/// X errors about a clipboard requestor that went away before its answer are ignored; every
/// other protocol error still goes to the handler before Flick's.
@Suite struct VanishedRequestorsTests {
  @Test func onlyABadWindowForTheSelectionsAnswerIsHarmless() {
    // BadWindow (3) on SendEvent (25) or ChangeProperty (18): the requestor's window is gone.
    #expect(VanishedRequestors.isHarmless(errorCode: 3, requestCode: 25))
    #expect(VanishedRequestors.isHarmless(errorCode: 3, requestCode: 18))
    // BadWindow on anything else (MapWindow, 8; ConfigureWindow, 12), or another error on
    // SendEvent (BadValue, 2), is not.
    #expect(!VanishedRequestors.isHarmless(errorCode: 3, requestCode: 8))
    #expect(!VanishedRequestors.isHarmless(errorCode: 3, requestCode: 12))
    #expect(!VanishedRequestors.isHarmless(errorCode: 2, requestCode: 25))
  }

  @Test func theErrorEventHasXlibsLayout() {
    // XErrorEvent on LP64: int type, Display *, XID resourceid, unsigned long serial, then the
    // three codes.
    #expect(MemoryLayout<FlickXErrorEvent>.offset(of: \.display) == 8)
    #expect(MemoryLayout<FlickXErrorEvent>.offset(of: \.resourceid) == 16)
    #expect(MemoryLayout<FlickXErrorEvent>.offset(of: \.serial) == 24)
    #expect(MemoryLayout<FlickXErrorEvent>.offset(of: \.error_code) == 32)
    #expect(MemoryLayout<FlickXErrorEvent>.offset(of: \.request_code) == 33)
  }
}
