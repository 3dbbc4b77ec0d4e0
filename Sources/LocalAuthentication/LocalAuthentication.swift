// LocalAuthentication on a page: a browser offers no Face ID, Touch ID or passcode to the app
// on the server, so no policy can be evaluated: `canEvaluatePolicy` is false with
// `LAError.biometryNotAvailable` (or `.passcodeNotSet` for the passcode policy), and an
// evaluation replies that it failed for that reason. Apps show their locked or fallback screen.
@_exported import Foundation

/// What to authenticate with.
public enum LAPolicy: Int, Sendable {
  /// Face ID or Touch ID.
  case deviceOwnerAuthenticationWithBiometrics = 1
  /// Biometrics, else the passcode.
  case deviceOwnerAuthentication = 2
  /// A paired watch.
  case deviceOwnerAuthenticationWithWatch = 3
  /// Biometrics or a watch.
  case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
  /// A wrist detection watch.
  case deviceOwnerAuthenticationWithWristDetection = 5
}

/// The kind of biometrics a device has.
public enum LABiometryType: Int, Sendable {
  /// None (always, on a page).
  case none = 0
  /// Touch ID.
  case touchID = 1
  /// Face ID.
  case faceID = 2
  /// Optic ID.
  case opticID = 4
  /// The older name of none.
  public static var LABiometryNone: LABiometryType { .none }
}

/// An authentication error.
public struct LAError: Error, Hashable, Sendable, CustomNSError, LocalizedError {
  /// Its kind.
  public enum Code: Int, Sendable {
    /// Authentication failed.
    case authenticationFailed = -1
    /// The user cancelled.
    case userCancel = -2
    /// The user chose the fallback.
    case userFallback = -3
    /// The system cancelled.
    case systemCancel = -4
    /// No passcode is set.
    case passcodeNotSet = -5
    /// The app cancelled.
    case appCancel = -9
    /// The context was invalidated.
    case invalidContext = -10
    /// Biometrics are not available.
    case biometryNotAvailable = -6
    /// No biometrics are enrolled.
    case biometryNotEnrolled = -7
    /// Biometrics are locked out.
    case biometryLockout = -8
    /// Interaction was not allowed.
    case notInteractive = -1004
  }
  /// The error's kind.
  public let code: Code
  /// An error of a kind.
  public init(_ code: Code) { self.code = code }
  /// The error domain.
  public static var errorDomain: String { "com.apple.LocalAuthentication" }
  /// The code's number.
  public var errorCode: Int { code.rawValue }
  /// What went wrong.
  public var errorDescription: String? {
    switch code {
    case .biometryNotAvailable: "Biometry is not available: the app runs on a server, which has no Face ID or Touch ID."
    case .passcodeNotSet: "No passcode is available: the app runs on a server, which has none of the phone's."
    default: "Authentication did not succeed."
    }
  }
  /// Biometrics are not available.
  public static var biometryNotAvailable: Code { .biometryNotAvailable }
  /// No biometrics are enrolled.
  public static var biometryNotEnrolled: Code { .biometryNotEnrolled }
  /// No passcode is set.
  public static var passcodeNotSet: Code { .passcodeNotSet }
  /// The user cancelled.
  public static var userCancel: Code { .userCancel }
  /// The user chose the fallback.
  public static var userFallback: Code { .userFallback }
  /// Authentication failed.
  public static var authenticationFailed: Code { .authenticationFailed }
}

/// An authentication context: nothing can be evaluated on a page (see the module's note).
open class LAContext: NSObject, @unchecked Sendable {
  /// The biometrics available: none.
  open var biometryType: LABiometryType { .none }
  /// The fallback button's title.
  open var localizedFallbackTitle: String?
  /// The cancel button's title.
  open var localizedCancelTitle: String?
  /// The reason shown.
  open var localizedReason = ""
  /// How long a recent unlock counts, in seconds.
  open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
  /// Whether interaction is allowed.
  open var interactionNotAllowed = false
  /// The enrolled biometrics' state (none).
  open var evaluatedPolicyDomainState: Data? { nil }

  /// A context.
  public override init() {}

  /// Why `policy` cannot be evaluated here.
  static func unavailable(_ policy: LAPolicy) -> LAError {
    LAError(policy == .deviceOwnerAuthentication ? .passcodeNotSet : .biometryNotAvailable)
  }

  /// Whether `policy` can be evaluated: never; `error` is set to why.
  open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
    let reason = Self.unavailable(policy)
    error?.pointee = NSError(
      domain: LAError.errorDomain, code: reason.errorCode,
      userInfo: [NSLocalizedDescriptionKey: reason.errorDescription ?? ""])
    return false
  }

  /// Evaluates `policy`: `reply` is told it failed, and why.
  open func evaluatePolicy(
    _ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    let reason = Self.unavailable(policy)
    DispatchQueue.global().async { reply(false, reason) }
  }

  /// Evaluates `policy`: throws why it cannot.
  open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
    throw Self.unavailable(policy)
  }

  /// Ends the context.
  open func invalidate() {}
}
