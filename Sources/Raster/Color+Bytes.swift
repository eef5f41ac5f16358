import Stage

/// A colour's channels as bytes, 0…255 (clamped, rounded): what pixels hold.
extension Color {
  package var red8: UInt8 { UInt8((max(0, min(1, red)) * 255).rounded()) }
  package var green8: UInt8 { UInt8((max(0, min(1, green)) * 255).rounded()) }
  package var blue8: UInt8 { UInt8((max(0, min(1, blue)) * 255).rounded()) }
  package var alpha8: UInt8 { UInt8((max(0, min(1, alpha)) * 255).rounded()) }
  package var rgba8: UInt32 {
    UInt32(red8) << 24 | UInt32(green8) << 16 | UInt32(blue8) << 8 | UInt32(alpha8)
  }
}
