import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost
import SuperSwiftSystem

/// The Devices page's "This server" card: how long it has served, whether it fires the
/// schedules, its backups (the plan `serve` follows and the newest file), its certificate —
/// and a backup of the whole library downloaded from the browser (`POST /devices/backup`,
/// `LibraryBackup`), the secrets sealed with the passphrase typed, or left out without one.
extension WebPages {
  /// The card's HTML.
  func serverCard() -> HTML {
    let started = Date().addingTimeInterval(-server.health.uptime)
    let schedules: HTML =
      switch server.health.schedulerState {
      case .firing: "fires the library's schedules"
      case .standby: "leaves the schedules to another server on this library"
      case .starting: "is starting its scheduler"
      case .failed: "<span class=\"status failed\">cannot fire the schedules</span>"
      }
    var backups: HTML
    switch Result(catching: { try BackupPlan.read(server.paths) }) {
    case .success(let plan?):
      let newest = BackupPlan.backups(among: BestEffort.names(in: plan.folder)).last
      let last: HTML =
        newest.flatMap { name -> HTML? in
          guard let made = FileIdentity(of: plan.folder.appendingPathComponent(name))?.modified else { return nil }
          return
            " The newest, <code>\(Self.escape(name))</code>, was made \(RelativeTime.html(Date(timeIntervalSince1970: TimeInterval(made) / 1_000_000_000)))."
        } ?? " None made yet."
      backups =
        "Backed up \(Self.escape(plan.every.sentence)) into <code>\(Self.escape(plan.folder.path))</code>, the \(plan.keep) newest kept.\(last)"
    case .success(nil):
      backups =
        "No scheduled backups (<code>superswift backup create --schedule daily --keep 7 --to DIR</code> makes them)."
    case .failure(let error):
      backups = "<span class=\"status failed\">\(Self.escape(ErrorSentence.describe(error)))</span>"
    }
    let authority = LocalCertificateAuthority(paths: server.paths)
    let certificate: HTML =
      authority.expires.map { expires in
        let renews: HTML =
          authority.renewableUntil.map { " It renews itself until \(LocalCertificateAuthority.day($0))." } ?? ""
        return "<p>The local HTTPS certificate is valid until \(LocalCertificateAuthority.day(expires)).\(renews)</p>"
      } ?? ""
    let secrets = LibraryBackup.hasSecrets(library: server.library.root)
    return """
      <section class=card id=this-server><h2>This server</h2>
      <p>Serving since \(RelativeTime.html(started)); it \(schedules).</p>
      <p id=backup-plan>\(backups)</p>
      \(certificate)
      <form method=post action="/devices/backup" id=backup-form>
      <label for=backup-passphrase>Passphrase for the apps' secrets <span class=help>\(
        secrets ? "Leave it empty to leave the secrets out" : "This library has no secrets: none needed" as HTML)</span></label>
      <input id=backup-passphrase name=passphrase type=password autocomplete=new-password maxlength=1024>
      <div class=actions><button type=submit>Download a backup</button></div>
      </form>
      <p class=muted>One file with every app, its versions, schedules and policies, the webhooks, settings and
      tokens; <code>superswift backup restore FILE</code> brings it back on any machine.</p>
      </section>
      """
  }

  /// `POST /devices/backup`: the whole library as one zip, to download.
  func downloadBackup(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    let passphrase = try Self.form(request)["passphrase"].flatMap { $0.isEmpty ? nil : $0 }
    let folder = server.paths.cache.appendingPathComponent("backups", isDirectory: true)
    let file = folder.appendingPathComponent(AtomicFile.temporaryName(for: "download.zip"))
    defer { BestEffort.remove(file) }
    let data: Data
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      _ = try LibraryBackup.create(
        paths: server.paths, to: file, passphrase: passphrase, history: false, leaveSecrets: passphrase == nil)
      data = try Data(contentsOf: file)
    } catch {
      throw HTTPError(500, "the backup could not be made: \(ErrorSentence.describe(error))")
    }
    let name = BackupPlan.fileName(at: Date())
    return HTTPResponse(
      status: 200,
      headers: [
        ("Content-Type", "application/zip"), ("Content-Disposition", "attachment; filename=\"\(name)\""),
        ("Cache-Control", "no-store"),
      ], body: data)
  }
}
