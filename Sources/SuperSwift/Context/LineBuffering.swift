#if canImport(Glibc)
  // `stdout` is a C global; it is read once, before `main`, while no other thread exists.
  @preconcurrency import Glibc
#endif

/// Runs before `main`: under a host, the app's standard output is a pipe, which the C library
/// would buffer in blocks, so a crash would lose the lines printed just before it. Line
/// buffering keeps the log complete and in order with standard error.
@used @section(".init_array")
let superSwiftLineBuffering: @convention(c) () -> Void = {
  if getenv("SUPERSWIFT_RUN_DIR") != nil {
    setvbuf(stdout, nil, _IOLBF, 0)
  }
}

/// A symbol with a C name that the host asks the linker to resolve (`-u`), so this file's
/// object, and the initializer above with it, is part of every app.
@_cdecl("superswift_runtime_anchor")
public func superSwiftRuntimeAnchor() {}
