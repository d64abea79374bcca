#ifndef C_PROCESSOR_AFFINITY_H
#define C_PROCESSOR_AFFINITY_H

// Pins the benchmarks to one processor (`sched_setaffinity`, whose `cpu_set_t` macros Swift cannot import): a
// long session and the fresh sessions it is compared with then share one processor's caches and clock, and the
// processes started afterwards inherit the pin.

/// Lets the calling thread, and the threads and processes it starts afterwards, run only on `processor`; the
/// first pin keeps the processors allowed before it, for `rehearsal_unpin_processor`. 0, or an `errno` value.
int rehearsal_pin_to_processor(int processor);

/// Allows the calling thread the processors it had before the first pin again. 0, or an `errno` value.
int rehearsal_unpin_processor(void);

/// The processor the calling thread runs on now, or -1 when the system cannot say.
int rehearsal_current_processor(void);

#endif
