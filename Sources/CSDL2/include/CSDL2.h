// SDL2's API as the window host calls it. libSDL2 is not linked into the program: it is loaded at run time
// (SDLLibrary.c), on the thread that opens the display, so the ~35 libraries it pulls in (audio, Wayland, D-Bus…)
// load while the main thread builds the first screen instead of before main.
#include <SDL2/SDL.h>

/// Loads libSDL2 and looks up the functions the host calls; once per process, safe from any thread. Returns 1 when
/// SDL can be used, else 0 (`CSDL2_loadError` says why). Every SDL function declared above loads it first too.
int CSDL2_load(void);
const char *CSDL2_loadError(void);
