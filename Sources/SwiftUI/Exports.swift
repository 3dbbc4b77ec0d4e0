// As on Apple's platforms, `import SwiftUI` brings Foundation (for `Date`, `URL`, formats),
// CoreGraphics (`CGColor`, `CGVector`) and Observation (for `@Observable` models) along.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import Observation
