// Xcode 26's playgrounds: `#Playground { … }` blocks run in Xcode's canvas while an app is
// written. Nothing runs them on a page; the host blanks each block before compiling
// (SuperSwiftHost's `PreviewMacro`), and this module lets `import Playgrounds` be written.

/// A block of code Xcode runs in its canvas (blanked before compiling: nothing runs it here).
@freestanding(declaration)
public macro Playground(_ name: String? = nil, body: @escaping @MainActor () async throws -> Void) =
  #externalMacro(module: "SuperSwiftMacros", type: "PlaygroundMacro")
