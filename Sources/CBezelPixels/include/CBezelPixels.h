#ifndef CBEZELPIXELS_H
#define CBEZELPIXELS_H

#include <stddef.h>
#include <stdint.h>

/// One row of Cairo's ARGB32 (native-endian words, premultiplied alpha) as straight-alpha RGBA
/// bytes. `source` and `target` may not overlap; `target` needs `width * 4` bytes.
void bezel_argb32_to_rgba(const uint32_t *source, uint8_t *target, size_t width);

/// Whether every pixel of rows `top..<bottom`, columns `left..<right` of an image `width` pixels
/// wide (4 bytes a pixel) has the same 4 bytes; if so they are stored in `colour`. Each row is
/// compared whole (no early exit inside a row), so the loop is vectorised.
int bezel_uniform_area(const uint8_t *image, size_t width, size_t left, size_t right, size_t top, size_t bottom, uint32_t *colour);

#endif
