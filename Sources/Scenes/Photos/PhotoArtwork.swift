import Foundation
import Motion
import Stage

/// The photographs, drawn with layers: a sky in bands of colour, a sun or a moon, mountains
/// (turned squares whose lower halves the lake covers), a city at night, a meadow with trees,
/// dunes. Five scenes in three lights make fifteen pictures that read as photos at any size,
/// because each is laid out in fractions of the picture; every shape stays inside the frame (a
/// layer does not clip its sublayers).
///
/// ```swift
/// let picture = PhotoArtwork.picture(3, size: Size(width: 400, height: 300))
/// picture.sublayers.count  // the picture's shapes, back to front
/// ```
enum PhotoArtwork {
  static let count = 15

  /// Picture `index` (0 ..< 15) drawn `size` points large, centred at `center`.
  static func picture(_ index: Int, size: Size, center: Vector2 = .zero) -> Layer {
    let light = Light.allCases[(index / 5) % Light.allCases.count]
    var canvas = Canvas(size: size, light: light)
    switch index % 5 {
    case 0: canvas.seaAtSunset()
    case 1: canvas.mountainLake()
    case 2: canvas.cityAtNight()
    case 3: canvas.meadow()
    default: canvas.dunes()
    }
    // The shapes cover the whole picture, so the picture's own layer draws nothing: a turned
    // photo pays for every pixel of every shape's coverage.
    let layer = Layer(name: "photo.\(index)", center: center, size: size, color: .clear)
    for shape in canvas.shapes {
      shape.isUserInteractionEnabled = false
      layer.addSublayer(shape)
    }
    layer.isUserInteractionEnabled = false
    return layer
  }

  /// Morning, noon or evening: the same places in three lights.
  enum Light: CaseIterable {
    case morning, noon, evening

    var skyTop: Color {
      switch self {
      case .morning: Color(hex: 0x7FA8D9)
      case .noon: Color(hex: 0x3F7FCF)
      case .evening: Color(hex: 0x3B2F63)
      }
    }
    var skyBottom: Color {
      switch self {
      case .morning: Color(hex: 0xF6D3B0)
      case .noon: Color(hex: 0xBFDDF5)
      case .evening: Color(hex: 0xF08A5D)
      }
    }
    var sun: Color {
      switch self {
      case .morning: Color(hex: 0xFFE7A8)
      case .noon: Color(hex: 0xFFF6D8)
      case .evening: Color(hex: 0xFFB35C)
      }
    }
    /// How much darker the ground is than at noon.
    var shade: Double {
      switch self {
      case .morning: 0.85
      case .noon: 1
      case .evening: 0.6
      }
    }
  }

  /// The shapes of one picture, laid out in fractions of its size.
  struct Canvas {
    let size: Size
    let light: Light
    var shapes: [Layer] = []
    /// Noon's pictures are taken from the other side: every x mirrored.
    var mirrored: Bool { light == .noon }

    init(size: Size, light: Light) {
      self.size = size
      self.light = light
    }

    /// A rectangle from (x, y) to (x + width, y + height), fractions of the picture; `radius`
    /// is a fraction of the picture's height; `angle` turns it.
    mutating func rect(
      _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ color: Color, radius: Double = 0,
      angle: Double = 0
    ) {
      let x = mirrored ? 1 - x - width : x
      let w = width * size.width
      let h = height * size.height
      let shape = Layer(
        name: "shape", center: Vector2(x: x * size.width + w / 2, y: y * size.height + h / 2),
        size: Size(width: w, height: h), color: color)
      shape.cornerRadius = min(radius * size.height, min(w, h) / 2)
      shape.rotation = angle
      shapes.append(shape)
    }

    /// A disc of `radius` (a fraction of the height) centred at (x, y).
    mutating func disc(_ x: Double, _ y: Double, radius: Double, _ color: Color) {
      let x = mirrored ? 1 - x : x
      let r = radius * size.height
      let shape = Layer(
        name: "disc", center: Vector2(x: x * size.width, y: y * size.height),
        size: Size(width: 2 * r, height: 2 * r),
        color: color)
      shape.cornerRadius = r
      shapes.append(shape)
    }

    /// A mountain: a square turned 45° standing on `horizon` with its peak at `peak` (fractions
    /// of the height) above x; what is below the horizon is covered later. Its half-diagonal is
    /// kept inside the picture.
    mutating func mountain(_ x: Double, horizon: Double, peak: Double, _ color: Color, snow: Color? = nil) {
      let x = mirrored ? 1 - x : x
      var half = (horizon - peak) * size.height
      half = min(half, (1 - horizon) * size.height, x * size.width, (1 - x) * size.width)
      let side = half * 2.squareRoot()
      let center = Vector2(x: x * size.width, y: horizon * size.height)
      let shape = Layer(name: "mountain", center: center, size: Size(width: side, height: side), color: color)
      shape.rotation = Double.pi / 4
      shape.cornerRadius = side * 0.04
      shapes.append(shape)
      if let snow {
        // A small diamond sharing the peak: a snowcap.
        let cap = side * 0.3
        let capCenter = Vector2(x: center.x, y: center.y - half + cap / 2.squareRoot())
        let layer = Layer(name: "snow", center: capCenter, size: Size(width: cap, height: cap), color: snow)
        layer.rotation = Double.pi / 4
        shapes.append(layer)
      }
    }

    /// The sky in `bands` horizontal bands from the top colour to the bottom one, down to `bottom`.
    mutating func sky(to bottom: Double, bands: Int = 5) {
      for band in 0..<bands {
        let f = Double(band) / Double(bands - 1)
        let y = bottom * Double(band) / Double(bands)
        rect(0, y, 1, bottom / Double(bands) + 0.002, Self.mix(light.skyTop, light.skyBottom, f))
      }
    }

    func ground(_ hex: UInt32) -> Color { Self.scaled(Color(hex: hex), light.shade) }

    mutating func seaAtSunset() {
      sky(to: 0.62)
      disc(0.62, 0.55, radius: 0.12, light.sun)
      let sea = ground(0x1F4E79)
      rect(0, 0.6, 1, 0.4, sea)
      rect(0, 0.6, 1, 0.012, Self.mix(light.sun, sea, 0.4))
      for (index, y) in [0.66, 0.71, 0.77, 0.84, 0.92].enumerated() {
        let width = 0.16 - Double(index) * 0.015
        rect(
          0.62 - width / 2, y, width, 0.014, Self.mix(light.sun, sea, 0.35 + 0.1 * Double(index)),
          radius: 0.007)
      }
      rect(0.04, 0.8, 0.16, 0.03, ground(0x0D2438), radius: 0.015)
      rect(0.1, 0.74, 0.012, 0.07, ground(0x0D2438))
    }

    mutating func mountainLake() {
      sky(to: 0.6)
      disc(0.18, 0.2, radius: 0.07, light.sun)
      rect(0.55, 0.16, 0.2, 0.05, Color(red: 1, green: 1, blue: 1, alpha: 0.7), radius: 0.025)
      rect(0.62, 0.13, 0.12, 0.05, Color(red: 1, green: 1, blue: 1, alpha: 0.7), radius: 0.025)
      mountain(0.3, horizon: 0.62, peak: 0.26, ground(0x5B6C8F), snow: Color(hex: 0xF4F6FA))
      mountain(0.62, horizon: 0.62, peak: 0.18, ground(0x46567A), snow: Color(hex: 0xF4F6FA))
      mountain(0.85, horizon: 0.62, peak: 0.38, ground(0x6E7FA0))
      rect(0, 0.6, 1, 0.06, ground(0x3E6B3A))
      let lake = ground(0x2E6D9E)
      rect(0, 0.66, 1, 0.34, lake)
      for y in [0.72, 0.8, 0.9] {
        rect(0.2, y, 0.6, 0.01, Self.mix(lake, Color(hex: 0xFFFFFF), 0.3), radius: 0.005)
      }
      rect(0.08, 0.86, 0.18, 0.04, ground(0x8A5A3C), radius: 0.01)
    }

    mutating func cityAtNight() {
      // The city is always at night: the light only tints its sky.
      let top = Self.mix(Color(hex: 0x0B1026), light.skyTop, 0.2)
      let bottom = Self.mix(Color(hex: 0x2A2550), light.skyBottom, 0.2)
      for band in 0..<5 {
        rect(0, 0.2 * Double(band), 1, 0.202, Self.mix(top, bottom, min(Double(band) / 3, 1)))
      }
      disc(0.8, 0.16, radius: 0.06, Color(hex: 0xF3EFD8))
      let heights = [0.45, 0.62, 0.38, 0.7, 0.52, 0.58, 0.34, 0.66, 0.48]
      let width = 1.0 / Double(heights.count)
      for (index, height) in heights.enumerated() {
        let x = Double(index) * width
        let tone = Self.mix(Color(hex: 0x1C2135), Color(hex: 0x3A4160), Double(index % 3) / 2)
        rect(x + 0.004, 1 - height, width - 0.008, height, tone)
        var y = 1 - height + 0.04
        var row = 0
        while y < 0.95 {
          for column in 0..<2 where (index + row + column) % 3 != 0 {
            rect(x + 0.018 + Double(column) * width * 0.45, y, width * 0.25, 0.03, Color(hex: 0xFFD56B))
          }
          y += 0.07
          row += 1
        }
      }
    }

    mutating func meadow() {
      sky(to: 0.6)
      disc(0.8, 0.18, radius: 0.08, light.sun)
      rect(0.1, 0.2, 0.22, 0.06, Color(red: 1, green: 1, blue: 1, alpha: 0.75), radius: 0.03)
      rect(0, 0.48, 0.62, 0.3, ground(0x5E9E4A), radius: 0.15)
      rect(0.38, 0.5, 0.62, 0.3, ground(0x4C8A3C), radius: 0.15)
      rect(0, 0.6, 1, 0.4, ground(0x6AAE50))
      for (x, y, r) in [(0.2, 0.52, 0.09), (0.33, 0.56, 0.07), (0.72, 0.5, 0.1)] {
        rect(x - 0.012, y, 0.024, 0.16, ground(0x5A3D26))
        disc(x, y, radius: r, ground(0x2F6B2C))
        disc(x - r * 0.3, y - r * 0.3, radius: r * 0.5, ground(0x3F8238))
      }
      for index in 0..<14 {
        let x = 0.05 + 0.065 * Double(index)
        let y = 0.78 + 0.12 * Double((index * 7) % 5) / 5
        disc(x, y, radius: 0.012, index % 2 == 0 ? Color(hex: 0xF4F1E0) : Color(hex: 0xF2C14E))
      }
    }

    mutating func dunes() {
      sky(to: 0.55)
      disc(0.25, 0.24, radius: 0.1, light.sun)
      rect(0, 0.55, 1, 0.11, ground(0xC98F48))
      rect(0.3, 0.46, 0.7, 0.3, ground(0xD9A45B), radius: 0.15)
      rect(0, 0.52, 0.6, 0.3, ground(0xE7B96E), radius: 0.15)
      rect(0, 0.66, 1, 0.34, ground(0xD19A52))
      rect(0.45, 0.7, 0.5, 0.1, ground(0xE3B266), radius: 0.05)
      // A cactus.
      rect(0.16, 0.56, 0.035, 0.26, ground(0x4F7A3A), radius: 0.017)
      rect(0.12, 0.62, 0.03, 0.1, ground(0x4F7A3A), radius: 0.015)
      rect(0.195, 0.6, 0.03, 0.09, ground(0x4F7A3A), radius: 0.015)
    }

    static func mix(_ a: Color, _ b: Color, _ f: Double) -> Color {
      Color(
        red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
        blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
    }

    static func scaled(_ color: Color, _ factor: Double) -> Color {
      Color(
        red: color.red * factor, green: color.green * factor, blue: color.blue * factor, alpha: color.alpha)
    }
  }
}
