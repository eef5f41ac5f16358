#ifndef FLICK_X11_EVENT_TIMES_H
#define FLICK_X11_EVENT_TIMES_H

#include <stdint.h>

#include "CX11Pointer.h"

/* What the X event behind an SDL_SYSWMEVENT says about time. SDL 2 stamps every event with the
   tick at which it read it from the X connection, so the events queued while a frame was late
   all share one millisecond; the X server stamped each when it happened. These read that stamp,
   and nothing else, from the X event: Swift never sees Xlib's types. */
typedef enum {
  /* Not an X11 window-system event (another driver, or no message). */
  FlickX11StampNone = 0,
  /* A core input event (key, button, motion, crossing): its time applies to the SDL events SDL
     makes from it, which follow it in the queue. */
  FlickX11StampCoreInput = 1,
  /* A core event without a time (an exposure, a configure): the SDL events after it have no
     X time. */
  FlickX11StampCoreOther = 2,
  /* An XInput 2 pointer motion (SDL asks for these instead of core motion where the server has
     XInput 2.2): its time applies to the SDL mouse motion SDL queued just before it. */
  FlickX11StampMotion = 3,
  /* An XInput 2 touch event: its time applies to the SDL finger event with the same touch id
     (`touchDetail`), which SDL queued just before it. */
  FlickX11StampTouch = 4,
  /* Another generic event (raw motion, a device change), or an XInput 2 event whose time was not
     kept. */
  FlickX11StampGenericOther = 5,
} FlickX11StampKind;

typedef struct {
  FlickX11StampKind kind;
  /* The X server's time, in milliseconds (wraps every 49.7 days). */
  uint32_t serverTime;
  /* A touch's id, as SDL's finger id. */
  int64_t touchDetail;
} FlickX11Stamp;

/* Keeps the times of XInput 2 motion and touch events while SDL dispatches them (their data is freed before the
   SDL_SYSWMEVENT that carries them is polled). Installs an SDL event watch; call after SDL's
   video starts, and enable SDL_SYSWMEVENT. */
void flick_x11_stamps_install(void);
void flick_x11_stamps_uninstall(void);

/* What `sdlEvent` (an SDL_Event*) says of its X event's time. Read it as soon as the event is
   polled: SDL frees the message at the next poll. */
FlickX11Stamp flick_x11_stamp(const void *sdlEvent);

#endif
