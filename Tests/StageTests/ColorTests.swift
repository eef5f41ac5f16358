import Testing

@testable import Stage

@Suite("Color")
struct ColorTests {
  @Test func hexIsRedGreenBlue() {
    let color = Color(hex: 0x2B_3445)
    #expect(color == Color(red: 0x2B / 255.0, green: 0x34 / 255.0, blue: 0x45 / 255.0))
    #expect(color.alpha == 1)
    #expect(Color(hex: 0xFF00_0000) == .black)  // bits above 0xFFFFFF are ignored
    #expect(Color(hex: 0xFFFFFF) == .white)
  }

  @Test func componentsAreClampedAndNeverNaN() {
    let color = Color(red: 1.5, green: -0.2, blue: .nan, alpha: .infinity)
    #expect(color == Color(red: 1, green: 0, blue: 0, alpha: 0))
  }

  @Test func withAlphaKeepsTheHue() {
    let faded = Color(hex: 0x3D7BFD).with(alpha: 0.25)
    #expect(faded.alpha == 0.25)
    #expect(faded.with(alpha: 1) == Color(hex: 0x3D7BFD))
    #expect(Color.white.with(alpha: 2).alpha == 1)
  }
}
