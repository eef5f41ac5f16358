import Testing

@testable import Motion

@Test func placeholder() { #expect(Vector2(x: 1, y: 2) + .zero == Vector2(x: 1, y: 2)) }
