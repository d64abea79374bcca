#ifndef CVIRTUALCLOCK_H
#define CVIRTUALCLOCK_H

#include <stdint.h>
#include <time.h>

/// Starts answering virtual time on the calling thread, at `offset_ns` nanoseconds after the start.
///
/// Until `rehearsal_virtual_clock_end()`, every `clock_gettime`, `gettimeofday` and `time` made on this
/// thread, by any library, reads the virtual clock: the wall clocks answer the virtual start date plus
/// the offset, the monotonic clocks a fixed boot time plus the offset. Other threads keep the real clock.
void rehearsal_virtual_clock_begin(int64_t offset_ns);

/// Moves the calling thread's virtual clock to `offset_ns` nanoseconds after the start.
void rehearsal_virtual_clock_set(int64_t offset_ns);

/// Gives the calling thread the real clock back.
void rehearsal_virtual_clock_end(void);

/// Whether the calling thread reads the virtual clock.
int rehearsal_virtual_clock_is_active(void);

/// The real time of `clock`, read from the kernel whatever the calling thread's clock is.
int rehearsal_real_clock_gettime(clockid_t clock, struct timespec *time);

/// Seconds since 1970 of the virtual start date: 2026-01-01T09:00:00Z.
#define REHEARSAL_VIRTUAL_START_SECONDS 1767258000LL

/// What the virtual monotonic clocks read at the start: as if the machine had booted a day earlier.
#define REHEARSAL_VIRTUAL_BOOT_SECONDS 86400LL

#endif
