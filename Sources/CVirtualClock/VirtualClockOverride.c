// The process's `clock_gettime`, `gettimeofday` and `time`: the one C file besides the libedit shim.
//
// The concurrency runtime and Foundation call these through the PLT, so the definitions in the
// executable are the ones every library reaches: `Date()`, `ContinuousClock.now`,
// `SuspendingClock.now`, `DispatchTime.now()` and the deadline `Task.sleep(for:)` computes. A thread
// that runs a virtual-time scheduler's jobs reads virtual time; every other thread, and every thread
// once the scheduler is gone, reads the real clock straight from the kernel.

#define _GNU_SOURCE

// glibc declares `clock_gettime` and `gettimeofday` with `__nonnull`, which lets the optimiser drop the NULL
// checks below (a release build then writes through a hostile NULL). Their declarations are renamed away while
// the headers are read, and the overrides are declared again without the attribute.
#define clock_gettime rehearsal_glibc_clock_gettime
#define gettimeofday rehearsal_glibc_gettimeofday
#include "CVirtualClock.h"

#if defined(__linux__)

#include <stddef.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <unistd.h>

#undef clock_gettime
#undef gettimeofday
int clock_gettime(clockid_t clock, struct timespec *time);
int gettimeofday(struct timeval *restrict value, void *restrict zone);

static _Thread_local int virtual_active;
static _Thread_local int64_t virtual_offset_ns;

void rehearsal_virtual_clock_begin(int64_t offset_ns) {
    virtual_offset_ns = offset_ns;
    virtual_active = 1;
}

void rehearsal_virtual_clock_set(int64_t offset_ns) { virtual_offset_ns = offset_ns; }

void rehearsal_virtual_clock_end(void) {
    virtual_active = 0;
    virtual_offset_ns = 0;
}

int rehearsal_virtual_clock_is_active(void) { return virtual_active; }

int rehearsal_real_clock_gettime(clockid_t clock, struct timespec *time) {
    return (int)syscall(SYS_clock_gettime, clock, time);
}

/// Fills `time` with the virtual reading of `clock`; 0 when `clock` is not one the override answers.
static int virtual_reading(clockid_t clock, struct timespec *time) {
    int64_t base;
    switch (clock) {
    case CLOCK_REALTIME:
    case CLOCK_REALTIME_COARSE:
#ifdef CLOCK_TAI
    case CLOCK_TAI:
#endif
        base = REHEARSAL_VIRTUAL_START_SECONDS;
        break;
    case CLOCK_MONOTONIC:
    case CLOCK_MONOTONIC_RAW:
    case CLOCK_MONOTONIC_COARSE:
    case CLOCK_BOOTTIME:
        base = REHEARSAL_VIRTUAL_BOOT_SECONDS;
        break;
    default:
        // CPU-time clocks keep measuring the CPU.
        return 0;
    }
    int64_t seconds = virtual_offset_ns / 1000000000LL;
    int64_t nanoseconds = virtual_offset_ns % 1000000000LL;
    if (nanoseconds < 0) {
        nanoseconds += 1000000000LL;
        seconds -= 1;
    }
    time->tv_sec = (time_t)(base + seconds);
    time->tv_nsec = (long)nanoseconds;
    return 1;
}

int clock_gettime(clockid_t clock, struct timespec *time) {
    if (virtual_active && time != NULL && virtual_reading(clock, time)) return 0;
    return rehearsal_real_clock_gettime(clock, time);
}

int gettimeofday(struct timeval *restrict value, void *restrict zone) {
    struct timespec now;
    if (clock_gettime(CLOCK_REALTIME, &now) != 0) return -1;
    if (value != NULL) {
        value->tv_sec = now.tv_sec;
        value->tv_usec = (suseconds_t)(now.tv_nsec / 1000);
    }
    if (zone != NULL) {
        struct timezone *timezone = zone;
        timezone->tz_minuteswest = 0;
        timezone->tz_dsttime = 0;
    }
    return 0;
}

time_t time(time_t *result) {
    struct timespec now;
    if (clock_gettime(CLOCK_REALTIME, &now) != 0) return (time_t)-1;
    if (result != NULL) *result = now.tv_sec;
    return now.tv_sec;
}

#else

#undef clock_gettime
#undef gettimeofday

// Elsewhere libraries bind the system's clocks directly (two-level namespaces): nothing to answer.
void rehearsal_virtual_clock_begin(int64_t offset_ns) { (void)offset_ns; }
void rehearsal_virtual_clock_set(int64_t offset_ns) { (void)offset_ns; }
void rehearsal_virtual_clock_end(void) {}
int rehearsal_virtual_clock_is_active(void) { return 0; }
int rehearsal_real_clock_gettime(clockid_t clock, struct timespec *time) { return clock_gettime(clock, time); }

#endif
