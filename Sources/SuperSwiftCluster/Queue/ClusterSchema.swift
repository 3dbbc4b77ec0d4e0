/// The tables the coordinator and the workers share, made (if missing) by whichever starts
/// first, under a transaction-level advisory lock so two starting at once do not race.
///
/// - `superswift_runs`: one row a run. `state` is the queue's (`queued` → `running` → `done`);
///   the run's own outcome is in `record` (the run record's JSON text, as the history keeps it).
///   `request` and `record` are `text`, not `jsonb`: jsonb cannot hold U+0000, which a run's
///   input, result or log may contain (JSON text writes it `\u0000`, which text holds). `log`
///   is the bytes the worker sent, as `bytea` (a text value cannot hold a NUL byte either).
///   `worker` names who claimed it; the reaper finds a worker by that name among the
///   database's sessions.
/// - `superswift_files`: input files (sent with the run) and output files (its result), bytes.
/// - `superswift_builds`: each app build once per cluster, by the build cache's content key
///   (which names the toolchain too, so workers with another toolchain build their own).
/// - `superswift_schedule_fires`: one row per schedule and due time, inserted by the
///   coordinator that fires it; its primary key is what makes that one coordinator.
/// - `superswift_secrets`: apps' secrets, sealed with AES-256-GCM (`ClusterSecrets`).
enum ClusterSchema {
  /// Bumped when the tables change; a mismatch is refused with a sentence, never half-used.
  static let version = 2

  static let statements = [
    "SELECT pg_advisory_xact_lock(7788001)",
    """
    CREATE TABLE IF NOT EXISTS superswift_schema (version int NOT NULL)
    """,
    """
    CREATE TABLE IF NOT EXISTS superswift_runs (
      id uuid PRIMARY KEY,
      state text NOT NULL CHECK (state IN ('queued', 'running', 'done')),
      request text NOT NULL,
      worker text,
      claimed_at timestamptz,
      record text,
      log bytea NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      finished_at timestamptz
    )
    """,
    "CREATE INDEX IF NOT EXISTS superswift_runs_queued ON superswift_runs (created_at) WHERE state = 'queued'",
    "CREATE INDEX IF NOT EXISTS superswift_runs_running ON superswift_runs (worker) WHERE state = 'running'",
    """
    CREATE TABLE IF NOT EXISTS superswift_files (
      run_id uuid NOT NULL REFERENCES superswift_runs (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('input', 'output')),
      position int NOT NULL,
      name text NOT NULL,
      content_type text NOT NULL,
      data bytea NOT NULL,
      PRIMARY KEY (run_id, kind, position)
    )
    """,
    """
    CREATE TABLE IF NOT EXISTS superswift_builds (
      key text PRIMARY KEY,
      sha256 text NOT NULL,
      executable bytea NOT NULL,
      built_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
    """,
    // Added in place (older binaries never read it): who fired each schedule's due time.
    """
    CREATE TABLE IF NOT EXISTS superswift_schedule_fires (
      schedule_id text NOT NULL,
      due_ms bigint NOT NULL,
      coordinator text NOT NULL,
      fired_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (schedule_id, due_ms)
    )
    """,
    // Added in place (older binaries neither write nor read them: their runs have no limit):
    // each run's app and its `--max-concurrent`, which a worker's claim holds across
    // coordinators.
    "ALTER TABLE superswift_runs ADD COLUMN IF NOT EXISTS app_id text, ADD COLUMN IF NOT EXISTS max_concurrent int",
    "CREATE INDEX IF NOT EXISTS superswift_runs_app_running ON superswift_runs (app_id) WHERE state = 'running'",
    // Added in place: the starts inside each app's `--rate` window, counted by every coordinator.
    """
    CREATE TABLE IF NOT EXISTS superswift_rate_starts (
      app_id text NOT NULL,
      started_at timestamptz NOT NULL DEFAULT clock_timestamp()
    )
    """,
    "CREATE INDEX IF NOT EXISTS superswift_rate_starts_app ON superswift_rate_starts (app_id, started_at)",
    // Added in place: apps' secrets, each sealed (`ClusterSecrets`); never a value in the clear.
    """
    CREATE TABLE IF NOT EXISTS superswift_secrets (
      app_id text NOT NULL,
      name text NOT NULL,
      box bytea NOT NULL,
      set_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (app_id, name)
    )
    """,
  ]

  /// From version 1 (`request` and `record` as jsonb, `log` as text) to 2, in place: each jsonb
  /// value becomes its text, each log its UTF-8 bytes.
  static let upgradeFromVersion1 = [
    """
    ALTER TABLE superswift_runs
      ALTER COLUMN request TYPE text USING request::text,
      ALTER COLUMN record TYPE text USING record::text,
      ALTER COLUMN log DROP DEFAULT,
      ALTER COLUMN log TYPE bytea USING convert_to(log, 'UTF8'),
      ALTER COLUMN log SET DEFAULT ''
    """,
    "UPDATE superswift_schema SET version = 2",
  ]

  /// Makes the tables if they are missing and checks their version. The first connection is
  /// tried once: a wrong address, database or password is said at once, not after a minute of
  /// retrying (retries are for a server that restarts while in use).
  static func prepare(_ database: Database) throws(PostgresError) {
    _ = try PostgresConnection(url: database.url, applicationName: database.applicationName)
    try database.execute("BEGIN")
    do throws(PostgresError) {
      for statement in statements { try database.execute(statement) }
      let rows = try database.execute("SELECT version FROM superswift_schema")
      if rows.isEmpty {
        try database.execute("INSERT INTO superswift_schema (version) VALUES ($1)", [.text(String(version))])
      } else if rows[0].text(0) == "1" {
        for statement in upgradeFromVersion1 { try database.execute(statement) }
      } else if rows[0].text(0) != String(version) {
        throw PostgresError(
          message:
            "the database holds SuperSwift's tables at version \(rows[0].text(0) ?? "?"), this superswift uses version \(version): upgrade every machine to the same superswift",
          sqlState: nil, connectionLost: false)
      }
      try database.execute("COMMIT")
    } catch {
      _ = try? database.execute("ROLLBACK")
      throw error
    }
  }
}
