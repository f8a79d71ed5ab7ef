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

// The Up filter of one pixel as its r, g, b bytes at `out`.
static inline void up_rgb(uint32_t pixel, uint32_t *above, uint8_t *out) {
    uint32_t up = *above;
    *above = pixel;
    out[0] = (uint8_t)((pixel >> 16) - (up >> 16));
    out[1] = (uint8_t)((pixel >> 8) - (up >> 8));
    out[2] = (uint8_t)(pixel - up);
}

#if defined(__x86_64__)
#include <immintrin.h>

// Sixteen pixels at a time: four loads, bytewise differences, red, green and blue picked out of
// each by a byte shuffle, packed into three stores that end 16 bytes before the next block's
// first load.
__attribute__((target("ssse3"))) static size_t up_rgb_ssse3(const uint32_t *row, uint32_t *above, uint8_t *out, size_t width, uint32_t first) {
    const __m128i pick = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    size_t x = 0;
    for (; x + 16 <= width; x += 16) {
        __m128i p[4], d[4];
        for (int i = 0; i < 4; i++) p[i] = _mm_loadu_si128((const __m128i *)(row + x + 4 * i));
        // The filter byte has covered the first pixel's blue: it was read before.
        if (x == 0) p[0] = _mm_or_si128(_mm_andnot_si128(_mm_cvtsi32_si128(-1), p[0]), _mm_cvtsi32_si128((int)first));
        for (int i = 0; i < 4; i++) {
            __m128i up = _mm_loadu_si128((const __m128i *)(above + x + 4 * i));
            _mm_storeu_si128((__m128i *)(above + x + 4 * i), p[i]);
            d[i] = _mm_shuffle_epi8(_mm_sub_epi8(p[i], up), pick);
        }
        uint8_t *o = out + 3 * x;
        _mm_storeu_si128((__m128i *)o, _mm_or_si128(d[0], _mm_slli_si128(d[1], 12)));
        _mm_storeu_si128((__m128i *)(o + 16), _mm_or_si128(_mm_srli_si128(d[1], 4), _mm_slli_si128(d[2], 8)));
        _mm_storeu_si128((__m128i *)(o + 32), _mm_or_si128(_mm_srli_si128(d[2], 8), _mm_slli_si128(d[3], 4)));
    }
    return x;
}
#endif

void bezel_argb32_up_rgb(const uint32_t *row, uint32_t *above, uint8_t *target, size_t width) {
    if (width == 0) {
        target[0] = 2;
        return;
    }
    uint32_t first = row[0];
    target[0] = 2;  // Up
    uint8_t *out = target + 1;
    size_t x = 0;
#if defined(__x86_64__)
    if (__builtin_cpu_supports("ssse3")) x = up_rgb_ssse3(row, above, out, width, first);
#endif
    for (; x < width; x++) up_rgb(x == 0 ? first : row[x], above + x, out + 3 * x);
}

// The PNG Paeth predictor: whichever of left, above and upper left is nearest to
// left + above - upper left, ties to left, then above.
static inline uint8_t paeth(int a, int b, int c) {
    int pa = b > c ? b - c : c - b;
    int pb = a > c ? a - c : c - a;
    int pc = a + b - 2 * c;
    if (pc < 0) pc = -pc;
    return (uint8_t)(pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
}

int bezel_png_unfilter(uint8_t *row, const uint8_t *above, size_t stride, size_t bpp) {
    uint8_t type = row[0];
    uint8_t *restrict r = row + 1;
    const uint8_t *restrict up = above;
    size_t first = bpp < stride ? bpp : stride;
    switch (type) {
    case 0: break;
    case 1:
        for (size_t i = bpp; i < stride; i++) r[i] = (uint8_t)(r[i] + r[i - bpp]);
        break;
    case 2:
        for (size_t i = 0; i < stride; i++) r[i] = (uint8_t)(r[i] + up[i]);
        break;
    case 3:
        for (size_t i = 0; i < first; i++) r[i] = (uint8_t)(r[i] + (up[i] >> 1));
        for (size_t i = bpp; i < stride; i++) r[i] = (uint8_t)(r[i] + ((r[i - bpp] + up[i]) >> 1));
        break;
    case 4:
        for (size_t i = 0; i < first; i++) r[i] = (uint8_t)(r[i] + up[i]);  // Paeth with a = c = 0 picks b
        for (size_t i = bpp; i < stride; i++) r[i] = (uint8_t)(r[i] + paeth(r[i - bpp], up[i], up[i - bpp]));
        break;
    default: return 0;
    }
    return 1;
}

size_t bezel_png_filter(int type, const uint8_t *row, const uint8_t *above, size_t stride, size_t bpp, uint8_t *target) {
    size_t cost = 0;
    for (size_t i = 0; i < stride; i++) {
        int a = i >= bpp ? row[i - bpp] : 0;
        int b = above ? above[i] : 0;
        int c = i >= bpp && above ? above[i - bpp] : 0;
        int predicted;
        switch (type) {
        case 1: predicted = a; break;
        case 2: predicted = b; break;
        case 3: predicted = (a + b) >> 1; break;
        case 4: predicted = paeth(a, b, c); break;
        default: predicted = 0; break;
        }
        uint8_t byte = (uint8_t)(row[i] - predicted);
        target[i] = byte;
        cost += byte < 128 ? byte : 256 - byte;
    }
    return cost;
}

#if defined(__x86_64__)
// Sixteen pixels at a time: 48 bytes in three loads, each group of four pixels' twelve bytes
// spread to sixteen by a byte shuffle, alpha set, four stores.
__attribute__((target("ssse3"))) static size_t rgb_to_rgba_ssse3(const uint8_t *rgb, uint8_t *rgba, size_t width) {
    const __m128i spread = _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
    const __m128i alpha = _mm_set1_epi32((int)0xFF000000u);
    size_t x = 0;
    for (; x + 16 <= width; x += 16) {
        const uint8_t *s = rgb + 3 * x;
        __m128i v0 = _mm_loadu_si128((const __m128i *)s);
        __m128i v1 = _mm_loadu_si128((const __m128i *)(s + 16));
        __m128i v2 = _mm_loadu_si128((const __m128i *)(s + 32));
        __m128i *o = (__m128i *)(rgba + 4 * x);
        _mm_storeu_si128(o, _mm_or_si128(_mm_shuffle_epi8(v0, spread), alpha));
        _mm_storeu_si128(o + 1, _mm_or_si128(_mm_shuffle_epi8(_mm_alignr_epi8(v1, v0, 12), spread), alpha));
        _mm_storeu_si128(o + 2, _mm_or_si128(_mm_shuffle_epi8(_mm_alignr_epi8(v2, v1, 8), spread), alpha));
        _mm_storeu_si128(o + 3, _mm_or_si128(_mm_shuffle_epi8(_mm_srli_si128(v2, 4), spread), alpha));
    }
    return x;
}
#endif

void bezel_rgb_to_rgba(const uint8_t *rgb, uint8_t *rgba, size_t width) {
    size_t x = 0;
#if defined(__x86_64__)
    if (__builtin_cpu_supports("ssse3")) x = rgb_to_rgba_ssse3(rgb, rgba, width);
#endif
    for (; x < width; x++) {
        rgba[4 * x] = rgb[3 * x];
        rgba[4 * x + 1] = rgb[3 * x + 1];
        rgba[4 * x + 2] = rgb[3 * x + 2];
        rgba[4 * x + 3] = 255;
    }
}
