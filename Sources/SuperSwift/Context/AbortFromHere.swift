#if SUPERSWIFT_APP_RUNTIME && canImport(Glibc)
  @preconcurrency import Glibc

  /// `abort()` for apps, raising SIGABRT from a frame the crash report can walk back from.
  ///
  /// The C library's `abort` raises the signal through `raise` and `pthread_kill`, which are
  /// built without frame pointers and reuse the register, so the Swift backtracer (which follows
  /// frame pointers on Linux) stops there and the report has no line of the app. `tgkill` and
  /// `gettid` are plain system-call wrappers that leave it alone: raised through them, the
  /// crashed thread's frames run from here into the code that called `abort()`.
  ///
  /// Only in the runtime built for apps (`-D SUPERSWIFT_APP_RUNTIME`): the host links the C
  /// library statically, whose own `abort` would clash. The host's linker flags ask for this
  /// symbol (`-u abort`), so it is taken before the C library's for every call in the program.
  /// The rest is the C library's contract: a handler that returns gets the default action.
  @_cdecl("abort")
  func abortFromHere() -> Never {
    typealias ThreadKill = @convention(c) (pid_t, pid_t, Int32) -> Int32
    typealias ThreadID = @convention(c) () -> pid_t
    // Looked up rather than declared: the Glibc module does not import these GNU functions.
    let program = dlopen(nil, RTLD_NOW)
    if let kill = dlsym(program, "tgkill"), let id = dlsym(program, "gettid") {
      _ = unsafeBitCast(kill, to: ThreadKill.self)(getpid(), unsafeBitCast(id, to: ThreadID.self)(), SIGABRT)
    }
    signal(SIGABRT, SIG_DFL)
    var abortOnly = sigset_t()
    sigemptyset(&abortOnly)
    sigaddset(&abortOnly, SIGABRT)
    sigprocmask(SIG_UNBLOCK, &abortOnly, nil)
    raise(SIGABRT)
    _exit(127)
  }
#endif
