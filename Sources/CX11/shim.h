// Xlib, for reading X11 selections with the INCR protocol (SDL 2.26 reads only what fits one property).
#include <X11/Xlib.h>
#include <X11/Xatom.h>
