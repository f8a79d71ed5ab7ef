// The graphics libraries, loaded on first use instead of by the dynamic loader before `main`.
//
// Cairo and Pango, with the libraries they need, are 34 shared libraries (GLib, GIO, HarfBuzz,
// fontconfig, FreeType, pixman, X11 and XCB, libmount, libselinux, ...). Linked the usual way,
// every run of `bezel` maps, relocates and initialises all of them on one thread before `main`,
// whatever the command: an empty C program linked to them takes 4.2 ms against 0.7 ms for one
// linked to the C library alone (perf stat, 300 runs, 2026-11-28). Bezel links none of them. It
// links, for each function it calls (functions.h), a forwarding function of the same name and
// prototype, which jumps through a table filled on the first call: dlopen loads the libraries,
// dlsym finds each function. fontconfig is a stage of its own, so that Bezel's configuration can
// be made before Cairo and Pango are there. The command line loads both stages on FontStart's
// thread while the main thread parses the arguments and reads the scene; a command that draws
// nothing (`bezel diff`, `bezel devices`) never loads them.
//
// - Each forwarding function is defined with the header's own prototype, so the compiler checks
//   it against the libraries' declarations. scripts/graphics-functions.py writes functions.h
//   from the headers; a function Bezel starts to call and the list lacks fails the link by name.
// - They are hidden: they satisfy this link's calls only. The libraries' calls to each other are
//   bound by the dynamic loader as before, never to these. In a program that links the libraries
//   too (a package using BezelKit), its own calls come here as well and reach the same library:
//   dlopen finds it already loaded.
// - The libraries are opened RTLD_LOCAL and resolve lazily, as when linked. Symbols the
//   executable exports still come first for them: CBezelPangoThreads' g_thread_new still stands
//   in for GLib's for Pango.
// - When a library or function is missing, a forwarding function prints what is missing and
//   ends the process with status 3, the command line's status for an environment that cannot
//   draw; callers that can report an error ask `bezel_graphics_load()` first (Fonts.verify).
// Elsewhere than Linux the libraries are linked as usual (Package.swift) and this file is empty.

#if defined(__linux__)

#define _GNU_SOURCE
#include "CBezelGraphics.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

// Declared hidden, so that the forwarding functions below are. scripts/graphics-functions.py reads
// the prototypes from these headers, and the libraries from the list below.
#pragma GCC visibility push(hidden)
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <fontconfig/fontconfig.h>
#include <hb.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#pragma GCC visibility pop

// The libraries of functions.h, each loaded from its versioned name. fontconfig comes last and is
// loaded on its own first (`bezel_graphics_load_fontconfig`); then Pango Cairo, which needs the
// others, so that the dynamic loader maps them all in one call.
#define BEZEL_GRAPHICS_LIBRARIES(X)                                                                 \
    X(pangocairo, "libpangocairo-1.0.so.0")                                                         \
    X(pangoft2, "libpangoft2-1.0.so.0")                                                             \
    X(pango, "libpango-1.0.so.0")                                                                   \
    X(cairo, "libcairo.so.2")                                                                       \
    X(gobject, "libgobject-2.0.so.0")                                                               \
    X(glib, "libglib-2.0.so.0")                                                                     \
    X(harfbuzz, "libharfbuzz.so.0")                                                                 \
    X(fontconfig, "libfontconfig.so.1") /* last: a stage of its own */

enum Library {
#define X(library, soname) library_##library,
    BEZEL_GRAPHICS_LIBRARIES(X)
#undef X
    library_count
};

static const char *const sonames[library_count] = {
#define X(library, soname) [library_##library] = soname,
    BEZEL_GRAPHICS_LIBRARIES(X)
#undef X
};

// One pointer per function, typed by the header's declaration.
static struct Table {
#define BEZEL_GRAPHICS_FUNCTION(library, result, name, parameters, arguments) __typeof__(name) *name;
#define BEZEL_GRAPHICS_PROCEDURE(library, name, parameters, arguments) __typeof__(name) *name;
#include "functions.h"
#undef BEZEL_GRAPHICS_FUNCTION
#undef BEZEL_GRAPHICS_PROCEDURE
} table;

static const struct Entry {
    enum Library library;
    const char *name;
    size_t offset;
} entries[] = {
#define BEZEL_GRAPHICS_FUNCTION(library, result, name, parameters, arguments) {library_##library, #name, offsetof(struct Table, name)},
#define BEZEL_GRAPHICS_PROCEDURE(library, name, parameters, arguments) {library_##library, #name, offsetof(struct Table, name)},
#include "functions.h"
#undef BEZEL_GRAPHICS_FUNCTION
#undef BEZEL_GRAPHICS_PROCEDURE
};

// Two stages, each loaded once: fontconfig alone (and the 4 libraries under it that are not
// loaded yet), then the rest.
// Each sets its flag, with its part of the table complete, on success; every call reads its
// library's flag first.
static pthread_once_t fontconfig_once = PTHREAD_ONCE_INIT, once = PTHREAD_ONCE_INIT;
static atomic_bool fontconfig_loaded, loaded;
static char failure[512];

// Loads the libraries from `first` to before `end` and fills in their functions; false, with
// `failure` set, when one is missing.
static bool load_libraries(int first, int end) {
    void *handles[library_count];
    for (int library = first; library < end; library++) {
        handles[library] = dlopen(sonames[library], RTLD_LAZY | RTLD_LOCAL);
        if (handles[library] == NULL) {
            snprintf(failure, sizeof failure,
                     "cannot load the graphics library %s (%s); install Cairo and Pango (make setup does)", sonames[library],
                     dlerror());
            return false;
        }
    }
    for (size_t index = 0; index < sizeof entries / sizeof entries[0]; index++) {
        const struct Entry *entry = &entries[index];
        if ((int)entry->library < first || (int)entry->library >= end) continue;
        void *function = dlsym(handles[entry->library], entry->name);
        if (function == NULL) {
            snprintf(failure, sizeof failure, "the graphics library %s has no function %s; Bezel needs a newer one",
                     sonames[entry->library], entry->name);
            return false;
        }
        memcpy((char *)&table + entry->offset, &function, sizeof function);
    }
    return true;
}

static void load_fontconfig(void) {
    if (load_libraries(library_fontconfig, library_count)) atomic_store_explicit(&fontconfig_loaded, true, memory_order_release);
}

static void load(void) {
    pthread_once(&fontconfig_once, load_fontconfig);
    if (atomic_load_explicit(&fontconfig_loaded, memory_order_acquire) && load_libraries(0, library_fontconfig)) {
        atomic_store_explicit(&loaded, true, memory_order_release);
    }
}

// `failure` is written only inside the stage that fails, so it is read only after that stage's
// `pthread_once` has returned with its flag unset (the second stage may still be writing it
// while the first is asked about).
const char *bezel_graphics_load_fontconfig(void) {
    if (atomic_load_explicit(&fontconfig_loaded, memory_order_acquire)) return NULL;
    pthread_once(&fontconfig_once, load_fontconfig);
    return atomic_load_explicit(&fontconfig_loaded, memory_order_acquire) ? NULL : failure;
}

const char *bezel_graphics_load(void) {
    if (atomic_load_explicit(&loaded, memory_order_acquire)) return NULL;
    pthread_once(&once, load);
    return atomic_load_explicit(&loaded, memory_order_acquire) ? NULL : failure;
}

// The table with `library`'s functions loaded; a process whose libraries cannot be loaded ends
// here.
static const struct Table *functions(enum Library library) {
    atomic_bool *flag = library == library_fontconfig ? &fontconfig_loaded : &loaded;
    if (__builtin_expect(!atomic_load_explicit(flag, memory_order_acquire), 0)) {
        const char *problem = library == library_fontconfig ? bezel_graphics_load_fontconfig() : bezel_graphics_load();
        if (problem != NULL) {
            fprintf(stderr, "error: %s\n", problem);
            _exit(3);
        }
    }
    return &table;
}

#define BEZEL_GRAPHICS_FUNCTION(library, result, name, parameters, arguments) \
    __attribute__((visibility("hidden"))) result name parameters { return functions(library_##library)->name arguments; }
#define BEZEL_GRAPHICS_PROCEDURE(library, name, parameters, arguments) \
    __attribute__((visibility("hidden"))) void name parameters { functions(library_##library)->name arguments; }
#include "functions.h"
#undef BEZEL_GRAPHICS_FUNCTION
#undef BEZEL_GRAPHICS_PROCEDURE

// FreeType's header marks its functions visible, so they cannot be forwarded like the others;
// Bezel only asks its version, for `bezel --version --verbose` and the HTML report.
void bezel_freetype_version(int *major, int *minor, int *patch) {
    *major = *minor = *patch = 0;
    if (bezel_graphics_load() != NULL) return;
    // Loaded already, as a library Pango's FreeType font map needs.
    void *freetype = dlopen("libfreetype.so.6", RTLD_LAZY | RTLD_LOCAL);
    if (freetype == NULL) return;
    typedef int (*Init)(void **);
    typedef int (*Done)(void *);
    typedef void (*Version)(void *, int *, int *, int *);
    Init init = (Init)dlsym(freetype, "FT_Init_FreeType");
    Done done = (Done)dlsym(freetype, "FT_Done_FreeType");
    Version version = (Version)dlsym(freetype, "FT_Library_Version");
    void *library = NULL;
    if (init != NULL && done != NULL && version != NULL && init(&library) == 0) {
        version(library, major, minor, patch);
        done(library);
    }
    dlclose(freetype);
}

#endif
