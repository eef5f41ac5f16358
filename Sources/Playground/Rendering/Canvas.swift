import CSDL2
import Foundation
import Motion
import Raster

/// Where frames are drawn: a real window with a vsync renderer, or an offscreen surface with
/// SDL's software renderer (headless mode, no display needed). Both are drawn through the same
/// SDL_Renderer calls, in pixels: the display list is in points, and ``pixelScale`` maps them
/// (2 on a HiDPI screen); the renderer's own scale stays 1, so it is never switched per call.
final class Canvas {
  let renderer: OpaquePointer
  /// The window, in window mode.
  let window: OpaquePointer?
  /// The pixels, in headless mode, or a window's where ``presenter`` shows them.
  private let surface: UnsafeMutablePointer<SDL_Surface>?
  /// Shows a window's frames drawn into ``surface`` (a video driver with no framebuffer for
  /// software drawing: SDL 2.26's wayland); nil otherwise.
  private var presenter: SurfacePresenter?
  /// SDL's video driver for a window ("x11", "wayland"); "offscreen" headless.
  private(set) var videoDriver = "offscreen"
  /// Why a window has its scale (``DesktopScale/reason``).
  private(set) var scaleReason = "--scale"
  /// The drawable size in points (the window's size; the scene's container).
  private(set) var size: Size
  /// Pixels per point (2 on a HiDPI screen).
  private(set) var pixelScale: Double = 1
  /// Whether presenting waits for the display's refresh; when not (Xvfb reports refresh
  /// rate 0), the loop paces frames itself.
  let vsyncRefreshRate: Double?
  /// Whether SDL draws with its software renderer (headless, or a window without OpenGL), where
  /// the drawing techniques differ (``DisplayListRenderer``).
  let isSoftware: Bool
  /// The window's backend (``rendererDescription``): "software", or SDL's renderer's name.
  private var rendererName = "software"

  /// Pixels per point chosen for a window, by `--scale` or the desktop (nil: the compositor's,
  /// measured from the drawable).
  private var forcedScale: Double?

  /// Redraw every pixel every frame instead of what changed (`FLICK_FULL_REDRAW=1`, or tests
  /// that compare the two): the reference the damage-tracked drawing must match.
  var forcesFullRedraw = ProcessInfo.processInfo.environment["FLICK_FULL_REDRAW"].map { $0 != "0" } ?? false
  /// The largest part of the canvas drawn in one pass, in bytes: a larger region is drawn in
  /// horizontal bands of at most this (``DisplayListRenderer``); nil draws each region in one
  /// pass (tests compare the two).
  var bandBytes: Int? = 4 << 20
  /// The regions the last draw changed (nil: all of it), which a software window presents.
  private(set) var presentRegions: [PixelRect]?
  /// Storage kept for them (and their SDL form), so a steady frame allocates nothing.
  private var regionStorage: [PixelRect] = []
  private var sdlRegions: [SDL_Rect] = []

  func setPresentRegions(_ regions: [PixelRect]?) {
    guard let regions else {
      presentRegions = nil
      return
    }
    presentRegions = nil
    regionStorage.removeAll(keepingCapacity: true)
    regionStorage.append(contentsOf: regions)
    presentRegions = regionStorage
  }
  /// The window was exposed (or has never been shown whole): the next present is whole.
  private var needsWholePresent = true

  /// Opens the window titled "Flick", `size` points big, at `forcedScale` pixels per point when
  /// given (`--scale`), else at the desktop's scale (``DesktopScale``). Fails with one clear line
  /// when there is no display: without `DISPLAY` or `WAYLAND_DISPLAY`, SDL would fall back to its
  /// offscreen driver and run an invisible window forever. A video driver chosen explicitly
  /// (`SDL_VIDEODRIVER`) is obeyed; otherwise a Wayland session is asked for SDL's wayland driver
  /// first (``VideoDrivers``), and a window that cannot be made there is made through X11.
  init(windowTitle: String, size: Size, forcedScale: Double? = nil) throws(PlaygroundError) {
    let environment = ProcessInfo.processInfo.environment
    let chosenDriver = environment["SDL_VIDEODRIVER"].map { !$0.isEmpty } ?? false
    let hasDisplay = ["DISPLAY", "WAYLAND_DISPLAY"].contains { !(environment[$0] ?? "").isEmpty }
    guard chosenDriver || hasDisplay else { throw Self.noDisplay }
    let drivers = VideoDrivers(environment: environment)
    if let hint = drivers.hint { SDL_SetHint(SDL_HINT_VIDEODRIVER, hint) }
    var driver = try Self.startVideo(chosenDriver: chosenDriver)
    var opened: OpenedWindow
    do throws(PlaygroundError) {
      opened = try Self.openWindow(
        title: windowTitle, size: size, forcedScale: forcedScale, driver: driver, environment: environment)
    } catch {
      guard drivers.fallsBackToX11, driver == "wayland" else { throw error }
      // No window on Wayland (no renderer SDL can make there): XWayland's, scaled by the
      // compositor, is better than none.
      SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS))
      SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11")
      driver = try Self.startVideo(chosenDriver: true)
      opened = try Self.openWindow(
        title: windowTitle, size: size, forcedScale: forcedScale, driver: driver, environment: environment)
      FlickCommand.printError("warning: \(error.message); the window runs through X11 instead")
    }
    self.window = opened.window
    self.renderer = opened.renderer
    self.surface = opened.surface
    self.presenter = opened.presenter
    self.size = size
    self.forcedScale = opened.scale.scale
    self.videoDriver = driver
    self.scaleReason = opened.scale.reason
    var info = SDL_RendererInfo()
    var mode = SDL_DisplayMode()
    let hasVsync =
      SDL_GetRendererInfo(opened.presenter?.renderer ?? opened.renderer, &info) == 0
      && info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
    let refresh =
      SDL_GetCurrentDisplayMode(max(0, SDL_GetWindowDisplayIndex(opened.window)), &mode) == 0
      ? Double(mode.refresh_rate) : 0
    vsyncRefreshRate = hasVsync && refresh > 0 ? refresh : nil
    isSoftware = opened.presenter != nil || info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
    rendererName = isSoftware ? "software" : info.name.map { String(cString: $0) } ?? "unknown"
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    updateSize()
    SDL_AddEventWatch(Self.watchExposure, Unmanaged.passUnretained(self).toOpaque())
  }

  /// What ``openWindow(title:size:forcedScale:driver:environment:)`` made.
  private struct OpenedWindow {
    var window: OpaquePointer
    /// What draws: the window's renderer, or the software renderer of `surface`.
    var renderer: OpaquePointer
    /// Where the window's frames are drawn when ``presenter`` shows them.
    var surface: UnsafeMutablePointer<SDL_Surface>?
    var presenter: SurfacePresenter?
    var scale: DesktopScale
  }

  /// Starts SDL's video and returns its driver's name; a dummy or offscreen one (no display)
  /// is refused unless the user chose it.
  private static func startVideo(chosenDriver: Bool) throws(PlaygroundError) -> String {
    if SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS)) != 0 {
      throw .sdl("cannot open a window (use --headless to render without one)")
    }
    let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
    if !chosenDriver && (driver == "offscreen" || driver == "dummy") {
      SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS))
      throw Self.noDisplay
    }
    return driver
  }

  /// The window at its scale, and what draws into it.
  private static func openWindow(
    title: String, size: Size, forcedScale: Double?, driver: String, environment: [String: String]
  ) throws(PlaygroundError) -> OpenedWindow {
    let scale = DesktopScale.resolve(
      forced: forcedScale, driver: driver, environment: environment, xResources: XResources.managerString)
    SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
    let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
    let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
    // Window units per point: X11's window units are pixels, so a scale of 2 is a window of
    // twice the units.
    var units = scale.scale ?? 1
    let display = Self.usableDisplaySize()
    var fitted = Self.fitting(size, scale: units, in: display)
    guard
      let window = SDL_CreateWindow(
        title, centered, centered, Int32(fitted.width * units), Int32(fitted.height * units), flags)
    else {
      throw .sdl("cannot open a window (no display? use --headless)")
    }
    // Wayland's window units are points and the drawable has the output's pixels: a scale
    // chosen with --scale is pixels per point, so the window takes that scale over the output's.
    let ratio = Self.pixelsPerWindowUnit(window)
    if ratio > 1, let chosen = scale.scale, chosen / ratio != units {
      units = chosen / ratio
      fitted = Self.fitting(size, scale: units, in: display)
      SDL_SetWindowSize(window, Int32(fitted.width * units), Int32(fitted.height * units))
    }
    let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
    var created = SDL_CreateRenderer(window, -1, accelerated)
    if let glRenderer = created, Self.rasterizesOnTheCPU(glRenderer) {
      // OpenGL that is itself a CPU rasterizer (Mesa's llvmpipe, as under Xvfb or on a
      // machine without a GPU) draws the stress scene's 10 000 cards at about 25 frames a
      // second; SDL's software renderer with the span technique holds 60. A renderer the user
      // chose (SDL_RENDER_DRIVER) is kept.
      SDL_DestroyRenderer(glRenderer)
      created = nil
    }
    if created == nil && SDL_GetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION) == nil {
      // The software renderer draws into the window's surface, which SDL would otherwise show
      // through an accelerated renderer's texture: OpenGL again, on the same CPU rasterizer,
      // uploading and drawing every pixel each present (at 3840×2160 under Xvfb, 100 to 150
      // ms a frame) and ignoring the damaged rectangles. The window system's own framebuffer
      // (X11: a shared-memory image) takes only those.
      SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
    }
    if created == nil {
      SDL_ClearError()
      created = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
    }
    if let renderer = created {
      return OpenedWindow(window: window, renderer: renderer, surface: nil, presenter: nil, scale: scale)
    }
    // No framebuffer for software drawing (SDL 2.26's wayland driver): the frames are drawn
    // into a surface of Flick's own and presented through the window's renderer.
    SDL_ClearError()
    guard let presenter = SurfacePresenter(window: window) else {
      SDL_DestroyWindow(window)
      throw .sdl("cannot create a renderer for the window (\(driver))")
    }
    let capacity = Self.surfaceCapacity(window: window, presenter: presenter)
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, capacity.width, capacity.height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else {
      SDL_DestroyWindow(window)
      throw .sdl("cannot create a surface of \(capacity.width)×\(capacity.height) for the window")
    }
    guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
      SDL_FreeSurface(surface)
      SDL_DestroyWindow(window)
      throw .sdl("cannot create the software renderer for the window")
    }
    return OpenedWindow(
      window: window, renderer: renderer, surface: surface, presenter: presenter, scale: scale)
  }

  /// Drawable pixels per window unit: 1 under X11, the output's scale under Wayland.
  private static func pixelsPerWindowUnit(_ window: OpaquePointer) -> Double {
    var width: Int32 = 0
    var height: Int32 = 0
    var pixelWidth: Int32 = 0
    var pixelHeight: Int32 = 0
    SDL_GetWindowSize(window, &width, &height)
    SDL_GetWindowSizeInPixels(window, &pixelWidth, &pixelHeight)
    guard width > 0, pixelWidth > 0 else { return 1 }
    return Double(pixelWidth) / Double(width)
  }

  /// The pixels a presented window's surface is made for: the largest display at the window's
  /// pixels per window unit (SDL 2.26 starts a Wayland window at the highest output scale),
  /// or the window if larger. The software renderer and every texture cached for it are made
  /// for the surface, so it is made once, large enough for a maximised window; a window made
  /// larger still draws its top-left part (``updateSize()``).
  private static func surfaceCapacity(window: OpaquePointer, presenter: SurfacePresenter) -> (
    width: Int32, height: Int32
  ) {
    let ratio = pixelsPerWindowUnit(window)
    var width = presenter.outputSize.width
    var height = presenter.outputSize.height
    for index in 0..<max(0, SDL_GetNumVideoDisplays()) {
      var bounds = SDL_Rect()
      guard SDL_GetDisplayBounds(index, &bounds) == 0 else { continue }
      width = max(width, Int32((Double(bounds.w) * ratio).rounded(.up)))
      height = max(height, Int32((Double(bounds.h) * ratio).rounded(.up)))
    }
    return (max(width, 1), max(height, 1))
  }

  /// Marks the window for a whole present when the window system lost its pixels.
  private static let watchExposure: SDL_EventFilter = { userData, event in
    guard let userData, let event, event.pointee.type == SDL_WINDOWEVENT.rawValue,
      event.pointee.window.event == UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue)
    else { return 1 }
    Unmanaged<Canvas>.fromOpaque(userData).takeUnretainedValue().needsWholePresent = true
    return 1
  }

  /// The first display's usable area (without panels and docks) in window units; nil if SDL
  /// cannot tell.
  private static func usableDisplaySize() -> Size? {
    var bounds = SDL_Rect()
    guard SDL_GetDisplayUsableBounds(0, &bounds) == 0, bounds.w > 0, bounds.h > 0 else { return nil }
    return Size(width: Double(bounds.w), height: Double(bounds.h))
  }

  /// `size` points, shrunk (whole points, proportions kept) so that the window, `scale` window
  /// units per point, fits in `display`: `--scale 2` asks for a window twice the size, which a
  /// screen may not hold, and a window running off the screen hides part of the scene. The
  /// scale is kept.
  static func fitting(_ size: Size, scale: Double, in display: Size?) -> Size {
    guard let display, scale > 0 else { return size }
    let factor = min(1, display.width / (size.width * scale), display.height / (size.height * scale))
    guard factor < 1 else { return size }
    return Size(width: (size.width * factor).rounded(.down), height: (size.height * factor).rounded(.down))
  }

  /// Whether `renderer` is OpenGL on a software rasterizer (llvmpipe, softpipe, SwiftShader),
  /// unless the user picked the render driver.
  private static func rasterizesOnTheCPU(_ renderer: OpaquePointer) -> Bool {
    guard SDL_GetHint(SDL_HINT_RENDER_DRIVER) == nil else { return false }
    var info = SDL_RendererInfo()
    guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name,
      String(cString: name).hasPrefix("opengl"),
      let address = SDL_GL_GetProcAddress("glGetString")
    else { return false }
    typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
    let glGetString = unsafeBitCast(address, to: GetString.self)
    let glRenderer: UInt32 = 0x1F01
    guard let text = glGetString(glRenderer) else { return false }
    let description = String(cString: text).lowercased()
    return ["llvmpipe", "softpipe", "swiftshader", "software rasterizer"].contains {
      description.contains($0)
    }
  }

  static let noDisplay = PlaygroundError(
    "no display (DISPLAY and WAYLAND_DISPLAY are not set); use --headless to render without one")

  /// An offscreen canvas of `size` points at `pixelScale`, drawn by the software renderer.
  /// ARGB8888 is the format SDL's software blending has fast paths for (a translucent fill on
  /// ABGR8888 takes its generic per-pixel path, several times slower).
  ///
  /// `capacity` is the largest size a script will resize it to: the pixels are allocated for it
  /// once, and a smaller size draws into (and saves) the top-left part, so a resize keeps the
  /// renderer and every texture cached for it.
  init(offscreenSize size: Size, capacity: Size? = nil, pixelScale: Double = 1) throws(PlaygroundError) {
    let largest = Size(
      width: max(size.width, capacity?.width ?? 0), height: max(size.height, capacity?.height ?? 0))
    let pixelWidth = Int32((largest.width * pixelScale).rounded())
    let pixelHeight = Int32((largest.height * pixelScale).rounded())
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, pixelWidth, pixelHeight, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { throw .sdl("cannot create an offscreen surface of \(pixelWidth)×\(pixelHeight)") }
    guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
      SDL_FreeSurface(surface)
      throw .sdl("cannot create the software renderer")
    }
    self.window = nil
    self.surface = surface
    self.presenter = nil
    self.renderer = renderer
    self.size = size
    self.pixelScale = pixelScale
    self.vsyncRefreshRate = nil
    self.isSoftware = true
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    clipToSize()
  }

  /// The pixels the software renderer draws into (the offscreen surface, or a software
  /// window's surface), for drawing into them directly; nil otherwise.
  var drawingSurface: UnsafeMutablePointer<SDL_Surface>? {
    if let surface { return surface }
    guard let window, isSoftware else { return nil }
    return SDL_GetWindowSurface(window)
  }

  /// Whether the renderer draws into the window itself (not into a surface of Flick's own: the
  /// headless canvas, or a window's that ``SurfacePresenter`` shows).
  var drawsIntoWindow: Bool { surface == nil }

  /// The drawable size in pixels.
  var pixelSize: (width: Int, height: Int) {
    (Int((size.width * pixelScale).rounded()), Int((size.height * pixelScale).rounded()))
  }

  /// Resizes to `newSize` points: a window through SDL (the window manager may refuse or
  /// adjust it: the size is re-read, now and on SDL's resize event); an offscreen canvas within
  /// the capacity it was made with (larger sizes are ignored).
  func resize(to newSize: Size) {
    if let window {
      let units = windowUnitsPerPoint
      SDL_SetWindowSize(
        window, Int32((newSize.width * units).rounded()), Int32((newSize.height * units).rounded()))
      updateSize()
      return
    }
    guard let surface,
      Int((newSize.width * pixelScale).rounded()) <= Int(surface.pointee.w),
      Int((newSize.height * pixelScale).rounded()) <= Int(surface.pointee.h)
    else { return }
    size = newSize
    clipToSize()
  }

  /// The clip back to the canvas's own after drawing clipped to damaged regions: none for a
  /// window, the current size offscreen.
  func resetClip() {
    if surface == nil {
      SDL_RenderSetClipRect(renderer, nil)
    } else {
      clipToSize()
    }
  }

  /// Offscreen, nothing is drawn outside the current size (the surface may be larger).
  private func clipToSize() {
    guard surface != nil else { return }
    var clip = SDL_Rect(x: 0, y: 0, w: Int32(pixelSize.width), h: Int32(pixelSize.height))
    SDL_RenderSetClipRect(renderer, &clip)
  }

  deinit {
    if window != nil { SDL_DelEventWatch(Self.watchExposure, Unmanaged.passUnretained(self).toOpaque()) }
    SDL_DestroyRenderer(renderer)
    presenter = nil
    if let window { SDL_DestroyWindow(window) }
    if let surface { SDL_FreeSurface(surface) }
  }

  /// Re-reads the window's size in points and in pixels (after a resize or a move to a screen
  /// of another density).
  func updateSize() {
    guard let window else { return }
    var width: Int32 = 0
    var height: Int32 = 0
    var pixelWidth: Int32 = 0
    var pixelHeight: Int32 = 0
    SDL_GetWindowSize(window, &width, &height)
    SDL_GetRendererOutputSize(presenter?.renderer ?? renderer, &pixelWidth, &pixelHeight)
    guard width > 0, height > 0, pixelWidth > 0, pixelHeight > 0 else { return }
    if let surface {
      // A presented surface draws at most its own pixels: a window made larger than any display
      // was when it opened shows its top-left part.
      pixelWidth = min(pixelWidth, surface.pointee.w)
      pixelHeight = min(pixelHeight, surface.pointee.h)
    }
    if let forcedScale {
      // --scale or the desktop's: the drawable's pixels at that density, whatever the display
      // says.
      pixelScale = forcedScale
      size = Size(width: Double(pixelWidth) / forcedScale, height: Double(pixelHeight) / forcedScale)
    } else {
      pixelScale = max(1, Double(pixelWidth) / Double(width))
      size = Size(width: Double(pixelWidth) / pixelScale, height: Double(pixelHeight) / pixelScale)
    }
    clipToSize()
  }

  /// SDL's window units per point: the pixels per point over the drawable's pixels per window
  /// unit (2 for an X11 window at scale 2, whose units are pixels; 1 on Wayland at the output's
  /// scale, whose units are points); 1 headless.
  var windowUnitsPerPoint: Double {
    guard let window else { return 1 }
    return pixelScale / Self.pixelsPerWindowUnit(window)
  }

  /// The `--stats` line saying where the window is and at what scale, e.g.
  /// `display: x11, scale 2 (Xft.dpi 192)`; nil headless.
  var displayDescription: String? {
    guard window != nil else { return nil }
    return "display: \(videoDriver), scale \(DesktopScale.text(pixelScale)) (\(scaleReason))"
  }

  /// The `--stats` line naming the backend a window draws with: `renderer: software` (the span
  /// technique) or SDL's name for the GPU one (`renderer: opengl`, `SDL_RENDER_DRIVER`); nil
  /// headless.
  var rendererDescription: String? {
    guard window != nil else { return nil }
    return "renderer: \(rendererName)"
  }

  /// The regions the next ``present()`` copies to the screen, or nil when it presents the whole
  /// drawable: a software window whose frame changed only there and whose presents do not wait
  /// for vsync.
  private var partialPresentRegions: [PixelRect]? {
    // A presented surface's texture keeps the frame before, vsync or not.
    guard isSoftware, vsyncRefreshRate == nil || presenter != nil, !needsWholePresent else { return nil }
    return presentRegions
  }

  /// How many pixels the next ``present()`` copies to the screen: the changed regions' area, or
  /// the whole drawable.
  var pendingPresentPixels: Int {
    guard let regions = partialPresentRegions else {
      let (width, height) = pixelSize
      return width * height
    }
    return regions.reduce(0) { $0 + $1.area }
  }

  /// Shows the drawn frame (waits for vsync where the renderer honours it). A software window
  /// whose frame changed only in ``presentRegions`` copies only those to the screen
  /// (`SDL_UpdateWindowSurfaceRects`, as the software renderer's own present copies all of it):
  /// its surface keeps the rest from the frame before. Its presents never wait for vsync (the
  /// loop paces them), so this skips nothing `SDL_RenderPresent` would do.
  func present() {
    guard let window else { return }
    if let presenter, let surface {
      SDL_RenderFlush(renderer)
      let regions = partialPresentRegions
      needsWholePresent = false
      let (width, height) = pixelSize
      presenter.present(surface, width: width, height: height, regions: regions)
      return
    }
    guard let regions = partialPresentRegions else {
      needsWholePresent = false
      SDL_RenderPresent(renderer)
      return
    }
    SDL_RenderFlush(renderer)
    guard !regions.isEmpty else { return }
    sdlRegions.removeAll(keepingCapacity: true)
    for region in regions { sdlRegions.append(region.sdl) }
    SDL_UpdateWindowSurfaceRects(window, &sdlRegions, Int32(sdlRegions.count))
  }

  /// Writes what has been drawn so far as a PNG. Call before ``present()``: after it the
  /// window's back buffer is undefined. `role` names the file in an error ("screenshot", "plot").
  func savePNG(to path: String, role: String = "screenshot") throws(PlaygroundError) {
    if let surface {
      // The top-left `size` of a surface made larger for a script's resizes: a view of the same
      // pixels with the surface's row pitch.
      let (width, height) = pixelSize
      guard
        let view = SDL_CreateRGBSurfaceWithFormatFrom(
          surface.pointee.pixels, Int32(width), Int32(height), 32, surface.pointee.pitch,
          SDL_PIXELFORMAT_ARGB8888.rawValue)
      else { throw .sdl("cannot crop the canvas for the screenshot") }
      defer { SDL_FreeSurface(view) }
      try Self.writePNG(view, to: path, role: role)
      return
    }
    var pixelWidth: Int32 = 0
    var pixelHeight: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &pixelWidth, &pixelHeight)
    guard
      let shot = SDL_CreateRGBSurfaceWithFormat(
        0, pixelWidth, pixelHeight, 32, SDL_PIXELFORMAT_ABGR8888.rawValue)
    else { throw .sdl("cannot create a surface for the screenshot") }
    defer { SDL_FreeSurface(shot) }
    if SDL_RenderReadPixels(
      renderer, nil, SDL_PIXELFORMAT_ABGR8888.rawValue, shot.pointee.pixels, shot.pointee.pitch)
      != 0
    {
      throw .sdl("cannot read the window's pixels")
    }
    try Self.writePNG(shot, to: path, role: role)
  }

  /// Encodes `surface` as PNG in memory and writes it to `path`, renamed into place when complete.
  private static func writePNG(_ surface: UnsafeMutablePointer<SDL_Surface>, to path: String, role: String)
    throws(PlaygroundError)
  {
    guard let data = PNGEncoder.encode(surface) else { throw .sdl("cannot encode \(role) '\(path)' as PNG") }
    try CheckedFile.write(data, to: path, role: role)
  }

  /// Every pixel of an offscreen canvas, row by row, as 0xAARRGGBB (ARGB8888 words); empty for
  /// a window. For tests that compare whole frames.
  func pixels() -> (width: Int, height: Int, argb: [UInt32]) {
    guard let surface else { return (0, 0, []) }
    // SDL batches drawing: what was drawn reaches the surface only when the batch is flushed.
    SDL_RenderFlush(renderer)
    let (width, height) = pixelSize
    var argb = [UInt32](repeating: 0, count: width * height)
    for y in 0..<height {
      let row = surface.pointee.pixels.advanced(by: y * Int(surface.pointee.pitch))
        .assumingMemoryBound(to: UInt32.self)
      for x in 0..<width { argb[y * width + x] = row[x] }
    }
    return (width, height, argb)
  }

  /// The colour of one pixel (in pixels, not points) of an offscreen canvas, as 0xRRGGBBAA;
  /// for tests that look at real pixels.
  func pixel(x: Int, y: Int) -> UInt32? {
    guard let surface, x >= 0, y >= 0, x < pixelSize.width, y < pixelSize.height else {
      return nil
    }
    SDL_RenderFlush(renderer)
    let row = surface.pointee.pixels.advanced(by: y * Int(surface.pointee.pitch))
    // ARGB8888 is one native 32-bit word per pixel: 0xAARRGGBB.
    let argb = row.advanced(by: x * 4).assumingMemoryBound(to: UInt32.self).pointee
    return argb << 8 | argb >> 24
  }
}
