import Foundation
import SuperSwiftHost
import SuperSwiftSystem
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

let version = "0.1.0"

/// What can run apps on several machines: set by `superswift-cluster` (which links libpq);
/// `nil` in `superswift`, which hands `serve --queue` and `worker` on to that program.
nonisolated(unsafe) var clusterSupport: (any ClusterSupport)?

/// The command-line tool, for the executables' `main.swift`.
public enum CommandLineTool {
  /// Runs the command line this process was started with, and exits with its status.
  public static func main(cluster: (any ClusterSupport)? = nil) -> Never {
    // A closed pipe on our output should end us with an error from write, not a signal.
    signal(SIGPIPE, SIG_IGN)
    // Everything this process writes is its user's alone (0600 files, 0700 folders); the apps
    // it starts get the user's own umask back.
    PrivateFiles.makePrivate()
    clusterSupport = cluster
    // `_exit`: nothing is left to flush (output is written with `write`), and the C and Swift
    // runtimes' exit handlers have nothing to do that the kernel will not.
    let status = runMain()
    CLIPush.drain()
    if let signal = PlainProgramEnd.signal.withLock({ $0 }) { PlainProgramEnd.die(by: signal) }
    _exit(status)
  }
}

/// How a plain program that a signal ended ends superswift: by the same signal, as `swift FILE`
/// ends, so a parent's `waitpid`, `timeout` or CI sees a signal, not an exit status.
enum PlainProgramEnd {
  /// The signal to end with, once the run's report is written.
  static let signal = Mutex<Int32?>(nil)

  /// Ends this process by `number`: its default action restored and unblocked, no core file of
  /// ours (the program's crash was the program's), then raised; `_exit(128 + number)` should the
  /// signal's default be to go on.
  static func die(by number: Int32) -> Never {
    var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
    _ = setrlimit(Int32(RLIMIT_CORE.rawValue), &noCore)  // best effort: at worst a core file
    Glibc.signal(number, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, number)
    _ = sigprocmask(SIG_UNBLOCK, &set, nil)
    raise(number)
    _exit(128 + number)
  }
}

/// The commands, one a line, their summaries in one column past the longest name.
func commandList() -> String {
  var width = 0
  for command in commands { width = max(width, command.spec.name.count) }
  var lines: [String] = []
  for command in commands {
    let name = command.spec.name
    lines.append("  " + name + String(repeating: " ", count: width + 2 - name.count) + command.spec.summary)
  }
  return lines.joined(separator: "\n")
}

/// The top-level help, built only when shown.
func overview() -> String {
  """
  SuperSwift: write tiny Swift programs and run them from anywhere.

  Usage: superswift <command> [options]
         superswift FILE.swift [ARG...]     run a Swift program, as 'swift FILE' does

  Commands:
  \(commandList())

  Run 'superswift <command> --help' for a command's options.

  Exit status: 0 finished, 1 failed or crashed, 2 usage or bad input, 3 build failed,
  4 superswift could not do it (a file, the network or the toolchain), 124 timed out,
  130 cancelled.
  """
}

func runMain() -> Int32 {
  var arguments = Array(CommandLine.arguments.dropFirst())
  guard let first = arguments.first else {
    // No command is a usage error (status 2, as for any other); the overview says what to type.
    Console.err(overview() + "\n")
    return 2
  }
  switch first {
  case "-h", "--help":
    Console.out(overview() + "\n")
    return 0
  case "--version", "version":
    Console.out("superswift \(version)\n")
    return 0
  case "help":
    if arguments.count > 1, arguments[1] == "--man" {
      Console.out(Manual.page(version: version, specs: commands.map { $0.spec }))
      return 0
    }
    if arguments.count > 1, let command = commands.first(where: { $0.spec.name == arguments[1] }) {
      Console.out(command.spec.help)
    } else {
      Console.out(overview() + "\n")
    }
    return 0
  default:
    break
  }
  arguments.removeFirst()
  if first == CompletionsCommand.dynamicCommand {
    // What the completion scripts ask the library for (not for people).
    return CompletionsCommand.dynamic(arguments)
  }
  if first == StaticLink.command, (1...2).contains(arguments.count) {
    // The background half of a build (not for people): link the app's static binary.
    let paths = Paths(environment: ProcessInfo.processInfo.environment)
    let entry = URL(fileURLWithPath: arguments[0])
    do {
      // One link a build at a time: one started in a race leaves at once.
      try BackgroundWork.alone(claiming: StaticLink.claim(of: entry)) {
        try StaticLink.link(
          entry: entry, paths: paths, environment: ProcessInfo.processInfo.environment,
          budget: Settings(paths: paths).staticBinaryBudget,
          optimise: arguments.dropFirst().first == StaticLink.optimiseFlag)
      }
      return 0
    } catch {
      Console.error("\(error)")
      return 1
    }
  }
  if first == RuntimeLibrary.optimiseCommand, !arguments.isEmpty {
    // The background half of a first build (not for people): the optimised runtime.
    return PrepareCommand.optimiseInBackground(modules: arguments)
  }
  // `superswift FILE ARG…`, as a `#!/usr/bin/env superswift` line runs a script: every word
  // after the file is the program's own. (No command's name has a `/` or ends in `.swift`;
  // asked first, so a script's run builds no other command's description.)
  if isProgramPath(first) {
    return runCommand(["run", first, "--"] + arguments, command: ScriptCommand.self)
  }
  guard let command = commands.first(where: { $0.spec.name == first }) else {
    let suggestion = Suggestions.didYouMean(first, among: commands.map { $0.spec.name })
    Console.error("unknown command '\(first)'.\(suggestion) Run 'superswift --help' to see the commands.")
    return 2
  }
  return runCommand([first] + arguments, command: command)
}

/// Whether `word` names a program rather than a command: it looks like a path (a `/`, or a
/// `.swift` file). One that is not there is `run`'s to report.
func isProgramPath(_ word: String) -> Bool {
  word.contains("/") || word.hasSuffix(".swift")
}

/// Runs one command line (its first word is the command).
func runCommand(_ words: [String], command known: (any Command.Type)? = nil) -> Int32 {
  guard let command = known ?? commands.first(where: { $0.spec.name == words.first }) else { return 2 }
  let arguments = Array(words.dropFirst())
  do {
    let parsed = try ParsedArguments(arguments, spec: command.spec)
    if parsed.wantsHelp {
      Console.out(command.help(parsed))
      return 0
    }
    // Before any command touches the library: one a newer SuperSwift wrote is refused whole.
    try LibraryFormat.check(library: Paths(environment: ProcessInfo.processInfo.environment).library)
    return try command.run(parsed)
  } catch let error as UsageError {
    Console.error(error.message)
    if let spec = error.command {
      Console.err("Usage: \(spec.usage)\nRun 'superswift \(spec.name) --help' for more.\n")
    }
    return 2
  } catch {
    Console.error(ErrorSentence.describe(error))
    return exitStatus(for: error)
  }
}

/// The exit status of a command that threw `error` (the README's table): 2 when what was asked
/// was wrong (a name the library does not have, input that is not valid), 4 when superswift
/// could not do what was asked (a file, a folder, the network or the toolchain failed).
func exitStatus(for error: any Error) -> Int32 {
  switch error {
  case let library as LibraryError: library.isSystemFailure ? 4 : 2
  case let backup as LibraryBackup.Problem: backup.isSystemFailure ? 4 : 2
  case is UsageError, is VersionError, is InputValidation.Invalid: 2
  default: 4
  }
}
