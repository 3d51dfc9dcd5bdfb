// The SDL2 functions the window host calls, each forwarding to libSDL2 loaded with dlopen (see CSDL2.h). The list
// is every SDL function the Swift sources call: one missing is an undefined symbol when the program links.
// Declared hidden here (SDL's headers declare what they export with DECLSPEC): the program exports its own symbols
// for the Swift runtime, and these must bind only to its own calls, never stand in for libSDL2's.
#define DECLSPEC __attribute__((visibility("hidden")))
#include "CSDL2.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

// F(return type, name, parameters, arguments) returns a value; V(name, parameters, arguments) returns nothing.
#define SDL_FUNCTIONS                                                                                      \
  F(SDL_Surface *, SDL_CreateRGBSurfaceWithFormatFrom,                                                     \
    (void *pixels, int width, int height, int depth, int pitch, Uint32 format),                            \
    (pixels, width, height, depth, pitch, format))                                                         \
  F(SDL_Renderer *, SDL_CreateRenderer, (SDL_Window * window, int index, Uint32 flags),                   \
    (window, index, flags))                                                                                \
  F(SDL_Texture *, SDL_CreateTexture, (SDL_Renderer * renderer, Uint32 format, int access, int w, int h), \
    (renderer, format, access, w, h))                                                                      \
  F(SDL_Window *, SDL_CreateWindow, (const char *title, int x, int y, int w, int h, Uint32 flags),        \
    (title, x, y, w, h, flags))                                                                            \
  V(SDL_DestroyRenderer, (SDL_Renderer * renderer), (renderer))                                            \
  V(SDL_DestroyTexture, (SDL_Texture * texture), (texture))                                                \
  V(SDL_DestroyWindow, (SDL_Window * window), (window))                                                    \
  V(SDL_FreeSurface, (SDL_Surface * surface), (surface))                                                   \
  F(void *, SDL_GL_GetProcAddress, (const char *proc), (proc))                                             \
  F(char *, SDL_GetClipboardText, (void), ())                                                              \
  F(const char *, SDL_GetCurrentVideoDriver, (void), ())                                                   \
  F(int, SDL_GetDisplayUsableBounds, (int displayIndex, SDL_Rect * rect), (displayIndex, rect))           \
  F(const char *, SDL_GetError, (void), ())                                                                \
  F(SDL_Keymod, SDL_GetModState, (void), ())                                                               \
  F(Uint32, SDL_GetMouseState, (int *x, int *y), (x, y))                                                   \
  F(int, SDL_GetRendererInfo, (SDL_Renderer * renderer, SDL_RendererInfo * info), (renderer, info))       \
  F(int, SDL_GetRendererOutputSize, (SDL_Renderer * renderer, int *w, int *h), (renderer, w, h))          \
  F(SDL_TouchDeviceType, SDL_GetTouchDeviceType, (SDL_TouchID touchID), (touchID))                         \
  F(int, SDL_GetWindowDisplayMode, (SDL_Window * window, SDL_DisplayMode * mode), (window, mode))         \
  F(Uint32, SDL_GetWindowFlags, (SDL_Window * window), (window))                                           \
  V(SDL_GetWindowSize, (SDL_Window * window, int *w, int *h), (window, w, h))                              \
  V(SDL_GetWindowSizeInPixels, (SDL_Window * window, int *w, int *h), (window, w, h))                      \
  F(SDL_Surface *, SDL_GetWindowSurface, (SDL_Window * window), (window))                                  \
  F(int, SDL_Init, (Uint32 flags), (flags))                                                                \
  F(int, SDL_PollEvent, (SDL_Event * event), (event))                                                      \
  F(int, SDL_PushEvent, (SDL_Event * event), (event))                                                      \
  V(SDL_Quit, (void), ())                                                                                  \
  F(Uint32, SDL_RegisterEvents, (int numevents), (numevents))                                              \
  F(int, SDL_RenderCopy,                                                                                   \
    (SDL_Renderer * renderer, SDL_Texture * texture, const SDL_Rect *srcrect, const SDL_Rect *dstrect),    \
    (renderer, texture, srcrect, dstrect))                                                                 \
  V(SDL_RenderPresent, (SDL_Renderer * renderer), (renderer))                                              \
  F(int, SDL_SetClipboardText, (const char *text), (text))                                                 \
  F(SDL_bool, SDL_SetHint, (const char *name, const char *value), (name, value))                           \
  V(SDL_SetTextInputRect, (const SDL_Rect *rect), (rect))                                                  \
  F(int, SDL_SetTextureBlendMode, (SDL_Texture * texture, SDL_BlendMode blendMode), (texture, blendMode)) \
  V(SDL_SetWindowSize, (SDL_Window * window, int w, int h), (window, w, h))                                \
  V(SDL_ShowWindow, (SDL_Window * window), (window))                                                       \
  V(SDL_StartTextInput, (void), ())                                                                        \
  V(SDL_StopTextInput, (void), ())                                                                         \
  F(int, SDL_UpdateTexture,                                                                                \
    (SDL_Texture * texture, const SDL_Rect *rect, const void *pixels, int pitch),                          \
    (texture, rect, pixels, pitch))                                                                        \
  F(int, SDL_UpdateWindowSurface, (SDL_Window * window), (window))                                         \
  F(int, SDL_UpdateWindowSurfaceRects, (SDL_Window * window, const SDL_Rect *rects, int numrects),        \
    (window, rects, numrects))                                                                             \
  F(int, SDL_UpperBlit,                                                                                    \
    (SDL_Surface * src, const SDL_Rect *srcrect, SDL_Surface *dst, SDL_Rect *dstrect),                     \
    (src, srcrect, dst, dstrect))                                                                          \
  F(int, SDL_WaitEventTimeout, (SDL_Event * event, int timeout), (event, timeout))                         \
  V(SDL_free, (void *mem), (mem))

// The library's functions, filled in once by `load`.
#define F(type, name, parameters, arguments) static type(SDLCALL *real_##name) parameters;
#define V(name, parameters, arguments) static void(SDLCALL *real_##name) parameters;
SDL_FUNCTIONS
#undef F
#undef V

static pthread_once_t loaded = PTHREAD_ONCE_INIT;
static char failure[512];

static void load(void) {
  // The soname of SDL 2's runtime package (libsdl2-2.0-0); libSDL2.so exists only with the development package.
  void *library = dlopen("libSDL2-2.0.so.0", RTLD_LAZY | RTLD_LOCAL);
  if (!library) {
    const char *reason = dlerror();
    snprintf(failure, sizeof failure, "%s", reason ? reason : "libSDL2-2.0.so.0 could not be loaded");
    return;
  }
#define F(type, name, parameters, arguments)                                                                \
  if (!(*(void **)&real_##name = dlsym(library, #name)) && !failure[0])                                   \
    snprintf(failure, sizeof failure, "libSDL2 has no %s", #name);
#define V(name, parameters, arguments) F(void, name, parameters, arguments)
  SDL_FUNCTIONS
#undef F
#undef V
}

int CSDL2_load(void) {
  pthread_once(&loaded, load);
  return failure[0] == 0;
}

const char *CSDL2_loadError(void) { return CSDL2_load() ? NULL : failure; }

// A call before a successful load (none is made: the host loads SDL before it opens the display) cannot go on.
static void require(const char *name) {
  if (CSDL2_load()) return;
  fprintf(stderr, "%s: SDL2 is not available (%s)\n", name, failure);
  abort();
}

#define F(type, name, parameters, arguments)                                                                \
  type SDLCALL name parameters {                                                                             \
    require(#name);                                                                                          \
    return real_##name arguments;                                                                            \
  }
#define V(name, parameters, arguments)                                                                      \
  void SDLCALL name parameters {                                                                             \
    require(#name);                                                                                          \
    real_##name arguments;                                                                                   \
  }
SDL_FUNCTIONS
#undef F
#undef V
