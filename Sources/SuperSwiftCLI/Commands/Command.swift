/// A `superswift` subcommand.
protocol Command: Sendable {
  /// What it accepts and its help.
  static var spec: CommandSpec { get }
  /// Does the work; returns the exit status.
  static func run(_ arguments: ParsedArguments) throws -> Int32
  /// What `--help` prints, which may depend on the rest of the line (`run APP --help`).
  static func help(_ arguments: ParsedArguments) -> String
}

extension Command {
  static func help(_ arguments: ParsedArguments) -> String { spec.help }
}

/// Every subcommand, in the order help lists them.
let commands: [any Command.Type] = [
  RunCommand.self, PrepareCommand.self, ShareCommand.self, OpenCommand.self, LinkCommand.self,
  NewCommand.self, ListCommand.self, ShowCommand.self, RenameCommand.self, DuplicateCommand.self, EditCommand.self,
  RemoveCommand.self, RestoreCommand.self, BackupCommand.self, VersionsCommand.self, RollbackCommand.self,
  ScheduleCommand.self,
  SecretCommand.self, WebhookCommand.self, LockCommand.self,
  PolicyCommand.self,
  HistoryCommand.self,
  DesktopCommand.self,
  ServeCommand.self, ServiceCommand.self, WorkerCommand.self, TokenCommand.self, LoginLinkCommand.self,
  CertificateCommand.self,
  CompletionsCommand.self,
]
