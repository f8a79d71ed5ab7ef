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
// ahead of GLib's (the executable comes first in the lookup order, and the linker exports the
// definition because a library it links, GLib, defines the name too). Threads Pango names "[pango] FcFontSetMatch" run their function on the calling
// thread, which would wait for it anyway; "[pango] FcFontSetSort" and Pango's one
// "[pango] FcInit" go to one long-lived worker, in order. Every other thread, and both of these when the worker cannot be made, is GLib's.
// Both functions only compute a result, store it under the pattern's own lock and signal its
// condition, so where they run changes nothing but when (an end-to-end test draws text that
// needs a fallback font both ways, BEZEL_PANGO_THREADS=pango being Pango's own). The tests'
// processes do not link this file: there Pango's threads are its own.
//
// Measured on the dead strip at 3× (2026-11-28, 200 alternating runs): 50 threads started
// become 7, and the process takes 28.7 ms against 31.2 (median; 26.9 against 28.6 at the first
// quartile).

#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
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
// BEZEL_PANGO_THREADS=pango leaves Pango's threads to Pango (the tests compare the two).
static bool pango_own;
static pthread_once_t found = PTHREAD_ONCE_INIT;

static void find_glib(void) {
    const char *choice = getenv("BEZEL_PANGO_THREADS");
    pango_own = choice != NULL && strcmp(choice, "pango") == 0;
    glib_thread_new = (GThread * (*)(const char *, GThreadFunc, void *)) dlsym(RTLD_NEXT, "g_thread_new");
    if (glib_thread_new == NULL) {
        fputs("bezel: GLib's g_thread_new is missing\n", stderr);
        abort();
    }
}

GThread *g_thread_new(const char *name, GThreadFunc function, void *data) {
    pthread_once(&found, find_glib);
    if (pango_own) return glib_thread_new(name, function, data);
    // Pango unreferences the thread it gets back at once: it gets this thread, referenced once more.
    if (named(name, "[pango] FcFontSetMatch")) {
        function(data);
        return g_thread_ref(g_thread_self());
    }
    // Pango starts its FcInit thread holding the lock that thread's function takes at its end:
    // it cannot run here, but can run on the worker (fontconfig is long started by then: Bezel
    // starts it before `main`, CBezelStart's start.c).
    if ((named(name, "[pango] FcFontSetSort") || named(name, "[pango] FcInit")) && queue(function, data)) {
        return g_thread_ref(g_thread_self());
    }
    return glib_thread_new(name, function, data);
}
