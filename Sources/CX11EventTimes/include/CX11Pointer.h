#ifndef FLICK_X11_POINTER_H
#define FLICK_X11_POINTER_H

/* Where the X server has the pointer now, relative to an SDL window's own X window, in pixels:
   XQueryPointer on that window (a round trip). SDL 2.26's SDL_GetGlobalMouseState returns a
   position SDL updates only on XInput 2 raw motion, so a pointer moved by XWarpPointer (xdotool,
   remote desktop tools) or a window moved where SDL did not see it reads stale; the server's
   answer is never stale. Returns 1 with *x and *y set, 0 where it cannot say (not X11, no window
   information, or the pointer on another screen). */
int flick_x11_pointer_in_window(void *sdlWindow, int *x, int *y);

#endif
