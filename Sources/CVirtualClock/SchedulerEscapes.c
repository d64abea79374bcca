// `dispatch_async`, `dispatch_after` and `pthread_create` as the executable defines them: each counts a
// call made on a thread that runs a virtual-time scheduler's jobs, records it in the registry of work sent
// outside (OutsideWork.c), then forwards to the real function.
//
// Work handed to libdispatch or to a new thread leaves the scheduler: it runs on real time, races the
// session, and may never run at all (nothing drains the main queue in a worker). Swift's Dispatch and
// Foundation's `Thread` call these through the PLT, like the clocks in VirtualClockOverride.c, so the
// definitions here are the ones they reach; the session reports what a step sent out. To tell later
// whether the work ended, an undelayed dispatch goes to a dispatch group of its own, delayed work runs
// through a function that marks it ended (a block is called through the Clang block ABI's `invoke`), and a
// thread starts in a function that marks it ended when it returns or exits. Dispatches that URLSession
// makes are counted as the request they serve (`URLSession<N>` queue, FoundationNetworking on the stack).

#define _GNU_SOURCE
#include "CVirtualClock.h"
#include "OutsideWork.h"
#include "OutsideWorkRegistry.h"

#include <string.h>

#if defined(__linux__)

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

typedef void (*async_function)(void *queue, void *block);
typedef void (*async_f_function)(void *queue, void *context, void (*work)(void *));
typedef void (*after_function)(uint64_t when, void *queue, void *block);
typedef void (*after_f_function)(uint64_t when, void *queue, void *context, void (*work)(void *));
typedef const char *(*label_function)(void *queue);
typedef int (*create_function)(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);
typedef void *(*group_create_function)(void);
typedef void (*group_async_function)(void *group, void *queue, void *block);
typedef void (*group_async_f_function)(void *group, void *queue, void *context, void (*work)(void *));
typedef void *(*block_copy_function)(const void *block);
typedef void (*block_release_function)(const void *block);

// The start of every block literal, as the Clang block ABI lays it out: `invoke` takes the block itself.
typedef struct {
    void *isa;
    int flags;
    int reserved;
    void (*invoke)(void *block);
} block_layout;

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
static group_create_function group_create;
static group_async_function group_async;
static group_async_f_function group_async_f;
static block_copy_function block_copy;
static block_release_function block_release;

static void look_up(void) {
    if (group_create != NULL) return;
    real_async = (async_function)next("dispatch_async");
    real_async_f = (async_f_function)next("dispatch_async_f");
    real_after = (after_function)next("dispatch_after");
    real_after_f = (after_f_function)next("dispatch_after_f");
    group_async = (group_async_function)next("dispatch_group_async");
    group_async_f = (group_async_f_function)next("dispatch_group_async_f");
    block_copy = (block_copy_function)dlsym(RTLD_DEFAULT, "_Block_copy");
    block_release = (block_release_function)dlsym(RTLD_DEFAULT, "_Block_release");
    group_create = (group_create_function)next("dispatch_group_create");
}

static const char *queue_label(void *queue) {
    label_function label = (label_function)next("dispatch_queue_get_label");
    const char *text = label != NULL ? label(queue) : NULL;
    return text != NULL ? text : "";
}

// Whether a dispatch on this thread is the step's own escape (0 when the thread runs no scheduler's jobs,
// when libdispatch calls itself, or when it is URLSession's own work, counted as the request it serves).
static int is_escape(void *queue, int delayed) {
    if (forwarding > 0 || !rehearsal_virtual_clock_is_active()) return 0;
    const char *label = queue_label(queue);
    if (rehearsal_outside_called_from_networking()) {
        if (!delayed && rehearsal_outside_is_session_queue(label)) {
            escapes.requests += 1;
            rehearsal_outside_add(rehearsal_outside_request, 0, 0, NULL, NULL, NULL);
        }
        return 0;
    }
    if (delayed) {
        escapes.delayed += 1;
    } else {
        escapes.dispatches += 1;
    }
    if (escapes.queue[0] == 0) {
        strncpy(escapes.queue, label, sizeof escapes.queue - 1);
        escapes.queue[sizeof escapes.queue - 1] = 0;
    }
    return 1;
}

static int is_main(void *queue) { return strcmp(queue_label(queue), "com.apple.main-thread") == 0; }

// Records an undelayed dispatch and returns the group to give the work to (NULL: forward as it came).
static void *record_dispatch(void *queue) {
    void *group = group_create != NULL ? group_create() : NULL;
    if (group == NULL) return NULL;
    if (rehearsal_outside_add(rehearsal_outside_dispatch, is_main(queue), 0, queue_label(queue), group, NULL) < 0) {
        // Full: the group is dropped unused (a few bytes), and the work is forwarded untracked.
        return NULL;
    }
    return group;
}

void dispatch_async(void *queue, void *block) {
    look_up();
    int escape = is_escape(queue, 0);
    forwarding += 1;
    void *group = escape && group_async != NULL ? record_dispatch(queue) : NULL;
    if (group != NULL) {
        group_async(group, queue, block);
    } else {
        real_async(queue, block);
    }
    forwarding -= 1;
}

void dispatch_async_f(void *queue, void *context, void (*work)(void *)) {
    look_up();
    int escape = is_escape(queue, 0);
    forwarding += 1;
    void *group = escape && group_async_f != NULL ? record_dispatch(queue) : NULL;
    if (group != NULL) {
        group_async_f(group, queue, context, work);
    } else {
        real_async_f(queue, context, work);
    }
    forwarding -= 1;
}

// Delayed work has no group form: it runs through a function that marks its entry ended when it returns.
typedef struct {
    void *block;
    void *context;
    void (*work)(void *);
    int32_t index;
} delayed_work;

static void run_delayed(void *argument) {
    delayed_work *delayed = argument;
    if (delayed->block != NULL) {
        ((block_layout *)delayed->block)->invoke(delayed->block);
        block_release(delayed->block);
    } else {
        delayed->work(delayed->context);
    }
    rehearsal_outside_finish(delayed->index);
    free(delayed);
}

static delayed_work *record_delayed(void *queue) {
    delayed_work *delayed = calloc(1, sizeof *delayed);
    if (delayed == NULL) return NULL;
    delayed->index = rehearsal_outside_add(rehearsal_outside_dispatch_after, is_main(queue), 0, queue_label(queue),
                                           NULL, NULL);
    if (delayed->index < 0) {
        free(delayed);
        return NULL;
    }
    return delayed;
}

void dispatch_after(uint64_t when, void *queue, void *block) {
    look_up();
    int escape = is_escape(queue, 1);
    forwarding += 1;
    delayed_work *delayed =
        escape && block_copy != NULL && block_release != NULL && real_after_f != NULL ? record_delayed(queue) : NULL;
    if (delayed != NULL) {
        delayed->block = block_copy(block);
        real_after_f(when, queue, delayed, run_delayed);
    } else {
        real_after(when, queue, block);
    }
    forwarding -= 1;
}

void dispatch_after_f(uint64_t when, void *queue, void *context, void (*work)(void *)) {
    look_up();
    int escape = is_escape(queue, 1);
    forwarding += 1;
    delayed_work *delayed = escape ? record_delayed(queue) : NULL;
    if (delayed != NULL) {
        delayed->context = context;
        delayed->work = work;
        real_after_f(when, queue, delayed, run_delayed);
    } else {
        real_after_f(when, queue, context, work);
    }
    forwarding -= 1;
}

// A thread the step started runs through this function, which marks its entry ended however it ends.
typedef struct {
    void *(*start)(void *);
    void *argument;
    int32_t index;
} started_thread;

static void thread_ended(void *argument) {
    started_thread *started = argument;
    rehearsal_outside_finish(started->index);
    free(started);
}

static void *run_thread(void *argument) {
    started_thread *started = argument;
    void *(*start)(void *) = started->start;
    void *start_argument = started->argument;
    void *result;
    pthread_cleanup_push(thread_ended, started);
    result = start(start_argument);
    pthread_cleanup_pop(1);
    return result;
}

int pthread_create(pthread_t *thread, const pthread_attr_t *attributes, void *(*start)(void *), void *argument) {
    if (real_create == NULL) {
        create_function found = (create_function)dlvsym(RTLD_NEXT, "pthread_create", "GLIBC_2.34");
        real_create = found != NULL ? found : (create_function)next("pthread_create");
    }
    if (forwarding != 0 || !rehearsal_virtual_clock_is_active() || rehearsal_outside_called_from_networking()) {
        return real_create(thread, attributes, start, argument);
    }
    escapes.threads += 1;
    started_thread *started = calloc(1, sizeof *started);
    if (started != NULL) {
        started->index = rehearsal_outside_add(rehearsal_outside_thread, 0, 0, NULL, NULL, NULL);
        started->start = start;
        started->argument = argument;
    }
    if (started == NULL || started->index < 0) {
        free(started);
        return real_create(thread, attributes, start, argument);
    }
    int result = real_create(thread, attributes, run_thread, started);
    if (result != 0) thread_ended(started);
    return result;
}

void rehearsal_escapes_note_timer(void) { escapes.timers += 1; }

void rehearsal_escapes_take(rehearsal_escapes *into) {
    if (into != NULL) *into = escapes;
    memset(&escapes, 0, sizeof escapes);
}

int rehearsal_escapes_are_watched(void) {
    return next("dispatch_async") != NULL && next("pthread_create") != NULL;
}

#else

void rehearsal_escapes_note_timer(void) {}
void rehearsal_escapes_take(rehearsal_escapes *into) {
    if (into != NULL) memset(into, 0, sizeof *into);
}
int rehearsal_escapes_are_watched(void) { return 0; }

#endif
