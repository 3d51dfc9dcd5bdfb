#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
#include <hb-ot.h>
