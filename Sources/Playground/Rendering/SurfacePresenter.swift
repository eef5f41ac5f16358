import CSDL2
import Raster

/// Shows frames drawn on the CPU into a surface of Flick's own, in a window whose video driver
/// gives software drawing no framebuffer of the window's pixels: the changed regions go into a
/// streaming texture of the window's renderer, which is drawn and presented whole.
///
/// SDL 2.26's wayland driver has no `CreateWindowFramebuffer` (`Wayland_CreateDevice` in
/// src/video/wayland/SDL_waylandvideo.c sets none), so SDL's software renderer on the window
/// gets its surface from `SDL_CreateWindowTexture` (src/video/SDL_video.c): an accelerated
/// renderer's texture `window->w` × `window->h` big, in window units, which are points on
/// Wayland: half the output's pixels at scale 2, scaled up blurred. And with
/// `SDL_HINT_FRAMEBUFFER_ACCELERATION` off (as ``Canvas`` sets it for X11's shared-memory
/// framebuffer) `SDL_CreateWindowFramebuffer` returns no surface and sets no error, so the
/// software renderer fails with the error left over from the accelerated attempt before it:
/// "Couldn't find matching render driver". The OpenGL renderer itself works there (Mesa's EGL
/// draws into shared memory when the compositor offers clients no GPU buffers, as weston's
/// pixman renderer does), but on a CPU rasterizer it draws the stress scene several times slower
/// than the software renderer's spans. So the frame is drawn as headless frames are, by the
/// software renderer into an ARGB8888 surface at the drawable's pixels, and only presented
/// through the window's renderer.
final class SurfacePresenter {
  /// The window's renderer (OpenGL or GLES, on whatever rasterizer).
  let renderer: OpaquePointer
  private var texture: OpaquePointer?
  private var textureWidth: Int32 = 0
  private var textureHeight: Int32 = 0
  private var rects: [SDL_Rect] = []

  /// A renderer for `window` that presents at the display's refresh, nil when SDL has none.
  init?(window: OpaquePointer) {
    guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue) else {
      return nil
    }
    self.renderer = renderer
  }

  deinit {
    if let texture { SDL_DestroyTexture(texture) }
    SDL_DestroyRenderer(renderer)
  }

  /// The window's drawable in pixels.
  var outputSize: (width: Int32, height: Int32) {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &width, &height)
    return (width, height)
  }

  /// Presents the top-left `width` × `height` pixels of `surface`, uploading only `regions`
  /// (all of it when nil): the texture keeps the rest from the frames before.
  func present(
    _ surface: UnsafeMutablePointer<SDL_Surface>, width: Int, height: Int, regions: [PixelRect]?
  ) {
    let surfaceWidth = surface.pointee.w
    let surfaceHeight = surface.pointee.h
    var whole = regions == nil
    if texture == nil || textureWidth != surfaceWidth || textureHeight != surfaceHeight {
      if let texture { SDL_DestroyTexture(texture) }
      texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
        surfaceWidth,
        surfaceHeight)
      guard let texture else { return }
      SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
      textureWidth = surfaceWidth
      textureHeight = surfaceHeight
      whole = true
    }
    guard let texture else { return }
    let visible = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
    rects.removeAll(keepingCapacity: true)
    if whole {
      rects.append(visible)
    } else {
      for region in regions ?? [] { rects.append(region.sdl) }
    }
    let pitch = Int(surface.pointee.pitch)
    for var rect in rects where rect.w > 0 && rect.h > 0 {
      let start = surface.pointee.pixels.advanced(by: Int(rect.y) * pitch + Int(rect.x) * 4)
      SDL_UpdateTexture(texture, &rect, start, Int32(pitch))
    }
    let output = outputSize
    if output.width > visible.w || output.height > visible.h {
      // The window is larger than the surface can draw (see ``Canvas``): black beyond it.
      SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
      SDL_RenderClear(renderer)
    }
    var source = visible
    var destination = visible
    SDL_RenderCopy(renderer, texture, &source, &destination)
    SDL_RenderPresent(renderer)
  }
}
