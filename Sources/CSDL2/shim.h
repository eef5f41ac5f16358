#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>

/* The fields of Xlib's XErrorEvent (X11/Xlib.h), in its layout, for the protocol error handler
   Flick sets through the libX11 SDL loaded (found with dlsym): no X11 headers needed to build. */
typedef struct {
  int type;
  void *display;
  unsigned long resourceid;
  unsigned long serial;
  unsigned char error_code;
  unsigned char request_code;
  unsigned char minor_code;
} FlickXErrorEvent;
