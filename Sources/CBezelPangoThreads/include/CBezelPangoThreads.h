#ifndef CBEZELPANGOTHREADS_H
#define CBEZELPANGOTHREADS_H

/// From now on, Pango's fontconfig matches run on the thread that asks for them and its sorts on
/// one worker thread, instead of two new threads per font (pango_threads.c). Call it once, from
/// `main`, before anything draws text.
void bezel_pango_threads_share(void);

#endif
