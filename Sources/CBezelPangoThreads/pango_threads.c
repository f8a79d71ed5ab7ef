// Pango's fontconfig work without two new threads per font, in the `bezel` executable.
//
// Pango 1.50.12 (Debian 12) answers each new font pattern (a family, weight and size it has not
// seen) by starting two threads: one runs FcFontSetMatch, which the caller waits for at once, and
// one FcFontSetSort, which only a fallback font (a character the matched font lacks) waits for.
// Each thread is made, scheduled, run for tens of microseconds and torn down: seed-000's dead strip
// starts about 50 threads for its 20-odd patterns, and while both cores are busy the caller waits
// for its match thread to be scheduled. Later Pango releases queue the same work to one thread.
//
// The executable defines `g_thread_new`, which the dynamic linker then binds Pango's calls to
// ahead of GLib's (the executable comes first in every library's lookup order, those
// CBezelGraphics loads after `main` starts included, and Swift links an executable with all its
// functions exported). Once the process asks (`bezel_pango_threads_share`, the command line's
// `main`), threads Pango names "[pango] FcFontSetMatch" run their function on the calling
// thread, which would wait for it anyway; "[pango] FcFontSetSort" and Pango's one
// "[pango] FcInit" go to one long-lived worker, in order. Every other thread, both of these when
// the worker cannot be made, and every thread of a process that did not ask (the tests') is
// GLib's. Both functions only compute a result, store it under the pattern's own lock and signal
// its condition, so where they run changes nothing but when (an end-to-end test draws text that
// needs a fallback font both ways, BEZEL_PANGO_THREADS=pango being Pango's own).
//
// Measured on the dead strip at 3× (2026-11-28, 200 alternating runs): 50 threads started
// become 7, and the process takes 28.7 ms against 31.2 (median; 26.9 against 28.6 at the first
// quartile).

#define _GNU_SOURCE
#include "CBezelPangoThreads.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct _GThread GThread;
typedef void *(*GThreadFunc)(void *data);
extern GThread *g_thread_self(void);
extern GThread *g_thread_ref(GThread *thread);

typedef struct Job {
    GThreadFunc function;
    void *data;
    struct Job *next;
} Job;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t ready = PTHREAD_COND_INITIALIZER;
static Job *first, *last;
static enum { NOT_STARTED, RUNNING, FAILED } worker = NOT_STARTED;

static void *work(void *unused) {
    (void)unused;
    for (;;) {
        pthread_mutex_lock(&lock);
        while (first == NULL) pthread_cond_wait(&ready, &lock);
        Job *job = first;
        first = job->next;
        if (first == NULL) last = NULL;
        pthread_mutex_unlock(&lock);
        job->function(job->data);
        free(job);
    }
    return NULL;
}

// Queues `function` for the worker, starting it on first use; false when it cannot run there.
static bool queue(GThreadFunc function, void *data) {
    Job *job = malloc(sizeof *job);
    if (job == NULL) return false;
    *job = (Job){function, data, NULL};
    pthread_mutex_lock(&lock);
    if (worker == NOT_STARTED) {
        pthread_t thread;
        pthread_attr_t attributes;
        pthread_attr_init(&attributes);
        pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
        worker = pthread_create(&thread, &attributes, work, NULL) == 0 ? RUNNING : FAILED;
        pthread_attr_destroy(&attributes);
    }
    if (worker != RUNNING) {
        pthread_mutex_unlock(&lock);
        free(job);
        return false;
    }
    if (last != NULL) last->next = job; else first = job;
    last = job;
    pthread_cond_signal(&ready);
    pthread_mutex_unlock(&lock);
    return true;
}

static bool named(const char *name, const char *expected) { return name != NULL && strcmp(name, expected) == 0; }

static GThread *(*glib_thread_new)(const char *, GThreadFunc, void *);
static atomic_bool shared;
// BEZEL_PANGO_THREADS=pango leaves Pango's threads to Pango (the tests compare the two).
static bool pango_own;
static pthread_once_t found = PTHREAD_ONCE_INIT;

void bezel_pango_threads_share(void) { atomic_store_explicit(&shared, true, memory_order_relaxed); }

static void find_glib(void) {
    const char *choice = getenv("BEZEL_PANGO_THREADS");
    pango_own = choice != NULL && strcmp(choice, "pango") == 0;
    // GLib is loaded by now (Pango, which calls this, needs it), with Bezel's other graphics
    // libraries and outside the global scope (CBezelGraphics), so it is asked for by name.
    void *glib = dlopen("libglib-2.0.so.0", RTLD_LAZY | RTLD_LOCAL | RTLD_NOLOAD);
    if (glib != NULL) glib_thread_new = (GThread * (*)(const char *, GThreadFunc, void *)) dlsym(glib, "g_thread_new");
    if (glib_thread_new == NULL) {
        fputs("bezel: GLib's g_thread_new is missing\n", stderr);
        abort();
    }
}

GThread *g_thread_new(const char *name, GThreadFunc function, void *data) {
    pthread_once(&found, find_glib);
    if (pango_own || !atomic_load_explicit(&shared, memory_order_relaxed)) return glib_thread_new(name, function, data);
    // Pango unreferences the thread it gets back at once: it gets this thread, referenced once more.
    if (named(name, "[pango] FcFontSetMatch")) {
        function(data);
        return g_thread_ref(g_thread_self());
    }
    // Pango starts its FcInit thread holding the lock that thread's function takes at its end:
    // it cannot run here, but can run on the worker (fontconfig is long started by then:
    // FontStart made Bezel's configuration the current one).
    if ((named(name, "[pango] FcFontSetSort") || named(name, "[pango] FcInit")) && queue(function, data)) {
        return g_thread_ref(g_thread_self());
    }
    return glib_thread_new(name, function, data);
}
