// libedit through its readline-compatible header (DESIGN.md §7). Swift 6 cannot
// touch the C globals (rl_*, stdin) directly, so small inline functions wrap them.
#ifndef VIEWGRAPH_CEDITLINE_SHIM_H
#define VIEWGRAPH_CEDITLINE_SHIM_H

#include <errno.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <editline/readline.h>

// MARK: - Ctrl-C
//
// Ctrl-C must clear the line, never end the process. A SIGINT handler (installed
// without SA_RESTART) only sets a flag, which interrupts the blocking read; the
// character reader below then ends the line, and the Swift side sees the flag and
// discards what was typed.

static volatile sig_atomic_t vg_interrupted = 0;

static inline void vg_on_sigint(int signo) {
    (void)signo;
    vg_interrupted = 1;
}

static inline int vg_take_interrupt(void) {
    int was = vg_interrupted;
    vg_interrupted = 0;
    return was;
}

static inline int vg_getc(FILE *stream) {
    unsigned char c;
    for (;;) {
        if (vg_interrupted) return '\n';
        ssize_t n = read(fileno(stream), &c, 1);
        if (n == 1) return c;
        if (n == 0) return EOF;
        if (errno == EINTR) continue;
        return EOF;
    }
}

// MARK: - Set-up

typedef char **(*vg_completer)(const char *text, int start, int end);

static char vg_word_breaks[] = " \t\n";

/// Locale, Ctrl-C handling, the character reader and completion; call once.
static inline void vg_setup(const char *name, vg_completer completer) {
    setlocale(LC_ALL, "");
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = vg_on_sigint;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    sigaction(SIGINT, &action, NULL);
    // A parent may have started us with SIGINT blocked (tmux servers inherit masks).
    sigset_t interrupt;
    sigemptyset(&interrupt);
    sigaddset(&interrupt, SIGINT);
    sigprocmask(SIG_UNBLOCK, &interrupt, NULL);
    rl_readline_name = name;
    rl_catch_signals = 0;
    rl_getc_function = vg_getc;
    rl_attempted_completion_function = completer;
    rl_basic_word_break_characters = vg_word_breaks;
    rl_completer_word_break_characters = vg_word_breaks;
    rl_initialize();
    stifle_history(1000);
}

// MARK: - Lines and history

/// A line typed at `prompt` (malloc'd; free it), or NULL at end of input.
static inline char *vg_readline(const char *prompt) {
    vg_interrupted = 0;
    return readline(prompt);
}

static inline void vg_add_history(const char *line) { add_history(line); }
static inline int vg_read_history(const char *path) { return read_history(path); }
static inline int vg_write_history(const char *path) { return write_history(path); }

// MARK: - Completion

/// The line being edited and the cursor, for the completer.
static inline const char *vg_line_buffer(void) { return rl_line_buffer; }
static inline int vg_cursor(void) { return rl_point; }

/// No completions: do not fall back to file names.
static inline void vg_completion_over(void) { rl_attempted_completion_over = 1; }

/// What follows a unique completion: ' ' after a word, nothing after a folder.
static inline void vg_completion_append(int character) { rl_completion_append_character = character; }

#endif
