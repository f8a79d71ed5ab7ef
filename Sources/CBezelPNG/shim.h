#include <png.h>

// Macros built from other macros do not import into Swift; re-export the ones Bezel uses.
static const png_uint_32 CPNG_FORMAT_RGB = PNG_FORMAT_RGB;
static const png_uint_32 CPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
