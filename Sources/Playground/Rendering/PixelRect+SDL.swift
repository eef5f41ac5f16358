import CSDL2
import Raster

extension PixelRect {
  var sdl: SDL_Rect { SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(width), h: Int32(height)) }
}
