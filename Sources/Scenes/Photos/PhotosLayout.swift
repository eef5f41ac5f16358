import Foundation
import Motion

/// The photos scene's geometry for one window size: the navbar, the grid's cells (4:3, like the
/// pictures, two points apart as in Photos), the fitted photo and where a zoomed photo's centre
/// may rest.
///
/// ```swift
/// let layout = PhotosLayout(size: Size(width: 960, height: 640), count: 15)
/// layout.columns          // 5
/// layout.fitSize          // 853.3 × 640: a 4:3 photo fitted to the window
/// layout.thumbnail(0).zoom  // ≈ 0.22: the thumbnail is the fitted photo scaled down
/// ```
public struct PhotosLayout: Sendable, Equatable {
  /// The gap between cells (Photos' hairline grid).
  public static let spacing = 2.0
  /// The pictures' aspect ratio, width over height.
  public static let aspect = 4.0 / 3.0
  /// How far the zoom goes upright (1 is fitted); see ``zoomRange(angle:)``.
  public static let zoomRange = 1.0...4.0

  public let size: Size
  public let count: Int
  public let columns: Int
  public let cellSize: Size
  /// The photo fitted to the window at zoom 1, unturned.
  public let fitSize: Size

  public init(size: Size, count: Int) {
    self.size = size
    self.count = count
    // About 190 pt a cell, at least three across (Photos' narrowest grid).
    columns = max(3, Int((size.width / 190).rounded()))
    let width = max((size.width - Double(columns - 1) * Self.spacing) / Double(columns), 1)
    cellSize = Size(width: width, height: width / Self.aspect)
    let fit = min(size.width / Self.aspect, size.height)
    fitSize = Size(width: max(fit * Self.aspect, 1), height: max(fit, 1))
  }

  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The cell of photo `index`, row by row under the navbar.
  public func cell(_ index: Int) -> Rect {
    let column = index % columns
    let row = index / columns
    return Rect(
      x: Double(column) * (cellSize.width + Self.spacing),
      y: Navbar.height + Self.spacing + Double(row) * (cellSize.height + Self.spacing),
      width: cellSize.width, height: cellSize.height)
  }

  /// The photo whose cell holds `point`, if any.
  public func index(at point: Vector2) -> Int? {
    (0..<count).first { index in
      let cell = cell(index)
      return point.x >= cell.minX && point.x <= cell.maxX && point.y >= cell.minY && point.y <= cell.maxY
    }
  }

  /// The photo sitting in its cell: the fitted photo scaled down to the cell, upright (`turns`
  /// whole turns, so a closing photo takes the short way back).
  public func thumbnail(_ index: Int, turns: Double = 0) -> PhotoGeometry {
    PhotoGeometry(
      center: cell(index).center, zoom: cellSize.width / fitSize.width, angle: 2 * Double.pi * turns)
  }

  /// The photo open and fitted, at `angle` (a quarter turn: sideways it fits turned).
  public func fitted(angle: Double = 0) -> PhotoGeometry {
    PhotoGeometry(center: bounds.center, zoom: fitZoom(angle: angle), angle: angle)
  }

  /// Whether the quarter turn nearest `angle` lays the photo on its side.
  public static func isSideways(_ angle: Double) -> Bool {
    // Counted in whole quarter turns, rounded (11 quarters is 10.9999… after the multiplication
    // by π/2 and back).
    abs((angle / (Double.pi / 2)).rounded().truncatingRemainder(dividingBy: 2)) == 1
  }

  /// The zoom at which the photo, turned by the quarter turn nearest `angle`, fits the window: 1
  /// upright or upside down; on its side, the turned photo fitted (a 4:3 photo in a 960×640
  /// window: 0.75).
  public func fitZoom(angle: Double) -> Double {
    guard Self.isSideways(angle) else { return 1 }
    return min(size.width / fitSize.height, size.height / fitSize.width)
  }

  /// The zooms the photo rests between at `angle`: fitted to 4× that (1×…4× upright).
  public func zoomRange(angle: Double) -> ClosedRange<Double> {
    let fit = fitZoom(angle: angle)
    return (Self.zoomRange.lowerBound * fit)...(Self.zoomRange.upperBound * fit)
  }

  /// Where the centre of a photo at `zoom`, turned by the quarter turn nearest `angle`, may
  /// rest: the photo covers the window along an axis where it is larger, and is centred along
  /// one where it is smaller (UIScrollView's zoomed content, centred).
  public func centerRange(zoom: Double, angle: Double) -> (x: ClosedRange<Double>, y: ClosedRange<Double>) {
    let sideways = Self.isSideways(angle)
    let width = zoom * (sideways ? fitSize.height : fitSize.width)
    let height = zoom * (sideways ? fitSize.width : fitSize.height)
    func range(_ extent: Double, _ window: Double) -> ClosedRange<Double> {
      extent <= window ? (window / 2)...(window / 2) : (window - extent / 2)...(extent / 2)
    }
    return (range(width, size.width), range(height, size.height))
  }

  /// How far a drag down takes the dismissal from open to closed: half the window's height.
  public var dragSpan: Double { max(size.height / 2, 1) }

  /// How many points the photo's width changes from open to its thumbnail: the percent-driven
  /// interaction's span for a pinch (and the open), so its velocities are in those points.
  public var pinchSpan: Double { max(fitSize.width - cellSize.width, 1) }
}
