#define _GNU_SOURCE
#include "CSpawn.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

// Between fork and exec only async-signal-safe calls are made: the parent is multithreaded.
pid_t cspawn_start(const char *path, char *const argv[], char *const envp[],
                   const char *directory, int log_fd, int channel_fd) {
    // A pipe that is closed on exec tells the parent whether exec worked, and if not, why.
    int report[2];
    if (pipe2(report, O_CLOEXEC) != 0) return -1;
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid < 0) {
        int saved = errno;
        close(report[0]);
        close(report[1]);
        errno = saved;
        return -1;
    }
    if (pid == 0) {
        setpgid(0, 0);
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (getppid() != parent) _exit(127);  // the host died before prctl took hold
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        for (int sig = 1; sig < 32; sig++) {
            if (sig != SIGKILL && sig != SIGSTOP) signal(sig, SIG_DFL);
        }
        int devnull = open("/dev/null", O_RDONLY);
        // Move the descriptors out of the way of 0-3 before placing them.
        int log = fcntl(log_fd, F_DUPFD, 10);
        int channel = fcntl(channel_fd, F_DUPFD, 10);
        if (devnull < 0 || log < 0 || channel < 0) goto fail;
        if (dup2(devnull, 0) < 0 || dup2(log, 1) < 0 || dup2(log, 2) < 0 || dup2(channel, 3) < 0)
            goto fail;
        int keep_report = fcntl(report[1], F_DUPFD_CLOEXEC, 4);
        if (keep_report < 0) goto fail;
        // Close everything else the host had open.
        syscall(SYS_close_range, 4, keep_report - 1, 0);
        syscall(SYS_close_range, keep_report + 1, ~0U, 0);
        report[1] = keep_report;
        if (directory != NULL && chdir(directory) != 0) goto fail;
        execve(path, argv, envp);
    fail:;
        int code = errno;
        (void)!write(report[1], &code, sizeof code);
        _exit(127);
    }
    close(report[1]);
    int code = 0;
    ssize_t got;
    do {
        got = read(report[0], &code, sizeof code);
    } while (got < 0 && errno == EINTR);
    close(report[0]);
    if (got == sizeof code) {
        int status;
        while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
        errno = code;
        return -1;
    }
    // The parent sets the group too, so it exists before anyone signals it.
    setpgid(pid, pid);
    return pid;
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
