#include "CX11Pointer.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/Xlib.h>

int flick_x11_pointer_in_window(void *sdlWindow, int *x, int *y) {
  if (!sdlWindow || !x || !y) return 0;
  SDL_SysWMinfo info;
  SDL_VERSION(&info.version);
  if (!SDL_GetWindowWMInfo((SDL_Window *)sdlWindow, &info) || info.subsystem != SDL_SYSWM_X11) return 0;
  Window root, child;
  int rootX, rootY, windowX, windowY;
  unsigned int mask;
  if (!XQueryPointer(info.info.x11.display, info.info.x11.window, &root, &child, &rootX, &rootY, &windowX,
                     &windowY, &mask)) {
    return 0;
  }
  *x = windowX;
  *y = windowY;
  return 1;
}
