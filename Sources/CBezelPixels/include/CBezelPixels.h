#ifndef CBEZELPIXELS_H
#define CBEZELPIXELS_H

#include <stddef.h>
#include <stdint.h>

/// One row of Cairo's ARGB32 (native-endian words, premultiplied alpha) as straight-alpha RGBA
/// bytes. `source` and `target` may not overlap; `target` needs `width * 4` bytes.
void bezel_argb32_to_rgba(const uint32_t *source, uint8_t *target, size_t width);

/// Whether `bezel_argb32_to_rgba` would write exactly the `width * 4` bytes at `rgba`; nothing is
/// written, and the row is left at its first difference.
int bezel_argb32_equals_rgba(const uint32_t *source, const uint8_t *rgba, size_t width);

/// For the blocks of `side` columns across rows `top..<bottom` of an image `width` pixels wide
/// (4 bytes a pixel): whether block `i`'s columns, widened by one on each side within the image,
/// hold one colour on every row (`flags[i]`, 1 or 0), and that colour (`colours[i]`). The rows are
/// read one after another, whole, so memory is read in order whatever the block size.
void bezel_uniform_blocks(const uint8_t *image, size_t width, size_t top, size_t bottom, size_t side, uint8_t *flags, uint32_t *colours);

/// One row of opaque ARGB32 pixels Up-filtered as PNG's RGB: the filter byte (2), then each
/// pixel's red, green and blue minus those of the pixel above, bytewise and wrapping. `above`
/// holds the row above as ARGB32 words (zeros over the first row) and is given this row's.
/// `target` may be the row's own memory or lie before it: every pixel is read before the bytes
/// that could cover it are written.
void bezel_argb32_up_rgb(const uint32_t *row, uint32_t *above, uint8_t *target, size_t width);

/// Undoes one PNG row's filter in place (PNG specification, section 9): `row` holds the filter
/// type byte, then `stride` filtered bytes; `above` is the unfiltered row above (zeros over the
/// first row) and may not overlap it; `bpp` is the bytes of one pixel. Returns 0 for a filter
/// type past 4, leaving the row as it was.
int bezel_png_unfilter(uint8_t *row, const uint8_t *above, size_t stride, size_t bpp);

/// One row filtered with PNG filter `type` (PNG specification, section 9; a type past 4 predicts
/// zero, as type 0 does) into `target`, `stride` bytes without the type byte: `row` is the
/// unfiltered row, `above` the unfiltered row above or NULL over the first row, `bpp` the bytes of
/// one pixel. Returns the sum of the output bytes' magnitudes read as signed bytes (the cost the
/// adaptive choice of filter minimises).
size_t bezel_png_filter(int type, const uint8_t *row, const uint8_t *above, size_t stride, size_t bpp, uint8_t *target);

/// `width` RGB pixels as RGBA with alpha 255; reads exactly `width * 3` bytes.
void bezel_rgb_to_rgba(const uint8_t *rgb, uint8_t *rgba, size_t width);

/// The distinct colours of `count` RGBA pixels (each as the word r << 24 | g << 16 | b << 8 | a)
/// in the order they first appear, into `colours` (room for 256), and whether every pixel is
/// opaque and every pixel grey. Returns how many colours there are, or 257 when there are more
/// than 256 (then `colours` holds the first 256).
size_t bezel_colour_scan(const uint8_t *rgba, size_t count, uint32_t *colours, int *opaque, int *grey);

/// PNG palette rows of `bits` bits a pixel (1, 2, 4 or 8; most significant bits first, each row
/// starting on a byte) into `rows`, `row_bytes` a row: each pixel's colour (as
/// `bezel_colour_scan` writes them) is looked up among the `entries` colours of `palette`.
/// Returns 0 when a pixel's colour is not in the palette (the rows are then incomplete).
int bezel_pack_palette(const uint8_t *rgba, size_t width, size_t height, const uint32_t *palette, size_t entries, int bits,
                       uint8_t *rows, size_t row_bytes);

/// `count` RGBA pixels as the 8-bit channels of PNG colour type `colour_type`: 0 grey (red), 4
/// grey and alpha, 2 RGB, 6 RGBA.
void bezel_pack_channels(const uint8_t *rgba, size_t count, int colour_type, uint8_t *rows);

#endif
