// `sched_setaffinity` and `sched_getcpu` with the `cpu_set_t` macros, which Swift does not import.

#define _GNU_SOURCE
#include "CProcessorAffinity.h"

#include <errno.h>

#if defined(__linux__)

#include <sched.h>

static cpu_set_t before_pin;
static int has_before_pin;

int rehearsal_pin_to_processor(int processor) {
    if (processor < 0 || processor >= CPU_SETSIZE) return EINVAL;
    if (!has_before_pin) {
        if (sched_getaffinity(0, sizeof before_pin, &before_pin) != 0) return errno;
        has_before_pin = 1;
    }
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(processor, &set);
    return sched_setaffinity(0, sizeof set, &set) == 0 ? 0 : errno;
}

int rehearsal_unpin_processor(void) {
    if (!has_before_pin) return 0;
    return sched_setaffinity(0, sizeof before_pin, &before_pin) == 0 ? 0 : errno;
}

int rehearsal_current_processor(void) { return sched_getcpu(); }

#else

// Elsewhere there is no processor affinity to set: the benchmarks run unpinned.
int rehearsal_pin_to_processor(int processor) {
    (void)processor;
    return ENOSYS;
}

int rehearsal_unpin_processor(void) { return 0; }

int rehearsal_current_processor(void) { return -1; }

#endif
