import Motion
import Testing

@testable import Playground

/// The scale a window takes without `--scale`, and the reason `--stats` gives, from the desktop's
/// settings as GTK and Qt read them; the video drivers a Wayland session asks SDL for.
struct DesktopScaleTests {
  private func resolve(
    forced: Double? = nil, driver: String = "x11", _ environment: [String: String] = [:],
    resources: String? = nil
  ) -> DesktopScale {
    DesktopScale.resolve(forced: forced, driver: driver, environment: environment) { resources }
  }

  @Test func xftDPIOf192IsScaleTwo() {
    #expect(
      resolve(resources: "Xft.antialias:\t1\nXft.dpi:\t192\n")
        == DesktopScale(scale: 2, reason: "Xft.dpi 192"))
  }

  @Test(arguments: [
    (96, 1.0), (100, 1.0), (120, 1.25), (144, 1.5), (168, 1.75), (192, 2.0), (288, 3.0), (72, 1.0),
    (960, 4.0),
  ])
  func dpiIsRoundedToTheDesktopsQuarterSteps(dpi: Int, scale: Double) {
    #expect(DesktopScale.scale(forDPI: dpi) == scale)
  }

  @Test func theResourceLineIsReadAsXrdbWritesItAndAsPeopleTypeIt() {
    #expect(DesktopScale.xftDPI(in: "Xft.dpi:\t192") == 192)
    #expect(DesktopScale.xftDPI(in: "  Xft.dpi :  144\n") == 144)
    #expect(DesktopScale.xftDPI(in: "Xft.dpi: 96.0") == 96)
    #expect(DesktopScale.xftDPI(in: "Xft.dpiScale: 2\nXcursor.size: 48") == nil)
    #expect(DesktopScale.xftDPI(in: "Xft.dpi: zero") == nil)
    #expect(DesktopScale.xftDPI(in: "Xft.dpi: 0") == nil)
    #expect(DesktopScale.xftDPI(in: "") == nil)
  }

  @Test func scaleFlagWinsOverEverything() {
    let scale = resolve(forced: 1, ["GDK_SCALE": "2"], resources: "Xft.dpi: 192")
    #expect(scale == DesktopScale(scale: 1, reason: "--scale"))
    #expect(resolve(forced: 2, driver: "wayland") == DesktopScale(scale: 2, reason: "--scale"))
  }

  @Test func gdkScaleThenQtScaleFactorThenXftDPI() {
    let all = ["GDK_SCALE": "3", "QT_SCALE_FACTOR": "1.5"]
    #expect(resolve(all, resources: "Xft.dpi: 192") == DesktopScale(scale: 3, reason: "GDK_SCALE 3"))
    #expect(
      resolve(["QT_SCALE_FACTOR": "1.5"], resources: "Xft.dpi: 192")
        == DesktopScale(scale: 1.5, reason: "QT_SCALE_FACTOR 1.5"))
    // GTK reads GDK_SCALE as a whole number; nonsense is skipped, as GTK and Qt skip it.
    #expect(
      resolve(["GDK_SCALE": "two", "QT_SCALE_FACTOR": "-1"], resources: "Xft.dpi: 192")
        == DesktopScale(scale: 2, reason: "Xft.dpi 192"))
    #expect(resolve(["GDK_SCALE": "9"]) == DesktopScale(scale: 4, reason: "GDK_SCALE 9"))
  }

  @Test func nothingSetIsScaleOneAndTheResourcesAreNotReadWhenNotNeeded() {
    #expect(resolve() == DesktopScale(scale: 1, reason: "default"))
    var asked = false
    _ = DesktopScale.resolve(forced: nil, driver: "x11", environment: ["GDK_SCALE": "2"]) {
      asked = true
      return nil
    }
    #expect(!asked)
  }

  @Test func gdkDPIScaleScalesTextInGTKNotTheWindow() {
    #expect(resolve(["GDK_DPI_SCALE": "2"]) == DesktopScale(scale: 1, reason: "default"))
  }

  @Test func onWaylandTheCompositorDecides() {
    let scale = resolve(driver: "wayland", ["GDK_SCALE": "2"], resources: "Xft.dpi: 192")
    #expect(scale.isMeasured && scale.reason == "compositor")
  }

  @Test func scalesAreWrittenWithoutTrailingZeros() {
    #expect(DesktopScale.text(2) == "2")
    #expect(DesktopScale.text(1.5) == "1.5")
    #expect(DesktopScale.text(1.25) == "1.25")
  }

  @Test func aWaylandSessionAsksForWaylandThenX11UnlessTheUserChose() {
    #expect(
      VideoDrivers(environment: ["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"]).hint == "wayland,x11")
    #expect(VideoDrivers(environment: ["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"]).fallsBackToX11)
    #expect(VideoDrivers(environment: ["WAYLAND_DISPLAY": "wayland-0"]).hint == "wayland")
    #expect(!VideoDrivers(environment: ["WAYLAND_DISPLAY": "wayland-0"]).fallsBackToX11)
    let chosen = VideoDrivers(environment: ["WAYLAND_DISPLAY": "wayland-0", "SDL_VIDEODRIVER": "x11"])
    #expect(chosen.hint == nil && !chosen.fallsBackToX11)
    #expect(VideoDrivers(environment: ["DISPLAY": ":0"]).hint == nil)
  }

  @Test func windowUnitsMapToPointsByTheUnitsPerPoint() {
    let x11 = WindowPoints(unitsPerPoint: 2, points: Size(width: 960, height: 640))
    #expect(x11.point(x: 700, y: 500) == Vector2(x: 350, y: 250))
    let wayland = WindowPoints(unitsPerPoint: 1, points: Size(width: 1200, height: 800))
    #expect(wayland.point(x: 600, y: 432) == Vector2(x: 600, y: 432))
    #expect(
      WindowPoints(unitsPerPoint: .nan, points: Size(width: 10, height: 10)).point(x: 4, y: 4)
        == Vector2(x: 4, y: 4))
  }
}
