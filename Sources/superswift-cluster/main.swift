import SuperSwiftCLI
import SuperSwiftCluster

// `superswift` with PostgreSQL support: `serve --queue postgres://…` and `worker`.
CommandLineTool.main(cluster: PostgresCluster())
