import SuperSwift

let run = RunContext.current
run.source  // .app, .shortcut, .shareSheet or .urlScheme
run.input   // what the caller passed in
