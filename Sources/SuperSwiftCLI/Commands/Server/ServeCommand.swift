import Foundation
import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost
import SuperSwiftServer
import SuperSwiftSystem
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// `superswift serve`: the web app where people manage and run their apps, and the HTTP API
/// for automations (cron, home automation, Shortcuts' "Get Contents of URL"), over the same
/// library, runs and history as the CLI.
enum ServeCommand: Command {
  static let defaultPort = 7788

  static let spec = CommandSpec(
    name: "serve",
    usage: "superswift serve [--listen HOST:PORT] [--tls | --tls-cert FILE --tls-key FILE] [--qr] [--max-runs N]",
    summary: "Serve the web app (open its address in a browser) and the HTTP API for automations.",
    details: """
      Listens on 127.0.0.1:\(defaultPort) by default. The web app is at its address: your apps,
      their editor, runs and history; on start serve prints that address and a one-time sign-in
      link for the browser. The HTTP API is under /api, and every API request needs the token
      ('superswift token'): Authorization: Bearer <token>. 'superswift login-link' makes more
      sign-in links; the sign-in page also takes the token; sessions last 30 days, across
      restarts. SIGTERM or Ctrl-C stop it gracefully: it stops taking requests, gives runs in
      flight --stop-grace seconds to end (a second Ctrl-C ends them at once), then stops the rest
      and records them as interrupted. The API: docs/http-api.md. To run it as a service that
      starts at boot: 'superswift service install' (docs/operations.md).

      For an iPhone's Shortcuts, listen on the network (--listen 0.0.0.0:\(defaultPort)): it prints
      the addresses the phone can reach, and each app's page has "Use from iPhone" with the
      recipe and a QR code. Beyond loopback, plain http sends the token in the clear: serve
      HTTPS with --tls (a local CA, 'superswift certificate') or --tls-cert/--tls-key.

      An app with a user interface waits for a person: its run's page in the browser
      (/runs/<id>, signed in) shows the app, and serve prints '<app> is waiting for you: <url>';
      a run whose page nobody opens is given up after --interface-expiry seconds.

      Example:
        superswift serve --listen 0.0.0.0:\(defaultPort) --tls --qr
        curl -X POST -H "Authorization: Bearer $(superswift token)" \\
             -d '{"bill": 42, "percent": 18}' -H 'Content-Type: application/json' \\
             http://127.0.0.1:\(defaultPort)/api/apps/Tip%20Calculator/result
      """,
    options: [
      .init(names: ["--listen"], value: "HOST:PORT", help: "Where to listen (default 127.0.0.1:\(defaultPort))."),
      .init(names: ["--max-runs"], value: "N", help: "Runs at once before callers queue (default 8)."),
      .init(
        names: ["--run-timeout"], value: "SECONDS",
        help: "Time limit of a run that sets no ?timeout= (default none; an app's interface has none)."),
      .init(names: ["--qr"], value: nil, help: "Print a QR code of a sign-in link for your phone."),
      .init(
        names: ["--queue"], value: "URL",
        help: "Queue runs in PostgreSQL (postgres://…) for 'superswift worker's on any machine (docs/cluster.md)."),
      .init(names: ["--tls-cert"], value: "FILE", help: "Serve HTTPS with this certificate chain (PEM)."),
      .init(names: ["--tls-key"], value: "FILE", help: "The private key of --tls-cert (PEM)."),
      .init(
        names: ["--tls"], value: nil,
        help: "Serve HTTPS with the local CA's certificate ('superswift certificate'; made now if missing or ending)."),
      .init(
        names: ["--interface-expiry"], value: "SECONDS",
        help: "Give up an interactive run whose page nobody opens in this time (default 600)."),
      .init(
        names: ["--push-contact"], value: "mailto:…|https:…",
        help:
          "The contact push services see in each notification's signature (default: this server's https address, else mailto:superswift@localhost)."
      ),
      .init(
        names: ["--max-upload-mib"], value: "N",
        help: "The largest request body, in MiB (default 256, or settings.json server.maxUploadMiB)."),
      .init(
        names: ["--stop-grace"], value: "SECONDS",
        help:
          "On SIGTERM or Ctrl-C, how long runs in flight are given to end before they are stopped and recorded as interrupted (default \(Int(SystemdUnit.stopGrace.components.seconds)); 0: at once)."
      ),
    ])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard arguments.positionals.isEmpty else {
      throw UsageError("unexpected argument '\(arguments.positionals[0])'", command: spec)
    }
    let (host, port) = try listenAddress(arguments.value("--listen") ?? "127.0.0.1:\(defaultPort)")
    var maxRuns = 8
    if let text = arguments.value("--max-runs") {
      guard let value = Int(text), value > 0, value <= 256 else {
        throw UsageError("--max-runs takes a whole number from 1 to 256, not '\(text)'", command: spec)
      }
      maxRuns = value
    }
    let runTimeout = try seconds(arguments, "--run-timeout")
    var stopGrace = SystemdUnit.stopGrace
    if let text = arguments.value("--stop-grace") {
      guard let value = Int(text), value >= 0, value <= 3600 else {
        throw UsageError("--stop-grace takes whole seconds from 0 to 3600, not '\(text)'", command: spec)
      }
      stopGrace = .seconds(value)
    }
    let interfaceExpiry = try seconds(arguments, "--interface-expiry") ?? .seconds(600)
    let context = CLIContext()
    var uploadBytes = Settings(paths: context.paths).uploadBytes
    if let text = arguments.value("--max-upload-mib") {
      guard let value = Int(text), value >= 1, value <= 64 << 10 else {
        throw UsageError("--max-upload-mib takes a whole number of MiB from 1 to 65536, not '\(text)'", command: spec)
      }
      uploadBytes = value << 20
    }
    var executor: any RunExecutor = LocalExecutor()
    if let queue = arguments.value("--queue") {
      guard let cluster = clusterSupport else { return ClusterProgram.handOver() }
      do {
        executor = try cluster.coordinator(queue: queue, paths: context.paths)
      } catch {
        throw ServeFailure("could not use the queue at \(ClusterProgram.redacted(queue)): \(error)")
      }
      Console.err("superswift: runs go into the queue at \(ClusterProgram.redacted(queue)) for workers\n")
    }
    let pushContact =
      arguments.value("--push-contact") ?? ProcessInfo.processInfo.environment["SUPERSWIFT_PUSH_CONTACT"]
    if let pushContact,
      !(pushContact.hasPrefix("mailto:") || pushContact.hasPrefix("https:")) || pushContact.count > 200
    {
      throw UsageError(
        "--push-contact takes a mailto: address or an https: URL (mailto:you@example.com), not '\(pushContact.prefix(200))'",
        command: spec)
    }
    let registry = RunRegistry(limit: maxRuns)
    // Only the tests' own push service on loopback is added to the push services' allow-list.
    let pushEndpoints = PushEndpoints(
      allowsLoopback: ProcessInfo.processInfo.environment["SUPERSWIFT_PUSH_TEST_LOOPBACK"] == "1")
    let api = try SuperSwiftServer(
      paths: context.paths, registry: registry, runTimeout: runTimeout, interfaceExpiry: interfaceExpiry,
      executor: executor, pushEndpoints: pushEndpoints)
    // Retention first: the history as settings.json bounds it, then the output files of runs
    // it no longer keeps.
    context.history.prune()
    api.pruneRunFiles()
    let tls = try tlsContext(arguments, paths: context.paths)
    let server: HTTPServer
    do {
      server = try HTTPServer(
        host: host, port: port, limits: HTTPLimits().withUpload(bytes: uploadBytes), tls: tls, gate: api.gate,
        handler: api.handle)
    } catch {
      throw ServeFailure("\(error); is another server running there? Choose another with --listen")
    }
    api.countConnections { [server] in server.openConnections }
    // The local CA's certificate renews itself in a running server (not one given by files).
    var renewal: CertificateRenewal?
    if tls != nil, arguments.flag("--tls") {
      renewal = CertificateRenewal(
        authority: LocalCertificateAuthority(paths: context.paths), clock: SystemClock.shared,
        install: { [server] in server.replaceTLS($0) }, report: { Console.err($0) })
      renewal?.start()
    }
    defer { renewal?.stop() }
    let shown = host.contains(":") ? "[\(host)]" : host
    // Every address of the machine (0.0.0.0, [::], 0, or any spelling of them): the link that
    // works from here is loopback's, and the network's are the machine's LAN addresses.
    let anyAddress = ["0.0.0.0", "[::]", "0", "[0:0:0:0:0:0:0:0]", "0.0.0", "0.0"].contains(shown)
    let loopback = ["127.0.0.1", "::1", "localhost"].contains(host) || host.hasPrefix("127.")
    let scheme = tls == nil ? "http" : "https"
    let base = "\(scheme)://\(anyAddress ? "127.0.0.1" : shown):\(server.port)"
    var network: [String] = []
    if anyAddress {
      network = NetworkAddresses.local().map { "\(scheme)://\($0):\(server.port)" }
      if let name = NetworkAddresses.bonjourName() { network.append("\(scheme)://\(name):\(server.port)") }
    } else if !loopback {
      network = [base]
    }
    let announcement = ServerAnnouncement(local: base, network: network)
    api.announce(announcement)
    if let contact = pushContact ?? (tls != nil ? network.first ?? base : nil) { api.push.setContact(contact) }
    do {
      try announcement.publish(paths: context.paths)
    } catch {
      Console.err("superswift: warning: 'superswift login-link' will not find this server: \(error)\n")
    }
    defer { announcement.withdraw(paths: context.paths) }
    // One write for both lines: whoever reads the first finds the link beside it. A working
    // sign-in link goes to a terminal only: a service's output ends up in a journal that
    // others may read, and the link, redeemed, shows the token.
    let signIn =
      Console.stdoutIsTerminal
      ? "Sign in from your browser (one-time link): \(base)/login?code=\(try api.makeLoginCode())\n"
      : "Sign in from your browser with a one-time link: 'superswift login-link' prints one\n"
    Console.out(
      "SuperSwift is serving the web app at \(base)/\n" + signIn
        + "The HTTP API for automations is \(base)/api (each request needs 'superswift token')\n")
    if !network.isEmpty {
      Console.out("From your phone on this network: \(network.joined(separator: "  "))\n")
      Console.out("  (each app's page in the browser has \"Use from iPhone\": the Shortcuts recipe and a QR code)\n")
    }
    if arguments.flag("--qr") {
      if Console.stdoutIsTerminal {
        let target = network.first ?? base
        let link = "\(target)/login?code=\(try api.makeLoginCode())"
        let code = try QRCode(link)
        Console.out("Scan to sign in on your phone (one-time link, 10 minutes): \(link)\n")
        Console.out(code.terminal(colors: isatty(STDOUT_FILENO) == 1))
      } else {
        Console.out("For a sign-in QR code: 'superswift login-link --network --qr' on a terminal\n")
      }
    }
    api.onWaiting { runID, appName in
      Console.err("\(appName) is waiting for you: \(base)/runs/\(runID)\n")
    }
    if !loopback && tls == nil {
      Console.err(
        "superswift: warning: listening on \(host), beyond this machine, over plain http: every request needs the token, and it crosses the network in the clear; see 'superswift certificate --help' for HTTPS\n"
      )
    }

    // Schedules fire from here on (`superswift schedule`); a change is seen at once. Of two
    // servers on one library, the one holding its scheduler lock fires them; the other takes
    // over when that one stops.
    let running = Mutex<Scheduler?>(nil)
    let backups = Mutex<ScheduledBackups?>(nil)
    let backupPlan: BackupPlan?
    do {
      backupPlan = try BackupPlan.read(context.paths)
    } catch {
      backupPlan = nil
      Console.err("superswift: warning: no scheduled backups: \(error)\n")
    }
    let waiting = Atomic<Bool>(false)
    let lease = SchedulerLease(library: context.paths.library, holder: "superswift serve (pid \(getpid())) at \(base)")
    {
      do {
        let started = try api.startScheduler { Console.err("superswift: warning: \($0)\n") }
        running.withLock { $0 = started }
        // The library's backups come from the server that fires its schedules: a server that
        // takes over from another reads the plan as it is then (made after this one started).
        var plan = backupPlan
        if waiting.load(ordering: .relaxed) {
          do {
            plan = try BackupPlan.read(context.paths)
          } catch {
            plan = nil
            Console.err("superswift: warning: no scheduled backups: \(error)\n")
          }
        }
        if let backupPlan = plan {
          let scheduled = ScheduledBackups(
            plan: backupPlan, paths: context.paths, clock: SystemClock.shared, report: { Console.err($0) },
            outcome: { [health = api.health] in health.backup(failed: $0) })
          scheduled.start()
          backups.withLock { $0 = scheduled }
        }
        api.health.scheduler(.firing)
        if waiting.load(ordering: .relaxed) {
          Console.err("superswift: the other server stopped; this one fires the library's schedules now\n")
        }
      } catch {
        api.health.scheduler(.failed("\(error)"))
        Console.err("superswift: warning: schedules will not fire: \(error)\n")
      }
    }
    do {
      let started = try lease.start()
      if !started.holds {
        api.health.scheduler(.standby)
        waiting.store(true, ordering: .relaxed)
        Console.err(
          "superswift: note: this library's schedules fire from \(started.holder ?? "another superswift serve"); this server takes over if that one stops\n"
        )
      }
    } catch {
      api.health.scheduler(.failed("\(error)"))
      Console.err("superswift: warning: schedules will not fire: \(error)\n")
    }

    // After the scheduler's lease, which must not wait for the toolchain's probe (`swiftc
    // --version` on a busy machine can take seconds; the schedules and the note on who fires
    // them do not depend on it).
    prepareRuntime(paths: context.paths)

    // Ctrl-C and SIGTERM: stop accepting, give what runs its grace, then stop it and let each
    // run record itself as interrupted. A second signal ends the grace.
    let stopSignal = Cancellation()
    stopSignal.forwardSignals()
    Thread.detachNewThread {
      stopSignal.wait()
      ServiceManager.notify("STOPPING=1")
      server.stop()
    }
    // Ready: listening, announced, its schedules taken or left to another server.
    ServiceManager.notify("READY=1\nSTATUS=serving \(base)/")
    server.serve()
    let again = Cancellation()
    again.forwardSignals()
    Thread.detachNewThread {
      again.wait()
      registry.stopAll(reason: .shutdown)
    }
    // No takeover once stopping; the lock goes when this process's fires are over.
    var scheduler: Scheduler?
    lease.stop {
      scheduler = running.withLock { $0 }
      scheduler?.stop()
      backups.withLock { $0 }?.stop()
    }
    api.runs.shutdown()
    let inFlight = registry.running
    if inFlight > 0, stopGrace > .zero {
      Console.err(
        "superswift: stopping: waiting up to \(stopGrace.components.seconds) s for \(inFlight) run\(inFlight == 1 ? "" : "s") to end\(Console.canAsk ? " (Ctrl-C again to stop \(inFlight == 1 ? "it" : "them") now)" : "")\n"
      )
      if !registry.waitUntilIdle(timeout: stopGrace) {
        Console.err("superswift: stopping the runs still in flight; they are recorded as interrupted\n")
      }
    }
    registry.stopAll(reason: .shutdown)
    _ = registry.waitUntilIdle(timeout: .seconds(15))
    // Fires still waiting for a thread are recorded as skipped, not dropped with the process.
    _ = scheduler?.fires.waitUntilIdle(deadline: .now + .seconds(15))
    Console.err("superswift: server stopped\n")
    return 0
  }

  /// TLS from --tls-cert and --tls-key, or --tls (the local CA's certificate); `nil` for plain
  /// HTTP.
  static func tlsContext(_ arguments: ParsedArguments, paths: Paths) throws -> TLSContext? {
    let certificate = arguments.value("--tls-cert")
    let key = arguments.value("--tls-key")
    var files: (String, String)?
    switch (certificate, key, arguments.flag("--tls")) {
    case (nil, nil, false): return nil
    case (let certificate?, let key?, false): files = (certificate, key)
    case (nil, nil, true):
      let authority = LocalCertificateAuthority(paths: paths)
      // Ending soon: the next of the certificates the CA signed ahead takes over (same CA).
      if let until = authority.renewFromSuccessor() { Console.err(CertificateRenewal.renewed(until: until)) }
      if let reason = authority.renewalReason() {
        // A new CA each time (its key is never kept): the phone installs the new profile.
        let first = !authority.hasServerCertificate
        let names = LocalCertificateAuthority.machineNames(extra: authority.hostNames)
        // A CA that followed the machine's addresses is made anew to follow them still.
        let networks = authority.followedNetworks.isEmpty ? [] : NetworkAddresses.localNetworks()
        let issued: LocalCertificateAuthority.Issued
        do {
          issued = try authority.issue(names: names, following: networks)
        } catch {
          throw ServeFailure("cannot make the local CA for --tls: \(error)")
        }
        Console.err(
          """
          superswift: \(first ? "" : "\(reason): ")made a new local CA and a certificate for \
          \(names.joined(separator: ", ")), valid until \(LocalCertificateAuthority.day(issued.expires))
          superswift: \(first ? "on" : "phones must trust the new CA: on") each iPhone, open /certificate/profile \
          from this server (the "Use from iPhone" page links it), install it\(first ? "" : " (it replaces the old one)"), \
          then turn on full trust for it in Settings → General → About → Certificate Trust Settings

          """)
      }
      files = (authority.serverCertificateFile.path, authority.serverKeyFile.path)
    case (_, _, true):
      throw UsageError(
        "--tls uses the local CA's certificate; give either --tls or --tls-cert with --tls-key", command: spec)
    default:
      throw UsageError("--tls-cert and --tls-key go together: the certificate chain and its private key", command: spec)
    }
    guard let (certificateFile, keyFile) = files else { return nil }
    do {
      return try TLSContext(certificate: certificateFile, key: keyFile)
    } catch {
      throw ServeFailure("cannot serve HTTPS: \(error)")
    }
  }

  /// A duration option in seconds (fractions allowed, up to a day), or `nil` when not given.
  static func seconds(_ arguments: ParsedArguments, _ option: String) throws -> Duration? {
    guard let text = arguments.value(option) else { return nil }
    guard let value = Double(text), value > 0, value <= 86_400 else {
      throw UsageError("\(option) takes seconds, from 0.1 to 86400, not '\(text)'", command: spec)
    }
    return .milliseconds(Int(value * 1000))
  }

  /// Builds the runtime modules apps link with, on a thread of its own while the server
  /// already answers, so that the phone's first call does not wait for them: the quick tier
  /// first, then the optimised one (a build takes the lock the runs' builds take: a run arriving
  /// meanwhile waits for the quick one, never builds it twice, and uses it until the optimised
  /// one is ready).
  static func prepareRuntime(paths: Paths) {
    guard let toolchain = try? Toolchain.locate(paths: paths) else { return }  // a run will say why
    let wanted = EmbeddedRuntime.modules.map(\.name)
    guard RuntimeLibrary.ready(toolchain: toolchain, paths: paths).count < wanted.count else { return }
    Console.err("superswift: preparing the runtime in the background, so that the first run is quick\n")
    Thread.detachNewThread {
      do {
        for tier in RuntimeLibrary.Tier.allCases {
          _ = try RuntimeLibrary.prepare(
            modules: wanted, toolchain: toolchain, paths: paths, status: StatusLine(enabled: false),
            stop: Cancellation(),
            tier: tier)
        }
        Console.err("superswift: runtime ready\n")
      } catch {
        Console.err("superswift: could not prepare the runtime (\(error)); each run will try again\n")
      }
    }
  }

  /// `HOST:PORT`, `[IPv6]:PORT` or `:PORT`.
  static func listenAddress(_ text: String) throws -> (String, Int) {
    var host = "127.0.0.1"
    var portText = text
    if text.hasPrefix("[") {
      guard let close = text.firstIndex(of: "]"), text[text.index(after: close)...].hasPrefix(":") else {
        throw UsageError("--listen takes HOST:PORT, such as 127.0.0.1:\(defaultPort) or [::1]:\(defaultPort)")
      }
      host = String(text[text.index(after: text.startIndex)..<close])
      portText = String(text[text.index(close, offsetBy: 2)...])
    } else if let colon = text.lastIndex(of: ":") {
      if colon != text.startIndex { host = String(text[..<colon]) }
      portText = String(text[text.index(after: colon)...])
    }
    guard let port = Int(portText), (0...65535).contains(port) else {
      throw UsageError("--listen takes HOST:PORT with a port from 0 to 65535, not '\(text)'")
    }
    return (host, port)
  }
}

/// What `serve` could not do although it was asked right: listen, reach the queue, set up TLS.
/// Exits 4, as the README's table says of a file, the network or the system failing.
struct ServeFailure: Error, CustomStringConvertible {
  /// What failed and what to do, in a sentence.
  let description: String

  /// A failure that says `description`.
  init(_ description: String) { self.description = description }
}
