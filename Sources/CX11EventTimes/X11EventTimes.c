#include "CX11EventTimes.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/extensions/XInput2.h>

/* XInput 2 events come as cookies whose data Xlib frees once SDL has dispatched them (SDL 2.26's
   X11_HandleGenericEvent); the SDL_SYSWMEVENT left in the queue keeps only the cookie. The watch
   runs while the data is alive and keeps each motion's and touch's time by the cookie's number,
   which Xlib gives every event afresh. Events are looked up in the order they were kept, so a
   lookup starts where the last one matched. The ring holds more events than a frame's poll
   (a 1 000 Hz mouse during a 250 ms stall is 250). */
enum { RING_SIZE = 4096 };
static struct {
  unsigned int cookie;
  uint32_t time;
  int64_t detail;
  int used;
} ring[RING_SIZE];
static unsigned int ringNext;
static unsigned int ringRead;
static int installed;

static int isKept(int evtype) {
  return evtype == XI_Motion || evtype == XI_TouchBegin || evtype == XI_TouchUpdate || evtype == XI_TouchEnd;
}

static int SDLCALL keepTimes(void *userdata, SDL_Event *event) {
  (void)userdata;
  if (event->type != SDL_SYSWMEVENT || !event->syswm.msg) return 1;
  const SDL_SysWMmsg *message = event->syswm.msg;
  if (message->subsystem != SDL_SYSWM_X11) return 1;
  const XEvent *x = &message->msg.x11.event;
  if (x->type != GenericEvent || !x->xcookie.data || !isKept(x->xcookie.evtype)) return 1;
  const XIDeviceEvent *device = x->xcookie.data;
  ring[ringNext].cookie = x->xcookie.cookie;
  ring[ringNext].time = (uint32_t)device->time;
  ring[ringNext].detail = device->detail;
  ring[ringNext].used = 1;
  ringNext = (ringNext + 1) % RING_SIZE;
  return 1;
}

void flick_x11_stamps_install(void) {
  if (installed) return;
  SDL_AddEventWatch(keepTimes, NULL);
  installed = 1;
}

void flick_x11_stamps_uninstall(void) {
  if (!installed) return;
  SDL_DelEventWatch(keepTimes, NULL);
  installed = 0;
}

static int findKept(unsigned int cookie) {
  for (unsigned int step = 0; step < RING_SIZE; step++) {
    unsigned int index = (ringRead + step) % RING_SIZE;
    if (ring[index].used && ring[index].cookie == cookie) {
      ringRead = (index + 1) % RING_SIZE;
      return (int)index;
    }
  }
  return -1;
}

FlickX11Stamp flick_x11_stamp(const void *sdlEvent) {
  FlickX11Stamp stamp = {FlickX11StampNone, 0, 0};
  const SDL_Event *event = sdlEvent;
  if (!event || event->type != SDL_SYSWMEVENT || !event->syswm.msg) return stamp;
  const SDL_SysWMmsg *message = event->syswm.msg;
  if (message->subsystem != SDL_SYSWM_X11) return stamp;
  const XEvent *x = &message->msg.x11.event;
  switch (x->type) {
  case KeyPress:
  case KeyRelease:
    stamp.kind = FlickX11StampCoreInput;
    stamp.serverTime = (uint32_t)x->xkey.time;
    return stamp;
  case ButtonPress:
  case ButtonRelease:
    stamp.kind = FlickX11StampCoreInput;
    stamp.serverTime = (uint32_t)x->xbutton.time;
    return stamp;
  case MotionNotify:
    stamp.kind = FlickX11StampCoreInput;
    stamp.serverTime = (uint32_t)x->xmotion.time;
    return stamp;
  case EnterNotify:
  case LeaveNotify:
    stamp.kind = FlickX11StampCoreInput;
    stamp.serverTime = (uint32_t)x->xcrossing.time;
    return stamp;
  case GenericEvent: {
    stamp.kind = FlickX11StampGenericOther;
    if (!isKept(x->xcookie.evtype)) return stamp;
    int index = findKept(x->xcookie.cookie);
    if (index < 0) return stamp;
    ring[index].used = 0;
    stamp.kind = x->xcookie.evtype == XI_Motion ? FlickX11StampMotion : FlickX11StampTouch;
    stamp.serverTime = ring[index].time;
    stamp.touchDetail = ring[index].detail;
    return stamp;
  }
  default:
    stamp.kind = FlickX11StampCoreOther;
    return stamp;
  }
}
