// As on Apple's platforms, `import SwiftUI` brings Foundation (for `Date`, `URL`, formats),
// CoreGraphics (`CGColor`, `CGVector`), Observation (for `@Observable` models) and
// UserNotifications (which Apple's brings through UIKit) and UniformTypeIdentifiers (`UTType`) along.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import Observation
@_spi(Host) import SuperSwiftLayout
@_exported import UniformTypeIdentifiers
@_exported import UserNotifications
