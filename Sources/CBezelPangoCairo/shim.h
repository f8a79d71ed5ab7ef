#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <hb.h>
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H
