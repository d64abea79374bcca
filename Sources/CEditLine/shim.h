// The C side of Rehearsal's line editor: libedit (histedit) and the few libc calls around it.
//
// Swift cannot call C-variadic functions (el_set, el_get, history), and Swift 6 rejects the global
// `stdin`/`stdout`/`stderr` variables, so each use is wrapped here in a `static inline` function with a
// fixed signature. This header is the only C in Rehearsal; everything else is Swift.
#ifndef REHEARSAL_CEDITLINE_SHIM_H
#define REHEARSAL_CEDITLINE_SHIM_H

#include <errno.h>
#include <histedit.h>
#include <langinfo.h>
#include <locale.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/// The prompt callback libedit calls before drawing a line; the returned string must outlive the call.
typedef char *_Nullable (*ceditline_prompt_function)(EditLine *_Nullable editor);

/// A function bound to a key; returns one of the `CC_*` codes that tell libedit how to redraw.
typedef unsigned char (*ceditline_key_function)(EditLine *_Nullable editor, int key);

/// A signal handler as `sigaction` takes it in `sa_handler`.
typedef void (*ceditline_signal_handler)(int signal);

// MARK: - Standard streams, locale, terminal

static inline FILE *_Nonnull ceditline_stdin(void) { return stdin; }
static inline FILE *_Nonnull ceditline_stdout(void) { return stdout; }
static inline FILE *_Nonnull ceditline_stderr(void) { return stderr; }

/// Clears the error and end-of-file indicators of standard input, so reading can go on after an
/// interrupted read.
static inline void ceditline_clear_stdin_error(void) { clearerr(stdin); }

/// Whether the file descriptor refers to a terminal.
static inline int ceditline_isatty(int fd) { return isatty(fd); }

/// Adopts the environment's character type (LC_CTYPE) so libedit accepts multibyte input; falls back to
/// C.UTF-8 when the environment's codeset is not UTF-8 (for example an unset LANG), because Swift strings
/// are UTF-8. Returns 1 when the resulting codeset is UTF-8, 0 otherwise.
static inline int ceditline_use_utf8_ctype(void) {
    setlocale(LC_CTYPE, "");
    if (strcmp(nl_langinfo(CODESET), "UTF-8") == 0) return 1;
    if (setlocale(LC_CTYPE, "C.UTF-8") == NULL) setlocale(LC_CTYPE, "C.utf8");
    return strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
}

/// Installs `handler` for `signo` with `sigaction` and *without* `SA_RESTART`, so a blocking `read`
/// (libedit's included) returns `EINTR` instead of swallowing the signal, and unblocks `signo` on the calling
/// thread, which may have inherited a mask that blocks it (a parent that spawned us from a worker thread).
/// Returns 0, or the `errno` value.
static inline int ceditline_install_signal_handler(int signo, ceditline_signal_handler _Nonnull handler) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    if (sigaction(signo, &action, NULL) != 0) return errno;
    sigset_t unblocked;
    sigemptyset(&unblocked);
    sigaddset(&unblocked, signo);
    return pthread_sigmask(SIG_UNBLOCK, &unblocked, NULL);
}

/// glibc declares `wcwidth` only under _XOPEN_SOURCE, which a module map cannot define; this is its POSIX signature.
int wcwidth(wchar_t character);

/// The number of terminal cells a character takes (0 for a combining mark, 2 for a wide one), or -1 when it
/// is not printable, as the locale says.
static inline int ceditline_character_width(wchar_t character) { return wcwidth(character); }

// MARK: - Editor settings (el_set / el_get)

static inline int ceditline_set_prompt(EditLine *_Nonnull editor, ceditline_prompt_function _Nonnull prompt,
                                       char ignore) {
    // EL_PROMPT_ESC: characters between two `ignore` characters (colour codes) take no width.
    return el_set(editor, EL_PROMPT_ESC, prompt, ignore);
}

static inline int ceditline_set_client_data(EditLine *_Nonnull editor, void *_Nullable data) {
    return el_set(editor, EL_CLIENTDATA, data);
}

static inline void *_Nullable ceditline_client_data(EditLine *_Nonnull editor) {
    void *data = NULL;
    if (el_get(editor, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}

/// Selects the key map: "emacs" or "vi".
static inline int ceditline_set_editor(EditLine *_Nonnull editor, const char *_Nonnull mode) {
    return el_set(editor, EL_EDITOR, mode);
}

/// Non-zero lets libedit install its own handlers while reading (restores the terminal on SIGINT and
/// SIGTSTP, redraws on SIGCONT and SIGWINCH), each of which then forwards to the previous handler.
static inline int ceditline_set_signal_handling(EditLine *_Nonnull editor, int enabled) {
    return el_set(editor, EL_SIGNAL, enabled);
}

static inline int ceditline_add_function(EditLine *_Nonnull editor, const char *_Nonnull name,
                                         const char *_Nonnull help, ceditline_key_function _Nonnull function) {
    return el_set(editor, EL_ADDFN, name, help, function);
}

/// Binds a key sequence, written as libedit's `bind` spells it ("^I", "^R", "\\e[A"), to a named function.
static inline int ceditline_bind(EditLine *_Nonnull editor, const char *_Nonnull keys,
                                 const char *_Nonnull function) {
    return el_set(editor, EL_BIND, keys, function, (const char *)NULL);
}

static inline int ceditline_set_history(EditLine *_Nonnull editor, History *_Nonnull history_list) {
    return el_set(editor, EL_HIST, history, history_list);
}

/// The terminal's width in columns, or 80 when libedit does not know it.
static inline int ceditline_terminal_columns(EditLine *_Nonnull editor) {
    int columns = 0;
    if (el_get(editor, EL_GETTC, "co", &columns, (const char *)NULL) != 0 || columns <= 0) return 80;
    return columns;
}

// MARK: - History (history)

static inline int ceditline_history_set_size(History *_Nonnull list, int size) {
    HistEvent event;
    return history(list, &event, H_SETSIZE, size);
}

/// Non-zero: entering a line equal to the newest entry adds nothing.
static inline int ceditline_history_set_unique(History *_Nonnull list, int unique) {
    HistEvent event;
    return history(list, &event, H_SETUNIQUE, unique);
}

static inline int ceditline_history_enter(History *_Nonnull list, const char *_Nonnull line) {
    HistEvent event;
    return history(list, &event, H_ENTER, line);
}

/// Loads entries saved by `ceditline_history_save`; returns the number read or -1.
static inline int ceditline_history_load(History *_Nonnull list, const char *_Nonnull path) {
    HistEvent event;
    return history(list, &event, H_LOAD, path);
}

/// Writes every entry to `path` (libedit encodes each line, so any text round-trips); returns the number
/// written or -1.
static inline int ceditline_history_save(History *_Nonnull list, const char *_Nonnull path) {
    HistEvent event;
    return history(list, &event, H_SAVE, path);
}

// MARK: - Reading characters (--watch)

/// Reads one character for libedit; returns 1, 0 at the end of input, or -1 (errno says why).
typedef int (*ceditline_getc_function)(EditLine *_Nullable editor, wchar_t *_Nullable character);

/// Replaces libedit's character reader (`NULL` restores its own).
static inline int ceditline_set_getc(EditLine *_Nonnull editor, ceditline_getc_function _Nullable function) {
    return el_set(editor, EL_GETCFN, function == NULL ? EL_BUILTIN_GETCFN : function);
}

/// Draws the prompt and the line being edited again, on the terminal's next line.
static inline int ceditline_refresh(EditLine *_Nonnull editor) { return el_set(editor, EL_REFRESH); }

#endif
