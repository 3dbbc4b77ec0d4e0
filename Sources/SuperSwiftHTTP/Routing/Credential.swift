/// Who sent a request, as far as the server can tell from its head.
package enum Credential: Sendable, Equatable {
  /// Nobody it knows.
  case none
  /// A caller with a token (`Authorization: Bearer …`): the owner's, or a device's.
  case token(Grant)
  /// A signed-in browser, by its session cookie's secret, with what the token it signed in
  /// with may do.
  case session(String, Grant)

  /// What the caller may do; `nil` for nobody.
  package var grant: Grant? {
    switch self {
    case .none: nil
    case .token(let grant), .session(_, let grant): grant
    }
  }
}

/// What one credential may do: which apps it reaches and whether it may change anything.
///
/// The owner's token (and a browser signed in with it) reaches everything. A device's token
/// reaches the apps it was given (or every app), perhaps read-only; it never manages tokens or
/// sessions. A browser signed in with a device's token has that token's grant.
package struct Grant: Sendable, Hashable {
  /// The identifiers of the apps it reaches; `nil`: every app.
  package var apps: Set<String>?
  /// Whether it only reads: it runs nothing and changes nothing.
  package var readOnly: Bool
  /// The device token's name; `nil` for the owner.
  package var device: String?
  /// Whether it may read the server's metrics (`/metrics`, a monitor's token).
  package var metrics: Bool

  /// A grant.
  package init(apps: Set<String>?, readOnly: Bool, device: String?, metrics: Bool = false) {
    self.apps = apps
    self.readOnly = readOnly
    self.device = device
    self.metrics = metrics
  }

  /// Everything: the owner's token, or a browser signed in with it.
  package static let owner = Grant(apps: nil, readOnly: false, device: nil)

  /// Whether it is the owner's.
  package var isOwner: Bool { device == nil }

  /// Whether it reaches the app with identifier `id`.
  package func reaches(app id: String) -> Bool { apps?.contains(id) ?? true }
}
