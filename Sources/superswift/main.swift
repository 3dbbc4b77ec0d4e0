import SuperSwiftCLI

// The whole tool is the SuperSwiftCLI library; `superswift-cluster` is the same tool with
// PostgreSQL support linked in.
CommandLineTool.main()
