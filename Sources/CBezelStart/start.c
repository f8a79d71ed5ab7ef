// fontconfig's start, begun before `main` in the `bezel` executable.
//
// Reading the system's fontconfig configuration (fonts.conf and its rule files) takes 3-7 ms,
// and the first text a command measures waits for it. glibc runs an executable's constructors
// with the command's arguments, after its libraries are loaded and before `main`: started here,
// on a thread of its own, the reading begins about 1.3 ms earlier than from `main` (seed-000's
// dead strip, 2026-11-28). Only the `bezel` executable links this file.

#include "CBezelStart.h"

#include <fontconfig/fontconfig.h>
#include <pthread.h>
#include <string.h>

static pthread_t reader;
static bool waiting;

static void *read_configuration(void *unused) {
    (void)unused;
    FcInit();
    return NULL;
}

// The subcommands that lay out or draw text (the command line's `Bezel.swift` asks here rather
// than keeping a list of its own).
static const char *const measuring[] = {
    "render", "explain", "record", "check", "markdown", "docc", "preview", "compare", "import", NULL,
};

bool bezel_start_measures_text(const char *subcommand) {
    if (subcommand == NULL) return false;
    for (const char *const *name = measuring; *name != NULL; name++) {
        if (strcmp(subcommand, *name) == 0) return true;
    }
    return false;
}

#if defined(__GLIBC__)
// glibc passes constructors the arguments (musl does not: there `main` starts fontconfig).
__attribute__((constructor)) static void bezel_start(int argc, char **argv, char **envp) {
    (void)envp;
    if (argc < 2 || argv == NULL || !bezel_start_measures_text(argv[1])) return;
    waiting = pthread_create(&reader, NULL, read_configuration, NULL) == 0;
}
#endif

void bezel_start_wait(void) {
    if (!waiting) return;
    pthread_join(reader, NULL);
    waiting = false;
}
