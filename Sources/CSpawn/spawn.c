#define _GNU_SOURCE
#include "CSpawn.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <linux/close_range.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <pthread.h>
#include <string.h>
#include <unistd.h>

// vfork, not fork: the host is large (a static Foundation), and fork would copy its page
// tables only for exec to throw them away. The parent is suspended until the child has
// exec'd or exited, so the child reports a failure through `failure` in shared memory. All
// signals stay blocked in the parent across vfork so no handler of the parent's runs in the
// child; the child resets every handler to the default before unblocking. Between vfork and
// exec only async-signal-safe calls are made, `prepare` included: it sets up the child's
// group or session and descriptors, and returns -1 (errno set) on failure.
static pid_t spawn(const char *path, char *const argv[], char *const envp[],
                   int (*prepare)(const void *context), const void *context) {
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    volatile int failure = 0;
    pid_t pid = vfork();
    if (pid == 0) {
        if (prepare(context) != 0) goto fail;
        for (int sig = 1; sig < 65; sig++) {
            if (sig != SIGKILL && sig != SIGSTOP) signal(sig, SIG_DFL);
        }
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        execve(path, argv, envp);
    fail:
        failure = errno ? errno : EIO;
        _exit(127);
    }
    int saved = errno;
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    if (pid < 0) {
        errno = saved;
        return -1;
    }
    if (failure != 0) {
        int status;
        while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
        errno = failure;
        return -1;
    }
    return pid;
}

struct app_context {
    pid_t parent;
    const char *directory;
    int input_fd;
    int output_fd;
    int error_fd;
    int channel_fd;
    const struct cspawn_limits *limits;
};

// Sets `resource` to `value` (soft and hard), capped by the current hard limit, which only a
// privileged process could raise; 0 leaves it alone.
static int set_limit(int resource, long long value) {
    if (value <= 0) return 0;
    struct rlimit current;
    if (getrlimit(resource, &current) != 0) return -1;
    rlim_t wanted = (rlim_t)value;
    if (current.rlim_max != RLIM_INFINITY && current.rlim_max < wanted) wanted = current.rlim_max;
    struct rlimit limit = {wanted, wanted};
    return setrlimit(resource, &limit);
}

static int apply_limits(const struct cspawn_limits *limits) {
    if (limits == NULL) return 0;
    if (set_limit(RLIMIT_DATA, limits->memory_bytes) != 0) return -1;
    if (set_limit(RLIMIT_FSIZE, limits->file_size_bytes) != 0) return -1;
    if (set_limit(RLIMIT_NPROC, limits->processes) != 0) return -1;
    if (limits->umask >= 0) umask((mode_t)limits->umask);
    return 0;
}

// An app: its own process group, killed with the host; standard input, output and error as
// given (input from /dev/null when -1), channel on 3.
static int prepare_app(const void *raw) {
    const struct app_context *context = raw;
    setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != context->parent) _exit(127);  // the host died before prctl took hold
    int input = context->input_fd >= 0 ? fcntl(context->input_fd, F_DUPFD, 10) : open("/dev/null", O_RDONLY);
    // Move the descriptors out of the way of 0-3 before placing them.
    int output = fcntl(context->output_fd, F_DUPFD, 10);
    int error = fcntl(context->error_fd, F_DUPFD, 10);
    int channel = fcntl(context->channel_fd, F_DUPFD, 10);
    if (input < 0 || output < 0 || error < 0 || channel < 0) return -1;
    if (dup2(input, 0) < 0 || dup2(output, 1) < 0 || dup2(error, 2) < 0 || dup2(channel, 3) < 0) return -1;
    // Close everything else the host had open.
    syscall(SYS_close_range, 4, ~0U, 0);
    if (context->directory != NULL && chdir(context->directory) != 0) return -1;
    return apply_limits(context->limits);
}

pid_t cspawn_start(const char *path, char *const argv[], char *const envp[], const char *directory,
                   int input_fd, int output_fd, int error_fd, int channel_fd,
                   const struct cspawn_limits *limits) {
    struct app_context context = {getpid(), directory, input_fd, output_fd, error_fd, channel_fd, limits};
    pid_t pid = spawn(path, argv, envp, prepare_app, &context);
    // The parent sets the group too, so it exists before anyone signals it.
    if (pid > 0) setpgid(pid, pid);
    return pid;
}

// A program that outlives the host: a session of its own, nothing open but /dev/null.
static int prepare_detached(const void *raw) {
    const int *mask = raw;
    setsid();
    if (*mask >= 0) umask((mode_t)*mask);
    int devnull = open("/dev/null", O_RDWR);
    if (devnull < 0 || dup2(devnull, 0) < 0 || dup2(devnull, 1) < 0 || dup2(devnull, 2) < 0) return -1;
    syscall(SYS_close_range, 3, ~0U, 0);
    return 0;
}

pid_t cspawn_detached(const char *path, char *const argv[], char *const envp[], int mask) {
    return spawn(path, argv, envp, prepare_detached, &mask);
}

int cspawn_exec(const char *path, char *const argv[], char *const envp[], const struct cspawn_limits *limits) {
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    // Kept, so that a failed exec leaves the host as it was.
    struct sigaction saved[65];
    struct sigaction fallback;
    memset(&fallback, 0, sizeof fallback);
    fallback.sa_handler = SIG_DFL;
    for (int sig = 1; sig < 65; sig++) {
        if (sig != SIGKILL && sig != SIGSTOP) sigaction(sig, &fallback, &saved[sig]);
    }
    int failure = 0;
    // Close-on-exec for everything past standard error, rather than closed: if execve fails,
    // the host carries on with its descriptors.
    syscall(SYS_close_range, 3, ~0U, CLOSE_RANGE_CLOEXEC);
    if (apply_limits(limits) == 0) {
        sigset_t none;
        sigemptyset(&none);
        pthread_sigmask(SIG_SETMASK, &none, NULL);
        execve(path, argv, envp);
        pthread_sigmask(SIG_SETMASK, &all, NULL);
    }
    failure = errno;
    for (int sig = 1; sig < 65; sig++) {
        if (sig != SIGKILL && sig != SIGSTOP) sigaction(sig, &saved[sig], NULL);
    }
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    errno = failure;
    return -1;
}

int cspawn_pidfd_open(pid_t pid) {
    return (int)syscall(SYS_pidfd_open, pid, 0);
}

int cspawn_pipe(int fds[2]) {
    return pipe2(fds, O_CLOEXEC);
}

int cspawn_become_subreaper(void) {
    return prctl(PR_SET_CHILD_SUBREAPER, 1);
}

static volatile sig_atomic_t forward_fd = -1;

static void forward_signal(int sig) {
    (void)sig;
    int saved = errno;
    char byte = 1;
    if (forward_fd >= 0) (void)!write(forward_fd, &byte, 1);
    errno = saved;
}

void cspawn_forward_signals(int fd) {
    forward_fd = fd;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = fd >= 0 ? forward_signal : SIG_DFL;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGHUP, &action, NULL);
    // A parent may have started us with these blocked (a blocked mask is inherited across
    // exec); a handler for a blocked signal never runs.
    sigset_t these;
    sigemptyset(&these);
    sigaddset(&these, SIGINT);
    sigaddset(&these, SIGTERM);
    sigaddset(&these, SIGHUP);
    if (fd >= 0) pthread_sigmask(SIG_UNBLOCK, &these, NULL);
}
