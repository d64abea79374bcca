// `dispatch_async`, `dispatch_after` and `pthread_create` as the executable defines them: each counts a
// call made on a thread that runs a virtual-time scheduler's jobs, then forwards to the real function.
//
// Work handed to libdispatch or to a new thread leaves the scheduler: it runs on real time, races the
// session, and may never run at all (nothing drains the main queue in a worker). Swift's Dispatch and
// Foundation's `Thread` call these through the PLT, like the clocks in VirtualClockOverride.c, so the
// definitions here are the ones they reach; the session reports what a step sent out.

#define _GNU_SOURCE
#include "CVirtualClock.h"

#include <string.h>

#if defined(__linux__)

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <string.h>

typedef void (*async_function)(void *queue, void *block);
typedef void (*async_f_function)(void *queue, void *context, void (*work)(void *));
typedef void (*after_function)(uint64_t when, void *queue, void *block);
typedef void (*after_f_function)(uint64_t when, void *queue, void *context, void (*work)(void *));
typedef const char *(*label_function)(void *queue);
typedef int (*create_function)(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);

static _Thread_local rehearsal_escapes escapes;
// Set while a dispatch call forwards: libdispatch may start a pool thread from the caller's thread, which
// is its own doing, not a thread the step started (and whether it does depends on the pool's state).
static _Thread_local int forwarding;

static void *next(const char *name) { return dlsym(RTLD_NEXT, name); }

// Each forwarded function, looked up once; a race only stores the same address twice.
static async_function real_async;
static async_f_function real_async_f;
static after_function real_after;
static after_f_function real_after_f;
static create_function real_create;

static void note_dispatch(void *queue, int delayed) {
    if (!rehearsal_virtual_clock_is_active()) return;
    if (delayed) {
        escapes.delayed += 1;
    } else {
        escapes.dispatches += 1;
    }
    if (escapes.queue[0] != 0) return;
    label_function label = (label_function)next("dispatch_queue_get_label");
    const char *text = label != NULL ? label(queue) : NULL;
    strncpy(escapes.queue, text != NULL ? text : "", sizeof escapes.queue - 1);
    escapes.queue[sizeof escapes.queue - 1] = 0;
}

void dispatch_async(void *queue, void *block) {
    note_dispatch(queue, 0);
    if (real_async == NULL) real_async = (async_function)next("dispatch_async");
    forwarding += 1;
    real_async(queue, block);
    forwarding -= 1;
}

void dispatch_async_f(void *queue, void *context, void (*work)(void *)) {
    note_dispatch(queue, 0);
    if (real_async_f == NULL) real_async_f = (async_f_function)next("dispatch_async_f");
    forwarding += 1;
    real_async_f(queue, context, work);
    forwarding -= 1;
}

void dispatch_after(uint64_t when, void *queue, void *block) {
    note_dispatch(queue, 1);
    if (real_after == NULL) real_after = (after_function)next("dispatch_after");
    forwarding += 1;
    real_after(when, queue, block);
    forwarding -= 1;
}

void dispatch_after_f(uint64_t when, void *queue, void *context, void (*work)(void *)) {
    note_dispatch(queue, 1);
    if (real_after_f == NULL) real_after_f = (after_f_function)next("dispatch_after_f");
    forwarding += 1;
    real_after_f(when, queue, context, work);
    forwarding -= 1;
}

int pthread_create(pthread_t *thread, const pthread_attr_t *attributes, void *(*start)(void *), void *argument) {
    if (forwarding == 0 && rehearsal_virtual_clock_is_active()) escapes.threads += 1;
    if (real_create == NULL) {
        create_function found = (create_function)dlvsym(RTLD_NEXT, "pthread_create", "GLIBC_2.34");
        real_create = found != NULL ? found : (create_function)next("pthread_create");
    }
    return real_create(thread, attributes, start, argument);
}

void rehearsal_escapes_take(rehearsal_escapes *into) {
    if (into != NULL) *into = escapes;
    memset(&escapes, 0, sizeof escapes);
}

int rehearsal_escapes_are_watched(void) {
    return next("dispatch_async") != NULL && next("pthread_create") != NULL;
}

#else

void rehearsal_escapes_take(rehearsal_escapes *into) {
    if (into != NULL) memset(into, 0, sizeof *into);
}
int rehearsal_escapes_are_watched(void) { return 0; }

#endif
