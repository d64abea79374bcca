#ifndef REHEARSAL_OUTSIDE_WORK_H
#define REHEARSAL_OUTSIDE_WORK_H

#include <stdint.h>

/// What a piece of work that left the virtual scheduler waits on.
typedef enum {
    /// `dispatch_async`, `dispatch_async_f` (`DispatchQueue.async`).
    rehearsal_outside_dispatch = 1,
    /// `dispatch_after`, `dispatch_after_f` (`DispatchQueue.asyncAfter`).
    rehearsal_outside_dispatch_after = 2,
    /// `pthread_create` (`Thread`).
    rehearsal_outside_thread = 3,
    /// `CFRunLoopAddTimer` (Foundation's `Timer.scheduledTimer`, `RunLoop.add(_:forMode:)`).
    rehearsal_outside_timer = 4,
    /// A `URLSession` task resumed (its session's queue was sent work from FoundationNetworking).
    rehearsal_outside_request = 5,
} rehearsal_outside_kind;

/// One piece of work that a thread running a virtual-time scheduler's jobs sent out of its reach.
typedef struct {
    /// A `rehearsal_outside_kind`.
    int32_t kind;
    /// 1 once the work is known to have ended (the block or thread returned, the timer was invalidated,
    /// the transfer left libcurl), else 0.
    int32_t finished;
    /// 1 if the work was sent to the main queue or the main run loop, which nothing drains in a session.
    int32_t on_main;
    /// A timer's interval in seconds (0 for a timer that fires once), 0 for other kinds.
    double interval;
    /// The dispatch queue's label, empty for other kinds.
    char queue[96];
} rehearsal_outside_work;

/// How many pieces of work the calling thread can look at with `rehearsal_outside_get` (every thread's).
int32_t rehearsal_outside_count(void);

/// Copies entry `index` into `into` if the calling thread recorded it; returns 1, or 0 for another
/// thread's entry or an index out of range.
int rehearsal_outside_get(int32_t index, rehearsal_outside_work *into);

/// Whether libcurl's transfers can be told apart (FoundationNetworking's functions were found).
int rehearsal_outside_requests_are_watched(void);

/// How many times libFoundation's `CFRunLoopAddTimer` reached the override (any thread, clock on or off).
int64_t rehearsal_outside_timer_adds(void);

/// While `value` is 1, the calling thread's timers are neither recorded nor counted (the start-up check's probe).
void rehearsal_outside_set_probing(int value);

/// Whether the overrides of `CFRunLoopAddTimer`, `CFRunLoopTimerInvalidate` and `CFRunLoopRemoveTimer` found
/// the functions they forward to.
int rehearsal_outside_timers_are_watched(void);

/// Whether libcurl is loaded (the process links FoundationNetworking), so that requests can be sent.
int rehearsal_outside_networking_is_loaded(void);

#endif
