import Foundation

// Core Text's font registration as apps call it for fonts they bundle (a Swift Playgrounds app
// has no Info.plist to list them in): `CTFontManagerRegisterFontsForURL(url as CFURL, .process,
// nil)`, or a `CGFont` made from a `CGDataProvider` and registered. The page draws text with its
// own fonts (docs/layout.md), so registering checks that the file is there and is a font, and
// an app that registers its fonts goes on as on iOS; `Font.custom` names fall back to the
// page's font.

/// Core Foundation's URL (a Foundation `URL` here: `url as CFURL` is the URL itself).
public typealias CFURL = URL
/// Core Foundation's error, as registration reports it.
public typealias CFError = NSError
/// Core Foundation's data.
public typealias CFData = NSData

/// Whom a registered font is for.
public enum CTFontManagerScope: UInt32, Sendable {
  /// No one.
  case none = 0
  /// This process.
  case process = 1
  /// The user, across sessions.
  case persistent = 2
  /// The login session.
  case session = 3
  /// The user (the persistent scope's other name).
  public static let user = CTFontManagerScope.persistent
}

/// Registers the fonts in the file at `fontURL` for `scope`: `true` when it is a font file that
/// can be read; otherwise `false`, with the reason in `error`.
@discardableResult
public func CTFontManagerRegisterFontsForURL(
  _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  guard let provider = CGDataProvider(filename: fontURL.path), CGFont(provider) != nil
  else {
    error?.pointee = Unmanaged.passRetained(
      NSError(
        domain: "com.apple.CoreText.CTFontManagerErrorDomain", code: 105,
        userInfo: [NSLocalizedDescriptionKey: "\(fontURL.lastPathComponent) is not a font file that can be read"]
      ))
    return false
  }
  return true
}

/// Registers each file of `fontURLs` (the result handler, when given, is told of failures).
public func CTFontManagerRegisterFontURLs(
  _ fontURLs: NSArray, _ scope: CTFontManagerScope, _ enabled: Bool, _ registrationHandler: ((NSArray, Bool) -> Bool)?
) {
  var failed: [NSError] = []
  for case let url as URL in fontURLs {
    var error: Unmanaged<CFError>?
    if !CTFontManagerRegisterFontsForURL(url as CFURL, scope, &error), let error {
      failed.append(error.takeRetainedValue())
    }
  }
  _ = registrationHandler?(failed as NSArray, true)
}

/// Registers a font made from data: `true`.
@discardableResult
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?)
  -> Bool
{
  true
}

/// Unregisters the fonts in the file at `fontURL`: `true`.
@discardableResult
public func CTFontManagerUnregisterFontsForURL(
  _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool { true }

/// Bytes a graphics object is read from: a file or data.
public final class CGDataProvider: @unchecked Sendable {
  /// The bytes.
  public let data: Data

  /// The bytes of the file at `url`, or `nil` when it cannot be read.
  public convenience init?(url: CFURL) {
    self.init(filename: url.path)
  }

  /// The bytes of the file at `filename`, or `nil` when it cannot be read.
  public init?(filename: String) {
    guard let data = FileManager.default.contents(atPath: filename) else { return nil }
    self.data = data
  }

  /// The bytes of `data`.
  public init?(data: CFData) { self.data = data as Data }
}

/// A font read from bytes (a TrueType, OpenType or collection file's), for registration.
public final class CGFont: @unchecked Sendable {
  let data: Data

  /// The font in `provider`'s bytes, or `nil` when they are not a font file (its first four
  /// bytes say which kind: TrueType, OpenType, a collection or WOFF).
  public init?(_ provider: CGDataProvider) {
    let signatures: [[UInt8]] = [
      [0, 1, 0, 0], Array("OTTO".utf8), Array("true".utf8), Array("ttcf".utf8), Array("wOFF".utf8), Array("wOF2".utf8),
    ]
    guard provider.data.count >= 4, signatures.contains(Array(provider.data.prefix(4))) else { return nil }
    data = provider.data
  }

  /// The font named `name` (none can be looked up by name here).
  public init?(_ name: CFString) { return nil }
}
