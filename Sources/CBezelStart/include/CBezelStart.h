#ifndef CBEZELSTART_H
#define CBEZELSTART_H

#include <stdbool.h>

/// Whether `subcommand` lays out or draws text: for those, fontconfig is started on a thread of
/// its own before `main` where the C library lets a constructor see the arguments (start.c).
bool bezel_start_measures_text(const char *subcommand);

/// Waits for that thread to finish reading fontconfig's configuration; returns at once when it
/// was never started or has been waited for.
void bezel_start_wait(void);

#endif
