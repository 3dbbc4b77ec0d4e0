import Foundation
@_spi(Host) import SuperSwiftLayout

/// The screen: a phone's, 390 × 844 points (what `GeometryReader` reports on a page too).
@preconcurrency @MainActor
public final class UIScreen {
  /// The screen the app shows on.
  public static let main = UIScreen()

  /// Its size in points, from the origin.
  public let bounds = CGRect(origin: .zero, size: RenderContext.screen)
  /// Pixels per point.
  public let scale: CGFloat = 3
  /// Its size in pixels.
  public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }

  private init() {}
}

/// The device: a phone, as a page on one looks to the app.
@preconcurrency @MainActor
public final class UIDevice {
  /// The device the app runs on.
  public static let current = UIDevice()
  /// What kind of device it is.
  public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
  /// The system's name.
  public let systemName = "Linux"
  /// The model's name.
  public let model = "Browser"
  /// The device's name.
  public var name: String { ProcessInfo.processInfo.hostName }
  private init() {}
}

/// Phone, pad, …
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// Unknown.
  case unspecified = -1
  /// A phone.
  case phone
  /// A tablet.
  case pad
  /// A television.
  case tv
  /// A car.
  case carPlay
  /// A Mac.
  case mac
}
