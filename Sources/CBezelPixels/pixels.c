// Pixel loops that the C compiler vectorises and Swift's optimiser does not (Swift's SIMD types
// were many times slower than scalar code on these loops when tried).
#include "CBezelPixels.h"

#include <string.h>

// Straight alpha from premultiplied: c * 255 / a, rounded to nearest, at most 255.
static inline uint32_t unpremultiply(uint32_t c, uint32_t a) {
    uint32_t value = (c * 255 + a / 2) / a;
    return value > 255 ? 255 : value;
}

// An opaque or clear ARGB32 word as RGBA bytes (a little-endian word): red and blue swap places.
static inline uint32_t swap_red_blue(uint32_t word) {
    return (word & 0xFF00FF00u) | (word >> 16 & 0xFF) | (word & 0xFF) << 16;
}

// The RGBA bytes r, g, b, a of one ARGB32 word, as a little-endian word.
static inline uint32_t convert(uint32_t word) {
    uint32_t a = word >> 24;
    if (a != 255 && a != 0) {
        uint32_t r = unpremultiply(word >> 16 & 0xFF, a);
        uint32_t g = unpremultiply(word >> 8 & 0xFF, a);
        uint32_t b = unpremultiply(word & 0xFF, a);
        return a << 24 | b << 16 | g << 8 | r;
    }
    return swap_red_blue(word);
}

enum { block = 16 };

// One block of ARGB32 words as RGBA words. A block whose alphas are all 255 or 0 needs no
// division: red and blue swap places. Both loops have no branches inside, so they vectorise.
static inline __attribute__((always_inline)) void convert_block(const uint32_t *source, uint32_t *words) {
    uint32_t plain = 1;
    for (int i = 0; i < block; i++) {
        uint32_t a = source[i] >> 24;
        plain &= (a == 0) | (a == 255);
    }
    if (plain) {
        for (int i = 0; i < block; i++) words[i] = swap_red_blue(source[i]);
    } else {
        for (int i = 0; i < block; i++) words[i] = convert(source[i]);
    }
}

#if __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "the RGBA rows are little-endian words"
#endif

void bezel_argb32_to_rgba(const uint32_t *source, uint8_t *target, size_t width) {
    size_t x = 0;
    for (; x + block <= width; x += block) {
        uint32_t words[block];
        convert_block(source + x, words);
        memcpy(target + x * 4, words, sizeof words);
    }
    for (; x < width; x++) {
        uint32_t w = convert(source[x]);
        memcpy(target + x * 4, &w, 4);
    }
}

int bezel_argb32_equals_rgba(const uint32_t *source, const uint8_t *rgba, size_t width) {
    size_t x = 0;
    for (; x + block <= width; x += block) {
        uint32_t words[block], expected[block], differ = 0;
        convert_block(source + x, words);
        memcpy(expected, rgba + x * 4, sizeof expected);
        for (int i = 0; i < block; i++) differ |= words[i] ^ expected[i];
        if (differ) return 0;
    }
    for (; x < width; x++) {
        uint32_t w = convert(source[x]);
        if (memcmp(rgba + x * 4, &w, 4) != 0) return 0;
    }
    return 1;
}

void bezel_uniform_blocks(const uint8_t *image, size_t width, size_t top, size_t bottom, size_t side, uint8_t *flags, uint32_t *colours) {
    size_t blocks = (width + side - 1) / side;
    for (size_t i = 0; i < blocks; i++) {
        size_t left = i * side == 0 ? 0 : i * side - 1;
        memcpy(&colours[i], image + (top * width + left) * 4, 4);
        flags[i] = 1;
    }
    for (size_t y = top; y < bottom; y++) {
        const uint8_t *row = image + y * width * 4;
        for (size_t i = 0; i < blocks; i++) {
            if (!flags[i]) continue;
            size_t left = i * side == 0 ? 0 : i * side - 1;
            size_t right = i * side + side + 1 < width ? i * side + side + 1 : width;
            uint32_t first = colours[i], differ = 0;
            for (size_t x = left; x < right; x++) {
                uint32_t pixel;
                memcpy(&pixel, row + x * 4, 4);
                differ |= pixel ^ first;
            }
            if (differ) flags[i] = 0;
        }
    }
}
