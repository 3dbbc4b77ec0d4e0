import Foundation
import Testing

/// Input options, sources, output files and the result's forms.
@Suite("Input and output")
struct InputOutputTests {
  static let describer = """
    import SuperSwift
    let run = RunContext.current
    var lines = ["source=\\(run.source)"]
    for item in run.input.items {
      switch item {
      case .text(let text): lines.append("text=\\(text.count)")
      case .url(let url): lines.append("url=\\(url.absoluteString)")
      case .file(let file): lines.append("file=\\(file.name):\\(file.contentType):\\(file.data.count)")
      }
    }
    run.finish(with: .text(lines.joined(separator: " ")))
    """

  @Test("no input is source app; input makes it shortcut; items keep the order given")
  func sourcesAndOrder() throws {
    let cli = try CLI()
    let app = try cli.write(Self.describer)
    let a = try cli.write("12345", to: "a.txt")
    try cli.write("{}", to: "b.json")
    #expect(try cli.run(["run", app.path]).stdout == "source=app\n")
    let result = try cli.run([
      "run", app.path, "--file", a.path, "--url", "https://one.example/x?y=1", "--file", "b.json",
      "--input", "hey", "--url", "mailto:someone@example.com",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == "source=shortcut text=3 file=a.txt:text/plain:5 url=https://one.example/x?y=1 file=b.json:application/json:2 url=mailto:someone@example.com\n"
    )
    #expect(try cli.run(["run", app.path, "--source", "share", "--input", "x"]).stdout == "source=shareSheet text=1\n")
    #expect(try cli.run(["run", app.path, "--source", "link"]).stdout == "source=urlScheme\n")
  }

  @Test("several megabytes of input work")
  func largeInput() throws {
    let cli = try CLI()
    let app = try cli.write(Self.describer)
    let big = String(repeating: "0123456789", count: 600_000)
    let result = try cli.run(["run", app.path, "--input", "-"], stdin: Data(big.utf8))
    #expect(result.status == 0)
    #expect(result.stdout == "source=shortcut text=6000000\n")
    let echo = try cli.write(
      "import SuperSwift\nRunContext.current.finish(with: .text(RunContext.current.input.text!))", to: "Echo.swift")
    // Past 64 KiB a text crosses as a file of its own each way: every byte comes back, quotes,
    // backslashes, line breaks, controls and all of Unicode among them.
    let mixed = String(repeating: "line \"quoted\" \\ tab\t é ✓ 🚲 \u{2028}\u{1}\n", count: 100_000) + "end"
    let echoed = try cli.run(["run", echo.path, "--input", "-"], stdin: Data(mixed.utf8))
    #expect(echoed.status == 0)
    #expect(echoed.stdout == mixed + "\n")
  }

  @Test("output files go to the output folder and never replace a file silently")
  func outputFiles() throws {
    let cli = try CLI()
    let app = try cli.write(
      """
      import SuperSwift
      RunContext.current.finish(with: .files([
        OutputFile(name: "report.csv", contentType: "public.comma-separated-values-text", text: "a,b\\n1,2\\n"),
        OutputFile(name: "raw.bin", data: Data([0, 1, 2, 255])),
      ]))
      """)
    let out = cli.root.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    let first = try cli.run(["run", app.path, "--output-dir", out.path])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout == "\(out.path)/report.csv\n\(out.path)/raw.bin\n")
    #expect(try String(contentsOf: out.appendingPathComponent("report.csv"), encoding: .utf8) == "a,b\n1,2\n")
    #expect(try Data(contentsOf: out.appendingPathComponent("raw.bin")) == Data([0, 1, 2, 255]))

    try Data("mine".utf8).write(to: out.appendingPathComponent("report.csv"))
    let second = try cli.run(["run", app.path, "--output-dir", out.path])
    #expect(second.stdout == "\(out.path)/report-2.csv\n\(out.path)/raw-2.bin\n")
    #expect(try String(contentsOf: out.appendingPathComponent("report.csv"), encoding: .utf8) == "mine")

    let third = try cli.run(["run", app.path, "--output-dir", out.path, "--overwrite", "--json"])
    #expect(third.stdout.contains(#""contentType": "text/csv""#))
    #expect(try String(contentsOf: out.appendingPathComponent("report.csv"), encoding: .utf8) == "a,b\n1,2\n")

    // Default: the current folder.
    let here = try cli.run(["run", app.path], in: out)
    #expect(here.stdout.contains("\(out.path)/report-3.csv"))
  }

  @Test(
    "output names that are empty, repeated or leave the folder fail the run and write nothing",
    arguments: [
      #"[OutputFile(name: "../x.txt", text: "x")]"#,
      #"[OutputFile(name: "/etc/x.txt", text: "x")]"#,
      #"[OutputFile(name: "a/../../b.txt", text: "x")]"#,
      #"[OutputFile(name: "", text: "x")]"#,
      #"[OutputFile(name: "ok.txt", text: "x"), OutputFile(name: "ok.txt", text: "y")]"#,
      #"[OutputFile(name: "ok.txt", text: "x"), OutputFile(name: "..", text: "y")]"#,
    ])
  func badOutputNames(files: String) throws {
    let cli = try CLI()
    let app = try cli.write("import SuperSwift\nRunContext.current.finish(with: .files(\(files)))")
    let out = cli.root.appendingPathComponent("deep/out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    let result = try cli.run(["run", app.path, "--output-dir", out.path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("the app's result was refused"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.deletingLastPathComponent().path) == ["out"])
    #expect(!FileManager.default.fileExists(atPath: "/etc/x.txt"))
  }

  @Test("--as reads a result as text, url or files")
  func coercion() throws {
    let cli = try CLI()
    let json = try cli.write(
      #"import SuperSwift; RunContext.current.finish(with: .json(["total": 46]))"#, to: "J.swift")
    let link = try cli.write(
      #"import SuperSwift; RunContext.current.finish(with: .text("https://swift.org"))"#, to: "L.swift")
    let plain = try cli.write(#"import SuperSwift; RunContext.current.finish(with: .text("hello"))"#, to: "P.swift")
    #expect(try cli.run(["run", json.path, "--as", "text"]).stdout == "{\"total\":46}\n")
    #expect(try cli.run(["run", link.path, "--as", "url"]).stdout == "https://swift.org\n")
    let notLink = try cli.run(["run", plain.path, "--as", "url"])
    #expect(notLink.status == 1)
    #expect(notLink.stderr.contains("not a link"))
    let asFile = try cli.run(["run", json.path, "--as", "files"])
    #expect(asFile.stdout == cli.root.appendingPathComponent("result.json").path + "\n")
    #expect(
      try String(contentsOf: cli.root.appendingPathComponent("result.json"), encoding: .utf8)
        == "{\n  \"total\": 46\n}\n")
  }

  @Test("--json prints the whole run record")
  func record() throws {
    let cli = try CLI()
    let app = try cli.write(#"import SuperSwift; print("log line"); RunContext.current.finish(with: .text("Saved"))"#)
    let result = try cli.run(["run", app.path, "--input", "x", "--json", "--quiet"])
    #expect(result.status == 0)
    for field in [
      #""status": "finished""#, #""source": "shortcut""#, #""kind": "text""#, #""value": "Saved""#,
      #""error": null"#, #""log": "log line\n""#, #""duration": "#, #""startedAt": "#, #""id": "#,
      #""name": "App""#,
    ] {
      #expect(result.stdout.contains(field), "\(field)")
    }
  }
}
