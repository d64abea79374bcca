// The registry of work sent out of the virtual scheduler, and the overrides that see Foundation's timers and
// URLSession's transfers: `CFRunLoopAddTimer`, `CFRunLoopTimerInvalidate`, `CFRunLoopRemoveTimer` (which
// libFoundation calls through its PLT) and libcurl's `curl_multi_remove_handle` (which libFoundationNetworking
// calls through its PLT). Each forwards to the real function found by `dlsym(RTLD_NEXT)`.
//
// Entries are added only by a thread that runs a scheduler's jobs (the session's thread), and marked ended
// by whichever thread ends the work; a mutex guards both. A session reads back only its thread's entries.

#define _GNU_SOURCE
#include "CVirtualClock.h"
#include "OutsideWork.h"
#include "OutsideWorkRegistry.h"

#include <string.h>

#if defined(__linux__)

#include <dlfcn.h>
#include <execinfo.h>
#include <pthread.h>
#include <stddef.h>

enum { capacity = 4096 };

typedef struct {
    rehearsal_outside_work work;
    pthread_t owner;
    void *group;
    void *timer;
    // Among the requests, this one's position: it has ended once that many transfers left libcurl.
    int64_t request_number;
} entry;

static entry entries[capacity];
static int32_t count;
static int64_t requests_started;
static int64_t requests_finished;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
// How many times libFoundation reached the override of `CFRunLoopAddTimer` (the start-up check's probe).
static int64_t timer_adds;
// Set on a thread while it adds the start-up check's probe timer: the probe is neither recorded nor counted.
static __thread int probing;

typedef long (*group_wait_function)(void *group, uint64_t timeout);
typedef void (*add_timer_function)(void *loop, void *timer, void *mode);
typedef void (*timer_function)(void *timer);
typedef void (*remove_timer_function)(void *loop, void *timer, void *mode);
typedef double (*interval_function)(void *timer);
typedef void *(*main_loop_function)(void);
typedef int (*remove_handle_function)(void *multi, void *easy);

static void *next(const char *name) { return dlsym(RTLD_NEXT, name); }

int32_t rehearsal_outside_add(int32_t kind, int32_t on_main, double interval, const char *queue, void *group,
                              void *timer) {
    pthread_mutex_lock(&lock);
    int32_t index = -1;
    if (count < capacity) {
        index = count;
        count += 1;
        entry *slot = &entries[index];
        memset(slot, 0, sizeof *slot);
        slot->work.kind = kind;
        slot->work.on_main = on_main;
        slot->work.interval = interval;
        if (queue != NULL) strncpy(slot->work.queue, queue, sizeof slot->work.queue - 1);
        slot->owner = pthread_self();
        slot->group = group;
        slot->timer = timer;
        if (kind == rehearsal_outside_request) {
            requests_started += 1;
            slot->request_number = requests_started;
        }
    }
    pthread_mutex_unlock(&lock);
    return index;
}

void rehearsal_outside_finish(int32_t index) {
    if (index < 0) return;
    pthread_mutex_lock(&lock);
    if (index < count) entries[index].work.finished = 1;
    pthread_mutex_unlock(&lock);
}

int32_t rehearsal_outside_count(void) {
    pthread_mutex_lock(&lock);
    int32_t result = count;
    pthread_mutex_unlock(&lock);
    return result;
}

int rehearsal_outside_get(int32_t index, rehearsal_outside_work *into) {
    pthread_mutex_lock(&lock);
    if (index < 0 || index >= count || !pthread_equal(entries[index].owner, pthread_self()) || into == NULL) {
        pthread_mutex_unlock(&lock);
        return 0;
    }
    entry copy = entries[index];
    int64_t finished_requests = requests_finished;
    pthread_mutex_unlock(&lock);
    if (!copy.work.finished && copy.group != NULL) {
        static group_wait_function wait;
        if (wait == NULL) wait = (group_wait_function)next("dispatch_group_wait");
        // DISPATCH_TIME_NOW: asks without waiting whether every block given to the group has returned.
        if (wait != NULL && wait(copy.group, 0) == 0) copy.work.finished = 1;
    }
    if (copy.work.kind == rehearsal_outside_request && copy.request_number <= finished_requests) {
        copy.work.finished = 1;
    }
    *into = copy.work;
    return 1;
}

int rehearsal_outside_requests_are_watched(void) {
    return next("curl_multi_remove_handle") != NULL && next("curl_multi_add_handle") != NULL;
}

int64_t rehearsal_outside_timer_adds(void) { return __atomic_load_n(&timer_adds, __ATOMIC_RELAXED); }

void rehearsal_outside_set_probing(int value) { probing = value; }

int rehearsal_outside_timers_are_watched(void) {
    return next("CFRunLoopAddTimer") != NULL && next("CFRunLoopTimerInvalidate") != NULL &&
           next("CFRunLoopRemoveTimer") != NULL;
}

int rehearsal_outside_networking_is_loaded(void) { return dlsym(RTLD_DEFAULT, "curl_multi_add_handle") != NULL; }

int rehearsal_outside_is_session_queue(const char *label) {
    return label != NULL && strncmp(label, "URLSession<", 11) == 0;
}

int rehearsal_outside_called_from_networking(void) {
    void *frames[12];
    int depth = backtrace(frames, 12);
    for (int index = 1; index < depth; index++) {
        Dl_info info;
        if (dladdr(frames[index], &info) != 0 && info.dli_fname != NULL &&
            strstr(info.dli_fname, "libFoundationNetworking") != NULL) {
            return 1;
        }
    }
    return 0;
}

static void finish_timer(void *timer) {
    pthread_mutex_lock(&lock);
    for (int32_t index = 0; index < count; index++) {
        if (entries[index].timer == timer) {
            entries[index].work.finished = 1;
            entries[index].timer = NULL;
        }
    }
    pthread_mutex_unlock(&lock);
}

void CFRunLoopAddTimer(void *loop, void *timer, void *mode) {
    static add_timer_function real;
    if (real == NULL) real = (add_timer_function)next("CFRunLoopAddTimer");
    __atomic_add_fetch(&timer_adds, 1, __ATOMIC_RELAXED);
    if (rehearsal_virtual_clock_is_active() && !probing) {
        static interval_function interval;
        static main_loop_function main_loop;
        if (interval == NULL) interval = (interval_function)next("CFRunLoopTimerGetInterval");
        if (main_loop == NULL) main_loop = (main_loop_function)next("CFRunLoopGetMain");
        double seconds = interval != NULL ? interval(timer) : 0;
        int on_main = main_loop != NULL && main_loop() == loop;
        rehearsal_outside_add(rehearsal_outside_timer, on_main, seconds, NULL, NULL, timer);
        rehearsal_escapes_note_timer();
    }
    if (real != NULL) real(loop, timer, mode);
}

void CFRunLoopTimerInvalidate(void *timer) {
    static timer_function real;
    if (real == NULL) real = (timer_function)next("CFRunLoopTimerInvalidate");
    finish_timer(timer);
    if (real != NULL) real(timer);
}

void CFRunLoopRemoveTimer(void *loop, void *timer, void *mode) {
    static remove_timer_function real;
    if (real == NULL) real = (remove_timer_function)next("CFRunLoopRemoveTimer");
    finish_timer(timer);
    if (real != NULL) real(loop, timer, mode);
}

int curl_multi_remove_handle(void *multi, void *easy) {
    static remove_handle_function real;
    if (real == NULL) real = (remove_handle_function)next("curl_multi_remove_handle");
    pthread_mutex_lock(&lock);
    requests_finished += 1;
    pthread_mutex_unlock(&lock);
    // CURLM_BAD_FUNCTION_ARGUMENT if libcurl is somehow not loaded: nobody could have made a handle then.
    return real != NULL ? real(multi, easy) : 2;
}

#else

int32_t rehearsal_outside_add(int32_t kind, int32_t on_main, double interval, const char *queue, void *group,
                              void *timer) {
    return -1;
}
void rehearsal_outside_finish(int32_t index) {}
int32_t rehearsal_outside_count(void) { return 0; }
int rehearsal_outside_get(int32_t index, rehearsal_outside_work *into) { return 0; }
int rehearsal_outside_requests_are_watched(void) { return 0; }
int64_t rehearsal_outside_timer_adds(void) { return 0; }
void rehearsal_outside_set_probing(int value) {}
int rehearsal_outside_timers_are_watched(void) { return 0; }
int rehearsal_outside_networking_is_loaded(void) { return 0; }
int rehearsal_outside_is_session_queue(const char *label) { return 0; }
int rehearsal_outside_called_from_networking(void) { return 0; }

#endif
