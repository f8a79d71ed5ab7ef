// The golden encoder's pixel analysis and packing (PNGOptimizer): one pass over RGBA pixels each,
// which in Swift cost tenths of a second an image in the debug build the tests run.
#include "CBezelPixels.h"

#include <stdlib.h>
#include <string.h>

// An open-addressed table of up to 256 colours: twice the slots the colours can fill.
enum { slots = 1024 };
typedef struct {
    uint64_t keys[slots];  // colour + 1; 0 marks an empty slot
    uint8_t values[slots];
} colour_table;

static inline uint32_t colour_at(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

// The slot holding `colour`, or the empty slot where it would go.
static inline size_t slot_of(const colour_table *table, uint32_t colour) {
    size_t slot = (uint32_t)(colour * 2654435761u) >> 22;
    while (table->keys[slot] != 0 && table->keys[slot] != (uint64_t)colour + 1) slot = (slot + 1) & (slots - 1);
    return slot;
}

size_t bezel_colour_scan(const uint8_t *rgba, size_t count, uint32_t *colours, int *opaque, int *grey) {
    static const size_t most = 256;
    colour_table *table = calloc(1, sizeof *table);
    size_t found = 0;
    int is_opaque = 1, is_grey = 1;
    for (size_t i = 0; i < count; i++) {
        const uint8_t *p = rgba + 4 * i;
        is_opaque &= p[3] == 255;
        is_grey &= p[0] == p[1] && p[0] == p[2];
        if (found <= most && table) {
            uint32_t colour = colour_at(p);
            size_t slot = slot_of(table, colour);
            if (table->keys[slot] == 0) {
                if (found < most) {
                    table->keys[slot] = (uint64_t)colour + 1;
                    colours[found] = colour;
                }
                found++;
            }
        }
    }
    free(table);
    *opaque = is_opaque;
    *grey = is_grey;
    return table ? found : most + 1;
}

int bezel_pack_palette(const uint8_t *rgba, size_t width, size_t height, const uint32_t *palette, size_t entries, int bits,
                       uint8_t *rows, size_t row_bytes) {
    colour_table *table = calloc(1, sizeof *table);
    if (!table || entries > 256) {
        free(table);
        return 0;
    }
    for (size_t i = 0; i < entries; i++) {
        size_t slot = slot_of(table, palette[i]);
        table->keys[slot] = (uint64_t)palette[i] + 1;
        table->values[slot] = (uint8_t)i;
    }
    memset(rows, 0, row_bytes * height);
    int found = 1;
    for (size_t y = 0; y < height && found; y++) {
        uint8_t *row = rows + y * row_bytes;
        for (size_t x = 0; x < width; x++) {
            size_t slot = slot_of(table, colour_at(rgba + 4 * (y * width + x)));
            if (table->keys[slot] == 0) {
                found = 0;
                break;
            }
            size_t bit = x * (size_t)bits;
            row[bit / 8] |= (uint8_t)(table->values[slot] << (8 - bits - bit % 8));
        }
    }
    free(table);
    return found;
}

void bezel_pack_channels(const uint8_t *rgba, size_t count, int colour_type, uint8_t *rows) {
    switch (colour_type) {
    case 0:
        for (size_t i = 0; i < count; i++) rows[i] = rgba[4 * i];
        break;
    case 4:
        for (size_t i = 0; i < count; i++) rows[2 * i] = rgba[4 * i], rows[2 * i + 1] = rgba[4 * i + 3];
        break;
    case 2:
        for (size_t i = 0; i < count; i++) memcpy(rows + 3 * i, rgba + 4 * i, 3);
        break;
    default:
        memcpy(rows, rgba, 4 * count);
        break;
    }
}
