// The registry behind OutsideWork.h, shared by the overrides in SchedulerEscapes.c and OutsideWork.c.
#ifndef REHEARSAL_OUTSIDE_WORK_REGISTRY_H
#define REHEARSAL_OUTSIDE_WORK_REGISTRY_H

#include <stdint.h>

/// Records work sent out by the calling thread; returns its index, or -1 when the registry is full.
/// `group` (a dispatch group the work was given to) tells later whether it ended; it is kept, not retained.
int32_t rehearsal_outside_add(int32_t kind, int32_t on_main, double interval, const char *queue, void *group,
                              void *timer);

/// Marks entry `index` as ended (from any thread).
void rehearsal_outside_finish(int32_t index);

/// Whether the calling code runs inside FoundationNetworking (a `URLSession` call), from its backtrace.
int rehearsal_outside_called_from_networking(void);

/// Whether a queue label is a `URLSession`'s own queue (`URLSession<1>`).
int rehearsal_outside_is_session_queue(const char *label);

/// Counts a Foundation timer scheduled by the calling thread, for the step's warning.
void rehearsal_escapes_note_timer(void);

#endif
