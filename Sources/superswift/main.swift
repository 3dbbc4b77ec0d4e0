import Foundation
import SuperSwiftHost

#if canImport(Glibc)
  import Glibc
#endif

// A closed pipe on our output should end us with an error from write, not a signal.
signal(SIGPIPE, SIG_IGN)

let version = "0.1.0"

/// The top-level help, built only when shown.
func overview() -> String {
  """
  SuperSwift: write tiny Swift programs and run them from anywhere.

  Usage: superswift <command> [options]

  Commands:
  \(commands.map { "  \($0.spec.name.padding(toLength: 10, withPad: " ", startingAt: 0))\($0.spec.summary)" }.joined(separator: "\n"))

  Run 'superswift <command> --help' for a command's options.

  Exit status: 0 finished, 1 failed or crashed, 2 usage or bad input, 3 build failed,
  124 timed out, 130 cancelled.
  """
}

func main() -> Int32 {
  var arguments = Array(CommandLine.arguments.dropFirst())
  guard let first = arguments.first else {
    Console.out(overview() + "\n")
    return 0
  }
  switch first {
  case "-h", "--help":
    Console.out(overview() + "\n")
    return 0
  case "--version", "version":
    Console.out("superswift \(version)\n")
    return 0
  case "help":
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
  guard let command = commands.first(where: { $0.spec.name == first }) else {
    Console.error("unknown command '\(first)'. Run 'superswift --help' to see the commands.")
    return 2
  }
  do {
    let parsed = try ParsedArguments(arguments, spec: command.spec)
    if parsed.wantsHelp {
      Console.out(command.spec.help)
      return 0
    }
    return try command.run(parsed)
  } catch let error as UsageError {
    Console.error(error.message)
    if let spec = error.command {
      Console.err("Usage: \(spec.usage)\nRun 'superswift \(spec.name) --help' for more.\n")
    }
    return 2
  } catch {
    Console.error("\(error)")
    return 2
  }
}

// `_exit`: nothing is left to flush (output is written with `write`), and the C and Swift
// runtimes' exit handlers have nothing to do that the kernel will not.
_exit(main())
