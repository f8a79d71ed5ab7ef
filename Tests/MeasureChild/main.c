// measure-child PROGRAM [ARGUMENT...]: runs PROGRAM in a forked child and reports on file
// descriptor 3 the child's process id ("pid N") as soon as it exists, then its resource usage
// ("usage MAXRSS_KB USER_SECONDS SYSTEM_SECONDS") once it has ended; then ends the way the child
// ended (same exit status, or the same signal).
//
// Why: the tests spawn children with posix_spawn, which glibc runs with CLONE_VM. At exec the
// kernel folds the high-water mark of the memory the new program replaces into the process's
// maximum resident size (exec_mmap, setmax_mm_hiwater_rss), and with CLONE_VM that memory is the
// test runner's: every child then reports at least the runner's own peak (471 MB in one run).
// This helper is that contaminated process; the child it forks copies only the helper's few
// hundred kilobytes, so the maximum resident size wait4 gives for it is the program's own.
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: measure-child PROGRAM [ARGUMENT...] (reports on descriptor 3)\n");
        return 2;
    }
    pid_t child = fork();
    if (child < 0) {
        dprintf(3, "error fork %d\n", errno);
        return 127;
    }
    if (child == 0) {
        close(3);
        execv(argv[1], argv + 1);
        dprintf(2, "measure-child: cannot run %s (errno %d)\n", argv[1], errno);
        _exit(127);
    }
    dprintf(3, "pid %d\n", (int)child);
    int status = 0;
    struct rusage usage;
    while (wait4(child, &status, 0, &usage) < 0) {
        if (errno != EINTR) return 127;
    }
    dprintf(3, "usage %ld %ld.%06ld %ld.%06ld\n", usage.ru_maxrss, (long)usage.ru_utime.tv_sec,
            (long)usage.ru_utime.tv_usec, (long)usage.ru_stime.tv_sec, (long)usage.ru_stime.tv_usec);
    close(3);
    if (WIFSIGNALED(status)) {
        // End by the same signal, without a core file of this helper.
        struct rlimit none = {0, 0};
        setrlimit(RLIMIT_CORE, &none);
        signal(WTERMSIG(status), SIG_DFL);
        raise(WTERMSIG(status));
    }
    return WIFEXITED(status) ? WEXITSTATUS(status) : 127;
}
