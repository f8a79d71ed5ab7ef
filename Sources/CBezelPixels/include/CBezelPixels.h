#ifndef CBEZELPIXELS_H
#define CBEZELPIXELS_H

#include <stddef.h>
#include <stdint.h>

/// One row of Cairo's ARGB32 (native-endian words, premultiplied alpha) as straight-alpha RGBA
/// bytes. `source` and `target` may not overlap; `target` needs `width * 4` bytes.
void bezel_argb32_to_rgba(const uint32_t *source, uint8_t *target, size_t width);

#endif
