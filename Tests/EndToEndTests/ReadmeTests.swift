import Foundation
import Testing

/// The README's shell blocks, then the guides', run in order, as a new user types them on a fresh
/// machine: a fresh home, `superswift` on the PATH, a working folder holding the repository's Examples.
@Suite("The README and the guides, executed")
struct ReadmeTests {
  /// The guides under docs/, in the order their commands run after the README's, in one script:
  /// each may use what the README and the guides before it made (apps in the library, files in
  /// the working folder). The command-line guide uses the README's "Tip Calculator" and "Share
  /// Handler"; no guide uses another guide's apps yet, so the order is the README's list.
  static let guides = [
    "docs/guide-writing-apps.md",
    "docs/guide-interface-apps.md",
    "docs/guide-command-line.md",
    "docs/guide-iphone.md",
    "docs/guide-server.md",
    "docs/guide-automations.md",
  ]

  /// The README followed by every guide of `guides`, in that order, as one text.
  static func walkthrough() throws -> String {
    var text = ""
    for path in ["README.md"] + guides {
      text += try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8) + "\n"
    }
    return text
  }

  /// One command of the README: its text (continuation lines joined), and what its comment
  /// says it prints (`# {"share":24.78}`), or that it fails (`# superswift: error: …`).
  struct Command: Equatable {
    var text: String
    var expected: String?

    /// Whether the README shows this command failing.
    var fails: Bool { expected?.hasPrefix("superswift: error") == true }
  }

  /// The commands of every ```sh block, in order, except blocks right after a
  /// `<!-- readme-test: skip (why) -->` line; `skipped` gives those reasons.
  static func commands(in readme: String) -> (commands: [Command], skipped: [String]) {
    var commands: [Command] = []
    var skipped: [String] = []
    var inBlock = false
    var skipping = false
    var pending = ""
    var previous = ""
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if !inBlock {
        if line.hasPrefix("```sh") {
          inBlock = true
          skipping = previous.hasPrefix("<!-- readme-test: skip")
          if skipping { skipped.append(previous) }
        }
        if !line.trimmingCharacters(in: .whitespaces).isEmpty { previous = line }
        continue
      }
      if line.hasPrefix("```") {
        inBlock = false
        continue
      }
      guard !skipping else { continue }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("#") {
        // A comment line under a command says what it printed.
        if pending.isEmpty, var last = commands.popLast() {
          last.expected = last.expected ?? String(trimmed.dropFirst()).trimmingCharacters(in: .whitespaces)
          commands.append(last)
        }
        continue
      }
      if trimmed.isEmpty { continue }
      if line.hasSuffix("\\") {
        pending += line.dropLast() + " "
        continue
      }
      let whole = pending + line
      pending = ""
      // A trailing comment (` # …` outside quotes) is what the command prints.
      var text = whole
      var expected: String?
      var quote: Character?
      for (offset, character) in whole.enumerated() {
        if let open = quote {
          if character == open { quote = nil }
        } else if character == "'" || character == "\"" {
          quote = character
        } else if character == "#", offset > 0, whole[whole.index(whole.startIndex, offsetBy: offset - 1)] == " " {
          let index = whole.index(whole.startIndex, offsetBy: offset)
          text = String(whole[..<index]).trimmingCharacters(in: .whitespaces)
          expected = String(whole[whole.index(after: index)...]).trimmingCharacters(in: .whitespaces)
          break
        }
      }
      commands.append(Command(text: text, expected: expected))
    }
    return (commands, skipped)
  }

  @Test("the block parser joins continued lines and reads comments as expectations")
  func parser() {
    let readme = """
      ```sh
      superswift run X --amount 42   # {"share":24.78}
      superswift run X --amount lots
      # superswift: error: X: amount takes a number
      curl -X POST \\
        http://example
      echo '#not a comment'
      ```
      <!-- readme-test: skip (waits) -->
      ```sh
      superswift serve
      ```
      """
    let (commands, skipped) = Self.commands(in: readme)
    #expect(
      commands == [
        Command(text: "superswift run X --amount 42", expected: "{\"share\":24.78}"),
        Command(text: "superswift run X --amount lots", expected: "superswift: error: X: amount takes a number"),
        Command(text: "curl -X POST    http://example", expected: nil),
        Command(text: "echo '#not a comment'", expected: nil),
      ])
    #expect(commands[1].fails)
    #expect(skipped == ["<!-- readme-test: skip (waits) -->"])
  }

  @Test("every guide under docs/ is in the walkthrough's list, once, and every guide listed is there")
  func guidesListed() throws {
    let docs = repositoryRoot.appendingPathComponent("docs", isDirectory: true)
    let found = try FileManager.default.contentsOfDirectory(atPath: docs.path)
      .filter { $0.hasPrefix("guide-") && $0.hasSuffix(".md") }
      .map { "docs/" + $0 }
    #expect(!found.isEmpty, "the guides were found")
    #expect(Set(found) == Set(Self.guides), "ReadmeTests.guides lists every docs/guide-*.md: \(found.sorted())")
    #expect(Set(Self.guides).count == Self.guides.count, "each guide is listed once")
  }

  @Test("the README's commands, then the guides', run in order in a fresh home, as shown", .timeLimit(.minutes(10)))
  func readmeRuns() throws {
    let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let (commands, skipped) = Self.commands(in: try Self.walkthrough())
    #expect(Self.commands(in: readme).commands.count >= 10, "the README's own walkthrough was found")
    #expect(commands.count > 30, "the walkthrough of the README and the guides was found")
    #expect(skipped.allSatisfy { $0.contains("(") }, "every skipped block says why")
    let cli = try CLI()
    let work = cli.root.appendingPathComponent("work", isDirectory: true)
    let bin = cli.root.appendingPathComponent("bin", isDirectory: true)
    let results = cli.root.appendingPathComponent("results", isDirectory: true)
    for folder in [work, bin, results] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try FileManager.default.copyItem(
      at: repositoryRoot.appendingPathComponent("Examples"), to: work.appendingPathComponent("Examples"))
    try FileManager.default.createSymbolicLink(
      at: bin.appendingPathComponent("superswift"), withDestinationURL: CLI.binary)
    // `swift run superswift …` is the same tool; `swift test` and builds are not run here (CI runs them).
    var script = """
      swift() {
        if [ "$1" = run ] && [ "${2:-}" = superswift ]; then shift 2; superswift "$@"
        else echo "(not run by the README test: swift $*)"; fi
      }

      """
    for (index, command) in commands.enumerated() {
      script +=
        "{ \(command.text)\n} > '\(results.path)/\(index).out' 2>&1 < /dev/null; echo $? > '\(results.path)/\(index).status'\n"
    }
    let file = cli.root.appendingPathComponent("readme.sh")
    try script.write(to: file, atomically: true, encoding: .utf8)
    // A fresh home: the library where the README says it is (no SUPERSWIFT_HOME), no editor.
    var environment = cli.environment
    environment["SUPERSWIFT_HOME"] = nil
    environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["VISUAL"] = "true"
    environment["EDITOR"] = "true"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [file.path]
    process.currentDirectoryURL = work
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    for (index, command) in commands.enumerated() {
      let output = (try? String(contentsOf: results.appendingPathComponent("\(index).out"), encoding: .utf8)) ?? ""
      let status = (try? String(contentsOf: results.appendingPathComponent("\(index).status"), encoding: .utf8))
        .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
      if command.fails {
        #expect(status != nil && status != 0, "\(command.text) fails, as the walkthrough shows: \(output)")
        if let expected = command.expected?.replacingOccurrences(of: " …", with: "") {
          #expect(output.contains(expected), "\(command.text) says \(expected): \(output)")
        }
      } else {
        #expect(status == 0, "\(command.text) → \(status.map(String.init) ?? "not run"): \(output)")
        if let expected = command.expected, expected.hasPrefix("{") {
          #expect(output.contains(expected), "\(command.text) prints \(expected): \(output)")
        }
      }
    }
  }
}
