#ifndef CBEZELGRAPHICS_H
#define CBEZELGRAPHICS_H

/// Loads the graphics libraries (Cairo, Pango, GLib, HarfBuzz, fontconfig) and looks up every
/// function Bezel calls in them, once per process; later calls return at once. Returns NULL when
/// they are loaded, otherwise what failed ("cannot load libcairo.so.2: ..."). Any function of
/// theirs loads them on its first call too, and ends the process with that message when they
/// cannot be loaded (graphics.c): call this first to report it as an error instead.
const char *bezel_graphics_load(void);

/// Loads fontconfig alone (and the libraries it needs, not Cairo or Pango), so that reading its
/// configuration can start while another thread loads the rest with `bezel_graphics_load()`.
/// Returns NULL or what failed, like `bezel_graphics_load()`.
const char *bezel_graphics_load_fontconfig(void);

/// FreeType's version, as FT_Library_Version gives it (all three 0 when FreeType cannot start).
void bezel_freetype_version(int *major, int *minor, int *patch);

#endif
