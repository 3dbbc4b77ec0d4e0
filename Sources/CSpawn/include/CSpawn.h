#ifndef CSPAWN_H
#define CSPAWN_H

#include <sys/types.h>

/// What a child gets before exec beyond its descriptors: resource limits (each 0 leaves that
/// limit as the parent's) and a file-creation mask.
struct cspawn_limits {
    /// RLIMIT_DATA in bytes: its heap, anonymous mappings and thread stacks, together.
    long long memory_bytes;
    /// RLIMIT_FSIZE in bytes: a write that would make a file larger gets SIGXFSZ.
    long long file_size_bytes;
    /// RLIMIT_NPROC: the most processes and threads its user may have (the kernel counts all
    /// of the user's, not only the child's; root is not held to it).
    long long processes;
    /// The child's umask, or -1 to keep the parent's.
    int umask;
};

/// Starts `path` with `argv` and `envp` in a new process group of its own, in `directory`
/// (unless NULL), with `input_fd` as its standard input (/dev/null when -1), `output_fd` and
/// `error_fd` as its standard output and error, and `channel_fd` as file descriptor 3. All
/// other descriptors are closed in the child. The child is sent SIGKILL if the thread that
/// spawned it dies, so a killed host leaves no app behind. `limits` (unless NULL) are set in
/// the child before exec, soft and hard alike (never above the parent's hard limit), so the
/// program cannot raise them again.
/// Returns the child's pid, or -1 with errno set.
pid_t cspawn_start(const char *path, char *const argv[], char *const envp[], const char *directory,
                   int input_fd, int output_fd, int error_fd, int channel_fd,
                   const struct cspawn_limits *limits);

/// Starts `path` with `argv` and `envp` in a new session of its own (so its session id is the
/// returned pid), with standard input, output and error on /dev/null, no parent-death signal
/// and no other descriptors: for programs that must outlive the host, such as a browser. The
/// child gets `mask` as its umask (-1 keeps the parent's).
/// Returns the child's pid, or -1 with errno set.
pid_t cspawn_detached(const char *path, char *const argv[], char *const envp[], int mask);

/// Replaces this process with `path` (execve): every signal's action back to the default and
/// none blocked (the host ignores SIGPIPE, which an exec would keep), descriptors past 2 closed,
/// `limits` (unless NULL) set as `cspawn_start` sets them. The process keeps its pid, its
/// parent and its standard input, output and error: it is the program from then on.
/// Returns only on failure: -1 with errno set.
int cspawn_exec(const char *path, char *const argv[], char *const envp[], const struct cspawn_limits *limits);

/// A descriptor that becomes readable when process `pid` exits (Linux pidfd), or -1.
int cspawn_pidfd_open(pid_t pid);

/// `pipe2` with O_CLOEXEC, which Swift cannot see without _GNU_SOURCE.
int cspawn_pipe(int fds[2]);

/// Makes this process adopt its descendants' orphans (PR_SET_CHILD_SUBREAPER), so a process an
/// app started and abandoned stays findable, and stoppable, instead of going to init.
int cspawn_become_subreaper(void);

/// Makes SIGINT, SIGTERM and SIGHUP write one byte to `fd` instead of ending the process
/// (or restores their default actions when `fd` is -1). The handler only calls write(2).
void cspawn_forward_signals(int fd);

#endif
