// libFuzzer's entry for programs that keep their own main (LLVM's libFuzzer documentation,
// "Using libFuzzer as a library"): it parses the usual flags from argc and argv and runs
// `callback` on every input. Linked from the compiler's libFuzzer by -sanitize=fuzzer.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
