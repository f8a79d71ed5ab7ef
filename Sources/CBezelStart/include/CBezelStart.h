#ifndef CBEZELSTART_H
#define CBEZELSTART_H

#include <stdbool.h>

/// Whether this process's first argument names a subcommand that lays out or draws text, for
/// which fontconfig was started on a thread of its own before `main` (start.c).
bool bezel_start_measures_text(void);

/// Waits for that thread to finish reading fontconfig's configuration; returns at once when it
/// was never started or has been waited for.
void bezel_start_wait(void);

#endif
