#ifndef CVIRTUALCLOCK_H
#define CVIRTUALCLOCK_H

#include <stdint.h>
#include <time.h>

#include "OutsideWork.h"

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

/// What the calling thread sent out of the virtual scheduler's reach since the last take: work given to
/// libdispatch (`DispatchQueue.async`, `asyncAfter`), threads started (`Thread`, `pthread_create`), Foundation
/// timers and `URLSession` tasks, counted only while the thread reads the virtual clock (it runs a
/// scheduler's jobs).
typedef struct {
    /// `dispatch_async` and `dispatch_async_f` calls.
    int32_t dispatches;
    /// `dispatch_after` and `dispatch_after_f` calls.
    int32_t delayed;
    /// `pthread_create` calls.
    int32_t threads;
    /// The label of the queue of the first dispatch, empty if none.
    char queue[96];
    /// Foundation timers scheduled on a run loop (`CFRunLoopAddTimer`).
    int32_t timers;
    /// `URLSession` tasks resumed.
    int32_t requests;
} rehearsal_escapes;

/// Copies the calling thread's escapes into `into` and starts counting again from zero.
void rehearsal_escapes_take(rehearsal_escapes *into);

/// Whether the overrides found the functions they forward to (libdispatch and pthread loaded).
int rehearsal_escapes_are_watched(void);

#endif
