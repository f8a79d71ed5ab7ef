// fontconfig's start, begun before `main` in the `bezel` executable.
//
// Reading the system's fontconfig configuration (fonts.conf and its rule files) takes 3-5 ms,
// and the first text a command measures waits for it. glibc runs an executable's constructors
// with the command's arguments, after its libraries are loaded and before the Swift runtime and
// `main`: started here, on a thread of its own, the reading begins about 1.3 ms earlier than
// from `main` (seed-000's dead strip, 2026-11-28). Only the `bezel` executable links this file.

#include "CBezelStart.h"

#include <fontconfig/fontconfig.h>
#include <pthread.h>
#include <string.h>

static pthread_t reader;
static bool measures_text;
static bool waiting;

static void *read_configuration(void *unused) {
    (void)unused;
    FcInit();
    return NULL;
}

// The subcommands that lay out or draw text (the command line's `Bezel.swift` asks
// `bezel_start_measures_text` rather than keeping a list of its own).
static const char *const measuring[] = {
    "render", "explain", "record", "check", "markdown", "docc", "preview", "compare", "import", NULL,
};

__attribute__((constructor)) static void bezel_start(int argc, char **argv, char **envp) {
    (void)envp;
    if (argc < 2 || argv == NULL || argv[1] == NULL) return;
    for (const char *const *name = measuring; *name != NULL; name++) {
        if (strcmp(argv[1], *name) == 0) {
            measures_text = true;
            waiting = pthread_create(&reader, NULL, read_configuration, NULL) == 0;
            return;
        }
    }
}

bool bezel_start_measures_text(void) { return measures_text; }

void bezel_start_wait(void) {
    if (!waiting) return;
    pthread_join(reader, NULL);
    waiting = false;
}
