@_spi(Host) import SuperSwiftLayout

/// An `onChange(of:)` observer met during a render.
struct ChangeObserver {
  let key: String
  let value: any Equatable
  let initial: Bool
  /// Runs the action if `previous` (the value at the last render) differs from `value`.
  let fire: (_ previous: (any Equatable)?) -> Void
}
