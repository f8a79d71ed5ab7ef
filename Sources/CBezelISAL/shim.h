#include <isa-l/igzip_lib.h>

/// The level buffer ISA-L asks for at level 1, its default size (a macro Swift cannot import).
static const unsigned bezel_isal_level1_bytes = ISAL_DEF_LVL1_DEFAULT;
